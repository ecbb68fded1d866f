import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { likePattern, type KeysetPaged } from '../../../shared/admin-schemas.ts';
import { encodeCursor, type KeysetLinks } from '../../../shared/keyset.ts';
import type { BridgeFilters, BridgeItem, BridgeListQuery } from '../../../shared/bridge-schemas.ts';
import type { StatusJalan } from '../../../shared/bridge-status.ts';
import type { Kabupaten } from '../../../shared/kabupaten.ts';
import { formatSta } from '../../../shared/road-sta.ts';
import { searchWord } from '../../../shared/paging.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { pageBody } from '../../db/json-page.ts';
import { cursorFor, readKeysetPage, type KeysetOrder } from '../../db/keyset.ts';
import { bridges as t } from '../../db/schema.ts';
import { keepFor, tablesChanged } from '../../cache/changes.ts';

export const toBridgeItem = (r: typeof t.$inferSelect): BridgeItem => ({
  id: r.id,
  nama: r.nama,
  lokasi: r.lokasi,
  tahunBangun: r.tahunBangun,
  tipe: r.tipe,
  kondisi: r.kondisi,
  // Written only through bridgeInputSchema (the API, the import), so the text is one of the values.
  kabupaten: r.kabupaten as Kabupaten | null,
  ruasJalan: r.ruasJalan,
  statusJalan: r.statusJalan as StatusJalan | null,
  latitude: r.latitude,
  longitude: r.longitude,
  panjang: r.panjang,
  lebar: r.lebar,
  jumlahBentang: r.jumlahBentang,
  roadSectionId: r.roadSectionId,
  sta: r.staM === null ? null : formatSta(r.staM),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// The index is (created_at DESC NULLS LAST, id DESC NULLS LAST); a plain DESC means NULLS FIRST and
// would not match it, turning every page into a sort of the whole table. The columns are NOT NULL,
// so the order is the same.
const NEWEST_FIRST = [sql`${t.createdAt} DESC NULLS LAST`, sql`${t.id} DESC NULLS LAST`];

/**
 * The table's order as keyset keys (issue 41, docs/decisions/076): a page after the first starts
 * at its cursor's row, `(created_at, id) < (…)`, one range of bridges_created_idx, so the 5,000th
 * page costs what the first does.
 */
const NEWEST: KeysetOrder = {
  name: 'baru',
  keys: [
    { expr: t.createdAt, dir: 'desc', nulls: 'last', type: 'timestamptz' },
    { expr: t.id, dir: 'desc', nulls: 'last', type: 'uuid' },
  ],
};

// The pager's total is a capped count (src/server/db/capped-count.ts: "lebih dari 1.000"). It is
// kept per search text and count window: fresh for COUNT_FRESH_MS, then served for up to
// COUNT_STALE_MS while one request (not fifty) counts again in the background. A write through this
// process forgets all totals and pages at once; writes through other processes show in totals
// within COUNT_FRESH_MS.
const COUNT_FRESH_MS = 30_000;
const COUNT_STALE_MS = 600_000;
const COUNT_CACHE_MAX = 1000;

// A page of the public list is the same for every visitor. Identical requests within
// listFreshMs share one answer, and one database read while it is being made, so a burst of
// visitors costs one query per distinct search instead of one per request. Past its freshness a
// good answer is still served for up to LIST_STALE_FACTOR times as long while one request reads
// the page again in the background, so a slow moment in PostgreSQL never holds up a crowd.
const LIST_FRESH_MS = 2_000;
let listFreshMs = LIST_FRESH_MS;
const LIST_STALE_FACTOR = 5;
const LIST_CACHE_MAX = 500;

/** A page's JSON bytes, as sent, and the page as an object for the server's renderer. */
type BridgePage = { json: Uint8Array<ArrayBuffer>; data: () => KeysetPaged<BridgeItem> };

// Both caches are lru-cache's fetch(): concurrent requests for one key share one read. A stale
// entry is served at once only while `allowStale` (stillServable) says it is young enough, and one
// background read replaces it; an older one makes the caller wait for that read. A failed read
// keeps the stale entry for the next request to try again (noDeleteOnFetchRejection) and removes
// an entry that never had a value. clear() aborts the reads in flight: ignoreFetchAbort still
// gives their answers to whoever waits for them, but keeps them out of the cache, as they may
// predate the write that cleared it.
const FETCH_OPTIONS = { noDeleteOnFetchRejection: true, ignoreFetchAbort: true } as const;

type ListCache = {
  pages: LRUCache<string, BridgePage, ListArgs>;
  counts: LRUCache<string, number, { where: SQL | undefined; upTo: number }>;
  /** How many bridges the table holds, as PostgreSQL's statistics say (one entry). */
  size: LRUCache<'bridges', number>;
};
// One cache per database handle, so that two apps in one process (tests) never share answers.
const caches = new WeakMap<Db, ListCache>();
function cacheFor(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      pages: new LRUCache({
        ...FETCH_OPTIONS,
        max: LIST_CACHE_MAX,
        ttl: LIST_FRESH_MS,
        fetchMethod: (_key, _stale, { context }) => readPage(context),
      }),
      counts: new LRUCache({
        ...FETCH_OPTIONS,
        max: COUNT_CACHE_MAX,
        ttl: COUNT_FRESH_MS,
        fetchMethod: (_key, _stale, { context }) => countUpTo(db, db.select(ONE).from(t).where(context.where).$dynamic(), context.upTo),
      }),
      size: new LRUCache({ ...FETCH_OPTIONS, max: 1, ttl: COUNT_FRESH_MS, fetchMethod: () => readTableSize(db) }),
    };
    caches.set(db, cache);
    const made = cache;
    keepFor(db, 'bridges', () => {
      made.pages.clear();
      made.counts.clear();
      made.size.clear();
    });
  }
  return cache;
}

/** Whether the entry under `key` (kept for `ttl`) is still young enough to serve stale: at most `staleMs` old. */
const stillServable = (cache: Pick<LRUCache<string, object>, 'getRemainingTTL'>, key: string, ttl: number, staleMs: number) =>
  ttl - cache.getRemainingTTL(key) < staleMs;

/** For `npm run bench`, which also measures the list with every request reaching PostgreSQL. */
export function setBridgeListCacheMs(db: Db, ms: number): void {
  listFreshMs = ms;
  tablesChanged(db, ['bridges']);
}

/**
 * How many rows match, counted up to `upTo + 1`: a count above `upTo` means "more than upTo".
 * forceFetch is fetch() typed as never resolving undefined (a fetchMethod here always answers).
 */
function countMatches(db: Db, filters: string, where: SQL | undefined, upTo: number): Promise<number> {
  const { counts } = cacheFor(db);
  const key = `${filters}\u0000${upTo}`;
  return counts.forceFetch(key, { context: { where, upTo }, allowStale: stillServable(counts, key, COUNT_FRESH_MS, COUNT_STALE_MS) });
}

/**
 * The table's size as autovacuum last estimated it (pg_class.reltuples; -1, never estimated, is 0),
 * to choose a search's statement: a guess is enough there, a count of every row is not needed.
 */
async function readTableSize(db: Db): Promise<number> {
  const { rows } = await db.$client.query<{ n: number | null }>(
    `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = to_regclass('bridges')`,
  );
  return Math.max(0, rows[0]?.n ?? 0);
}

function tableSize(db: Db): Promise<number> {
  const { size } = cacheFor(db);
  return size.forceFetch('bridges', { allowStale: stillServable(size, 'bridges', COUNT_FRESH_MS, COUNT_STALE_MS) });
}

function isMissingTable(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '42P01') return true;
  }
  return false;
}

type ListArgs = { db: Db; log: Logger; input: BridgeListQuery };

/**
 * The public bridge list (spec §7): nama or lokasi containing the text, case-insensitive (the
 * trigram indexes serve ILIKE), newest first, one page at a time.
 */
export async function listBridges(args: ListArgs): Promise<KeysetPaged<BridgeItem>> {
  return (await bridgePage(args)).data();
}

/** The same page as the JSON body of the response (what GET /api/bridges sends). */
export async function listBridgesJson(args: ListArgs): Promise<Uint8Array<ArrayBuffer>> {
  return (await bridgePage(args)).json;
}

const utf8 = new TextEncoder();
const readPage = (args: ListArgs): Promise<BridgePage> =>
  readBridges(args).then(({ itemsJson, ...pager }) => {
    // The items arrive as PostgreSQL's JSON text; the pager's fields are put around them as they are.
    const json = pageBody(itemsJson, pager);
    let data: KeysetPaged<BridgeItem> | undefined;
    return { json: utf8.encode(json), data: () => (data ??= JSON.parse(json) as KeysetPaged<BridgeItem>) };
  });

function bridgePage(args: ListArgs): Promise<BridgePage> {
  const { pageSize } = args.input;
  if (listFreshMs <= 0) return readPage(args);
  const { pages } = cacheFor(args.db);
  // The page is named by its cursor (a cursor of another order, or unreadable, is the first page).
  const cursor = cursorFor(NEWEST, args.input.cursor);
  const key = `${filterKey(args.input)}\u0000${cursor ? encodeCursor(cursor) : ''}\u0000${pageSize}`;
  return pages.forceFetch(key, {
    context: args,
    ttl: listFreshMs,
    allowStale: stillServable(pages, key, listFreshMs, listFreshMs * LIST_STALE_FACTOR),
  });
}

/** The search and filters as one cache key (the text case-insensitive, as the search is). */
const filterKey = (f: BridgeFilters) => [f.q.toLowerCase(), f.kabupaten ?? '', f.kondisi ?? '', f.statusJalan ?? ''].join('\u0000');

/**
 * Nama or lokasi containing the text, and the filters (kabupaten, kondisi, status jalan): the list's
 * search, shared with the map, the export and the open data.
 */
export function bridgeWhere(f: Partial<BridgeFilters> & { q: string }): SQL | undefined {
  // The export's query is not the list's: a text too short to search is no search there too.
  const word = searchWord(f.q);
  const p = word ? likePattern(word) : null;
  return and(
    p ? or(ilike(t.nama, p), ilike(t.lokasi, p)) : undefined,
    f.kabupaten ? eq(t.kabupaten, f.kabupaten) : undefined,
    f.kondisi ? eq(t.kondisi, f.kondisi) : undefined,
    f.statusJalan ? eq(t.statusJalan, f.statusJalan) : undefined,
  );
}

/** Newest first, as the table shows them. */
export const BRIDGES_NEWEST_FIRST = NEWEST_FIRST;

/**
 * A bridge as the list's JSON, made by PostgreSQL (`json_agg` of these columns): the same fields and
 * forms as toBridgeItem, times as toISOString writes them (UTC, to the millisecond). The page is then
 * one text value: the server neither parses rows nor serialises them, and PostgreSQL's row_to_json
 * is cheaper than sending the rows (issue 18, item 2; bridges.test.ts compares the two).
 */
const isoTime = (column: string, as: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${as}"`;
const ITEM_COLUMNS = sql.raw(
  [
    'id',
    'nama',
    'lokasi',
    'tahun_bangun AS "tahunBangun"',
    'tipe',
    'kondisi',
    'kabupaten',
    'ruas_jalan AS "ruasJalan"',
    'status_jalan AS "statusJalan"',
    'latitude',
    'longitude',
    'panjang',
    'lebar',
    'jumlah_bentang AS "jumlahBentang"',
    'road_section_id AS "roadSectionId"',
    // formatSta in SQL: "12+300".
    `CASE WHEN sta_m IS NULL THEN NULL ELSE (sta_m / 1000)::text || '+' || lpad((sta_m % 1000)::text, 3, '0') END AS "sta"`,
    isoTime('created_at', 'createdAt'),
    isoTime('updated_at', 'updatedAt'),
  ].join(', '),
);

/**
 * The list's statement for the search and filters (issue 41, docs/decisions/079). Without a search
 * word: the filters, on the newest-first walk, prepared once per connection. With one, two statements
 * read the same rows, each prepared once per connection and planned once (its generic plan): the
 * word is read through `(SELECT $n::text)`, so no plan knows it and PostgreSQL keeps the plan it made
 * first instead of planning each read again (docs/decisions/043 did the same for the offset).
 * - `walk`: for a word many bridges hold, the newest-first index is read until the page is full;
 *   `coalesce(…, false)` keeps the trigram indexes out of this statement's plan, and has PostgreSQL
 *   guess half the rows match, so that even in a small table it walks rather than sorts them all.
 * - `trigram`: for a word few bridges hold, its matches are read from the trigram indexes (a
 *   BitmapOr; `OFFSET 0` keeps them one subquery) and only the newest of them are sorted.
 */
function pageShape(f: BridgeFilters, shape: 'walk' | 'trigram'): { from: SQL; where: SQL | undefined } {
  const word = searchWord(f.q);
  const filters = bridgeWhere({ ...f, q: '' });
  if (!word) return { from: sql`${t}`, where: filters };
  const p = sql`(SELECT ${likePattern(word)}::text)`;
  const match = sql`(${t.nama} ILIKE ${p} OR ${t.lokasi} ILIKE ${p})`;
  if (shape === 'walk') return { from: sql`${t}`, where: and(sql`coalesce(${match}, false)`, filters) };
  return { from: sql`(SELECT * FROM ${t} WHERE ${and(match, filters)} OFFSET 0) AS ${t}`, where: undefined };
}

/**
 * Whether a search reads its matches from the trigram indexes (`matches` of them, every one checked)
 * rather than walk the newest-first index, which finds a page within about (pageSize + 1) × bridges ÷
 * matches rows: when matches² ≤ (pageSize + 1) × bridges. At 100,000 bridges and pages of 20, up to
 * about 1,450 matches read the indexes; at 1,500 bridges, up to 177. A count past its window (more
 * than 1,000) is taken as many.
 */
const fewMatches = (matches: number, upTo: number, pageSize: number, bridges: number) =>
  matches <= upTo && matches * matches <= (pageSize + 1) * bridges;

type PageRead = KeysetLinks & { itemsJson: string; total: number; more?: true; page: number; pageSize: number };

async function readBridges({ db, log, input }: ListArgs): Promise<PageRead> {
  const where = bridgeWhere(input);
  const cursor = cursorFor(NEWEST, input.cursor);
  const upTo = countWindow(cursor?.page ?? 1, input.pageSize);
  try {
    // The count (kept per search, docs/decisions/076) says which statement reads a search's page,
    // so a search waits for it when it is not kept; the other pages read both at once.
    const counting = countMatches(db, filterKey(input), where, upTo);
    const few = searchWord(input.q)
      ? await Promise.all([counting, tableSize(db)]).then(([n, size]) => fewMatches(n, upTo, input.pageSize, size))
      : false;
    const [page, counted] = await Promise.all([
      // One statement: the page from its cursor's row, one row more to know whether there is a next.
      readKeysetPage(db, {
        order: NEWEST,
        item: ITEM_COLUMNS,
        ...pageShape(input, few ? 'trigram' : 'walk'),
        cursor,
        pageSize: input.pageSize,
        search: false,
        cursorHidden: true,
      }),
      counting,
    ]);
    // The page read may be another than the cursor's (read back to the start: the first page), and
    // a page with no next one is the end: its total is exact.
    const total = page.next === null ? { total: (page.page - 1) * input.pageSize + page.n } : pagerTotal(counted, upTo);
    return { itemsJson: page.items, ...total, page: page.page, pageSize: input.pageSize, next: page.next, prev: page.prev };
  } catch (err) {
    // Spec §8: a database without the bridges table shows an empty list, with a warning in the log.
    if (!isMissingTable(err)) throw err;
    log.warn({ err }, 'bridges table is missing (42P01); answering with an empty list');
    return { itemsJson: '[]', total: 0, page: 1, pageSize: input.pageSize, next: null, prev: null };
  }
}
