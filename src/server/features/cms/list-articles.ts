import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { likePattern, type PageQuery } from '../../../shared/admin-schemas.ts';
import type { AdminArticleListItem } from '../../../shared/cms-schemas.ts';
import type { ArticleStatus } from '../../../shared/constants.ts';
import { assertCan, type Actor } from '../../context.ts';
import { countWindow, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import { isoTimeSql, jsonColumns, listPagesKept, pageBody, pageWindow, statement, type JsonBody } from '../../db/json-page.ts';
import { articles, profiles } from '../../db/schema.ts';

export const articleListColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  status: articles.status,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  authorName: profiles.fullName,
};

type ListRow = {
  id: string;
  title: string;
  slug: string;
  status: ArticleStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
};

export const toListItem = (r: ListRow): AdminArticleListItem => ({
  ...r,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** An article as the list's item (toListItem's), made by PostgreSQL (docs/decisions/041). */
const ITEM = jsonColumns({
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  status: articles.status,
  publishedAt: sql`CASE WHEN ${articles.publishedAt} IS NULL THEN NULL ELSE ${isoTimeSql(articles.publishedAt)} END`,
  createdAt: isoTimeSql(articles.createdAt),
  updatedAt: isoTimeSql(articles.updatedAt),
  authorName: profiles.fullName,
} satisfies Record<keyof AdminArticleListItem, unknown>);

type ListInput = PageQuery & { q: string };
type ListArgs = { db: Db; actor: Actor; input: ListInput; version?: number | undefined };

// Pages and their capped totals kept while the data version the request saw stands (docs/decisions/041;
// migration 0046 adds articles to the watched tables, profiles were already): a page read under a
// version is the page for every request that saw it. Read live (the bench), only the total is kept.
const KEEP_MS = 60_000;
type Kept = { pages: LRUCache<string, Promise<JsonBody>>; counts: LRUCache<string, number> };
const kept = new WeakMap<Db, Kept>();
function keptFor(db: Db): Kept {
  let cache = kept.get(db);
  if (!cache) {
    cache = { pages: new LRUCache({ max: 500, ttl: KEEP_MS }), counts: new LRUCache({ max: 1000, ttl: KEEP_MS }) };
    kept.set(db, cache);
  }
  return cache;
}

/**
 * Spec §7: every article (drafts too) with its author's name, newest first, as the JSON body the API
 * sends: `{ items, total, more?, page, pageSize }`, in one statement. The title's trigram index serves
 * the search (migration 0044); the total is a capped count (docs/decisions/036).
 */
export function listArticlesJson({ db, actor, input, version }: ListArgs): Promise<JsonBody> {
  assertCan(actor, 'cms.manage');
  if (version === undefined || !listPagesKept()) return readPage(db, input, version);
  const key = JSON.stringify([input.q.toLowerCase(), input.page, input.pageSize, version]);
  const { pages } = keptFor(db);
  const hit = pages.get(key);
  if (hit) return hit;
  const page = readPage(db, input, version);
  pages.set(key, page);
  // A failed read is not kept.
  page.catch(() => pages.get(key) === page && pages.delete(key));
  return page;
}

const utf8 = new TextEncoder();

async function readPage(db: Db, input: ListInput, version: number | undefined): Promise<JsonBody> {
  const where: SQL = input.q ? sql`${articles.title} ILIKE ${likePattern(input.q)}` : sql`true`;
  const upTo = countWindow(input.page, input.pageSize);
  const { counts } = keptFor(db);
  const countKey = version === undefined ? undefined : JSON.stringify([input.q.toLowerCase(), upTo, version]);
  const known = countKey === undefined ? undefined : counts.get(countKey);
  const count =
    known === undefined
      ? sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${articles} WHERE ${where} LIMIT ${sql.raw(String(upTo + 1))}) m)`
      : sql`NULL::int`;
  // Planned with its word on each read when it searches (as the other lists' searches: db/keyset.ts).
  const { rows } = await statement<{ items: string; counted: number | null }>(
    db,
    Boolean(input.q),
    sql`SELECT coalesce(json_agg(p.item), '[]')::text AS items, ${count} AS counted
      FROM (SELECT (SELECT row_to_json(x) FROM (SELECT ${ITEM}) x) AS item
            FROM ${articles} LEFT JOIN ${profiles} ON ${profiles.id} = ${articles.authorId}
            WHERE ${where} ORDER BY ${articles.createdAt} DESC, ${articles.id} DESC ${pageWindow(input.page, input.pageSize)}) p`,
  );
  const counted = known ?? rows[0]!.counted ?? 0;
  if (countKey !== undefined && known === undefined) counts.set(countKey, counted);
  return utf8.encode(pageBody(rows[0]!.items, { ...pagerTotal(counted, upTo), page: input.page, pageSize: input.pageSize }));
}
