import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { KeysetPaged } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import { encodeCursor, type Cursor } from '../../../shared/keyset.ts';
import type { PpidAdminItem } from '../../../shared/ppid.ts';
import { assertCan, type Actor } from '../../context.ts';
import { LRUCache } from 'lru-cache';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import { listPagesKept } from '../../db/json-page.ts';
import { cursorFor, keysetAfter, keysetOrderBy, keysetValuesSql, type KeysetKey, type KeysetOrder } from '../../db/keyset.ts';
import type { Db } from '../../db/client.ts';
import { ppidObjections, ppidRequests } from '../../db/schema.ts';
import { endOfWeek } from '../../requests/service-clock.ts';
import { toAdminItem, todayWita } from './request-rows.ts';

const PAGE_SIZE = 20;
const todaySql = sql`(now() at time zone 'Asia/Makassar')::date`;

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
    { expr: ppidRequests.createdAt, dir: 'desc', type: 'timestamptz' },
    { expr: ppidRequests.id, dir: 'desc', type: 'uuid' },
  ],
};
/** Oldest first: the rows before a cursor ("Sebelumnya"), read from it backwards and then turned round. */
const OLDEST: KeysetKey[] = NEWEST.keys.map((k) => ({ ...k, dir: 'asc' }));
type PpidPage = KeysetPaged<PpidAdminItem>;

// Pages kept while the data version the request saw stands (docs/decisions/041; migration 0044 adds
// ppid_requests and ppid_objections to the watched tables): a page read under a version is the page
// for every request that saw that version. KEEP_MS bounds what turns with the clock alone (the days
// left, "terlambat" and "minggu ini" turn at midnight WITA) and the memory.
const KEEP_MS = 60_000;
const kept = new WeakMap<Db, LRUCache<string, PpidPage, { db: Db; input: ListInput }>>();
function keptFor(db: Db) {
  let cache = kept.get(db);
  if (!cache) {
    cache = new LRUCache<string, PpidPage, { db: Db; input: ListInput }>({
      max: 200,
      ttl: KEEP_MS,
      fetchMethod: (_key, _stale, { context }) => readPage(context.db, context.input),
    });
    kept.set(db, cache);
  }
  return cache;
}

/**
 * The PPID officer's list: newest first, with the clock; "terlambat" lists the late ones. With the
 * data version the request saw, a page read under that version is served again.
 */
export async function listPpidRequests({
  db,
  actor,
  input,
  version,
}: {
  db: Db;
  actor: Actor;
  input: ListInput;
  version?: number | undefined;
}) {
  assertCan(actor, 'ppid.manage');
  if (version === undefined || !listPagesKept()) return readPage(db, input);
  const cursor = cursorFor(NEWEST, input.cursor);
  const key = JSON.stringify([input.q ?? '', input.status ?? '', cursor ? encodeCursor(cursor) : '', version]);
  // forceFetch: fetch() typed as never resolving undefined (the fetchMethod always answers).
  return keptFor(db).forceFetch(key, { context: { db, input } });
}

async function readPage(db: Db, input: ListInput): Promise<KeysetPaged<PpidAdminItem>> {
  const filters: SQL[] = [];
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(ppidRequests.trackingCode, like), ilike(ppidRequests.name, like), ilike(ppidRequests.information, like))!);
  }
  if (input.status === 'terlambat') {
    filters.push(sql`(case when ${ppidRequests.answeredAt} is null then ${ppidRequests.dueOn} < ${todaySql}
      else (${ppidRequests.answeredAt} at time zone 'Asia/Makassar')::date > ${ppidRequests.dueOn} end)`);
  } else if (input.status === 'minggu-ini') {
    // The dashboard queue's "Jatuh tempo minggu ini" (issue 38 item 4): unanswered, due today to Sunday.
    const today = todayWita();
    filters.push(sql`(${ppidRequests.answeredAt} is null and ${ppidRequests.status} in ('Diajukan', 'Diproses')
      and ${ppidRequests.dueOn} >= ${today}::date and ${ppidRequests.dueOn} <= ${endOfWeek(today)}::date)`);
  } else if (input.status) filters.push(eq(ppidRequests.status, input.status));
  const where = filters.length ? and(...filters) : undefined;
  const cursor = cursorFor(NEWEST, input.cursor);
  const backwards = cursor?.direction === 'before';
  const keys = backwards ? OLDEST : NEWEST.keys;
  const page = cursor?.page ?? 1;
  // The total is a capped count (docs/decisions/036): "1–20 dari lebih dari 1.000" on a broad search.
  const upTo = countWindow(page, PAGE_SIZE);
  const [rows, counted] = await Promise.all([
    // One row more than the page, to know whether there is one beyond it; the keys of each row, exact
    // (a timestamp's microseconds), for the cursors beside the page.
    db
      .select({ r: ppidRequests, o: ppidObjections, k: sql<(string | null)[]>`${keysetValuesSql(NEWEST.keys)}` })
      .from(ppidRequests)
      .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
      .where(and(where, cursor ? keysetAfter(keys, cursor.keys) : undefined))
      .orderBy(keysetOrderBy(keys))
      .limit(PAGE_SIZE + 1),
    countUpTo(db, db.select(ONE).from(ppidRequests).where(where).$dynamic(), upTo),
  ]);
  // Reading back to the start found less than a page (requests were deleted meanwhile): the first page.
  if (backwards && rows.length < PAGE_SIZE) return readPage(db, { ...input, cursor: undefined });
  const beyond = rows.length > PAGE_SIZE;
  const shown = rows.slice(0, PAGE_SIZE);
  if (backwards) shown.reverse();
  const shownPage = backwards ? (beyond ? Math.max(2, page) : 1) : page;
  const edge = (direction: Cursor['direction'], row: (typeof rows)[number] | undefined, to: number) =>
    encodeCursor({ sort: NEWEST.name, direction, page: Math.max(1, to), keys: row?.k ?? cursor?.keys ?? [] });
  const next = (backwards || beyond) && (shown.length || cursor) ? edge('after', shown.at(-1), shownPage + 1) : null;
  const prev = (backwards ? beyond : cursor !== undefined) && (shown.length || cursor) ? edge('before', shown[0], shownPage - 1) : null;
  const today = todayWita();
  // The last page (nothing after it) gives its exact total itself.
  const total = next === null ? { total: (shownPage - 1) * PAGE_SIZE + shown.length } : pagerTotal(counted, upTo);
  return { items: shown.map(({ r, o }) => toAdminItem(r, o, today)), ...total, page: shownPage, pageSize: PAGE_SIZE, next, prev };
}
