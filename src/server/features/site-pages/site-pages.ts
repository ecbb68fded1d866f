import { eq, sql } from 'drizzle-orm';
import type { SitePage, SitePageInput, SitePageSlug } from '../../../shared/site-page-schemas.ts';
import { SITE_PAGE_SLUGS } from '../../../shared/site-page-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, sitePages } from '../../db/schema.ts';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html.ts';
import { cleanArticleBody } from '../../content/clean-article-body.ts';
import { DEFAULT_SITE_PAGES } from './default-pages.ts';

/** A page as the office last saved it, or its default text (updatedAt null) until then. Everyone may read them. */
export async function readSitePage(db: Db, slug: SitePageSlug): Promise<SitePage> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  if (!row) return { slug, ...DEFAULT_SITE_PAGES[slug], updatedAt: null };
  return { slug, title: row.title, content: sanitizeArticleHtml(row.content), updatedAt: row.updatedAt.toISOString() };
}

/** Every page for the CMS list. */
export async function listSitePages({ db, actor }: { db: Db; actor: Actor }): Promise<SitePage[]> {
  assertCan(actor, 'cms.manage');
  return Promise.all(SITE_PAGE_SLUGS.map((slug) => readSitePage(db, slug)));
}

/** The office's own words replace the default; sanitised like an article; audited. */
export async function saveSitePage({
  db,
  actor,
  slug,
  input,
}: {
  db: Db;
  actor: Actor;
  slug: SitePageSlug;
  input: SitePageInput;
}): Promise<SitePage> {
  assertCan(actor, 'cms.manage');
  await db.transaction(async (tx) => {
    const content = await cleanArticleBody(tx, input.content);
    await tx
      .insert(sitePages)
      .values({ slug, title: input.title, content, updatedBy: actor.id })
      .onConflictDoUpdate({ target: sitePages.slug, set: { title: input.title, content, updatedBy: actor.id, updatedAt: sql`now()` } });
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'site-page.save', target: slug, details: { title: input.title } });
  });
  return readSitePage(db, slug);
}
