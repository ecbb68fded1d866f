import { and, count, eq, ilike, or } from 'drizzle-orm';
import {
  likePattern,
  type Paged,
  type RequestFilters,
  type RequestListQuery,
  type SirekananAdminItem,
} from '../../../shared/admin-schemas.ts';
import { requestOrder, submittedBetween } from './request-filters.ts';
import { assertCan, type Actor } from '../../context.ts';
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
  const [rows, [total]] = await Promise.all([
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
    db.select({ n: count() }).from(t).innerJoin(profiles, eq(profiles.id, t.userId)).where(where),
  ]);
  return {
    items: rows.map(({ fullName, email, createdAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      requester: { fullName, email },
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
