import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { images } from '../db/schema.ts';
import { imageIdsIn, sanitizeArticleHtmlWithImages } from './sanitize-article-html.ts';

/** The body with its images sized from the images table; an image the portal does not hold is dropped. */
export async function cleanArticleBody(tx: Tx, html: string): Promise<string> {
  const ids = imageIdsIn(html);
  const rows = ids.length
    ? await tx.select({ id: images.id, width: images.width, height: images.height }).from(images).where(inArray(images.id, ids))
    : [];
  return sanitizeArticleHtmlWithImages(html, new Map(rows.map((r) => [r.id, r])));
}
