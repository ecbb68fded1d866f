import { z } from 'zod';
import { SITE_PAGE_SLUGS, type SitePageSlug } from './site-page-slugs.ts';
import { SITE_PAGE_TEXTS } from './site-page-strings.ts';

export { PUBLIC_SITE_PAGES, SITE_PAGE_SLUGS, type SitePageSlug } from './site-page-slugs.ts';

export type SitePage = { slug: SitePageSlug; title: string; content: string; updatedAt: string | null };

export const sitePageSlugSchema = z.enum(SITE_PAGE_SLUGS, { message: SITE_PAGE_TEXTS.notFound });

export const sitePageInputSchema = z.object({
  title: z
    .string({ message: SITE_PAGE_TEXTS.titleRequired })
    .trim()
    .min(1, SITE_PAGE_TEXTS.titleRequired)
    .max(200, SITE_PAGE_TEXTS.titleTooLong),
  content: z.string().max(300_000, SITE_PAGE_TEXTS.contentTooLong).default(''),
});
export type SitePageInput = z.output<typeof sitePageInputSchema>;
