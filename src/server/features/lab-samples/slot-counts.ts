import { gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { labBookings } from '../../db/schema.ts';

/** How many bookings each slot from `fromDay` on holds, keyed 'YYYY-MM-DD HH:MM'. */
export async function slotCounts(db: Db | Tx, fromDay: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: labBookings.slotDay, start: sql<string>`to_char(${labBookings.slotStart}, 'HH24:MI')`, n: sql<number>`count(*)::int` })
    .from(labBookings)
    .where(gte(labBookings.slotDay, fromDay))
    .groupBy(labBookings.slotDay, labBookings.slotStart);
  return new Map(rows.map((r) => [`${r.day} ${r.start}`, r.n]));
}
