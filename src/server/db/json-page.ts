import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from './client.ts';
import { countWindow, pagerTotal } from './capped-count.ts';

// A page of a staff list as one statement (issue 18, item 2; docs/decisions/041). PostgreSQL builds
// each item's JSON and aggregates the page into one text value, which is sent as it is: the server
// neither maps rows nor serialises them, and the page, its photos and its count cost one round
// trip instead of three or four.
//
// The pager's total is a capped count (capped-count.ts). It is exact from the page itself whenever
// the page is not full; otherwise it is counted in the same statement. With a data version (see
// below) a total is kept for that version, so that paging through a list or reading it in another
// order does not count the same thousand rows again; a new version counts again.
const COUNT_CACHE_MAX = 1000;

// Pages kept with the data version they were read under: the number in data_version, which every
// committed write to the lists' tables moves on, read with the signed-in profile in the same
// statement (context.ts). A kept page is served only to a request that saw the version it was read
// under, so it is never older than a live read would have been: a write is in the version of every
// request that starts after its commit, on every worker. Identical requests at once share one read.
// KEEP_MS bounds what depends on the clock alone (the "Terlambat" mark turns at midnight WITA) and
// the memory.
const KEEP_MS = 60_000;
const PAGE_CACHE_MAX = 500;
let keepPages = true;

/** For `npm run bench`, which also measures the lists with every request reading its page. */
export function setListPagesKept(on: boolean): void {
  keepPages = on;
}

/** Whether the staff lists keep their pages (keyset.ts keeps its own the same way). */
export const listPagesKept = () => keepPages;

/** A page's JSON as the bytes sent: a kept page is encoded once. */
export type JsonBody = Uint8Array<ArrayBuffer>;
const utf8 = new TextEncoder();

type PageRead = { q: JsonPageQuery; version: number };
type Kept = { pages: LRUCache<string, JsonBody, PageRead>; counts: LRUCache<string, number> };
// One cache per database handle, so that two apps in one process (tests) never share answers.
const kept = new WeakMap<Db, Kept>();
function keptFor(db: Db): Kept {
  let cache = kept.get(db);
  if (!cache) {
    cache = {
      pages: new LRUCache<string, JsonBody, PageRead>({
        max: PAGE_CACHE_MAX,
        ttl: KEEP_MS,
        fetchMethod: (_key, _stale, { context }) => readPage(db, context.q, context.version),
      }),
      counts: new LRUCache<string, number>({ max: COUNT_CACHE_MAX, ttl: KEEP_MS }),
    };
    kept.set(db, cache);
  }
  return cache;
}

const dialect = new PgDialect();

/** A time as JavaScript's toISOString writes it (UTC, to the millisecond), made by PostgreSQL. */
export const isoTimeSql = (column: AnyColumn | SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Pages whose OFFSET is written into the statement as a constant, as the LIMIT always is. Each
// distinct text is one prepared statement on every pooled connection, so deeper pages, which few
// people read, share one statement with the offset as a value.
const CONSTANT_OFFSET_PAGES = 10;

/**
 * A page's `LIMIT … OFFSET …`. As values, a prepared statement's plan would not know how many rows
 * it is for: PostgreSQL then plans the statement again on every run (half of a page's cost), as
 * its generic plan, made for "10 % of the rows", sorts the whole table (docs/decisions/042).
 *
 * A deeper page's offset is a value read through a subquery, `OFFSET (SELECT $n::int)`: a custom
 * plan does not know it either, so the custom and generic plans cost the same and PostgreSQL keeps
 * the generic one, planned once (docs/decisions/043). As a plain value, the custom plan knew the
 * offset, looked cheaper, and was planned again on every read: page 50 took 1,861 µs instead of
 * about 1,000.
 */
export function pageWindow(page: number, pageSize: number): SQL {
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(pageSize) || page < 1 || pageSize < 1) {
    throw new RangeError(`pageWindow: page ${page}, pageSize ${pageSize}`);
  }
  const offset = (page - 1) * pageSize;
  return page <= CONSTANT_OFFSET_PAGES
    ? sql.raw(`LIMIT ${pageSize} OFFSET ${offset}`)
    : sql`LIMIT ${sql.raw(String(pageSize))} OFFSET (SELECT ${offset}::int)`;
}

/** The pager's JSON around the items' JSON text, as it is: `{"items":[…],"total":…,"page":…,"pageSize":…}`. */
export const pageBody = (itemsJson: string, pager: { total: number; more?: true; page: number; pageSize: number }) =>
  `{"items":${itemsJson},${JSON.stringify(pager).slice(1)}`;

/**
 * An item's fields as a select list (`expr AS "field"`), for a row PostgreSQL turns into the item's
 * JSON. Made into SQL text once, when the list's module loads, so a request renders only its own
 * filters; a field's SQL may therefore hold no values, only constants.
 */
export function jsonColumns(fields: Record<string, AnyColumn | SQL>): SQL {
  const columns = sql.join(
    Object.entries(fields).map(([field, value]) => sql`${value} AS ${sql.identifier(field)}`),
    sql`, `,
  );
  const { sql: text, params } = dialect.sqlToQuery(columns);
  if (params.length) throw new Error(`jsonColumns: the fields hold values (${params.length}); write them as constants`);
  return sql.raw(text);
}

export type JsonPageQuery = {
  /** The list's name: the namespace of its kept pages and totals. */
  list: string;
  /** The search and filters as a key (the same key, the same matches). */
  filters: string;
  /** The order, as a key. */
  sort: string;
  /**
   * The page's rows, in order, with the item's fields as their only columns (jsonColumns): a select
   * with its ORDER BY and pageWindow(page, pageSize).
   */
  rows: SQL;
  /** `select 1` of every match (its joins and where), for the capped count. */
  matches: SQL;
  /**
   * Whether the where holds a search word. A word may match one row or all of them, and a prepared
   * statement's generic plan, made without the word, would read the whole table for a rare one
   * (145 ms at 100,000 reports, docs/decisions/042): a search is planned with its word on each read.
   */
  search: boolean;
  page: number;
  pageSize: number;
};

/**
 * One page of a list as the JSON body the API sends: `{ items, total, more?, page, pageSize }`
 * (Paged). With the data version the request saw, a page read under that version is served again.
 */
export function readJsonPage(db: Db, q: JsonPageQuery, version?: number): Promise<JsonBody> {
  if (version === undefined || !keepPages) return readPage(db, q, version);
  const key = [q.list, q.filters, q.sort, q.page, q.pageSize, version].join('\u0000');
  // forceFetch: fetch() typed as never resolving undefined (the fetchMethod always answers).
  return keptFor(db).pages.forceFetch(key, { context: { q, version } });
}

async function readPage(db: Db, q: JsonPageQuery, version: number | undefined): Promise<JsonBody> {
  const upTo = countWindow(q.page, q.pageSize);
  const offset = (q.page - 1) * q.pageSize;
  const { counts } = keptFor(db);
  const key = version === undefined ? undefined : [q.list, q.filters, upTo, version].join('\u0000');
  const known = key === undefined ? undefined : counts.get(key);
  const countSql = sql`(SELECT count(*)::int FROM (${q.matches} LIMIT ${sql.raw(String(upTo + 1))}) m)`;
  const { rows } = await statement<{ items: string; n: number; counted: number | null }>(
    db,
    q.search,
    // json_agg takes the rows in the subquery's order (PostgreSQL documents this for a plain sorted subquery).
    sql`SELECT coalesce(json_agg(p), '[]')::text AS items, count(*)::int AS n,
          ${known === undefined ? countSql : sql`NULL::int`} AS counted
        FROM (${q.rows}) p`,
  );
  const { items, n } = rows[0]!;
  let counted = rows[0]!.counted;
  if (n < q.pageSize && (n > 0 || q.page === 1)) {
    // The last page: the total is what lies before it and on it.
    counted = offset + n;
  } else if (counted === null) {
    // A full page needs at least offset + pageSize matches; an empty page past the end, at most offset.
    // Rows read under one version may include a write committed just after it was read: a kept
    // total that the page contradicts is counted again.
    const fits = n === q.pageSize ? known! >= offset + n : known! <= offset;
    counted = fits ? known! : (await statement<{ counted: number }>(db, q.search, sql`SELECT ${countSql} AS counted`)).rows[0]!.counted;
  }
  if (key !== undefined) counts.set(key, counted);
  return utf8.encode(pageBody(items, { ...pagerTotal(counted, upTo), page: q.page, pageSize: q.pageSize }));
}

/**
 * A statement PostgreSQL parses and plans once per connection: named by its text, which has only
 * placeholders for values (a page's window is a constant: pageWindow). With planEachRead, an
 * unnamed one, planned with its values each time (see JsonPageQuery.search).
 */
export function statement<Row extends object>(db: Db, planEachRead: boolean, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (planEachRead) return db.$client.query<Row>({ text, values: params });
  const name = `jp_${createHash('sha1').update(text).digest('base64url')}`;
  return db.$client.query<Row>({ name, text, values: params });
}
