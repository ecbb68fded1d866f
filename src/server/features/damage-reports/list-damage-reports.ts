import { and, eq, sql, type SQL } from 'drizzle-orm';
import { likePattern, NO_OWNER, type DamageReportAdminItem, type DueFilter, type RequestFilters } from '../../../shared/admin-schemas.ts';
import { clockRunningSql, endOfWeek, todayWita } from '../../requests/service-clock.ts';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requestFilterKey, requestKeyset, submittedBetween, type ListArgs } from '../../requests/request-filters.ts';
import { assertCan } from '../../context.ts';
import { isoTimeSql, jsonColumns, type JsonBody } from '../../db/json-page.ts';
import { readKeysetJsonPage } from '../../db/keyset.ts';
import {
  bridges,
  instansi,
  damageReportPhotos as ph,
  damageReports as d,
  serviceRequests as t,
  type DamageDetails,
  type DamagePhotoKind,
} from '../../db/schema.ts';
import { laporTicketSql } from '../../lapor/tickets.ts';
import { forwardedToSql } from '../../requests/forwarded-to.ts';
import { isLateSql } from './targets.ts';

/** The list's search, status and date filter, shared with its export. */
export function damageWhere(input: Omit<RequestFilters, 'sort'>) {
  const p = input.q ? likePattern(input.q) : null;
  return and(
    eq(t.serviceType, 'lapor_kerusakan'),
    input.status ? eq(t.status, input.status) : undefined,
    input.due ? dueWhere(input.due) : undefined,
    input.owner ? ownerWhere(input.owner) : undefined,
    submittedBetween(t.createdAt, input),
    // The tracking code, title, location, type, reporter's name and e-mail, case-insensitive: one
    // LIKE over their lower-case join (service_requests.search_text), which a trigram index serves.
    p ? sql`${t.searchText} LIKE lower(${p})` : undefined,
  );
}

/** Issue 39, item 3: on a road of one authority, or on no known ruas ('tanpa-ruas'). */
function ownerWhere(owner: string): SQL {
  const match = owner === NO_OWNER ? sql`${d.ownerInstansiId} IS NULL` : sql`${d.ownerInstansiId} = ${owner}`;
  return sql`EXISTS (SELECT 1 FROM ${d} WHERE ${d.requestId} = ${t.id} AND ${match})`;
}

/** Open (the clock running) and past its deadline, or due by the end of this week (WITA). */
function dueWhere(due: DueFilter): SQL {
  const today = todayWita();
  const dueOn =
    due === 'terlambat' ? sql`${d.dueOn} < ${today}::date` : sql`${d.dueOn} >= ${today}::date AND ${d.dueOn} <= ${endOfWeek(today)}::date`;
  return sql`(${clockRunningSql(t.status)} AND EXISTS (SELECT 1 FROM ${d} WHERE ${d.requestId} = ${t.id} AND ${dueOn}))`;
}

/** One kind of photo of the row's report, in order, as `[{ id, url[, redacted] }]`, or null without one. */
const photosOf = (kind: DamagePhotoKind, withRedacted: boolean) =>
  sql`(SELECT json_agg(x) FROM (SELECT ${ph.id} AS id, ${ph.url} AS url${withRedacted ? sql`, ${ph.redactedAt} IS NOT NULL AS redacted` : sql``}
       FROM ${ph} WHERE ${ph.requestId} = ${t.id} AND ${ph.kind} = ${sql.raw(`'${kind}'`)} ORDER BY ${ph.position}) x)`;
const detail = (field: keyof DamageDetails) => sql`${t.details}->>${sql.raw(`'${field}'`)}`;

/**
 * A report as the admin table's item (DamageReportAdminItem), made by PostgreSQL from the row of
 * service_requests and its damage_reports (docs/decisions/041; admin-requests.test.ts compares it
 * with the same item made from the rows in JavaScript).
 */
const ITEM = jsonColumns({
  id: t.id,
  trackingCode: t.trackingCode,
  title: t.title,
  reportType: sql`coalesce(${detail('report_type')}, '')`,
  location: t.description,
  description: sql`coalesce(${detail('description')}, '')`,
  reporterName: sql`coalesce(${detail('reporter_name')}, '')`,
  reporterEmail: sql`nullif(${detail('reporter_email')}, '')`,
  photoUrl: sql`nullif(${detail('photo_url')}, '')`,
  status: t.status,
  createdAt: isoTimeSql(t.createdAt),
  kabupaten: d.kabupaten,
  pin: sql`CASE WHEN ${d.latitude} IS NOT NULL AND ${d.longitude} IS NOT NULL
    THEN (SELECT row_to_json(x) FROM (SELECT ${d.latitude} AS lat, ${d.longitude} AS lng) x) END`,
  visibility: sql`coalesce(${d.visibility}, 'menunggu')`,
  confidential: sql`coalesce(${d.confidential}, false)`,
  publicLocation: d.publicLocation,
  publicDescription: d.publicDescription,
  supporters: sql`coalesce(${d.supporters}, 0)`,
  photos: sql`coalesce(${photosOf('laporan', true)}, '[]')`,
  dueOn: d.dueOn,
  late: isLateSql,
  reopenCount: sql`coalesce(${d.reopenCount}, 0)`,
  confirmed: sql`${d.confirmedAt} IS NOT NULL`,
  afterPhoto: sql`(SELECT row_to_json(x) FROM (SELECT ${ph.id} AS id, ${ph.url} AS url FROM ${ph}
    WHERE ${ph.requestId} = ${t.id} AND ${ph.kind} = 'sesudah' ORDER BY ${ph.position} LIMIT 1) x)`,
  bridgeName: sql`(SELECT ${bridges.nama} FROM ${bridges} WHERE ${bridges.id} = ${d.bridgeId})`,
  reopenPhotos: sql`coalesce(${photosOf('buka-kembali', false)}, '[]')`,
  laporTicket: laporTicketSql(t.id),
  owner: sql`(SELECT ${instansi.name} FROM ${instansi} WHERE ${instansi.id} = ${d.ownerInstansiId})`,
  forwardedTo: forwardedToSql(),
} satisfies Record<keyof DamageReportAdminItem, unknown>);

const withReport = sql`${t} LEFT JOIN ${d} ON ${d.requestId} = ${t.id}`;

/** One report by its tracking code, as the admin table's item (its page, /admin/laporan/{code}). */
export async function damageReportByCodeJson({ db, actor, code }: { db: Db; actor: Actor; code: string }): Promise<string | null> {
  assertCan(actor, 'damage-reports.manage');
  const { rows } = await db.execute<{ item: string }>(
    sql`SELECT row_to_json(x)::text AS item FROM (SELECT ${ITEM} FROM ${withReport}
      WHERE ${t.serviceType} = 'lapor_kerusakan' AND ${t.trackingCode} = ${code}) x`,
  );
  return rows[0]?.item ?? null;
}

/**
 * The admin table of damage reports (spec §7, issue 15): one page as the JSON body the API sends, by
 * its cursor (docs/decisions/075), so that a page deep in 100,000 reports costs what the first does.
 */
export async function listDamageReportsJson({ db, actor, input, version }: ListArgs): Promise<JsonBody> {
  assertCan(actor, 'damage-reports.manage');
  const where = damageWhere(input);
  return readKeysetJsonPage(db, {
    list: 'damage-reports',
    filters: requestFilterKey(input),
    order: requestKeyset({ ...t, dueOn: d.dueOn }, input.sort),
    item: ITEM,
    // damage_reports is joined for the item and the deadline order; it has one row per request at most.
    from: withReport,
    where,
    cursor: input.cursor,
    // An old link's ?page= still shows its page; its pager goes on by cursor.
    offset: (input.page - 1) * input.pageSize,
    pageSize: input.pageSize,
    matches: sql`SELECT 1 FROM ${t} WHERE ${where}`,
    search: Boolean(input.q),
    version,
  });
}
