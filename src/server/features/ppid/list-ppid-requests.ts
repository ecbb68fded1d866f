import { and, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { Cursor } from '../../../shared/keyset.ts';
import { OBJECTION_WINDOW_DAYS, type PpidAdminItem } from '../../../shared/ppid.ts';
import { assertCan, type Actor } from '../../context.ts';
import { addWorkingDays, isWorkingDay } from '../../calendar/working-days.ts';
import { workingCalendarColumn, workingDayNumber, workingDayNumberSql } from '../../calendar/working-days-sql.ts';
import type { Db } from '../../db/client.ts';
import { isoTimeSql, jsonColumns, type JsonBody } from '../../db/json-page.ts';
import { readKeysetJsonPage, type KeysetOrder } from '../../db/keyset.ts';
import { ppidObjections as o, ppidRequests as r } from '../../db/schema.ts';
import { endOfWeek } from '../../requests/service-clock.ts';
import { todayWita } from './request-rows.ts';

const PAGE_SIZE = 20;
const witaDay = (at: AnyColumn) => sql`(${at} at time zone 'Asia/Makassar')::date`;

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

// The clock of request-rows.ts (toAdminItem, ppid-clock.ts) in SQL, on the working-day calendar
// (calendar/working-days-sql.ts) the statement joins as `cal`, with today (WITA) and what follows
// from it counted once, in JavaScript: no query per row, no loop over days.
const working = (day: SQL | typeof r.dueOn) => workingDayNumberSql(sql`${day}`);
/** Working days left until the due date, negative (at least 1) once past it; null once answered (daysLeft). */
const daysLeftSql = sql`CASE WHEN ${r.answeredAt} IS NOT NULL THEN NULL
  WHEN cal.today <= ${r.dueOn} THEN ${working(r.dueOn)} - cal.today_number
  ELSE -greatest(1, cal.today_number - ${working(r.dueOn)}) END`;
/** Answered on a later day than due, or open past it (isLate). */
const lateSql = sql`CASE WHEN ${r.answeredAt} IS NOT NULL THEN ${witaDay(r.answeredAt)} > ${r.dueOn} ELSE ${r.dueOn} < cal.today END`;
/**
 * The last day an objection may be sent, 30 working days after the answer or after a due date passed
 * unanswered, while it is still to come and none was sent (openObjectionUntil). It is today or later
 * when the day it counts from has a working-day number of at least `cal.objection_from`; those days'
 * ends, in order, are `cal.objection_ends` (objectionCalendar).
 */
const objectionEnd = (from: SQL) =>
  sql`CASE WHEN ${working(from)} >= cal.objection_from THEN cal.objection_ends[${working(from)} - cal.objection_from + 1] END`;
const objectionUntilSql = sql`CASE WHEN ${o.id} IS NOT NULL THEN NULL
  WHEN ${r.answeredAt} IS NOT NULL THEN ${objectionEnd(witaDay(r.answeredAt))}
  WHEN ${r.dueOn} < cal.today THEN ${objectionEnd(sql`${r.dueOn}`)} END`;
/** An upheld objection carried out after its day, or not carried out past it (orderLate). */
const orderLateSql = sql`CASE WHEN ${o.orderDueOn} IS NULL THEN false WHEN ${o.carriedOutAt} IS NOT NULL
  THEN ${witaDay(o.carriedOutAt)} > ${o.orderDueOn} ELSE ${o.orderDueOn} < cal.today END`;
const isoOrNull = (at: AnyColumn) => sql`CASE WHEN ${at} IS NULL THEN NULL ELSE ${isoTimeSql(at)} END`;

/** The objection as toObjection makes it, or null. */
const objectionSql = sql`CASE WHEN ${o.id} IS NULL THEN NULL ELSE json_build_object(
  'id', ${o.id}, 'reason', ${o.reason}, 'note', ${o.note}, 'dueOn', ${o.dueOn}, 'answer', ${o.answer},
  'answeredAt', ${isoOrNull(o.answeredAt)}, 'decision', ${o.decision}, 'orderDueOn', ${o.orderDueOn},
  'carriedOutAt', ${isoOrNull(o.carriedOutAt)}, 'carriedOutNote', ${o.carriedOutNote},
  'carriedOutFiles', coalesce(${o.carriedOutFiles}, '[]'::jsonb), 'orderLate', ${orderLateSql}, 'createdAt', ${isoTimeSql(o.createdAt)}) END`;

/**
 * A request as the officer's item (PpidAdminItem, as toAdminItem makes it from the rows), made by
 * PostgreSQL (docs/decisions/041): ppid.test.ts compares the list's items with toAdminItem's.
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

/** Ends the objection window may have from today on: those of days numbered from the first below. */
const OBJECTION_ENDS = 40;

/**
 * The objection windows still open today (objectionUntilSql): they count from a day numbered at least
 * `from`, whose window ends on the first working day from today, and each later day's a working day
 * later. The window of a day counted from today itself is the 31st of these; some are spare.
 */
function objectionCalendar(today: string) {
  const first = isWorkingDay(today) ? today : addWorkingDays(today, 1);
  const ends = Array.from({ length: OBJECTION_ENDS }, (_, i) => addWorkingDays(first, i));
  return { from: workingDayNumber(first) - OBJECTION_WINDOW_DAYS, ends: `{${ends.join(',')}}` };
}

/**
 * The tables and the calendar: a request has one objection at most (ppid_objections_request_idx); the
 * calendar is one row, with today's day, its number and its open objection windows as values. Made
 * once a day (the windows take some hundred steps of the JavaScript calendar).
 */
let calendarOf: { today: string; from: SQL } | undefined;
function fromFor(today: string): SQL {
  if (calendarOf?.today === today) return calendarOf.from;
  const objections = objectionCalendar(today);
  // The days counted (due dates, answers) lie before the end of next year.
  const holidays = workingCalendarColumn(`${Number(today.slice(0, 4)) + 1}-12-31`);
  const from = sql`${r} LEFT JOIN ${o} ON ${o.requestId} = ${r.id}
    CROSS JOIN (SELECT ${holidays}, ${today}::date AS today, ${workingDayNumber(today)}::int AS today_number,
      ${objections.from}::int AS objection_from, ${objections.ends}::date[] AS objection_ends) cal`;
  calendarOf = { today, from };
  return from;
}

function ppidWhere(input: ListInput, today: string): SQL | undefined {
  const filters: SQL[] = [];
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(r.trackingCode, like), ilike(r.name, like), ilike(r.information, like))!);
  }
  if (input.status === 'terlambat') {
    filters.push(sql`(case when ${r.answeredAt} is null then ${r.dueOn} < ${today}::date
      else (${r.answeredAt} at time zone 'Asia/Makassar')::date > ${r.dueOn} end)`);
  } else if (input.status === 'minggu-ini') {
    // The dashboard queue's "Jatuh tempo minggu ini" (issue 38 item 4): unanswered, due today to Sunday.
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
  const today = todayWita();
  const where = ppidWhere(input, today);
  return readKeysetJsonPage(db, {
    list: 'ppid-requests',
    // The days left, "terlambat" and "minggu ini" turn at midnight WITA, not only with the data.
    filters: JSON.stringify([input.q?.toLowerCase() ?? '', input.status ?? '', today]),
    order: NEWEST,
    item: ITEM,
    from: fromFor(today),
    where,
    cursor: input.cursor,
    pageSize: PAGE_SIZE,
    matches: sql`SELECT 1 FROM ${r} WHERE ${where ?? sql`true`}`,
    search: Boolean(input.q),
    version,
  });
}
