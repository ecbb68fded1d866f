import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  likePattern,
  type DamageReportAdminItem,
  type Paged,
  type RequestFilters,
  type RequestListQuery,
} from '../../../shared/admin-schemas.ts';
import { requestOrder, submittedBetween } from './request-filters.ts';
import { assertCan, type Actor } from '../../context.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { bridges, damageReportPhotos, damageReports as d, serviceRequests as t } from '../../db/schema.ts';
import { isLateSql } from '../deadlines/targets.ts';

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

const photoOf = (p: { id: string; url: string } | undefined) => (p ? { id: p.id, url: p.url } : null);

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
  // A capped count (docs/decisions/036): "lebih dari 1.000" over a broad match of a large table.
  const upTo = countWindow(input.page, input.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select({
        r: t,
        d,
        late: isLateSql,
        bridgeName: sql<string | null>`(select ${bridges.nama} from ${bridges} where ${bridges.id} = ${d.bridgeId})`,
      })
      .from(t)
      .leftJoin(d, eq(d.requestId, t.id))
      .where(where)
      .orderBy(...requestOrder({ ...t, dueOn: d.dueOn }, input.sort))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    countUpTo(db, db.select(ONE).from(t).where(where).$dynamic(), upTo),
  ]);
  const ids = rows.map((row) => row.r.id);
  const photos = ids.length
    ? await db.select().from(damageReportPhotos).where(inArray(damageReportPhotos.requestId, ids)).orderBy(asc(damageReportPhotos.position))
    : [];
  return {
    items: rows.map(({ r, d: report, late, bridgeName }) => ({
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
      kabupaten: report?.kabupaten ?? null,
      pin: report?.latitude != null && report.longitude != null ? { lat: report.latitude, lng: report.longitude } : null,
      visibility: report?.visibility ?? 'menunggu',
      confidential: report?.confidential ?? false,
      publicLocation: report?.publicLocation ?? null,
      publicDescription: report?.publicDescription ?? null,
      supporters: report?.supporters ?? 0,
      photos: photos
        .filter((p) => p.requestId === r.id && p.kind === 'laporan')
        .map((p) => ({ id: p.id, url: p.url, redacted: p.redactedAt != null })),
      dueOn: report?.dueOn ?? null,
      late,
      reopenCount: report?.reopenCount ?? 0,
      confirmed: report?.confirmedAt != null,
      afterPhoto: photoOf(photos.find((p) => p.requestId === r.id && p.kind === 'sesudah')),
      bridgeName,
      reopenPhotos: photos.filter((p) => p.requestId === r.id && p.kind === 'buka-kembali').map((p) => photoOf(p)!),
    })),
    ...pagerTotal(counted, upTo),
    page: input.page,
    pageSize: input.pageSize,
  };
}
