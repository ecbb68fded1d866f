import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  likePattern,
  type DamageReportAdminItem,
  type Paged,
  type RequestFilters,
  type RequestListQuery,
} from '../../../shared/admin-schemas.ts';
import { requestOrder, submittedBetween } from './request-filters.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { serviceRequests as t } from '../../db/schema.ts';

/** The list's search, status and date filter, shared with its export. */
export function damageWhere(input: Omit<RequestFilters, 'sort'>) {
  const p = input.q ? likePattern(input.q) : null;
  return and(
    eq(t.serviceType, 'lapor_kerusakan'),
    input.status ? eq(t.status, input.status) : undefined,
    submittedBetween(t.createdAt, input),
    p
      ? or(
          ilike(t.trackingCode, p),
          ilike(t.title, p),
          ilike(t.description, p),
          sql`${t.details}->>'report_type' ILIKE ${p}`,
          sql`${t.details}->>'reporter_name' ILIKE ${p}`,
          sql`${t.details}->>'reporter_email' ILIKE ${p}`,
        )
      : undefined,
  );
}

export async function listDamageReports({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: RequestListQuery;
}): Promise<Paged<DamageReportAdminItem>> {
  assertCan(actor, 'damage-reports.manage');
  const where = damageWhere(input);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...requestOrder(t, input.sort))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      trackingCode: r.trackingCode,
      title: r.title,
      reportType: r.details?.report_type ?? '',
      location: r.description,
      description: r.details?.description ?? '',
      reporterName: r.details?.reporter_name ?? '',
      reporterEmail: r.details?.reporter_email || null,
      photoUrl: r.details?.photo_url || null,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
