import { and, eq } from 'drizzle-orm';
import type { AlbumDetail } from '../../../shared/gallery-schemas.ts';
import type { Db } from '../../db/client.ts';
import { albums } from '../../db/schema.ts';
import { detail, photosOf } from './album-rows.ts';

/** GET /api/gallery/:slug: one published album with its photos in order; null when there is none. */
export async function findPublishedAlbum(db: Db, slug: string): Promise<AlbumDetail | null> {
  if (slug.length > 200) return null;
  const [row] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.slug, slug), eq(albums.published, true)));
  if (!row) return null;
  return detail(row, (await photosOf(db, [row.id])).get(row.id) ?? []);
}
