import { and, asc, desc, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RequestFilters, RequestListQuery, RequestSort } from '../../shared/admin-schemas.ts';
import { REQUEST_STATUSES } from '../../shared/constants.ts';
import type { Actor } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { JsonBody } from '../db/json-page.ts';
import { readKeysetJsonPage, type KeysetKey, type KeysetOrder } from '../db/keyset.ts';
import { profiles } from '../db/schema.ts';
import { todayWita } from './service-clock.ts';

// The office works in WITA: a day in the filter is that day in Mamuju, whatever the server's zone.
const startOfDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Makassar'`;
const startOfNextDay = (day: string) => sql`((${day}::date) + 1)::timestamp AT TIME ZONE 'Asia/Makassar'`;

/** "Dari tanggal" to "Sampai tanggal", both days included. */
export function submittedBetween(createdAt: AnyColumn, input: Pick<RequestFilters, 'from' | 'to'>): SQL | undefined {
  return and(
    input.from ? gte(createdAt, startOfDay(input.from)) : undefined,
    input.to ? lt(createdAt, startOfNextDay(input.to)) : undefined,
  );
}

/**
 * The table's order: newest first (the default), oldest first, or by status in the order a request
 * moves (Diajukan, Diproses, Selesai, Ditolak: the enum's own order), newest first within each. The
 * id breaks ties so that paging never shows a row twice.
 */
export function requestOrder(
  t: { createdAt: AnyColumn; status: AnyColumn; id: AnyColumn; dueOn?: AnyColumn },
  sort: RequestFilters['sort'],
): SQL[] {
  switch (sort) {
    case 'due':
      // The nearest deadline first (the most overdue at the top); reports without one last.
      return t.dueOn ? [sql`${t.dueOn} asc nulls last`, desc(t.createdAt), desc(t.id)] : [desc(t.createdAt), desc(t.id)];
    case 'oldest':
      return [asc(t.createdAt), asc(t.id)];
    case 'status':
      return [asc(t.status), desc(t.createdAt), desc(t.id)];
    case 'newest':
      return [desc(t.createdAt), desc(t.id)];
  }
}

const STATUSES: readonly string[] = REQUEST_STATUSES;
const newestKeys = (t: { createdAt: AnyColumn; id: AnyColumn }): KeysetKey[] => [
  { expr: t.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: t.id, dir: 'desc', type: 'uuid' },
];

/**
 * requestOrder as a keyset order (issue 41, docs/decisions/075): the same keys, for a page read from
 * its cursor. The status is compared in the enum's order, as it sorts; a deadline may be NULL.
 */
export function requestKeyset(
  t: { createdAt: AnyColumn; status: AnyColumn; id: AnyColumn; dueOn?: AnyColumn },
  sort: RequestSort,
): KeysetOrder {
  switch (sort) {
    case 'due':
      return {
        name: sort,
        keys: t.dueOn ? [{ expr: t.dueOn, dir: 'asc', nulls: 'last', nullable: true, type: 'date' }, ...newestKeys(t)] : newestKeys(t),
      };
    case 'oldest':
      return {
        name: sort,
        keys: [
          { expr: t.createdAt, dir: 'asc', type: 'timestamptz' },
          { expr: t.id, dir: 'asc', type: 'uuid' },
        ],
      };
    case 'status':
      return {
        name: sort,
        keys: [{ expr: t.status, dir: 'asc', type: 'request_status', check: (v) => STATUSES.includes(v) }, ...newestKeys(t)],
      };
    case 'newest':
      return { name: sort, keys: newestKeys(t) };
  }
}

/** The search (case-insensitive, as it is) and the filters as one key: the same key, the same matches. */
export const requestFilterKey = (input: Omit<RequestFilters, 'sort'>) =>
  JSON.stringify([
    input.q.toLowerCase(),
    input.status ?? '',
    input.from ?? '',
    input.to ?? '',
    // What is late changes with the day, not only with the data.
    input.due ? `${input.due}@${todayWita()}` : '',
    input.owner ?? '',
  ]);

/** The item's `requester` ({ fullName, email }) from the profile requesterListPage joins. */
export const requesterJsonSql = sql`(SELECT row_to_json(x) FROM (SELECT ${profiles.fullName} AS "fullName", ${profiles.email} AS email) x)`;

/** What an admin list reads: who asks, the query, and the data version the request saw (context.ts). */
export type ListArgs = { db: Db; actor: Actor; input: RequestListQuery; version?: number };

type RequesterTable = PgTable & { id: AnyColumn; userId: AnyColumn; status: AnyColumn; createdAt: AnyColumn };

/**
 * A page of a table of requests that name their requester (Sirekanan, Uji Lab), in one statement
 * (docs/decisions/041), by its cursor (docs/decisions/075): `item` is the row's fields (jsonColumns),
 * `where` the list's search and filters, on the request's own columns. `found`: a rare word's
 * matches (`search_found AS (…)`, which `where` reads, docs/decisions/077); the statement's plan then
 * does not depend on the text and is made once. Else a search is planned with its text on each read.
 */
export function requesterListPage(
  { db, input, version }: ListArgs,
  list: string,
  t: RequesterTable,
  item: SQL,
  where: SQL | undefined,
  found?: SQL,
): Promise<JsonBody> {
  const withRequester = sql`${t} INNER JOIN ${profiles} ON ${profiles.id} = ${t.userId}`;
  return readKeysetJsonPage(db, {
    ...(found && { with: found }),
    list,
    filters: requestFilterKey(input),
    order: requestKeyset(t, input.sort),
    item,
    from: withRequester,
    where,
    cursor: input.cursor,
    // An old link's ?page= still shows its page; its pager goes on by cursor.
    offset: (input.page - 1) * input.pageSize,
    pageSize: input.pageSize,
    // Every request has its requester (user_id is NOT NULL, a foreign key): the count needs no join.
    matches: sql`SELECT 1 FROM ${t} WHERE ${where ?? sql`true`}`,
    search: Boolean(input.q) && !found,
    version,
  });
}
