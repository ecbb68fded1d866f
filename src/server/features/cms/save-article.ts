import { eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AdminArticle, ArticleData } from '../../../shared/cms-schemas.ts';
import { ADMIN } from '../../../shared/strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizeArticleHtml } from '../news/sanitize-article-html.ts';
import { readArticle } from './get-article.ts';
import { uniqueSlug } from './article-slug.ts';

// Spec §4 / DECISIONS.md rule 15: on every save published_at is now while published, else null.
const publishedAtFor = (status: ArticleData['status']) => (status === 'published' ? sql`now()` : null);

/** Spec §7: insert title, content, status, author_id (the signed-in user), published_at. */
export async function createArticle({ db, actor, input }: { db: Db; actor: Actor; input: ArticleData }): Promise<AdminArticle> {
  assertCan(actor, 'cms.manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({
        title: input.title,
        slug: await uniqueSlug(tx, input.title),
        excerpt: input.excerpt,
        content: sanitizeArticleHtml(input.content),
        status: input.status,
        authorId: actor.id,
        publishedAt: publishedAtFor(input.status),
      })
      .returning({ id: articles.id });
    return readArticle(tx, row!.id);
  });
}

/**
 * Spec §7: update the row with the same fields. The slug follows a changed title only while the
 * article has never been public, so links already shared keep working.
 */
export async function updateArticle({
  db,
  actor,
  id,
  input,
}: {
  db: Db;
  actor: Actor;
  id: string;
  input: ArticleData;
}): Promise<AdminArticle> {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
    if (input.expectedUpdatedAt && new Date(input.expectedUpdatedAt).getTime() !== current.updatedAt.getTime()) {
      throw new AppError('CONFLICT', ADMIN.cms.editConflict);
    }
    const slug = current.status === 'draft' && current.title !== input.title ? await uniqueSlug(tx, input.title, id) : current.slug;
    await tx
      .update(articles)
      .set({
        title: input.title,
        slug,
        excerpt: input.excerpt,
        content: sanitizeArticleHtml(input.content),
        status: input.status,
        authorId: actor.id,
        publishedAt: publishedAtFor(input.status),
        updatedAt: sql`now()`,
      })
      .where(eq(articles.id, id));
    return readArticle(tx, id);
  });
}
