import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { bridges } from '../../db/schema.ts';

/** A bridge with a unique name (tests make their own rows, never the demo seed's). */
export async function insertBridge(db: Db, over: Partial<typeof bridges.$inferInsert> = {}) {
  const [row] = await db
    .insert(bridges)
    .values({ nama: `Jembatan Uji ${randomUUID().slice(0, 8)}`, lokasi: 'Kalukku', tahunBangun: 2010, kondisi: 'Baik', ...over })
    .returning();
  return row!;
}
