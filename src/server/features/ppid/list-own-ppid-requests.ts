import { desc, eq } from 'drizzle-orm';
import type { PpidRequestItem } from '../../../shared/ppid.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ppidObjections, ppidRequests } from '../../db/schema.ts';
import { todayWita, toItem } from './request-rows.ts';

/** The customer's own requests, newest first, each with its objection. */
export async function listOwnPpidRequests({ db, actor }: { db: Db; actor: Actor }): Promise<PpidRequestItem[]> {
  assertCan(actor, 'customer.services');
  const rows = await db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(eq(ppidRequests.userId, actor.id))
    .orderBy(desc(ppidRequests.createdAt))
    .limit(200);
  const today = todayWita();
  return rows.map(({ r, o }) => toItem(r, o, today));
}
