import { asc, eq } from 'drizzle-orm';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ppidObjections, ppidRequests } from '../../db/schema.ts';
import { toAdminItem, todayWita } from './request-rows.ts';

/** Staff's CSV of every request (the PPID's register, buku register permohonan). */
export async function ppidRegisterRows(db: Db, actor: Actor) {
  assertCan(actor, 'ppid.manage');
  const rows = await db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .orderBy(asc(ppidRequests.createdAt));
  const today = todayWita();
  return rows.map(({ r, o }) => toAdminItem(r, o, today));
}
