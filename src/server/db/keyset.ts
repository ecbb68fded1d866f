import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { encodeCursor, type Cursor, type KeysetLinks } from '../../shared/keyset.ts';
import type { Db } from './client.ts';
import { countWindow, pagerTotal } from './capped-count.ts';
import { listPagesKept, statement, type JsonBody } from './json-page.ts';

// Keyset paging (issue 41, docs/decisions/075): a page after the first starts at the row its cursor
// names (src/shared/keyset.ts) instead of skipping every row before it with OFFSET, so page 500
// costs what page 1 costs. "Berikutnya" reads the rows after the page's last row in the list's
// order; "Sebelumnya" reads the rows before its first row in the reverse order, and flips them.
// A page reads one row more than it shows, to know whether there is a page beyond it.

/** One sort key of a list's order. The last key of an order must be unique (the id). */
export type KeysetKey = {
  expr: AnyColumn | SQL;
  dir: 'asc' | 'desc';
  /**
   * Where NULLs sort, written into the ORDER BY as the index stores them (`DESC NULLS LAST`:
   * without it a descending order means NULLS FIRST, and PostgreSQL would sort instead of reading
   * the index). Left out: PostgreSQL's default (last ascending, first descending).
   */
  nulls?: 'first' | 'last';
  /** The key may be NULL: the condition then says where NULLs lie (and cannot be one index range). */
  nullable?: boolean;
  /**
   * PostgreSQL's type of the key, to read the cursor's text back: one of KEY_CHECKS' (`timestamptz`,
   * `int`, `text`, `date`, `uuid`, …), or any other with `check`.
   */
  type: string;
  /** Whether a cursor's text is a value of `type` (an enum's values): a cursor that is not is ignored. */
  check?: (value: string) => boolean;
};

/** A list's order: its name (the cursor's `sort`) and its keys, the unique one last. */
export type KeysetOrder = { name: string; keys: readonly KeysetKey[] };

const nullsOf = (k: KeysetKey): 'first' | 'last' => k.nulls ?? (k.dir === 'asc' ? 'last' : 'first');

/** The order read backwards (for "Sebelumnya"): every direction and NULLs placement turned round. */
const reversed = (keys: readonly KeysetKey[]): KeysetKey[] =>
  keys.map((k) => ({ ...k, dir: k.dir === 'asc' ? 'desc' : 'asc', nulls: nullsOf(k) === 'last' ? 'first' : 'last' }));

const sqlDir = (k: KeysetKey) => sql.raw(k.dir === 'asc' ? 'asc' : 'desc');

/** The keys as an ORDER BY list (without the words ORDER BY). */
export function keysetOrderBy(keys: readonly KeysetKey[]): SQL {
  return sql.join(
    keys.map((k) => (k.nulls ? sql`${k.expr} ${sqlDir(k)} nulls ${sql.raw(k.nulls)}` : sql`${k.expr} ${sqlDir(k)}`)),
    sql`, `,
  );
}

/** The keys of a row as PostgreSQL's text, for its cursor: exact (a timestamp keeps its microseconds). */
function keysetValuesSql(keys: readonly KeysetKey[]): SQL {
  return sql`ARRAY[${sql.join(
    keys.map((k) => sql`${k.expr}::text`),
    sql`, `,
  )}]::text[]`;
}

const plainValueOf = (k: KeysetKey, v: string) => sql`${v}::${sql.raw(k.type)}`;
// Read through a subquery, a value is one no plan knows (KeysetPageQuery.cursorHidden).
const hiddenValueOf = (k: KeysetKey, v: string) => sql`(SELECT ${v}::${sql.raw(k.type)})`;
const rowOf = (parts: SQL[]) => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql`, `)})`);

/**
 * The rows strictly after `values` in the order `keys`. Leading keys that are never NULL and run in
 * one direction are one row comparison, `(a, b) < ($1, $2)`, which PostgreSQL reads as a range of
 * the index; a change of direction (`supporters desc, reported_at desc, id asc`) adds
 * `(a, b) <= ($1, $2) AND ((a, b) < ($1, $2) OR …)`, so the index range still starts at the cursor
 * and only rows equal on the leading keys are filtered.
 */
function keysetAfter(keys: readonly KeysetKey[], values: readonly (string | null)[], hidden = false): SQL {
  if (keys.length === 0) return sql`false`;
  const valueOf = hidden ? hiddenValueOf : plainValueOf;
  const [first, ...others] = keys;
  if (first!.nullable) {
    const v = values[0] ?? null;
    const rest = keysetAfter(others, values.slice(1), hidden);
    const e = first!.expr;
    if (v === null) {
      return nullsOf(first!) === 'last' ? sql`(${e} IS NULL AND ${rest})` : sql`(${e} IS NOT NULL OR (${e} IS NULL AND ${rest}))`;
    }
    const op = sql.raw(first!.dir === 'asc' ? '>' : '<');
    const after = sql`${e} ${op} ${valueOf(first!, v)} OR (${e} = ${valueOf(first!, v)} AND ${rest})`;
    return nullsOf(first!) === 'last' ? sql`(${after} OR ${e} IS NULL)` : sql`(${after})`;
  }
  let run = 1;
  while (run < keys.length && !keys[run]!.nullable && keys[run]!.dir === first!.dir) run++;
  const lead = keys.slice(0, run);
  const left = rowOf(lead.map((k) => sql`${k.expr}`));
  const right = rowOf(lead.map((k, i) => valueOf(k, values[i] ?? '')));
  const strict = sql.raw(first!.dir === 'asc' ? '>' : '<');
  if (run === keys.length) return sql`${left} ${strict} ${right}`;
  const loose = sql.raw(first!.dir === 'asc' ? '>=' : '<=');
  return sql`(${left} ${loose} ${right} AND (${left} ${strict} ${right} OR ${keysetAfter(keys.slice(run), values.slice(run), hidden)}))`;
}

const validDay = (y: number, m: number, d: number) => {
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};
const dayOf = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return m !== null && validDay(Number(m[1]), Number(m[2]), Number(m[3]));
};
const TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const INTEGER = (v: string) => /^-?\d{1,18}$/.test(v);

/**
 * What a cursor's key may be, by PostgreSQL's type, as PostgreSQL writes it (`::text`): a value it
 * could not read back would make the page's statement fail, so such a cursor is not used.
 */
const KEY_CHECKS: Record<string, (value: string) => boolean> = {
  int: INTEGER,
  integer: INTEGER,
  smallint: INTEGER,
  bigint: INTEGER,
  numeric: (v) => /^-?\d{1,30}(\.\d{1,30})?$/.test(v),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && dayOf(v),
  timestamptz: (v) => TIMESTAMPTZ.test(v) && dayOf(v),
  boolean: (v) => v === 'true' || v === 'false',
  // PostgreSQL's text holds any character but NUL.
  text: (v) => !v.includes('\u0000'),
};

/**
 * The cursor's keys when it fits `order` (its sort and its number of keys), else undefined: the list
 * then shows its first page (a cursor of another order, or edited by hand).
 */
export function cursorFor(order: KeysetOrder, cursor: Cursor | undefined): Cursor | undefined {
  if (!cursor || cursor.sort !== order.name || cursor.keys.length !== order.keys.length) return undefined;
  // Only a nullable key may be NULL (the unique one never is); every other is a value of its type.
  const fits = cursor.keys.every((v, i) => {
    const key = order.keys[i]!;
    if (v === null) return key.nullable === true;
    return (key.check ?? KEY_CHECKS[key.type])?.(v) === true;
  });
  return fits ? cursor : undefined;
}

export type KeysetPageQuery = {
  /** Common table expressions the statement starts with (`name AS (…)`), which `where` and `matches` may read. */
  with?: SQL;
  order: KeysetOrder;
  /** The item's fields as a select list (jsonColumns), over `from`. */
  item: SQL;
  /** The tables (with their joins) after FROM. */
  from: SQL;
  /** The search and filters. */
  where: SQL | undefined;
  cursor: Cursor | undefined;
  pageSize: number;
  /**
   * Without a cursor: how many rows to skip, for an old link's page number (`?halaman=3`), which
   * still shows that page; its pager then goes on by cursor. Ignored with a cursor.
   */
  offset?: number;
  /** Plan the statement with its values on each read (a search word: see JsonPageQuery.search). */
  search: boolean;
  /**
   * Read the cursor's keys through `(SELECT $n::type)`: no plan then knows them, so a prepared
   * statement whose best plan does not depend on them keeps its generic plan (planned once) instead
   * of being planned again on every read (docs/decisions/079).
   */
  cursorHidden?: boolean;
  /**
   * `select 1 FROM … WHERE …` of every match, for a capped count (capped-count.ts) in the same
   * statement; left out, no count is made.
   */
  matches?: SQL;
};

type KeysetPage = KeysetLinks & {
  /** The items' JSON array, as PostgreSQL wrote it. */
  items: string;
  /** How many items it holds. */
  n: number;
  page: number;
  /** The capped count (matches given): `total`, and `more` when the count stopped there. */
  total?: number;
  more?: true;
};

/** Where a page starts: after its cursor, or at an offset (an old link's page number), and its count window. */
function startOf(q: KeysetPageQuery, cursor: Cursor | undefined) {
  const offset = !cursor && q.offset && q.offset > 0 ? Math.floor(q.offset) : 0;
  const page = cursor ? Math.max(1, cursor.page) : Math.floor(offset / q.pageSize) + 1;
  return { offset, page, upTo: countWindow(page, q.pageSize) };
}

/** The item of each row as a select list's first column, `item`. */
const itemColumn = (q: KeysetPageQuery) => sql`(SELECT row_to_json(x) FROM (SELECT ${q.item}) x) AS item`;

/**
 * The statement of one keyset page (readKeysetPage reads it; the plan tests EXPLAIN it): the items'
 * JSON, the keys of the rows read, how many, and the capped count when `matches` is given. For a
 * search (`q.search`) it reads the keys only: the items are made by itemsStatement.
 */
export function keysetPageStatement(q: KeysetPageQuery) {
  const cursor = cursorFor(q.order, q.cursor);
  const backwards = cursor?.direction === 'before';
  const keys = backwards ? reversed(q.order.keys) : q.order.keys;
  const orderBy = keysetOrderBy(keys);
  const conditions = [q.where, cursor ? keysetAfter(keys, cursor.keys, q.cursorHidden) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  const where = conditions.length
    ? sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` AND `,
      )
    : sql`true`;
  const { offset, page, upTo } = startOf(q, cursor);
  // As a value read through a subquery, so that every old page number shares one prepared statement
  // (docs/decisions/043).
  const skip = offset ? sql` OFFSET (SELECT ${offset}::int)` : sql``;
  const count = q.matches ? sql`(SELECT count(*)::int FROM (${q.matches} LIMIT ${sql.raw(String(upTo + 1))}) m)` : sql`NULL::int`;
  // The rows are numbered in the order they were read (a plain subquery keeps its order); the items
  // are put in the list's order, the one row read past the page left out.
  const items = q.search
    ? sql`NULL::text`
    : sql`coalesce(json_agg(p.item ORDER BY p.rn ${sql.raw(backwards ? 'desc' : 'asc')}) FILTER (WHERE p.rn <= ${sql.raw(String(q.pageSize))}), '[]')::text`;
  const query = sql`${q.with ? sql`WITH ${q.with} ` : sql``}SELECT ${items} AS items, json_agg(p.k ORDER BY p.rn)::text AS keys, count(*)::int AS n, ${count} AS counted
        FROM (SELECT i.${sql.raw(q.search ? 'k' : 'item, i.k')}, row_number() OVER () AS rn
              FROM (SELECT ${q.search ? sql`` : sql`${itemColumn(q)}, `}${keysetValuesSql(q.order.keys)} AS k
                    FROM ${q.from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${sql.raw(String(q.pageSize + 1))}${skip}) i) p`;
  return { query, cursor, backwards, page, upTo, offset };
}

/**
 * The items of a search's page, by the ids its keys statement found (`ids`: a JSON array of their
 * text, in the order shown). One statement for every page of every search, so it is prepared once
 * per connection: planning the items' subqueries costs more than reading them (issue 41), and only
 * the search itself needs planning with its words.
 */
function itemsStatement(q: KeysetPageQuery, ids: string): SQL {
  const id = q.order.keys[q.order.keys.length - 1]!;
  // The ids' names are the list's own, not a column an item may name bare (`id`).
  return sql`SELECT coalesce(json_agg(s.item ORDER BY s.keyset_ord), '[]')::text AS items
    FROM (SELECT ${itemColumn(q)}, u.keyset_ord
          FROM ${q.from}, json_array_elements_text(${ids}::json) WITH ORDINALITY AS u(keyset_id, keyset_ord)
          WHERE ${id.expr} = u.keyset_id::${sql.raw(id.type)}) s`;
}

/**
 * One page of a list by its cursor, in one statement: the items' JSON (jsonColumns: `item`), the
 * keys of its rows (for the cursors beside it) and, with `matches`, the capped count. A search's
 * page is two: its keys and count, planned with the words (the plan for a rare word is not the one
 * for a common word), then its items by id, prepared (itemsStatement).
 */
export async function readKeysetPage(db: Db, q: KeysetPageQuery): Promise<KeysetPage> {
  const { query, cursor, backwards, page, upTo, offset } = keysetPageStatement(q);
  const { rows } = await statement<{ items: string | null; keys: string | null; n: number; counted: number | null }>(db, q.search, query);
  const row = rows[0]!;
  const read = row.n;
  // Reading back to the start found fewer rows than a page (rows were deleted or moved meanwhile):
  // the first page, read as such.
  if (backwards && read < q.pageSize) return readKeysetPage(db, { ...q, cursor: undefined, offset: 0 });
  // An old link's page number past the end (the list is shorter now): the first page.
  if (offset > 0 && read === 0) return readKeysetPage(db, { ...q, offset: 0 });
  const shown = Math.min(read, q.pageSize);
  const rowKeys = (row.keys ? JSON.parse(row.keys) : []) as (string | null)[][];
  const items = row.items ?? (await searchItems(db, q, rowKeys.slice(0, shown), backwards));
  // In the list's order: the first and the last row shown (read backwards, the rows came last first).
  const firstKeys = backwards ? rowKeys[shown - 1] : rowKeys[0];
  const lastKeys = backwards ? rowKeys[0] : rowKeys[shown - 1];
  const beyond = read > q.pageSize;
  const shownPage = backwards ? (beyond ? Math.max(2, page) : 1) : page;
  const hasPrev = backwards ? beyond : cursor !== undefined || offset > 0;
  const hasNext = backwards ? true : beyond;
  const make = (direction: Cursor['direction'], keysOf: (string | null)[] | undefined, to: number) =>
    encodeCursor({ sort: q.order.name, direction, page: Math.max(1, to), keys: keysOf ?? cursor?.keys ?? [] });
  return {
    items,
    n: shown,
    page: shownPage,
    next: hasNext && (lastKeys || cursor) ? make('after', lastKeys, shownPage + 1) : null,
    prev: hasPrev && (firstKeys || cursor) ? make('before', firstKeys, shownPage - 1) : null,
    ...(q.matches && pagerTotal(row.counted ?? 0, upTo)),
  };
}

/** A search page's items, in the list's order, from the keys of the rows shown (the id is the last key). */
async function searchItems(db: Db, q: KeysetPageQuery, shownKeys: (string | null)[][], backwards: boolean): Promise<string> {
  if (shownKeys.length === 0) return '[]';
  const ids = shownKeys.map((k) => k[k.length - 1]);
  if (backwards) ids.reverse();
  const { rows } = await statement<{ items: string }>(db, false, itemsStatement(q, JSON.stringify(ids)));
  return rows[0]!.items;
}

// A staff list's keyset page as the JSON body the API sends, kept while the data version stands
// (docs/decisions/041, json-page.ts): the same version, filters, order and cursor, the same bytes.
const KEEP_MS = 60_000;
type Kept = { pages: LRUCache<string, JsonBody, KeysetJsonQuery>; counts: LRUCache<string, number> };
const kept = new WeakMap<Db, Kept>();
function keptFor(db: Db): Kept {
  let cache = kept.get(db);
  if (!cache) {
    cache = {
      pages: new LRUCache<string, JsonBody, KeysetJsonQuery>({
        max: 500,
        ttl: KEEP_MS,
        fetchMethod: (_key, _stale, { context }) => readBody(db, context),
      }),
      counts: new LRUCache<string, number>({ max: 1000, ttl: KEEP_MS }),
    };
    kept.set(db, cache);
  }
  return cache;
}

type KeysetJsonQuery = KeysetPageQuery & {
  /** The list's name: the namespace of its kept pages and totals. */
  list: string;
  /** The search and filters as a key (the same key, the same matches). */
  filters: string;
  /** `matches` is required: a staff table says "1–20 dari 1.000+". */
  matches: SQL;
  /** The data version the request saw (context.ts); undefined: read live, keep nothing. */
  version?: number | undefined;
};

const utf8 = new TextEncoder();

/**
 * One page of a staff list by its cursor as the body `{ items, total, more?, page, pageSize, next,
 * prev }` (KeysetPaged). With the data version the request saw, a page read under that version is
 * served again, and its total is counted once per version, filters and count window.
 */
export function readKeysetJsonPage(db: Db, q: KeysetJsonQuery): Promise<JsonBody> {
  if (q.version === undefined || !listPagesKept()) return readBody(db, q);
  const c = cursorFor(q.order, q.cursor);
  const key = [q.list, q.filters, q.order.name, c ? encodeCursor(c) : `@${q.offset ?? 0}`, q.pageSize, q.version].join('\u0000');
  return keptFor(db).pages.forceFetch(key, { context: q });
}

async function readBody(db: Db, q: KeysetJsonQuery): Promise<JsonBody> {
  const { counts } = keptFor(db);
  const { upTo } = startOf(q, cursorFor(q.order, q.cursor));
  const countKey = q.version === undefined ? undefined : [q.list, q.filters, upTo, q.version].join('\u0000');
  const known = countKey === undefined ? undefined : counts.get(countKey);
  const page = await readKeysetPage(db, known === undefined ? q : { ...q, matches: undefined });
  // A page read backwards to the start is page 1, whose window may be smaller than the cursor's.
  const total = page.total !== undefined ? { total: page.total, ...(page.more && { more: page.more }) } : pagerTotal(known!, upTo);
  if (countKey !== undefined && known === undefined && countWindow(page.page, q.pageSize) === upTo)
    counts.set(countKey, total.more ? upTo + 1 : total.total);
  const pager = { ...total, page: page.page, pageSize: q.pageSize, next: page.next, prev: page.prev };
  return utf8.encode(`{"items":${page.items},${JSON.stringify(pager).slice(1)}`);
}
