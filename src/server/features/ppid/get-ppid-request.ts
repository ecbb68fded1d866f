import { eq } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import type { PpidAdminItem } from '../../../shared/ppid.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ppidObjections, ppidRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { todayWita, toAdminItem } from './request-rows.ts';

/** One request by its code, for its own page /admin/ppid/{code} (the officer and the superior). */
export async function getPpidRequest({ db, actor, code }: { db: Db; actor: Actor; code: string }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  const [row] = await db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(eq(ppidRequests.trackingCode, code));
  if (!row) throw new AppError('NOT_FOUND', PPID_ADMIN.admin.notFound);
  return toAdminItem(row.r, row.o, todayWita());
}
