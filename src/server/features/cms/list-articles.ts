import { desc, eq, ilike } from 'drizzle-orm';
import { likePattern, type Paged, type PageQuery } from '../../../shared/admin-schemas.ts';
import type { AdminArticleListItem } from '../../../shared/cms-schemas.ts';
import type { ArticleStatus } from '../../../shared/constants.ts';
import { assertCan, type Actor } from '../../context.ts';
import { countUpTo, countWindow, ONE, pagerTotal } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
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

/** Spec §7: every article (drafts too) with its author's name, newest first. */
export async function listArticles({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: PageQuery & { q: string };
}): Promise<Paged<AdminArticleListItem>> {
  assertCan(actor, 'cms.manage');
  // The title's trigram index serves the search (migration 0044); the total is a capped count (docs/decisions/036).
  const where = input.q ? ilike(articles.title, likePattern(input.q)) : undefined;
  const upTo = countWindow(input.page, input.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select(articleListColumns)
      .from(articles)
      .leftJoin(profiles, eq(profiles.id, articles.authorId))
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    countUpTo(db, db.select(ONE).from(articles).where(where).$dynamic(), upTo),
  ]);
  return { items: rows.map(toListItem), ...pagerTotal(counted, upTo), page: input.page, pageSize: input.pageSize };
}
