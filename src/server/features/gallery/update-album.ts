import { and, eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AlbumDetail, AlbumInput } from '../../../shared/gallery-schemas.ts';
import { GALLERY } from '../../../shared/gallery-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { albumPhotos, albums } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { freeSlug, notFound, readAlbum } from './album-rows.ts';

async function checkCover(tx: Tx, albumId: string, coverPhotoId: string | null) {
  if (!coverPhotoId) return;
  const [p] = await tx
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.id, coverPhotoId), eq(albumPhotos.albumId, albumId)));
  if (!p) throw new AppError('VALIDATION', GALLERY.coverNotInAlbum, { fields: { coverPhotoId: GALLERY.coverNotInAlbum } });
}

export async function updateAlbum({ db, actor, id, input }: { db: Db; actor: Actor; id: string; input: AlbumInput }): Promise<AlbumDetail> {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(albums).where(eq(albums.id, id)).for('update');
    if (!row) throw notFound();
    await checkCover(tx, id, input.coverPhotoId);
    await tx
      .update(albums)
      .set({
        title: input.title,
        // The address stays once the album has been public.
        slug: !row.published && row.title !== input.title ? await freeSlug(tx, input.title, id) : row.slug,
        description: input.description,
        albumDate: input.albumDate,
        published: input.published,
        coverPhotoId: input.coverPhotoId,
        updatedAt: sql`now()`,
      })
      .where(eq(albums.id, id));
    return readAlbum(tx, id);
  });
}
