import { asc, eq, sql } from 'drizzle-orm';
import { PUBLIC_REPORT_PAGE_SIZE, type PublicReportPage, type PublicReportQuery } from '../../../shared/public-report-schemas.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { isoTimeSql, jsonColumns, pageWindow, statement } from '../../db/json-page.ts';
import { sharedAnswers } from '../../cache/shared-answers.ts';
import { damageReports as d, serviceRequests as r } from '../../db/schema.ts';
import { columns, itemOf, publicWhere, type ItemFields } from './public-report-rows.ts';

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
  forwardedTo: columns.forwardedTo,
} satisfies Record<keyof ItemFields, unknown>);

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
