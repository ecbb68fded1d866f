import { count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { likePattern, type Paged } from '../../../shared/admin-schemas.ts';
import type { BridgeItem, BridgeListQuery } from '../../../shared/bridge-schemas.ts';
import type { Db } from '../../db/client.ts';
import { bridges as t } from '../../db/schema.ts';

export const toBridgeItem = (r: typeof t.$inferSelect): BridgeItem => ({
  id: r.id,
  nama: r.nama,
  lokasi: r.lokasi,
  tahunBangun: r.tahunBangun,
  tipe: r.tipe,
  kondisi: r.kondisi,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

// The index is (created_at DESC NULLS LAST, id DESC NULLS LAST); a plain DESC means NULLS FIRST and
// would not match it, turning every page into a sort of the whole table. The columns are NOT NULL,
// so the order is the same.
const NEWEST_FIRST = [sql`${t.createdAt} DESC NULLS LAST`, sql`${t.id} DESC NULLS LAST`];

// Counting every match of a common word means reading most of 100,000 rows (tens of ms), while
// the page itself is a short walk down an index (well under 1 ms). The total only feeds the pager,
// so it is kept per search text: fresh for COUNT_FRESH_MS, then served while one request (not
// fifty) counts again in the background. A write through this process forgets all totals and
// pages at once; writes through other processes show in totals within COUNT_FRESH_MS.
const COUNT_FRESH_MS = 30_000;
const COUNT_STALE_MS = 600_000;
const COUNT_CACHE_MAX = 1000;

// A page of the public list is the same for every visitor. Identical requests within
// listFreshMs share one answer, and one database read while it is being made, so a burst of
// visitors costs one query per distinct search instead of one per request.
let listFreshMs = 2_000;
const LIST_CACHE_MAX = 500;

/** A page and the JSON bytes sent for it, serialised once however many visitors ask. */
type BridgePage = { data: Paged<BridgeItem>; json: Uint8Array<ArrayBuffer> };
type PageEntry = { at: number; value: Promise<BridgePage>; settled: boolean; refreshing: boolean };

type ListCache = {
  generation: number;
  counts: Map<string, { total: number; at: number }>;
  counting: Map<string, Promise<number>>;
  pages: Map<string, PageEntry>;
};
// One cache per database handle, so that two apps in one process (tests) never share answers.
const caches = new WeakMap<Db, ListCache>();
function cacheFor(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { generation: 0, counts: new Map(), counting: new Map(), pages: new Map() }));
  return cache;
}

/** Forgets every cached page and total; called after each write to the bridges table. */
export function forgetBridgeLists(db: Db): void {
  const cache = cacheFor(db);
  cache.generation++;
  cache.counts.clear();
  cache.counting.clear();
  cache.pages.clear();
}

/** For `npm run bench`, which also measures the list with every request reaching PostgreSQL. */
export function setBridgeListCacheMs(db: Db, ms: number): void {
  listFreshMs = ms;
  forgetBridgeLists(db);
}

function countMatches(db: Db, q: string, where: SQL | undefined): Promise<number> {
  const cache = cacheFor(db);
  const { counts, counting } = cache;
  const key = q.toLowerCase();
  const hit = counts.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < COUNT_FRESH_MS) return Promise.resolve(hit.total);
  let pending = counting.get(key);
  if (!pending) {
    const gen = cache.generation;
    pending = db
      .select({ n: count() })
      .from(t)
      .where(where)
      .then(([row]) => {
        const total = row?.n ?? 0;
        if (gen === cache.generation) {
          if (counts.size >= COUNT_CACHE_MAX) counts.clear();
          counts.set(key, { total, at: Date.now() });
        }
        return total;
      })
      .finally(() => {
        if (counting.get(key) === pending) counting.delete(key);
      });
    counting.set(key, pending);
  }
  if (hit && age < COUNT_STALE_MS) {
    pending.catch(() => {}); // a failed refresh keeps the old total; the next request tries again
    return Promise.resolve(hit.total);
  }
  return pending;
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
export async function listBridges(args: ListArgs): Promise<Paged<BridgeItem>> {
  return (await bridgePage(args)).data;
}

/** The same page as the JSON body of the response (what GET /api/bridges sends). */
export async function listBridgesJson(args: ListArgs): Promise<Uint8Array<ArrayBuffer>> {
  return (await bridgePage(args)).json;
}

const utf8 = new TextEncoder();
const readPage = (args: ListArgs): Promise<BridgePage> =>
  readBridges(args).then((data) => ({ data, json: utf8.encode(JSON.stringify(data)) }));

function bridgePage(args: ListArgs): Promise<BridgePage> {
  const { q, page, pageSize } = args.input;
  if (listFreshMs <= 0) return readPage(args);
  const cache = cacheFor(args.db);
  const { pages } = cache;
  const key = `${q.toLowerCase()}\u0000${page}\u0000${pageSize}`;
  const hit = pages.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < listFreshMs) return hit.value;
  // Past its freshness, a good answer is still served for a short while: one request reads the
  // page again in the background, so a slow moment in PostgreSQL never holds up a crowd.
  if (hit?.settled && age < listFreshMs * 5) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const gen = cache.generation;
      readPage(args).then(
        (fresh) => {
          if (gen === cache.generation) pages.set(key, { at: Date.now(), value: Promise.resolve(fresh), settled: true, refreshing: false });
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  }
  const value = readPage(args);
  if (pages.size >= LIST_CACHE_MAX) pages.clear();
  const entry: PageEntry = { at: Date.now(), value, settled: false, refreshing: false };
  pages.set(key, entry);
  value.then(
    () => {
      entry.settled = true;
    },
    () => {
      if (pages.get(key) === entry) pages.delete(key);
    },
  );
  return value;
}

async function readBridges({ db, log, input }: ListArgs): Promise<Paged<BridgeItem>> {
  const p = input.q ? likePattern(input.q) : null;
  const where = p ? or(ilike(t.nama, p), ilike(t.lokasi, p)) : undefined;
  try {
    const [rows, total] = await Promise.all([
      db.select().from(t).where(where).orderBy(...NEWEST_FIRST).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
      countMatches(db, input.q, where),
    ]);
    return { items: rows.map(toBridgeItem), total, page: input.page, pageSize: input.pageSize };
  } catch (err) {
    // Spec §8: a database without the bridges table shows an empty list, with a warning in the log.
    if (!isMissingTable(err)) throw err;
    log.warn({ err }, 'bridges table is missing (42P01); answering with an empty list');
    return { items: [], total: 0, page: input.page, pageSize: input.pageSize };
  }
}
