import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { PublicStep } from '../../shared/tracking-schemas.ts';
import type { Db } from '../db/client.ts';
import { reportForwardings, statusChanges } from '../db/schema.ts';

/**
 * A request's history as its requester and the public read it, oldest first: each change of status,
 * note to the requester or document, and whose note it is. A change that carried only staff's internal
 * note is not there (issue 38).
 */
export async function publicHistory(db: Db, requestTable: string, requestId: string): Promise<PublicStep[]> {
  const rows = await db
    .select({
      status: statusChanges.toStatus,
      at: statusChanges.changedAt,
      note: statusChanges.publicNote,
      byRequester: statusChanges.byRequester,
      forwardedTo: reportForwardings.instansiName,
    })
    .from(statusChanges)
    // A damage report's forwarding (issue 39, item 3) names the authority on its step.
    .leftJoin(reportForwardings, eq(reportForwardings.statusChangeId, statusChanges.id))
    .where(
      and(
        eq(statusChanges.requestTable, requestTable),
        eq(statusChanges.requestId, requestId),
        or(
          sql`${statusChanges.fromStatus} is distinct from ${statusChanges.toStatus}`,
          isNotNull(statusChanges.publicNote),
          isNotNull(statusChanges.attachment),
        ),
      ),
    )
    .orderBy(asc(statusChanges.changedAt));
  return rows.map((r) => ({
    status: r.status,
    at: r.at.toISOString(),
    note: r.note,
    byRequester: r.byRequester,
    ...(r.forwardedTo ? { forwardedTo: r.forwardedTo } : {}),
  }));
}
