import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import { ARTICLE_SLUG_LOCK } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { articles, articleSlugs } from '../../db/schema.ts';
import { slugify } from '../../content/slugify.ts';

/**
 * The title's slug, or the first free "-2", "-3", … after it. Saves that pick slugs are
 * serialised by a transaction-scoped advisory lock, so two articles with one title cannot race
 * to the same slug.
 */
export async function uniqueSlug(tx: Tx, title: string, excludeId?: string): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ARTICLE_SLUG_LOCK})`);
  const base = slugify(title);
  const rows = await tx
    .select({ slug: articles.slug })
    .from(articles)
    .where(and(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)), excludeId ? ne(articles.id, excludeId) : undefined));
  // An address another article had before still redirects to it, so it is not free either.
  const old = await tx
    .select({ slug: articleSlugs.slug })
    .from(articleSlugs)
    .where(
      and(
        or(eq(articleSlugs.slug, base), like(articleSlugs.slug, `${base}-%`)),
        excludeId ? ne(articleSlugs.articleId, excludeId) : undefined,
      ),
    );
  const taken = new Set([...rows, ...old].map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether an address belongs to another article, now or as an earlier address of it. */
export async function slugTaken(tx: Tx, slug: string, excludeId?: string): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ARTICLE_SLUG_LOCK})`);
  const [now] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), excludeId ? ne(articles.id, excludeId) : undefined));
  const [before] = await tx
    .select({ id: articleSlugs.articleId })
    .from(articleSlugs)
    .where(and(eq(articleSlugs.slug, slug), excludeId ? ne(articleSlugs.articleId, excludeId) : undefined));
  return Boolean(now ?? before);
}
