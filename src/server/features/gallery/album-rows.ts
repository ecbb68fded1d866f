import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { AlbumDetail, AlbumInput, AlbumSummary, GalleryPhoto } from '../../../shared/gallery-schemas.ts';
import { GALLERY } from '../../../shared/gallery-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { albumPhotos, albums, auditLog, images } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { slugify } from '../../content/slugify.ts';

// /galeri (issue 14, item 3): albums the office manages, each with ordered photos. Everyone reads the
// published ones; content editors (cms.manage) manage them all.

const notFound = () => new AppError('NOT_FOUND', GALLERY.notFound, { title: GALLERY.notFoundTitle });

type AlbumRow = typeof albums.$inferSelect;

async function photosOf(db: Db | Tx, albumIds: string[]): Promise<Map<string, GalleryPhoto[]>> {
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

const detail = (a: AlbumRow, photos: GalleryPhoto[]): AlbumDetail => ({ ...summary(a, photos), coverPhotoId: a.coverPhotoId, photos });

async function listAlbums(db: Db, onlyPublished: boolean): Promise<AlbumSummary[]> {
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

/** GET /api/gallery: published albums, newest first. */
export const listPublishedAlbums = (db: Db) => listAlbums(db, true);

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

export async function getPublishedAlbum(db: Db, slug: string): Promise<AlbumDetail> {
  const album = await findPublishedAlbum(db, slug);
  if (!album) throw notFound();
  return album;
}

// ── content editors ───────────────────────────────────────────────────────────────────────────

export async function adminListAlbums({ db, actor }: { db: Db; actor: Actor }): Promise<AlbumSummary[]> {
  assertCan(actor, 'cms.manage');
  return listAlbums(db, false);
}

async function readAlbum(db: Db | Tx, id: string): Promise<AlbumDetail> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const [row] = await db.select().from(albums).where(eq(albums.id, id));
  if (!row) throw notFound();
  return detail(row, (await photosOf(db, [id])).get(id) ?? []);
}

export async function adminGetAlbum({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<AlbumDetail> {
  assertCan(actor, 'cms.manage');
  return readAlbum(db, id);
}

async function freeSlug(tx: Tx, title: string, excludeId?: string): Promise<string> {
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

async function checkCover(tx: Tx, albumId: string, coverPhotoId: string | null) {
  if (!coverPhotoId) return;
  const [p] = await tx
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.id, coverPhotoId), eq(albumPhotos.albumId, albumId)));
  if (!p) throw new AppError('VALIDATION', GALLERY.coverNotInAlbum, { fields: { coverPhotoId: GALLERY.coverNotInAlbum } });
}

export async function createAlbum({ db, actor, input }: { db: Db; actor: Actor; input: AlbumInput }): Promise<AlbumDetail> {
  assertCan(actor, 'cms.manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(albums)
      .values({
        title: input.title,
        slug: await freeSlug(tx, input.title),
        description: input.description,
        albumDate: input.albumDate,
        published: input.published,
        createdBy: actor.id,
      })
      .returning();
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'album.create', target: row!.id, details: { title: input.title } });
    return readAlbum(tx, row!.id);
  });
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

/** The album and its photos' rows go together; the images stay (another album or article may use them). */
export async function deleteAlbum({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(albums).where(eq(albums.id, id)).returning();
    if (!row) throw notFound();
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'album.delete', target: id, details: { title: row.title } });
  });
}
