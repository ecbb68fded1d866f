import { and, count, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { likePattern, type PageQuery, type Paged, type RequestFilters, type RequestKind } from '../../shared/admin-schemas.ts';
import { EXPORTS } from '../../shared/export-strings.ts';
import { assertCan, type Actor } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { JsonBody } from '../db/json-page.ts';
import { profiles } from '../db/schema.ts';
import { indexedWord } from '../db/search-words.ts';
import { fieldExport, type ExportField } from '../exports/stream-export.ts';
import { requestExportFields, type RequestExportQueryFn } from './request-export.ts';
import { requesterListPage, requestOrder, submittedBetween, type ListArgs } from './request-filters.ts';
import { REQUEST_KIND_CONFIG } from './request-kinds.ts';
import { dueFilterSql, serviceDays } from './service-clock.ts';

/** A table of requests a signed-in customer sends (Sirekanan, Uji Lab): the columns every such table has. */
export type RequesterTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  trackingCode: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  // Working days waited in Perlu Dilengkapi, off the service clock (issue 38, item 2).
  clockPausedDays: PgColumn;
  /** The searched fields and the requester's name and e-mail, lower case, kept by triggers (migration 0045). */
  searchText: PgColumn;
};

/**
 * One service a customer asks through the portal with an account (docs/server-features.md): what the
 * request core needs to list, search and export its requests. The service keeps its form, its files,
 * its rules and its submit verb; everything here is read by the generic verbs below.
 */
export type RequestService<T extends RequesterTable = RequesterTable, Item = unknown> = {
  kind: Exclude<RequestKind, 'damage-reports'>;
  table: T;
  /** A row as the customer's own list and the submit's answer show it. */
  toItem: (row: T['$inferSelect']) => Item;
  /** A row as the admin table's item, made by PostgreSQL (jsonColumns, docs/decisions/041). */
  adminItem: SQL;
  /** The download's own columns, between the code and day and the status (requestExportFields). */
  exportFields: Record<string, ExportField>;
};

export type OwnListArgs = { db: Db; actor: Actor; input: PageQuery };

/** The signed-in customer's own requests of one service, newest first. */
export async function listOwnRequests<T extends RequesterTable, Item>(
  service: RequestService<T, Item>,
  { db, actor, input }: OwnListArgs,
): Promise<Paged<Item>> {
  assertCan(actor, 'customer.services');
  const t: RequesterTable = service.table;
  const mine = eq(t.userId, actor.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(mine)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(t).where(mine),
  ]);
  return {
    items: (rows as T['$inferSelect'][]).map(service.toItem),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * The admin list's search, status and date filter, shared with its export; `due` with the service's
 * working days, `word` the text's rare word when it has one (searchSql).
 */
function requestWhere<T extends RequesterTable>(
  service: RequestService<T>,
  input: Omit<RequestFilters, 'sort'>,
  days: number | null = null,
  word = input.q,
): SQL | undefined {
  const t = service.table;
  return and(
    input.status ? eq(t.status, input.status) : undefined,
    input.due ? dueFilterSql(t, input.due, days) : undefined,
    submittedBetween(t.createdAt, input),
    input.q ? searchSql(service, input.q, word) : undefined,
  );
}

/**
 * The search: the code, the service's own fields, the requester's name and e-mail (issue 41), as
 * the request's search_text holds them (migration 0045, docs/decisions/077): one trigram index, no
 * read of the profiles; case-insensitive as ILIKE, each field apart (no text holds chr(31)).
 *
 * With a rare `word` (search-words.ts), the ids of the matches the statement's `search_found`
 * (rareMatches) holds: the page reads its rows by their keys, a plan that does not depend on the
 * text. Else the whole text, planned with it on each read: a common word walks the list's order
 * until the page is full.
 */
function searchSql<T extends RequesterTable>(service: RequestService<T>, text: string, word: string): SQL {
  const t: RequesterTable = service.table;
  if (word === text) return sql`${t.searchText} LIKE lower(${likePattern(text)})`;
  return sql`${t.id} = ANY((SELECT ids FROM search_found)::uuid[])`;
}

/**
 * A rare word's matches, once per statement: the table's `…_search_ids` function (migration 0045)
 * asks the trigram index for the word and checks the whole text on the rows it gives.
 */
function rareMatches(t: RequesterTable, text: string, word: string): SQL {
  const ids = sql.identifier(`${getTableName(t)}_search_ids`);
  return sql`search_found AS (SELECT ${ids}(${likePattern(word)}, ${text}) AS ids)`;
}

/** The admin table of one service: one page as the JSON body the API sends. */
export async function listRequestsJson<T extends RequesterTable>(service: RequestService<T>, args: ListArgs): Promise<JsonBody> {
  assertCan(args.actor, REQUEST_KIND_CONFIG[service.kind].capability);
  const t = service.table;
  const { q } = args.input;
  const [days, word] = await Promise.all([
    args.input.due ? serviceDays(args.db, service.kind) : null,
    q ? indexedWord(args.db, [{ table: getTableName(t), column: 'search_text' }], q) : q,
  ]);
  const where = requestWhere(service, args.input, days, word);
  return requesterListPage(args, service.kind, t, service.adminItem, where, word !== q ? rareMatches(t, q, word) : undefined);
}

/** One request of the service by its tracking code, as the admin table's item (its page, /admin/{service}/{code}). */
export async function requestByCodeJson<T extends RequesterTable>(
  service: RequestService<T>,
  { db, actor, code }: { db: Db; actor: Actor; code: string },
): Promise<string | null> {
  assertCan(actor, REQUEST_KIND_CONFIG[service.kind].capability);
  const t = service.table;
  const { rows } = await db.execute<{ item: string }>(
    sql`SELECT row_to_json(x)::text AS item FROM (SELECT ${service.adminItem} FROM ${t}
      INNER JOIN ${profiles} ON ${profiles.id} = ${t.userId} WHERE ${t.trackingCode} = ${code}) x`,
  );
  return rows[0]?.item ?? null;
}

const H = EXPORTS.headers;

/** The admin table's download: the request's code and day, who asked (its profile), the service's own fields, the status. */
export const requestExportQuery =
  <T extends RequesterTable>(service: RequestService<T>): RequestExportQueryFn =>
  (db, input) => {
    const t: RequesterTable = service.table;
    const fields = requestExportFields(t, {
      name: [profiles.fullName, H.name, 24],
      email: [profiles.email, H.email, 28],
      ...service.exportFields,
    });
    return fieldExport(fields, (select) =>
      db
        .select(select)
        .from(t)
        .innerJoin(profiles, eq(profiles.id, t.userId))
        .where(requestWhere(service, input))
        .orderBy(...requestOrder(t, input.sort)),
    );
  };
