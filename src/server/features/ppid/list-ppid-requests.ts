import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { Cursor } from '../../../shared/keyset.ts';
import { OBJECTION_WINDOW_DAYS, type PpidAdminItem } from '../../../shared/ppid.ts';
import { assertCan, type Actor } from '../../context.ts';
import { addWorkingDaysSql, workingCalendarSql, workingDayNumberSql } from '../../calendar/working-days-sql.ts';
import type { Db } from '../../db/client.ts';
import { isoTimeSql, jsonColumns, type JsonBody } from '../../db/json-page.ts';
import { readKeysetJsonPage, type KeysetOrder } from '../../db/keyset.ts';
import { ppidObjections as o, ppidRequests as r } from '../../db/schema.ts';
import { endOfWeek } from '../../requests/service-clock.ts';
import { todayWita } from './request-rows.ts';

const PAGE_SIZE = 20;
/** Today in WITA, as PostgreSQL reads it when it runs the page. */
const todaySql = sql`(now() at time zone 'Asia/Makassar')::date`;
const witaDay = (at: SQL | typeof r.answeredAt) => sql`(${at} at time zone 'Asia/Makassar')::date`;

type ListInput = {
  q?: string | undefined;
  status?: RequestStatus | 'terlambat' | 'minggu-ini' | undefined;
  /** The page by its cursor (issue 41); none is the first page. */
  cursor?: Cursor | undefined;
};

/**
 * Newest first as keyset keys (issue 41, docs/decisions/076): a page after the first starts at its
 * cursor's row, `(created_at, id) < (…)`, one range of ppid_requests_newest_idx. The id orders only
 * requests made in the same microsecond.
 */
const NEWEST: KeysetOrder = {
  name: 'baru',
  keys: [
    { expr: r.createdAt, dir: 'desc', type: 'timestamptz' },
    { expr: r.id, dir: 'desc', type: 'uuid' },
  ],
};

// The clock of request-rows.ts (toAdminItem, ppid-clock.ts) in SQL, on the working-day calendar the
// statement joins (calendar/working-days-sql.ts): no query per row, no loop over days.
const working = (day: SQL | typeof r.dueOn) => workingDayNumberSql(sql`${day}`);
/** Working days left until the due date, negative (at least 1) once past it; null once answered (daysLeft). */
const daysLeftSql = sql`CASE WHEN ${r.answeredAt} IS NOT NULL THEN NULL
  WHEN ${todaySql} <= ${r.dueOn} THEN ${working(r.dueOn)} - ${working(todaySql)}
  ELSE -greatest(1, ${working(todaySql)} - ${working(r.dueOn)}) END`;
/** Answered on a later day than due, or open past it (isLate). */
const lateSql = sql`CASE WHEN ${r.answeredAt} IS NOT NULL THEN ${witaDay(r.answeredAt)} > ${r.dueOn} ELSE ${r.dueOn} < ${todaySql} END`;
/** The last day an objection may be sent: 30 working days after the answer, or after a due date passed unanswered (objectionUntil). */
const objectionWindowEnd = sql`CASE WHEN ${r.answeredAt} IS NOT NULL THEN ${addWorkingDaysSql(witaDay(r.answeredAt), OBJECTION_WINDOW_DAYS)}
  WHEN ${r.dueOn} < ${todaySql} THEN ${addWorkingDaysSql(sql`${r.dueOn}`, OBJECTION_WINDOW_DAYS)} END`;
/** That day while it is still to come and no objection was sent (openObjectionUntil). */
const objectionUntilSql = sql`CASE WHEN ${o.id} IS NULL AND ${objectionWindowEnd} >= ${todaySql} THEN ${objectionWindowEnd} END`;
/** An upheld objection carried out after its day, or not carried out past it (orderLate). */
const orderLateSql = sql`CASE WHEN ${o.orderDueOn} IS NULL THEN false WHEN ${o.carriedOutAt} IS NOT NULL
  THEN ${witaDay(o.carriedOutAt)} > ${o.orderDueOn} ELSE ${o.orderDueOn} < ${todaySql} END`;
const isoOrNull = (at: typeof r.answeredAt) => sql`CASE WHEN ${at} IS NULL THEN NULL ELSE ${isoTimeSql(at)} END`;

/** The objection as toObjection makes it, or null. */
const objectionSql = sql`CASE WHEN ${o.id} IS NULL THEN NULL ELSE json_build_object(
  'id', ${o.id}, 'reason', ${o.reason}, 'note', ${o.note}, 'dueOn', ${o.dueOn}, 'answer', ${o.answer},
  'answeredAt', ${isoOrNull(o.answeredAt)}, 'decision', ${o.decision}, 'orderDueOn', ${o.orderDueOn},
  'carriedOutAt', ${isoOrNull(o.carriedOutAt)}, 'carriedOutNote', ${o.carriedOutNote},
  'carriedOutFiles', coalesce(${o.carriedOutFiles}, '[]'::jsonb), 'orderLate', ${orderLateSql}, 'createdAt', ${isoTimeSql(o.createdAt)}) END`;

/**
 * A request as the officer's item (PpidAdminItem, as toAdminItem makes it from the rows), made by
 * PostgreSQL (docs/decisions/041): ppid.test.ts compares the list's items with the steps' answers.
 */
const ITEM = jsonColumns({
  id: r.id,
  trackingCode: r.trackingCode,
  information: r.information,
  purpose: r.purpose,
  receiveMethod: r.receiveMethod,
  copyMethod: r.copyMethod,
  status: r.status,
  dueOn: r.dueOn,
  extendedReason: r.extendedReason,
  answer: r.answer,
  answerFiles: sql`coalesce(${r.answerFiles}, '[]'::jsonb)`,
  answerType: r.answerType,
  rejectionBasis: r.rejectionBasis,
  withheld: r.withheld,
  holder: r.holder,
  answeredAt: isoOrNull(r.answeredAt),
  createdAt: isoTimeSql(r.createdAt),
  objection: objectionSql,
  objectionUntil: objectionUntilSql,
  name: r.name,
  address: r.address,
  phone: r.phone,
  email: r.email,
  ktpUrl: r.ktpUrl,
  daysLeft: daysLeftSql,
  late: lateSql,
} satisfies Record<keyof PpidAdminItem, unknown>);

/** A request has one objection at most (ppid_objections_request_idx); the calendar is one row. */
const FROM = sql`${r} LEFT JOIN ${o} ON ${o.requestId} = ${r.id} CROSS JOIN ${workingCalendarSql}`;

function ppidWhere(input: ListInput): SQL | undefined {
  const filters: SQL[] = [];
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(r.trackingCode, like), ilike(r.name, like), ilike(r.information, like))!);
  }
  if (input.status === 'terlambat') {
    filters.push(sql`(case when ${r.answeredAt} is null then ${r.dueOn} < ${todaySql}
      else (${r.answeredAt} at time zone 'Asia/Makassar')::date > ${r.dueOn} end)`);
  } else if (input.status === 'minggu-ini') {
    // The dashboard queue's "Jatuh tempo minggu ini" (issue 38 item 4): unanswered, due today to Sunday.
    const today = todayWita();
    filters.push(sql`(${r.answeredAt} is null and ${r.status} in ('Diajukan', 'Diproses')
      and ${r.dueOn} >= ${today}::date and ${r.dueOn} <= ${endOfWeek(today)}::date)`);
  } else if (input.status) filters.push(eq(r.status, input.status));
  return filters.length ? and(...filters) : undefined;
}

/**
 * The PPID officer's list: newest first, with the clock; "terlambat" lists the late ones. One
 * statement makes the page's JSON body (docs/decisions/041, 075); with the data version the request
 * saw, a page read under that version is served again (keyset.ts keeps it, and its capped count).
 */
export function listPpidRequests({
  db,
  actor,
  input,
  version,
}: {
  db: Db;
  actor: Actor;
  input: ListInput;
  version?: number | undefined;
}): Promise<JsonBody> {
  assertCan(actor, 'ppid.manage');
  const where = ppidWhere(input);
  return readKeysetJsonPage(db, {
    list: 'ppid-requests',
    // The days left, "terlambat" and "minggu ini" turn at midnight WITA, not only with the data.
    filters: JSON.stringify([input.q?.toLowerCase() ?? '', input.status ?? '', todayWita()]),
    order: NEWEST,
    item: ITEM,
    from: FROM,
    where,
    cursor: input.cursor,
    pageSize: PAGE_SIZE,
    matches: sql`SELECT 1 FROM ${r} WHERE ${where ?? sql`true`}`,
    search: Boolean(input.q),
    version,
  });
}
