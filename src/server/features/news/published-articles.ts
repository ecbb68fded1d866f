import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { PageQuery } from '../../../shared/admin-schemas.ts';
import { EXCERPT_MAX_CHARS, type NewsArticle, type NewsItem, type NewsPage } from '../../../shared/news-schemas.ts';
import { SITE } from '../../../shared/strings.ts';
import { keepFor } from '../../cache/changes.ts';
import type { Db } from '../../db/client.ts';
import { listPagesKept, pageWindow, statement } from '../../db/json-page.ts';
import { articles, articleSlugs, images, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html.ts';

// Everyone may read published articles (ARCHITECTURE.md §5, first row), so no capability check.
// A scheduled article counts from its time on, whether or not the job that publishes it has run.
const published = or(
  and(eq(articles.status, 'published'), isNotNull(articles.publishedAt)),
  and(eq(articles.status, 'scheduled'), lte(articles.scheduledAt, sql`now()`)),
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The excerpt as written, or the start of the text when the author left it empty. */
function excerptOf(excerpt: string | null, html: string): string {
  if (excerpt?.trim()) return excerpt.trim();
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_MAX_CHARS) return text;
  const cut = text.slice(0, EXCERPT_MAX_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_MAX_CHARS * 0.6)).trimEnd()}…`;
}

const listColumns = {
  title: articles.title,
  slug: articles.slug,
  excerpt: articles.excerpt,
  coverImageUrl: articles.coverImageUrl,
  coverId: images.id,
  coverWidth: images.width,
  coverHeight: images.height,
  coverAlt: articles.coverAlt,
  byline: sql<string | null>`coalesce(nullif(${articles.authorName}, ''), nullif(${profiles.fullName}, ''))`,
  publishedAt: articles.publishedAt,
  // Enough of the body for a fallback excerpt, without reading whole articles for a list.
  lead: sql<string>`left(${articles.content}, 2000)`,
};

type Row = {
  title: string;
  slug: string;
  excerpt: string | null;
  coverImageUrl: string | null;
  coverId: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string | null;
  byline: string | null;
  publishedAt: Date | null;
};

const toItem = (r: Row, html: string): NewsItem => ({
  title: r.title,
  slug: r.slug,
  excerpt: excerptOf(r.excerpt, html),
  coverImageUrl: r.coverImageUrl,
  cover:
    r.coverId && r.coverWidth && r.coverHeight
      ? { id: r.coverId, width: r.coverWidth, height: r.coverHeight, alt: r.coverAlt ?? '' }
      : null,
  byline: r.byline,
  publishedAt: r.publishedAt!.toISOString(),
});

// The news list (issue 41): a page is one statement PostgreSQL plans once per connection (json-page.ts),
// and the total with it another, both kept until a write to the articles, their covers or a byline's
// name is announced (cache/changes.ts, migration 0046), and at most KEEP_MS. A scheduled article
// counts from its time on, before the job publishes it (which is a write): nothing is kept past the
// next such time.
const KEEP_MS = 60_000;
type Kept<T> = { value: Promise<T>; until: number };
const kept = new WeakMap<Db, LRUCache<string, Kept<unknown>>>();

/** `read`'s value under `key` until it is announced out of date, KEEP_MS pass, or the time it gives (`until`) comes. */
function keep<T>(db: Db, key: string, read: () => Promise<{ value: T; until: number }>): Promise<T> {
  let cache = kept.get(db);
  if (!cache) {
    const made = (cache = new LRUCache<string, Kept<unknown>>({ max: 200, ttl: KEEP_MS }));
    kept.set(db, made);
    keepFor(db, 'news', () => made.clear());
  }
  const now = Date.now();
  const hit = cache.get(key) as Kept<T> | undefined;
  if (hit && hit.until > now) return hit.value;
  const held = cache;
  const entry = { until: now + KEEP_MS } as Kept<T>;
  entry.value = read().then(
    ({ value, until }) => {
      entry.until = Math.min(entry.until, until);
      return value;
    },
    (error: unknown) => {
      // A failed read is not kept.
      if (held.get(key) === entry) held.delete(key);
      throw error;
    },
  );
  held.set(key, entry);
  return entry.value;
}

const newestFirst = sql`${articles.publishedAt} DESC, ${articles.createdAt} DESC, ${articles.id} DESC`;
const listFrom = sql`${articles} LEFT JOIN ${images} ON ${images.id} = ${articles.coverImageId}
  LEFT JOIN ${profiles} ON ${profiles.id} = ${articles.authorId}`;
const listSelect = sql.join(
  Object.entries(listColumns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
  sql`, `,
);

/** How many articles are public, and when (ms) the next scheduled one becomes public (Infinity: none is scheduled). */
async function readPublished(db: Db): Promise<{ value: { total: number; next: number }; until: number }> {
  const { rows } = await statement<{ total: number; next: number | null }>(
    db,
    false,
    sql`SELECT (SELECT count(*)::int FROM ${articles} WHERE ${published}) AS total,
      (SELECT (extract(epoch FROM min(${articles.scheduledAt})) * 1000)::float8 FROM ${articles}
        WHERE ${articles.scheduledAt} > now() AND ${articles.status} = 'scheduled') AS next`,
  );
  const next = rows[0]!.next ?? Infinity;
  return { value: { total: rows[0]!.total, next }, until: next };
}

async function readItems(db: Db, input: PageQuery): Promise<NewsItem[]> {
  const { rows } = await statement<Row & { lead: string }>(
    db,
    false,
    sql`SELECT ${listSelect} FROM ${listFrom} WHERE ${published} ORDER BY ${newestFirst} ${pageWindow(input.page, input.pageSize)}`,
  );
  return rows.map((r) => toItem(r, r.lead));
}

/**
 * DECISIONS.md rule 16: published articles, newest first. The total is kept as above; so is the page,
 * unless the bench measures it read live (json-page.ts: setListPagesKept).
 */
export async function listPublishedArticles({ db, input }: { db: Db; input: PageQuery }): Promise<NewsPage> {
  const { total, next } = await keep(db, 'published', () => readPublished(db));
  const items = listPagesKept()
    ? await keep(db, `page:${input.page}:${input.pageSize}`, async () => ({ value: await readItems(db, input), until: next }))
    : await readItems(db, input);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** One published article by slug, or null; drafts do not exist for the public. */
export async function findPublishedArticle(db: Db, slug: string): Promise<NewsArticle | null> {
  if (slug.length > 300) return null;
  const [row] = await db
    .select({ ...listColumns, content: articles.content })
    .from(articles)
    .leftJoin(images, eq(images.id, articles.coverImageId))
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .where(and(published, eq(articles.slug, slug)))
    .limit(1);
  if (!row) return null;
  // Sanitised on read too (DECISIONS.md rule 15), so a row saved under an older rule is safe.
  const content = sanitizeArticleHtml(row.content);
  return { ...toItem(row, content), content };
}

export async function getPublishedArticle({ db, slug }: { db: Db; slug: string }): Promise<NewsArticle> {
  const article = await findPublishedArticle(db, slug);
  if (!article) throw new AppError('NOT_FOUND', SITE.news.notFound);
  return article;
}

/** An earlier address of a published article: where it lives now (the page and the API answer 301). */
export async function findArticleRedirect(db: Db, slug: string): Promise<string | null> {
  if (slug.length > 300) return null;
  const [row] = await db
    .select({ slug: articles.slug })
    .from(articleSlugs)
    .innerJoin(articles, eq(articles.id, articleSlugs.articleId))
    .where(and(eq(articleSlugs.slug, slug), published));
  return row?.slug ?? null;
}
