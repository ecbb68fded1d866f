import { count, desc, eq, ilike } from 'drizzle-orm';
import { likePattern, type Paged, type PageQuery } from '../../../shared/admin-schemas.ts';
import type { AdminArticleListItem } from '../../../shared/cms-schemas.ts';
import type { ArticleStatus } from '../../../shared/constants.ts';
import { assertCan, type Actor } from '../../context.ts';
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
  const where = input.q ? ilike(articles.title, likePattern(input.q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(articleListColumns)
      .from(articles)
      .leftJoin(profiles, eq(profiles.id, articles.authorId))
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { items: rows.map(toListItem), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
