import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumDetail, AlbumSummary } from '../../../shared/gallery-schemas.ts';
import { GALLERY } from '../../../shared/gallery-strings.ts';
import type { ImageRef } from '../../../shared/images.ts';
import { albumPhotos } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import { fileOf, pngBytes } from '../../uploads/test-files.ts';

let t: TestApp;
let editor: TestUser;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  editor = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());
const image = async () => {
  const form = new FormData();
  form.set('image', fileOf(await pngBytes(800, 600), 'foto.png'));
  return json<ImageRef>(await t.request('POST', '/api/admin/images?purpose=gallery', { as: editor, form }), 201);
};
const newAlbum = (title = 'Peresmian Jembatan Karema', published = false) =>
  t.request('POST', '/api/admin/albums', { as: editor, json: { title, albumDate: '2026-11-20', description: 'Dokumentasi.', published } });
const addPhoto = async (albumId: string, alt: string) =>
  json<AlbumDetail>(
    await t.request('POST', `/api/admin/albums/${albumId}/photos`, {
      as: editor,
      json: { imageId: (await image()).id, alt, caption: `Keterangan ${alt}` },
    }),
    201,
  );

describe('albums', () => {
  it('keep the order an editor gives; the public sees a published album only, in that order, with its cover', async () => {
    const album = await json<AlbumDetail>(await newAlbum(), 201);
    await addPhoto(album.id, 'satu');
    await addPhoto(album.id, 'dua');
    const three = await addPhoto(album.id, 'tiga');
    const ids = three.photos.map((p) => p.id);
    expect(three.photos.map((p) => p.alt)).toEqual(['satu', 'dua', 'tiga']);

    const reordered = await json<AlbumDetail>(
      await t.request('PUT', `/api/admin/albums/${album.id}/photos/order`, { as: editor, json: { photoIds: [ids[2], ids[0], ids[1]] } }),
    );
    expect(reordered.photos.map((p) => p.alt)).toEqual(['tiga', 'satu', 'dua']);
    expect(reordered.cover?.alt).toBe('tiga');

    // Not public until published.
    expect((await t.request('GET', `/api/gallery/${album.slug}`)).status).toBe(404);
    expect((await json<AlbumSummary[]>(await t.request('GET', '/api/gallery'))).map((a) => a.id)).not.toContain(album.id);
    await json(
      await t.request('PUT', `/api/admin/albums/${album.id}`, {
        as: editor,
        json: { title: album.title, albumDate: '2026-11-20', description: 'Dokumentasi.', published: true, coverPhotoId: ids[1] },
      }),
    );
    const shown = await json<AlbumDetail>(await t.request('GET', `/api/gallery/${album.slug}`));
    expect(shown.photos.map((p) => p.alt)).toEqual(['tiga', 'satu', 'dua']);
    expect(shown.cover?.alt).toBe('dua');
    const list = await json<AlbumSummary[]>(await t.request('GET', '/api/gallery'));
    expect(list.find((a) => a.id === album.id)).toMatchObject({ photoCount: 3, cover: { alt: 'dua' } });
  });

  it('refuses an order that is not exactly the album’s photos, a photo without alt text, and a cover from elsewhere; nothing changes', async () => {
    const album = await json<AlbumDetail>(await newAlbum('Album Uji Urutan'), 201);
    const a = await addPhoto(album.id, 'a');
    const b = await addPhoto(album.id, 'b');
    const [first, second] = b.photos.map((p) => p.id);
    for (const photoIds of [[first], [first, first], [first, second, crypto.randomUUID()]]) {
      const res = await t.request('PUT', `/api/admin/albums/${album.id}/photos/order`, { as: editor, json: { photoIds } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(GALLERY.orderInvalid);
    }
    const rows = await t.db.select().from(albumPhotos).where(eq(albumPhotos.albumId, album.id));
    expect(rows.sort((x, y) => x.position - y.position).map((r) => r.alt)).toEqual(['a', 'b']);
    const noAlt = await t.request('POST', `/api/admin/albums/${album.id}/photos`, {
      as: editor,
      json: { imageId: (await image()).id, alt: ' ' },
    });
    expect((await noAlt.json()).error.message).toBe(GALLERY.altRequired);
    const other = await json<AlbumDetail>(await newAlbum('Album Lain'), 201);
    const foreign = await t.request('PUT', `/api/admin/albums/${other.id}`, {
      as: editor,
      json: { title: 'Album Lain', albumDate: '2026-11-20', coverPhotoId: a.photos[0]!.id },
    });
    expect((await foreign.json()).error.message).toBe(GALLERY.coverNotInAlbum);
  });

  it('deleting an album removes its photos; only content editors manage albums', async () => {
    const album = await json<AlbumDetail>(await newAlbum('Album Dihapus'), 201);
    await addPhoto(album.id, 'x');
    for (const role of ['customer', 'admin_sirekanan', 'admin_jembatantif'] as const) {
      const who = await t.createUser({ role });
      expect((await t.request('POST', '/api/admin/albums', { as: who, json: { title: 'x', albumDate: '2026-01-01' } })).status).toBe(403);
      expect((await t.request('DELETE', `/api/admin/albums/${album.id}`, { as: who })).status).toBe(403);
    }
    expect((await t.request('GET', '/api/admin/albums')).status).toBe(401);
    await json(await t.request('DELETE', `/api/admin/albums/${album.id}`, { as: editor }));
    expect(await t.db.select().from(albumPhotos).where(eq(albumPhotos.albumId, album.id))).toEqual([]);
  });
});
