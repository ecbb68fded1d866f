import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { articles, auditLog } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

export async function deleteArticle({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<{ id: string }> {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(articles)
      .where(eq(articles.id, id))
      .returning({ id: articles.id, title: articles.title, slug: articles.slug });
    if (!row) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: 'article.delete', target: row.id, details: { title: row.title, slug: row.slug } });
    return { id: row.id };
  });
}
