import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AlbumDetail, AlbumSummary, GalleryPhoto } from '../../../shared/gallery-schemas.ts';
import { GALLERY } from '../../../shared/gallery-strings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { albumPhotos, albums, images } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { slugify } from '../../content/slugify.ts';

// /galeri (issue 14, item 3): albums the office manages, each with ordered photos. Everyone reads the
// published ones; content editors (cms.manage) manage them all. What the album verbs share.

export const notFound = () => new AppError('NOT_FOUND', GALLERY.notFound, { title: GALLERY.notFoundTitle });

type AlbumRow = typeof albums.$inferSelect;

export async function photosOf(db: Db | Tx, albumIds: string[]): Promise<Map<string, GalleryPhoto[]>> {
  const byAlbum = new Map<string, GalleryPhoto[]>();
  if (albumIds.length === 0) return byAlbum;
  const rows = await db
    .select({ p: albumPhotos, width: images.width, height: images.height })
    .from(albumPhotos)
    .innerJoin(images, eq(images.id, albumPhotos.imageId))
    .where(inArray(albumPhotos.albumId, albumIds))
    .orderBy(asc(albumPhotos.albumId), asc(albumPhotos.position));
  for (const { p, width, height } of rows) {
    const list = byAlbum.get(p.albumId) ?? [];
    list.push({
      id: p.id,
      image: { id: p.imageId, width, height },
      caption: p.caption,
      alt: p.alt,
      credit: p.credit,
      position: p.position,
    });
    byAlbum.set(p.albumId, list);
  }
  return byAlbum;
}

function summary(a: AlbumRow, photos: GalleryPhoto[]): AlbumSummary {
  const cover = photos.find((p) => p.id === a.coverPhotoId) ?? photos[0];
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    description: a.description,
    albumDate: a.albumDate,
    published: a.published,
    photoCount: photos.length,
    cover: cover ? { ...cover.image, alt: cover.alt } : null,
  };
}

export const detail = (a: AlbumRow, photos: GalleryPhoto[]): AlbumDetail => ({
  ...summary(a, photos),
  coverPhotoId: a.coverPhotoId,
  photos,
});

export async function listAlbums(db: Db, onlyPublished: boolean): Promise<AlbumSummary[]> {
  const rows = await db
    .select()
    .from(albums)
    .where(onlyPublished ? eq(albums.published, true) : undefined)
    .orderBy(desc(albums.albumDate), desc(albums.createdAt));
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summary(r, photos.get(r.id) ?? []));
}

export async function readAlbum(db: Db | Tx, id: string): Promise<AlbumDetail> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const [row] = await db.select().from(albums).where(eq(albums.id, id));
  if (!row) throw notFound();
  return detail(row, (await photosOf(db, [id])).get(id) ?? []);
}

export async function freeSlug(tx: Tx, title: string, excludeId?: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await tx
        .select({ slug: albums.slug, id: albums.id })
        .from(albums)
        .where(sql`${albums.slug} = ${base} or ${albums.slug} like ${`${base}-%`}`)
    )
      .filter((r) => r.id !== excludeId)
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
