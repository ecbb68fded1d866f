import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AdminArticle } from '../../../shared/cms-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { articles, images, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html.ts';
import { articleListColumns, toListItem } from './list-articles.ts';

export async function readArticle(db: Db | Tx, id: string): Promise<AdminArticle> {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
  const [row] = await db
    .select({
      ...articleListColumns,
      content: articles.content,
      excerpt: articles.excerpt,
      coverAlt: articles.coverAlt,
      byline: articles.authorName,
      scheduledAt: articles.scheduledAt,
      coverId: images.id,
      coverWidth: images.width,
      coverHeight: images.height,
    })
    .from(articles)
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .leftJoin(images, eq(images.id, articles.coverImageId))
    .where(eq(articles.id, id));
  if (!row) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
  const { content, excerpt, coverAlt, byline, scheduledAt, coverId, coverWidth, coverHeight, ...rest } = row;
  return {
    ...toListItem(rest),
    // Sanitised on read as well, so rows saved under an older rule are safe in the editor too.
    content: sanitizeArticleHtml(content),
    excerpt,
    cover: coverId && coverWidth && coverHeight ? { id: coverId, width: coverWidth, height: coverHeight } : null,
    coverAlt,
    byline,
    scheduledAt: scheduledAt?.toISOString() ?? null,
  };
}

export async function getArticle({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<AdminArticle> {
  assertCan(actor, 'cms.manage');
  return readArticle(db, id);
}
