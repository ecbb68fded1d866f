import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants.ts';
import {
  PUBLIC_REPORT_PAGE_SIZE,
  type PublicReportDetail,
  type PublicReportFilters,
  type PublicReportItem,
  type PublicReportPage,
  type PublicReportQuery,
  type ReportPoint,
} from '../../../shared/public-report-schemas.ts';
import { REPORTS } from '../../../shared/report-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { isoTimeSql, jsonColumns, pageWindow, statement } from '../../db/json-page.ts';
import { sharedAnswers } from '../../cache/shared-answers.ts';
import { damageReportPhotos as p, damageReports as d, serviceRequests as r, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { FEEDBACK } from '../../../shared/feedback-strings.ts';
import { isLateSql } from './targets.ts';
import { existingBridge } from './bridge-choices.ts';

/*
 * What the public sees of a damage report (issue 15, item 3): only reports a moderator made public,
 * the text staff may have edited in place of the reporter's, photos not redacted, and the pin only
 * when the report is not confidential. Never the reporter's name or e-mail: they are not selected.
 */

const SUMMARY_LENGTH = 180;
/** The most pins one map answer carries; beyond it the list (with its filters) is the way in. */
const MAX_POINTS = 5000;

const photoUrl = (id: string) => `/api/laporan/foto/${id}`;

const publicWhere = (f: Partial<PublicReportFilters>): SQL | undefined =>
  and(
    // A constant, not a value: a prepared page's generic plan is then made for public reports.
    sql`${d.visibility} = 'publik'`,
    f.status ? eq(r.status, f.status) : undefined,
    f.jenis ? eq(d.reportType, f.jenis) : undefined,
    f.kabupaten ? eq(d.kabupaten, f.kabupaten) : undefined,
  );

const columns = {
  id: d.requestId,
  trackingCode: r.trackingCode,
  reportType: d.reportType,
  kabupaten: d.kabupaten,
  location: sql<string>`coalesce(${d.publicLocation}, ${r.description})`,
  description: sql<string>`coalesce(${d.publicDescription}, ${r.details}->>'description', '')`,
  status: r.status,
  reportedAt: d.reportedAt,
  confidential: d.confidential,
  latitude: d.latitude,
  longitude: d.longitude,
  supporters: d.supporters,
  cover: sql<
    string | null
  >`(select ${p.id} from ${p} where ${p.requestId} = ${d.requestId} and ${p.kind} = 'laporan' and ${p.redactedAt} is null order by ${p.position} limit 1)`,
  dueOn: d.dueOn,
  late: isLateSql,
  reopenCount: d.reopenCount,
  confirmedAt: d.confirmedAt,
  bridgeId: d.bridgeId,
};

type Row = {
  id: string;
  trackingCode: string;
  reportType: string;
  kabupaten: string | null;
  location: string;
  description: string;
  status: RequestStatus;
  reportedAt: Date;
  confidential: boolean;
  latitude: number | null;
  longitude: number | null;
  supporters: number;
  cover: string | null;
  dueOn: string | null;
  late: boolean;
  reopenCount: number;
  confirmedAt: Date | null;
  bridgeId: string | null;
};

/** What an item of the list is made of (itemOf). */
type ItemFields = Omit<Row, 'id' | 'reopenCount' | 'confirmedAt' | 'bridgeId'>;

/**
 * A page's rows as PostgreSQL's JSON, for one statement PostgreSQL plans once per connection
 * (db/json-page.ts, docs/decisions/043): the fields itemOf reads, the time as toISOString writes it.
 */
const PAGE_ROW = jsonColumns({
  trackingCode: columns.trackingCode,
  reportType: columns.reportType,
  kabupaten: columns.kabupaten,
  location: columns.location,
  description: columns.description,
  status: columns.status,
  reportedAt: isoTimeSql(d.reportedAt),
  confidential: columns.confidential,
  latitude: columns.latitude,
  longitude: columns.longitude,
  supporters: columns.supporters,
  cover: columns.cover,
  dueOn: columns.dueOn,
  late: columns.late,
} satisfies Record<keyof ItemFields, unknown>);

const summaryOf = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text);

function itemOf(row: ItemFields): PublicReportItem {
  return {
    trackingCode: row.trackingCode,
    reportType: row.reportType,
    kabupaten: row.kabupaten,
    location: row.location,
    summary: summaryOf(row.description),
    status: row.status,
    reportedAt: row.reportedAt.toISOString(),
    cover: row.cover ? photoUrl(row.cover) : null,
    pin: !row.confidential && row.latitude != null && row.longitude != null ? { lat: row.latitude, lng: row.longitude } : null,
    supporters: row.supporters,
    dueOn: row.dueOn,
    late: row.late,
  };
}

/** As the indexes store it (DESC NULLS LAST): `desc()` alone means NULLS FIRST, and the planner would sort instead. */
const newestFirst = sql`${d.reportedAt} desc nulls last`;

// The public list at the province's scale (issue 15, item 12): the pager's total is a capped count
// (src/server/db/capped-count.ts: "lebih dari 1.000"), shared per filter and count window, and a
// page is shared by every request that asks meanwhile. Both are forgotten on every process when a
// report, its photos, supporters or status change (cache/changes.ts), so they may be kept a while:
// the lifetimes only bound what turns by the clock (the "Terlambat" mark at midnight).
const totals = sharedAnswers<number>(60_000, 500, { name: 'public-reports' });
const pages = sharedAnswers<PublicReportPage>(30_000, 500, { name: 'public-reports' });

let sharePages = true;
/** For `npm run bench`, which also measures the list with every request reading its page (the total is still shared). */
export function setPublicReportPagesShared(on: boolean): void {
  sharePages = on;
}

export function listPublicReports(db: Db, query: PublicReportQuery): Promise<PublicReportPage> {
  if (!sharePages) return readPage(db, query);
  return pages.get(db, JSON.stringify([query.status, query.jenis, query.kabupaten, query.urut, query.halaman]), () => readPage(db, query));
}

async function readPage(db: Db, query: PublicReportQuery): Promise<PublicReportPage> {
  const where = publicWhere(query);
  // The tie-break in the index's own direction (damage_reports_public_idx), so the page is read from
  // the index instead of sorting every public report.
  const order =
    query.urut === 'dukungan' ? [sql`${d.supporters} desc nulls last`, newestFirst, asc(d.requestId)] : [newestFirst, asc(d.requestId)];
  const upTo = countWindow(query.halaman, PUBLIC_REPORT_PAGE_SIZE);
  const orderBy = sql.join(order, sql`, `);
  // The page's ids are chosen first, from damage_reports alone unless the status is asked for: the
  // index holds them in order, and the items are made for the rows shown, not for those an offset skips.
  const from = query.status ? sql`${d} INNER JOIN ${r} ON ${r.id} = ${d.requestId}` : sql`${d}`;
  const [page, counted] = await Promise.all([
    // json_agg takes the rows in the subquery's order (PostgreSQL documents this for a plain sorted subquery).
    statement<{ items: string }>(
      db,
      false,
      sql`SELECT coalesce(json_agg(p), '[]')::text AS items
          FROM (SELECT ${PAGE_ROW} FROM ${d} INNER JOIN ${r} ON ${r.id} = ${d.requestId}
                WHERE ${d.requestId} IN (SELECT ${d.requestId} FROM ${from} WHERE ${where}
                                         ORDER BY ${orderBy} ${pageWindow(query.halaman, PUBLIC_REPORT_PAGE_SIZE)})
                ORDER BY ${orderBy}) p`,
    ),
    totals.get(db, JSON.stringify([query.status, query.jenis, query.kabupaten, upTo]), () =>
      countUpTo(db, db.select(ONE).from(d).innerJoin(r, eq(r.id, d.requestId)).where(where).$dynamic(), upTo),
    ),
  ]);
  const rows = JSON.parse(page.rows[0]!.items) as Array<Omit<ItemFields, 'reportedAt'> & { reportedAt: string }>;
  return {
    items: rows.map((row) => itemOf({ ...row, reportedAt: new Date(row.reportedAt) })),
    ...pagerTotal(counted, upTo),
    page: query.halaman,
    pageSize: PUBLIC_REPORT_PAGE_SIZE,
  };
}

/** Public reports matching `where` (besides being public), newest first, at most `limit`. */
export async function listPublicReportsWhere(db: Db, where: SQL | undefined, limit: number): Promise<PublicReportItem[]> {
  const rows = await db
    .select(columns)
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(eq(d.visibility, 'publik'), where))
    .orderBy(desc(d.reportedAt))
    .limit(limit);
  return (rows as Row[]).map(itemOf);
}

/** The pins of the map: public, not confidential, with coordinates; the same filters as the list. */
export async function listReportPoints(db: Db, filters: Partial<PublicReportFilters>): Promise<ReportPoint[]> {
  const rows = await db
    .select({ trackingCode: r.trackingCode, lat: d.latitude, lng: d.longitude, status: r.status, reportType: d.reportType })
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(publicWhere(filters), eq(d.confidential, false), isNotNull(d.latitude), isNotNull(d.longitude)))
    .orderBy(desc(d.reportedAt))
    .limit(MAX_POINTS);
  return rows.map((row) => ({ ...row, lat: row.lat!, lng: row.lng! }));
}

const notFound = () => new AppError('NOT_FOUND', REPORTS.notFound, { title: REPORTS.notFoundTitle });

export async function getPublicReport(db: Db, trackingCode: string): Promise<PublicReportDetail> {
  const report = await findPublicReport(db, trackingCode);
  if (!report) throw notFound();
  return report;
}

/** A public report by its code (any case); null when there is none or it is not public. */
export async function findPublicReport(db: Db, code: string): Promise<PublicReportDetail | null> {
  const trackingCode = code.trim().toUpperCase();
  const [row] = (await db
    .select(columns)
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(eq(r.trackingCode, trackingCode), eq(d.visibility, 'publik')))
    .limit(1)) as Row[];
  if (!row) return null;
  const [photos, changes, bridge] = await Promise.all([
    db
      .select({ id: p.id, kind: p.kind })
      .from(p)
      .where(and(eq(p.requestId, row.id), isNull(p.redactedAt), inArray(p.kind, ['laporan', 'sesudah'])))
      .orderBy(asc(p.position)),
    db
      .select({ status: statusChanges.toStatus, at: statusChanges.changedAt, note: statusChanges.publicNote })
      .from(statusChanges)
      .where(and(eq(statusChanges.requestTable, 'service_requests'), eq(statusChanges.requestId, row.id)))
      .orderBy(asc(statusChanges.changedAt)),
    existingBridge(db, row.bridgeId),
  ]);
  const after = photos.find((photo) => photo.kind === 'sesudah');
  return {
    ...itemOf(row),
    description: row.description,
    photos: photos
      .filter((photo) => photo.kind === 'laporan')
      .map((photo, i) => ({ url: photoUrl(photo.id), alt: fillText(REPORTS.photoAlt, { n: i + 1, code: row.trackingCode }) })),
    // Only while it is Selesai: a report reopened since is not "after" anything.
    afterPhoto: after && row.status === 'Selesai' ? { url: photoUrl(after.id), alt: FEEDBACK.afterPhotoAlt(row.trackingCode) } : null,
    reopenCount: row.reopenCount,
    bridge,
    confirmed: row.confirmedAt != null,
    timeline: changes.map((c) => ({ status: c.status, at: c.at.toISOString(), note: c.note })),
  };
}

/** Where a public, unredacted photo is stored; null for anything else (a 404, whatever the reason). */
export async function publicPhotoKey(db: Db, photoId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: p.url })
    .from(p)
    .innerJoin(d, eq(d.requestId, p.requestId))
    // A photo sent with "belum diperbaiki" is for staff only.
    .where(and(eq(p.id, photoId), isNull(p.redactedAt), inArray(p.kind, ['laporan', 'sesudah']), eq(d.visibility, 'publik')))
    .limit(1);
  const prefix = '/files/damage-photos/';
  return row?.url.startsWith(prefix) ? row.url.slice(prefix.length) : null;
}
