import { z } from 'zod';
import { pageQuerySchema, searchTextSchema } from './admin-schemas.ts';
import { ARTICLE_STATUSES, type ArticleStatus } from './constants.ts';
import { ADMIN } from './strings.ts';

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 300;
/** Pasted images arrive as data: URLs inside the HTML, so the cap is generous. */
const ARTICLE_CONTENT_MAX = 2_000_000;

export const articleInputSchema = z.object({
  title: z
    .string({ message: ADMIN.cms.titleRequired })
    .trim()
    .min(1, ADMIN.cms.titleRequired)
    .max(ARTICLE_TITLE_MAX, ADMIN.cms.titleTooLong),
  content: z.string().max(ARTICLE_CONTENT_MAX, ADMIN.cms.contentTooLong).default(''),
  status: z.enum(ARTICLE_STATUSES, { message: ADMIN.cms.statusInvalid }).default('draft'),
  excerpt: z
    .string()
    .trim()
    .max(ARTICLE_EXCERPT_MAX, ADMIN.cms.excerptTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The version the editor loaded: a save over someone else's newer edit is refused (409). */
  expectedUpdatedAt: z.iso.datetime({ offset: true, message: ADMIN.cms.versionInvalid }).optional(),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

export const articleListQuerySchema = pageQuerySchema.extend({ q: searchTextSchema });

export type AdminArticleListItem = {
  id: string;
  title: string;
  slug: string;
  status: ArticleStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  authorName: string | null;
};

export type AdminArticle = AdminArticleListItem & { content: string; excerpt: string | null };
