import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXCERPT_MAX_CHARS, type NewsItem } from '../../../shared/news-schemas.ts';
import { SITE } from '../../../shared/strings.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema.ts';
import { insertArticle } from './article-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An article written around the app, as another process would: once its write is announced, the news shows it (cache/changes.ts). */
async function createArticle(seed?: Parameters<typeof insertArticle>[1]) {
  const article = await insertArticle(t.db, seed);
  await t.caughtUp();
  return article;
}

const listNews = async (query = 'pageSize=100') => {
  const res = await t.request('GET', `/api/news?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { items: NewsItem[]; total: number };
};

describe('GET /api/news', () => {
  it('lists published articles newest first with the public fields only; drafts are left out', async () => {
    const older = await createArticle();
    const draft = await createArticle({ status: 'draft' });
    const newer = await createArticle();
    const body = await listNews();
    const mine = body.items.filter((i) => [older.slug, draft.slug, newer.slug].includes(i.slug));
    expect(mine.map((i) => i.slug)).toEqual([newer.slug, older.slug]);
    expect(mine[0]).toEqual({
      title: newer.title,
      slug: newer.slug,
      excerpt: newer.excerpt,
      coverImageUrl: '/images/berita/jalan.svg',
      cover: null,
      byline: null,
      publishedAt: newer.publishedAt!.toISOString(),
    });
    expect(body.total).toBeGreaterThanOrEqual(2);
  });

  it('pages with ?page=&pageSize= and refuses a page size over 100', async () => {
    const a = await createArticle();
    const b = await createArticle();
    const first = await listNews('page=1&pageSize=1');
    const second = await listNews('page=2&pageSize=1');
    expect(first.items).toHaveLength(1);
    expect(first.items[0]!.slug).toBe(b.slug);
    expect(second.items[0]!.slug).toBe(a.slug);
    expect(second.total).toBe(first.total);
    const tooMany = await t.request('GET', '/api/news?pageSize=101');
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.message).toMatch(/100/);
  });

  it('keeps a page while nothing is written, shows a write at once, and a scheduled article from its time on (issue 41)', async () => {
    const first = await createArticle();
    const slugs = async () => (await listNews('page=1&pageSize=5')).items.map((i) => i.slug);
    expect((await slugs())[0]).toBe(first.slug);
    const reads = vi.spyOn(t.pool, 'query');
    try {
      await slugs();
      const sent = (reads.mock.calls as unknown[][]).map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      expect(sent.filter((text) => text.includes('"articles"'))).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    const second = await createArticle();
    expect((await slugs()).slice(0, 2)).toEqual([second.slug, first.slug]);
    // Scheduled a moment from now (newer than every other): not listed before its time, listed after it
    // with nothing written meanwhile (the job that publishes it may not have run yet).
    const at = new Date(Date.now() + 1500);
    const later = await createArticle({ status: 'scheduled', scheduledAt: at, publishedAt: new Date(Date.UTC(2200, 0, 1)) });
    try {
      const before = await listNews('page=1&pageSize=5');
      expect(before.items.map((i) => i.slug)).not.toContain(later.slug);
      await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 50));
      const shown = await listNews('page=1&pageSize=5');
      expect(shown.items[0]!.slug).toBe(later.slug);
      expect(shown.total).toBeGreaterThan(before.total);
    } finally {
      // Not left above the other files' articles.
      await t.db.delete(articles).where(eq(articles.id, later.id));
    }
  });

  it('writes a summary from the text when the article has none', async () => {
    const long = 'Kalimat panjang tentang jembatan. '.repeat(20);
    const article = await createArticle({ excerpt: null, content: `<h2>Judul &amp; isi</h2><p>${long}</p>` });
    const item = (await listNews()).items.find((i) => i.slug === article.slug)!;
    expect(item.excerpt.startsWith('Judul & isi Kalimat panjang')).toBe(true);
    expect(item.excerpt).not.toMatch(/<|&amp;/);
    expect(item.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS + 1);
    expect(item.excerpt.endsWith('…')).toBe(true);
  });
});

describe('GET /api/news/:slug', () => {
  it('returns the article with its content sanitised on read', async () => {
    const article = await createArticle({ content: '<p onclick="x()">Aman</p><script>alert(1)</script><img src="x" onerror="alert(1)">' });
    const res = await t.request('GET', `/api/news/${article.slug}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ title: article.title, slug: article.slug, publishedAt: article.publishedAt!.toISOString() });
    expect(body.content).toContain('<p>Aman</p>');
    expect(body.content).not.toMatch(/script|onclick|onerror/);
  });

  it('answers 404 in Indonesian for a draft and for an unknown slug', async () => {
    const draft = await createArticle({ status: 'draft' });
    for (const slug of [draft.slug, `tidak-ada-${randomUUID()}`]) {
      const res = await t.request('GET', `/api/news/${slug}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(SITE.news.notFound);
    }
  });
});
