import { and, eq, sql, type SQL } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AlbumDetail } from '../../../shared/gallery-schemas.ts';
import { GALLERY } from '../../../shared/gallery-strings.ts';
import type { z } from 'zod';
import type { photoInputSchema, photoUpdateSchema } from '../../../shared/gallery-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { albumPhotos, albums, images } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { adminGetAlbum } from './admin-get-album.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const notFound = () => new AppError('NOT_FOUND', GALLERY.notFound, { title: GALLERY.notFoundTitle });

/** Locks the album for the change (two editors reordering at once change it one after the other). */
async function lockAlbum(tx: Tx, albumId: string) {
  if (!UUID_PATTERN.test(albumId)) throw notFound();
  const [album] = await tx.select({ id: albums.id }).from(albums).where(eq(albums.id, albumId)).for('update');
  if (!album) throw notFound();
}

/** A photo the portal stored (POST /api/admin/images?purpose=gallery) goes at the end, with its alt text. */
export async function addPhoto({
  db,
  actor,
  albumId,
  input,
}: {
  db: Db;
  actor: Actor;
  albumId: string;
  input: z.output<typeof photoInputSchema>;
}): Promise<AlbumDetail> {
  assertCan(actor, 'cms.manage');
  await db.transaction(async (tx) => {
    await lockAlbum(tx, albumId);
    const [image] = await tx.select({ id: images.id }).from(images).where(eq(images.id, input.imageId));
    if (!image) throw new AppError('VALIDATION', GALLERY.imageMissing, { fields: { imageId: GALLERY.imageMissing } });
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${albumPhotos.position}), -1)::int` })
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, albumId));
    await tx.insert(albumPhotos).values({ albumId, ...input, position: (last?.n ?? -1) + 1 });
    await tx
      .update(albums)
      .set({ updatedAt: sql`now()` })
      .where(eq(albums.id, albumId));
  });
  return adminGetAlbum({ db, actor, id: albumId });
}

/** One photo of one album, asked about by someone. */
type PhotoCall = { db: Db; actor: Actor; albumId: string; photoId: string };

/**
 * Changes one photo of the album with the album locked; `change` answers the rows it touched, and none
 * (a photo that is not this album's) is a 404 that undoes the whole change.
 */
async function changePhoto({ db, actor, albumId, photoId }: PhotoCall, change: (tx: Tx, photo: SQL) => Promise<unknown[]>) {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(photoId)) throw new AppError('NOT_FOUND', GALLERY.photoNotFound);
  await db.transaction(async (tx) => {
    await lockAlbum(tx, albumId);
    const rows = await change(tx, and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, albumId))!);
    if (rows.length === 0) throw new AppError('NOT_FOUND', GALLERY.photoNotFound);
  });
  return adminGetAlbum({ db, actor, id: albumId });
}

export function updatePhoto({ input, ...call }: PhotoCall & { input: z.output<typeof photoUpdateSchema> }): Promise<AlbumDetail> {
  return changePhoto(call, (tx, photo) => tx.update(albumPhotos).set(input).where(photo).returning({ id: albumPhotos.id }));
}

export function removePhoto(call: PhotoCall): Promise<AlbumDetail> {
  return changePhoto(call, async (tx, photo) => {
    const rows = await tx.delete(albumPhotos).where(photo).returning({ id: albumPhotos.id });
    // A removed cover falls back to the first photo.
    await tx
      .update(albums)
      .set({ coverPhotoId: sql`case when ${albums.coverPhotoId} = ${call.photoId}::uuid then null else ${albums.coverPhotoId} end` })
      .where(eq(albums.id, call.albumId));
    return rows;
  });
}

/** The whole new order at once: exactly the album's photos, each once; anything else changes nothing. */
export async function reorderPhotos({
  db,
  actor,
  albumId,
  photoIds,
}: {
  db: Db;
  actor: Actor;
  albumId: string;
  photoIds: string[];
}): Promise<AlbumDetail> {
  assertCan(actor, 'cms.manage');
  await db.transaction(async (tx) => {
    await lockAlbum(tx, albumId);
    const current = await tx.select({ id: albumPhotos.id }).from(albumPhotos).where(eq(albumPhotos.albumId, albumId));
    const ids = new Set(current.map((r) => r.id));
    if (photoIds.length !== ids.size || new Set(photoIds).size !== photoIds.length || !photoIds.every((id) => ids.has(id))) {
      throw new AppError('VALIDATION', GALLERY.orderInvalid, { fields: { photoIds: GALLERY.orderInvalid } });
    }
    for (const [position, id] of photoIds.entries()) await tx.update(albumPhotos).set({ position }).where(eq(albumPhotos.id, id));
  });
  return adminGetAlbum({ db, actor, id: albumId });
}
