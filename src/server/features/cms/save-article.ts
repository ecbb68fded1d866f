import { and, eq, inArray, sql } from 'drizzle-orm';
import { ARTICLE } from '../../../shared/article-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AdminArticle, ArticleData } from '../../../shared/cms-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { articleRevisions, articles, articleSlugs, images } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { cleanArticleBody } from '../../content/clean-article-body.ts';
import { readArticle } from './get-article.ts';
import { slugTaken, uniqueSlug } from './article-slug.ts';
import { schedulePublication } from './publish-scheduled.ts';

/**
 * When the article is public from: the chosen time for scheduled, none for a draft or a withdrawn one;
 * for published, now when it becomes public, and otherwise the date it already has (issue 38, which
 * replaces the spec's "now on every save" of DECISIONS.md rule 15: adding a cover moved an October
 * article to the top of /berita). Only "Terbitkan ulang" (`republish`) sets a published article's date to now.
 */
function publishedAtFor(input: ArticleData, current?: { publishedAt: Date | null }) {
  if (input.status === 'published') {
    const since = current?.publishedAt;
    return since && since.getTime() <= Date.now() && !input.republish ? since : sql`now()`;
  }
  if (input.status === 'scheduled') return new Date(input.scheduledAt!);
  return null;
}

async function checkInput(tx: Tx, input: ArticleData) {
  if (input.status === 'scheduled' && new Date(input.scheduledAt!).getTime() <= Date.now()) {
    throw new AppError('VALIDATION', ARTICLE.scheduledPast, { fields: { scheduledAt: ARTICLE.scheduledPast } });
  }
  if (input.coverImageId) {
    const [cover] = await tx.select({ id: images.id }).from(images).where(eq(images.id, input.coverImageId));
    if (!cover) throw new AppError('VALIDATION', ARTICLE.coverMissing, { fields: { coverImageId: ARTICLE.coverMissing } });
  }
}

/** Every save is kept (issue 14): what the article said, who saved it, when. */
async function keepRevision(tx: Tx, id: string, actorId: string) {
  await tx.execute(sql`
    INSERT INTO ${articleRevisions} (article_id, title, slug, excerpt, content, cover_image_id, cover_alt, author_name, status, scheduled_at, saved_by, saved_at)
    SELECT id, title, slug, excerpt, content, cover_image_id, cover_alt, author_name, status, scheduled_at, ${actorId}, clock_timestamp()
    FROM ${articles} WHERE id = ${id}`);
}

const fields = async (tx: Tx, input: ArticleData, current?: { publishedAt: Date | null }) => ({
  title: input.title,
  excerpt: input.excerpt,
  content: await cleanArticleBody(tx, input.content),
  status: input.status,
  coverImageId: input.coverImageId,
  coverAlt: input.coverImageId ? input.coverAlt : null,
  authorName: input.authorName,
  scheduledAt: input.status === 'scheduled' ? new Date(input.scheduledAt!) : null,
  publishedAt: publishedAtFor(input, current),
});

/** Spec §7: insert title, content, status, author_id (the signed-in user), published_at; and the first revision. */
export async function createArticle({ db, actor, input }: { db: Db; actor: Actor; input: ArticleData }): Promise<AdminArticle> {
  assertCan(actor, 'cms.manage');
  return db.transaction(async (tx) => {
    await checkInput(tx, input);
    const slug = input.slug ? await chosenSlug(tx, input.slug) : await uniqueSlug(tx, input.title);
    const [row] = await tx
      .insert(articles)
      .values({ ...(await fields(tx, input)), slug, authorId: actor.id })
      .returning({ id: articles.id });
    await keepRevision(tx, row!.id, actor.id);
    if (input.status === 'scheduled') await schedulePublication(tx, row!.id, input.scheduledAt!);
    return readArticle(tx, row!.id);
  });
}

/** An address the editor typed: free, or taken by another article (refused). */
async function chosenSlug(tx: Tx, slug: string, id?: string): Promise<string> {
  if (await slugTaken(tx, slug, id)) throw new AppError('CONFLICT', ARTICLE.slugTaken, { fields: { slug: ARTICLE.slugTaken } });
  return slug;
}

/**
 * Spec §7: update the row with the same fields. The address follows a changed title only while the
 * article has never been public; afterwards it changes only when the editor changes it, and the old
 * address keeps answering with a 301 to the new one, so links already shared keep working.
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
    await checkInput(tx, input);
    const neverPublic = current.status === 'draft' && current.publishedAt === null && !(await hadAddress(tx, id));
    const slug =
      input.slug && input.slug !== current.slug
        ? await chosenSlug(tx, input.slug, id)
        : neverPublic && current.title !== input.title
          ? await uniqueSlug(tx, input.title, id)
          : current.slug;
    if (slug !== current.slug) {
      // The old address redirects here; the new one is no longer an "old" one.
      await tx.delete(articleSlugs).where(and(eq(articleSlugs.slug, slug), eq(articleSlugs.articleId, id)));
      if (!neverPublic) await tx.insert(articleSlugs).values({ slug: current.slug, articleId: id }).onConflictDoNothing();
    }
    await tx
      .update(articles)
      .set({ ...(await fields(tx, input, current)), slug, authorId: actor.id, updatedAt: sql`now()` })
      .where(eq(articles.id, id));
    await keepRevision(tx, id, actor.id);
    if (input.status === 'scheduled') await schedulePublication(tx, id, input.scheduledAt!);
    return readArticle(tx, id);
  });
}

/** Whether the article was ever published: some revision of it was public. */
async function hadAddress(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, id), inArray(articleRevisions.status, ['published', 'scheduled', 'unpublished'])));
  return (row?.n ?? 0) > 0;
}
