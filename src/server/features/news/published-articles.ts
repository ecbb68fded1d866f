import { and, count, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../shared/admin-schemas.ts';
import { EXCERPT_MAX_CHARS, type NewsArticle, type NewsItem, type NewsPage } from '../../../shared/news-schemas.ts';
import { SITE } from '../../../shared/strings.ts';
import type { Db } from '../../db/client.ts';
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

/** DECISIONS.md rule 16: published articles, newest first. */
export async function listPublishedArticles({ db, input }: { db: Db; input: PageQuery }): Promise<NewsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .leftJoin(images, eq(images.id, articles.coverImageId))
      .leftJoin(profiles, eq(profiles.id, articles.authorId))
      .where(published)
      .orderBy(desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(articles).where(published),
  ]);
  return { items: rows.map((r) => toItem(r, r.lead)), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
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
