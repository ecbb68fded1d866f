import type { ImageRef } from './images.ts';

/** A published article as the public site lists it (GET /api/news). */
export type NewsItem = {
  title: string;
  slug: string;
  excerpt: string;
  /** A seeded illustration of the web app's own (/images/berita/*.svg), from before covers were uploaded. */
  coverImageUrl: string | null;
  /** The cover staff uploaded (issue 14), served in sizes; wins over coverImageUrl. */
  cover: (ImageRef & { alt: string }) | null;
  /** "Humas Dinas PUPR Sulbar", or the name of the account that wrote it. */
  byline: string | null;
  publishedAt: string;
};

/** One published article (GET /api/news/:slug); `content` is sanitised HTML. */
export type NewsArticle = NewsItem & { content: string };

export type NewsPage = { items: NewsItem[]; total: number; page: number; pageSize: number };

export const NEWS_PAGE_SIZE = 9;
export const NEWS_TEASER_SIZE = 3;
export const EXCERPT_MAX_CHARS = 200;
