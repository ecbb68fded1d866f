import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AdminArticle } from '../../../shared/cms-schemas.ts';
import { ADMIN } from '../../../shared/strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { articles, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizeArticleHtml } from '../news/sanitize-article-html.ts';
import { articleListColumns, toListItem } from './list-articles.ts';

export async function readArticle(db: Db | Tx, id: string): Promise<AdminArticle> {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
  const [row] = await db
    .select({ ...articleListColumns, content: articles.content, excerpt: articles.excerpt })
    .from(articles)
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .where(eq(articles.id, id));
  if (!row) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
  const { content, excerpt, ...rest } = row;
  // Sanitised on read as well, so rows saved under an older rule are safe in the editor too.
  return { ...toListItem(rest), content: sanitizeArticleHtml(content), excerpt };
}

export async function getArticle({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<AdminArticle> {
  assertCan(actor, 'cms.manage');
  return readArticle(db, id);
}
