import { and, eq, ilike, or } from 'drizzle-orm';
import {
  likePattern,
  type Paged,
  type RequestFilters,
  type RequestListQuery,
  type SirekananAdminItem,
} from '../../../shared/admin-schemas.ts';
import { requestOrder, submittedBetween } from './request-filters.ts';
import { assertCan, type Actor } from '../../context.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { profiles, sirekananRequests as t } from '../../db/schema.ts';

/** The list's search, status and date filter, shared with its export. */
export function sirekananWhere(input: Omit<RequestFilters, 'sort'>) {
  const p = input.q ? likePattern(input.q) : null;
  return and(
    input.status ? eq(t.status, input.status) : undefined,
    submittedBetween(t.createdAt, input),
    p ? or(ilike(t.trackingCode, p), ilike(t.subject, p), ilike(profiles.fullName, p), ilike(profiles.email, p)) : undefined,
  );
}

export async function listSirekananRequests({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: RequestListQuery;
}): Promise<Paged<SirekananAdminItem>> {
  assertCan(actor, 'sirekanan.manage');
  const where = sirekananWhere(input);
  // A capped count (docs/decisions/036): "lebih dari 1.000" over a broad match of a large table.
  const upTo = countWindow(input.page, input.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: t.id,
        trackingCode: t.trackingCode,
        subject: t.subject,
        details: t.details,
        attachmentUrl: t.attachmentUrl,
        status: t.status,
        createdAt: t.createdAt,
        fullName: profiles.fullName,
        email: profiles.email,
      })
      .from(t)
      .innerJoin(profiles, eq(profiles.id, t.userId))
      .where(where)
      .orderBy(...requestOrder(t, input.sort))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    countUpTo(db, db.select(ONE).from(t).innerJoin(profiles, eq(profiles.id, t.userId)).where(where).$dynamic(), upTo),
  ]);
  return {
    items: rows.map(({ fullName, email, createdAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      requester: { fullName, email },
    })),
    ...pagerTotal(counted, upTo),
    page: input.page,
    pageSize: input.pageSize,
  };
}
