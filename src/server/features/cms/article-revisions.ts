import { and, desc, eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ARTICLE } from '../../../shared/article-strings.ts';
import type { AdminArticle, ArticleRevision, ArticleRevisionItem, RevisionComparison } from '../../../shared/cms-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { articleRevisions, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html.ts';
import { readArticle } from './get-article.ts';
import { updateArticle } from './save-article.ts';

const REVISIONS_SHOWN = 100;

const itemColumns = {
  id: articleRevisions.id,
  savedAt: articleRevisions.savedAt,
  savedBy: profiles.fullName,
  title: articleRevisions.title,
  status: articleRevisions.status,
};

/** An article's saves, newest first (the last hundred). */
export async function listRevisions({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<ArticleRevisionItem[]> {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.cms.notFound);
  const rows = await db
    .select(itemColumns)
    .from(articleRevisions)
    .leftJoin(profiles, eq(profiles.id, articleRevisions.savedBy))
    .where(eq(articleRevisions.articleId, id))
    .orderBy(desc(articleRevisions.savedAt))
    .limit(REVISIONS_SHOWN);
  return rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString(), savedBy: r.savedBy || null }));
}

async function readRevision(db: Db, id: string, revisionId: string) {
  if (!UUID_PATTERN.test(id) || !UUID_PATTERN.test(revisionId)) throw new AppError('NOT_FOUND', ARTICLE.revisionNotFound);
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, id)));
  if (!row) throw new AppError('NOT_FOUND', ARTICLE.revisionNotFound);
  return row;
}

// ── comparing two revisions ─────────────────────────────────────────────────────────────────

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The body as the reader reads it: one entry per paragraph, heading or list item. */
function blocksOf(html: string): string[] {
  return sanitizeArticleHtml(html)
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/g, '[gambar: $1]')
    .split(/<\/(?:p|h1|h2|h3|li|blockquote|pre|figcaption)>|<br\s*\/?>/)
    .map((b) =>
      b
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

type Change = { type: 'same' | 'added' | 'removed'; text: string };

/** Longest common subsequence of two lists of blocks: what stayed, what went, what came. */
function diffBlocks(before: string[], after: string[]): Change[] {
  const n = before.length;
  const m = after.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Change[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push({ type: 'same', text: before[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ type: 'removed', text: before[i++]! });
    else out.push({ type: 'added', text: after[j++]! });
  }
  while (i < n) out.push({ type: 'removed', text: before[i++]! });
  while (j < m) out.push({ type: 'added', text: after[j++]! });
  return out;
}

/** Two revisions side by side: title, summary, status and body, each as kept, removed and added. */
export async function compareRevisions({
  db,
  actor,
  id,
  from,
  to,
}: {
  db: Db;
  actor: Actor;
  id: string;
  from: string;
  to: string;
}): Promise<RevisionComparison> {
  assertCan(actor, 'cms.manage');
  const [a, b] = await Promise.all([readRevision(db, id, from), readRevision(db, id, to)]);
  const one = (x: string | null) => (x ? [x] : []);
  return {
    from: a.savedAt.toISOString(),
    to: b.savedAt.toISOString(),
    fields: [
      { field: 'title', changes: diffBlocks([a.title], [b.title]) },
      { field: 'excerpt', changes: diffBlocks(one(a.excerpt), one(b.excerpt)) },
      { field: 'status', changes: diffBlocks([ARTICLE.statuses[a.status]], [ARTICLE.statuses[b.status]]) },
      { field: 'content', changes: diffBlocks(blocksOf(a.content), blocksOf(b.content)) },
    ],
  };
}

/** One revision of one article, asked for by someone. */
type RevisionCall = { db: Db; actor: Actor; id: string; revisionId: string };

/** One revision whole, for reading it before restoring. */
export async function getRevision({ db, actor, id, revisionId }: RevisionCall): Promise<ArticleRevision> {
  assertCan(actor, 'cms.manage');
  const r = await readRevision(db, id, revisionId);
  return {
    id: r.id,
    savedAt: r.savedAt.toISOString(),
    savedBy: null,
    title: r.title,
    status: r.status,
    slug: r.slug,
    excerpt: r.excerpt,
    content: sanitizeArticleHtml(r.content),
  };
}

/**
 * Restores a revision's words (title, summary, body, cover, byline) as a new save — itself a revision,
 * so a restore can be undone. The article keeps its current status and address: restoring an old
 * draft's text does not take a published article down.
 */
export async function restoreRevision({ db, actor, id, revisionId }: RevisionCall): Promise<AdminArticle> {
  assertCan(actor, 'cms.manage');
  const r = await readRevision(db, id, revisionId);
  const current = await readArticle(db, id);
  // A schedule whose time has passed is kept as what it now is: published.
  const scheduledInPast = current.status === 'scheduled' && current.scheduledAt !== null && Date.parse(current.scheduledAt) <= Date.now();
  return updateArticle({
    db,
    actor,
    id,
    input: {
      title: r.title,
      excerpt: r.excerpt,
      content: r.content,
      coverImageId: r.coverImageId,
      coverAlt: r.coverImageId ? (r.coverAlt ?? '') || ARTICLE.pastedImageAlt : null,
      authorName: r.authorName,
      status: scheduledInPast ? 'published' : current.status,
      scheduledAt: current.scheduledAt,
      slug: null,
      republish: false,
      expectedUpdatedAt: undefined,
    },
  });
}
