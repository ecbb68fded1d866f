import { randomUUID } from 'node:crypto';
import { PUBLIC_PAGES } from '../../src/shared/public-pages.ts';
import { withDb } from './fixtures.ts';

export type SeededArticle = { title: string; slug: string; excerpt: string; publishedAt: Date; content: string };

/** Inserts an article straight into the portal's database (the CMS is another issue's screen). */
export async function insertArticle(opts: {
  publishedAt: Date | null;
  title?: string;
  excerpt?: string;
  content?: string;
  cover?: string | null;
}): Promise<SeededArticle> {
  const id = randomUUID().slice(0, 8);
  const article = {
    title: opts.title ?? `Berita E2E ${id}`,
    slug: `berita-e2e-${id}`,
    excerpt: opts.excerpt ?? `Ringkasan berita ${id} untuk pengujian.`,
    content: opts.content ?? `<p>Paragraf pertama berita ${id}.</p><h2>Subjudul ${id}</h2><p>Paragraf kedua.</p>`,
    publishedAt: opts.publishedAt ?? new Date(0),
  };
  await withDb((db) =>
    db.query(
      `INSERT INTO articles (title, slug, excerpt, content, status, published_at, cover_image_url) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        article.title,
        article.slug,
        article.excerpt,
        article.content,
        opts.publishedAt ? 'published' : 'draft',
        opts.publishedAt,
        opts.cover === undefined ? '/images/berita/jalan.svg' : opts.cover,
      ],
    ),
  );
  return article;
}

/** Far-future dates put a test's articles first in "newest first" lists, whatever else exists. */
export const futureDate = (dayOffset: number) =>
  new Date(Date.UTC(2095, 0, 1) + dayOffset * 86_400_000 + Math.floor(Math.random() * 3_600_000));

/** The public site's own pages of src/shared/public-pages.ts, each at one address: neither an article nor a service. */
// /masuk is the login dialog's own page: the dialog opens over it at once (auth.spec.ts tries it; ssr.spec.ts its HTML).
export const SITE_PAGES = PUBLIC_PAGES.filter((page) => !page.forCustomers && !page.path.includes(':') && page.path !== '/masuk').map(
  (page) => page.path,
);
/** The customer services a visitor may open too. */
export const SERVICE_PAGES = PUBLIC_PAGES.filter((page) => page.forCustomers).map((page) => page.path);
