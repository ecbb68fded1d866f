// Test factory: articles inserted straight into the table the CMS writes, so the tests of the
// public side do not depend on the CMS.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';

type ArticleSeed = Partial<typeof articles.$inferInsert>;

/** Far-future publish dates keep a test file's articles on the first page whatever else exists. */
let clock = Date.UTC(2090, 0, 1) + Math.floor(Math.random() * 1e9);

/** A published article (a draft with `status: 'draft'`), each newer than the one before. */
export async function insertArticle(db: Db, seed: ArticleSeed = {}) {
  const id = randomUUID().slice(0, 8);
  const status = seed.status ?? 'published';
  clock += 60_000;
  const [row] = await db
    .insert(articles)
    .values({
      title: `Berita uji ${id}`,
      slug: `berita-uji-${id}`,
      content: `<p>Isi berita ${id}.</p>`,
      excerpt: `Ringkasan ${id}`,
      coverImageUrl: '/images/berita/jalan.svg',
      publishedAt: status === 'published' ? new Date(clock) : null,
      ...seed,
      status,
    })
    .returning();
  return row!;
}
