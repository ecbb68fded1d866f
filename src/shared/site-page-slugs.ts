// Apart from constants.ts so that pages without them do not carry them (every byte of the first load counts).

/**
 * Pages the office writes itself (issue 14): the privacy policy, the terms, the accessibility
 * statement (each public at /{slug}), and the Uji Lab "what happens next" block shown on its form.
 */
export const SITE_PAGE_SLUGS = ['kebijakan-privasi', 'syarat-ketentuan', 'pernyataan-aksesibilitas', 'info-ujilab'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];
/** The ones with their own public address. */
export const PUBLIC_SITE_PAGES = ['kebijakan-privasi', 'syarat-ketentuan', 'pernyataan-aksesibilitas'] as const;
