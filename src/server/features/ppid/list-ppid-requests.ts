import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants.ts';
import { assertCan, type Actor } from '../../context.ts';
import { LRUCache } from 'lru-cache';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import { listPagesKept } from '../../db/json-page.ts';
import type { Db } from '../../db/client.ts';
import { ppidObjections, ppidRequests } from '../../db/schema.ts';
import { endOfWeek } from '../../requests/service-clock.ts';
import { toAdminItem, todayWita } from './request-rows.ts';

const PAGE_SIZE = 20;
const todaySql = sql`(now() at time zone 'Asia/Makassar')::date`;

type ListInput = { page: number; q?: string | undefined; status?: RequestStatus | 'terlambat' | 'minggu-ini' | undefined };
type PpidPage = Awaited<ReturnType<typeof readPage>>;

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
export async function listPpidRequests({ db, actor, input, version }: { db: Db; actor: Actor; input: ListInput; version?: number | undefined }) {
  assertCan(actor, 'ppid.manage');
  if (version === undefined || !listPagesKept()) return readPage(db, input);
  const key = JSON.stringify([input.q ?? '', input.status ?? '', input.page, version]);
  // forceFetch: fetch() typed as never resolving undefined (the fetchMethod always answers).
  return keptFor(db).forceFetch(key, { context: { db, input } });
}

async function readPage(db: Db, input: ListInput) {
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
  // The total is a capped count (docs/decisions/036): "1–20 dari lebih dari 1.000" on a broad search.
  const upTo = countWindow(input.page, PAGE_SIZE);
  const [rows, counted] = await Promise.all([
    db
      .select({ r: ppidRequests, o: ppidObjections })
      .from(ppidRequests)
      .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
      .where(where)
      // Newest first; the id only orders requests made in the same microsecond (ppid_requests_newest_idx).
      .orderBy(desc(ppidRequests.createdAt), desc(ppidRequests.id))
      .limit(PAGE_SIZE)
      .offset((input.page - 1) * PAGE_SIZE),
    countUpTo(db, db.select(ONE).from(ppidRequests).where(where).$dynamic(), upTo),
  ]);
  const today = todayWita();
  return { items: rows.map(({ r, o }) => toAdminItem(r, o, today)), ...pagerTotal(counted, upTo), page: input.page, pageSize: PAGE_SIZE };
}
