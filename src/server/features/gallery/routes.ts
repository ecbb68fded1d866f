import { Hono } from 'hono';
import { albumInputSchema, photoInputSchema, photoOrderSchema, photoUpdateSchema } from '../../../shared/gallery-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { caller, noStore } from '../../http/caller.ts';
import { allow, jsonInput } from '../../http/input.ts';
import { adminGetAlbum } from './admin-get-album.ts';
import { adminListAlbums } from './admin-list-albums.ts';
import { createAlbum } from './create-album.ts';
import { deleteAlbum } from './delete-album.ts';
import { getPublishedAlbum } from './get-published-album.ts';
import { listPublishedAlbums } from './list-published-albums.ts';
import { updateAlbum } from './update-album.ts';
import { addPhoto, removePhoto, reorderPhotos, updatePhoto } from './photos.ts';

/** /api/gallery for everyone: published albums and one album's photos. */
export const galleryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listPublishedAlbums(c.get('deps').db)))
  .get('/:slug', async (c) => c.json(await getPublishedAlbum(c.get('deps').db, c.req.param('slug'))));

/** /api/admin/albums for content editors. */
export const adminAlbumRoutes = new Hono<AppEnv>()
  .use(allow('cms.manage'), noStore)
  .get('/', async (c) => c.json(await adminListAlbums(await caller(c))))
  .post('/', jsonInput(albumInputSchema), async (c) => c.json(await createAlbum({ ...(await caller(c)), input: c.req.valid('json') }), 201))
  .get('/:id', async (c) => c.json(await adminGetAlbum({ ...(await caller(c)), id: c.req.param('id') })))
  .put('/:id', jsonInput(albumInputSchema), async (c) =>
    c.json(await updateAlbum({ ...(await caller(c)), id: c.req.param('id'), input: c.req.valid('json') })),
  )
  .delete('/:id', async (c) => {
    await deleteAlbum({ ...(await caller(c)), id: c.req.param('id') });
    return c.json({ ok: true });
  })
  .post('/:id/photos', jsonInput(photoInputSchema), async (c) =>
    c.json(await addPhoto({ ...(await caller(c)), albumId: c.req.param('id'), input: c.req.valid('json') }), 201),
  )
  .put('/:id/photos/order', jsonInput(photoOrderSchema), async (c) =>
    c.json(await reorderPhotos({ ...(await caller(c)), albumId: c.req.param('id'), photoIds: c.req.valid('json').photoIds })),
  )
  .put('/:id/photos/:photoId', jsonInput(photoUpdateSchema), async (c) =>
    c.json(
      await updatePhoto({ ...(await caller(c)), albumId: c.req.param('id'), photoId: c.req.param('photoId'), input: c.req.valid('json') }),
    ),
  )
  .delete('/:id/photos/:photoId', async (c) =>
    c.json(await removePhoto({ ...(await caller(c)), albumId: c.req.param('id'), photoId: c.req.param('photoId') })),
  );
