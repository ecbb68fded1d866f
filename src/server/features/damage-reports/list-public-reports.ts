import { eq, sql } from 'drizzle-orm';
import { encodeCursor } from '../../../shared/keyset.ts';
import { PUBLIC_REPORT_PAGE_SIZE, type PublicReportPage, type PublicReportQuery } from '../../../shared/public-report-schemas.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { isoTimeSql, jsonColumns } from '../../db/json-page.ts';
import { cursorFor, readKeysetPage, type KeysetOrder } from '../../db/keyset.ts';
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

// The orders, as their indexes hold them (migration 0043: damage_reports_public_idx and
// damage_reports_supported_idx end with the id), so that a page after the first starts in the index
// at its cursor (db/keyset.ts, docs/decisions/075). DESC NULLS LAST as stored: `desc()` alone means
// NULLS FIRST, and the planner would sort instead.
const newest = { expr: d.reportedAt, dir: 'desc', nulls: 'last', type: 'timestamptz' } as const;
const byId = { expr: d.requestId, dir: 'asc', type: 'uuid' } as const;
const ORDERS: Record<PublicReportQuery['urut'], KeysetOrder> = {
  terbaru: { name: 'terbaru', keys: [newest, byId] },
  dukungan: { name: 'dukungan', keys: [{ expr: d.supporters, dir: 'desc', nulls: 'last', type: 'int' }, newest, byId] },
};

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
  // The page asked for: its cursor when it fits the order, else an old link's page number.
  const cursor = cursorFor(ORDERS[query.urut], query.kursor);
  const at = cursor ? encodeCursor(cursor) : query.halaman;
  return pages.get(db, JSON.stringify([query.status, query.jenis, query.kabupaten, query.urut, at]), () => readPage(db, query));
}

async function readPage(db: Db, query: PublicReportQuery): Promise<PublicReportPage> {
  const where = publicWhere(query);
  const order = ORDERS[query.urut];
  const cursor = cursorFor(order, query.kursor);
  const upTo = countWindow(cursor?.page ?? query.halaman, PUBLIC_REPORT_PAGE_SIZE);
  const [page, counted] = await Promise.all([
    readKeysetPage(db, {
      order,
      item: PAGE_ROW,
      from: sql`${d} INNER JOIN ${r} ON ${r.id} = ${d.requestId}`,
      where,
      cursor,
      // An old link (?halaman=3) still shows its page, read by offset once; its pager goes on by cursor.
      offset: (query.halaman - 1) * PUBLIC_REPORT_PAGE_SIZE,
      pageSize: PUBLIC_REPORT_PAGE_SIZE,
      search: false,
    }),
    totals.get(db, JSON.stringify([query.status, query.jenis, query.kabupaten, upTo]), () =>
      countUpTo(db, db.select(ONE).from(d).innerJoin(r, eq(r.id, d.requestId)).where(where).$dynamic(), upTo),
    ),
  ]);
  const rows = JSON.parse(page.items) as Array<Omit<ItemFields, 'reportedAt'> & { reportedAt: string }>;
  return {
    items: rows.map((row) => itemOf({ ...row, reportedAt: new Date(row.reportedAt) })),
    ...pagerTotal(counted, upTo),
    page: page.page,
    pageSize: PUBLIC_REPORT_PAGE_SIZE,
    next: page.next,
    prev: page.prev,
  };
}
