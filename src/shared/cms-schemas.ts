import { z } from 'zod';
import { pageQuerySchema, pickedFile, searchTextSchema } from './admin-schemas.ts';
import { ARTICLE_STATUSES, type ArticleStatus } from './constants.ts';
import { ARTICLE } from './article-strings.ts';
import type { ImageRef } from './images.ts';
import { ADMIN } from './admin-strings.ts';
import { searchWord } from './paging.ts';

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 300;
/** Images are stored apart (issue 14), so the body is text and markup only. */
const ARTICLE_CONTENT_MAX = 500_000;
export const ARTICLE_ALT_MAX = 300;
export const ARTICLE_AUTHOR_MAX = 120;
export const ARTICLE_SLUG_MAX = 80;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** The fields one by one (the editor's form checks these as you type); articleInputSchema adds the rules between them. */
const articleFieldsSchema = z.object({
  title: z
    .string({ message: ADMIN.cms.titleRequired })
    .trim()
    .min(1, ADMIN.cms.titleRequired)
    .max(ARTICLE_TITLE_MAX, ADMIN.cms.titleTooLong),
  content: z.string().max(ARTICLE_CONTENT_MAX, ADMIN.cms.contentTooLong).default(''),
  status: z.enum(ARTICLE_STATUSES, { message: ARTICLE.statusInvalid }).default('draft'),
  excerpt: optionalText(ARTICLE_EXCERPT_MAX, ADMIN.cms.excerptTooLong),
  /** An image from POST /api/admin/images?purpose=cover; its alt text is then required. */
  coverImageId: z
    .uuid({ message: ARTICLE.coverMissing })
    .nullish()
    .transform((v) => v ?? null),
  coverAlt: optionalText(ARTICLE_ALT_MAX, ARTICLE.altTooLong),
  authorName: optionalText(ARTICLE_AUTHOR_MAX, ARTICLE.authorTooLong),
  /** When a scheduled article goes public. */
  scheduledAt: z.iso
    .datetime({ offset: true, message: ARTICLE.scheduledRequired })
    .nullish()
    .transform((v) => v ?? null),
  /** A new address for the article; the old one keeps answering with a redirect. Empty: unchanged. */
  slug: z
    .string()
    .trim()
    .max(ARTICLE_SLUG_MAX, ARTICLE.slugInvalid)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, ARTICLE.slugInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * "Terbitkan ulang" (issue 38): a published article's date becomes now. Without it an edit keeps the date
   * it was first published on (adding a cover does not move an October article to the top of /berita).
   */
  republish: z.boolean({ message: ARTICLE.republishInvalid }).optional().default(false),
  /** The version the editor loaded: a save over someone else's newer edit is refused (409). */
  expectedUpdatedAt: z.iso.datetime({ offset: true, message: ADMIN.cms.versionInvalid }).optional(),
});

export const articleInputSchema = articleFieldsSchema.superRefine((v, ctx) => {
  if (v.coverImageId && !v.coverAlt) ctx.addIssue({ code: 'custom', path: ['coverAlt'], message: ARTICLE.coverAltRequired });
  if (v.status === 'scheduled' && !v.scheduledAt)
    ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: ARTICLE.scheduledRequired });
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

/**
 * "Sisipkan gambar" in the article editor: the picture (to /api/admin/images, which checks it) and
 * the words that go with it into the article's figure. The article's content is checked as a whole
 * when it is saved; these only shape the figure.
 */
export const articleImageSchema = z.object({
  file: pickedFile(ARTICLE.imageFileRequired),
  alt: z.string().trim().min(1, ARTICLE.imageAltRequired).max(ARTICLE_ALT_MAX, ARTICLE.altTooLong),
  caption: z.string().trim().max(ARTICLE_ALT_MAX, ARTICLE.imageCaptionTooLong),
});

/**
 * The article editor's form, which ends in articleInputSchema itself: the cover is the uploaded image
 * (its id is what is sent; its alt text only with it), and the schedule is the wall-clock time of a
 * datetime-local box, in WITA whatever the computer's own time zone. The rules between the fields
 * (alt text with a cover, a time for a scheduled article) are the server's, on the same boxes.
 */
export const articleFormSchema = articleFieldsSchema
  .omit({ expectedUpdatedAt: true, coverImageId: true, scheduledAt: true, republish: true })
  .extend({ cover: z.custom<ImageRef | null>(), scheduledAt: z.string() })
  .transform(({ cover, scheduledAt, ...fields }): ArticleInput => ({
    ...fields,
    coverImageId: cover?.id ?? null,
    coverAlt: cover ? fields.coverAlt : null,
    scheduledAt: fields.status === 'scheduled' && scheduledAt ? `${scheduledAt}:00+08:00` : null,
  }))
  .pipe(articleInputSchema);

// Shorter than three letters or digits in a row: no search (issue 41, searchWord).
export const articleListQuerySchema = pageQuerySchema.extend({ q: searchTextSchema.transform(searchWord) });

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

export type AdminArticle = AdminArticleListItem & {
  content: string;
  excerpt: string | null;
  cover: ImageRef | null;
  coverAlt: string | null;
  byline: string | null;
  scheduledAt: string | null;
};

export type ArticleRevisionItem = {
  id: string;
  savedAt: string;
  savedBy: string | null;
  title: string;
  status: ArticleStatus;
};

export type ArticleRevision = ArticleRevisionItem & { slug: string; excerpt: string | null; content: string };

type RevisionField = 'title' | 'excerpt' | 'status' | 'content';
export type RevisionComparison = {
  from: string;
  to: string;
  fields: Array<{ field: RevisionField; changes: Array<{ type: 'same' | 'added' | 'removed'; text: string }> }>;
};

export const revisionCompareQuerySchema = z.object({
  from: z.uuid({ message: ARTICLE.revisionNotFound }),
  to: z.uuid({ message: ARTICLE.revisionNotFound }),
});
