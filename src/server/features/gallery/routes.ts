import { Hono } from 'hono';
import { albumInputSchema, photoInputSchema, photoOrderSchema, photoUpdateSchema } from '../../../shared/gallery-schemas.ts';
import type { AppEnv } from '../../context.ts';
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
  .use(allow('cms.manage'), async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', async (c) => c.json(await adminListAlbums({ db: c.get('deps').db, actor: await c.get('user')() })))
  .post('/', jsonInput(albumInputSchema), async (c) =>
    c.json(await createAlbum({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('json') }), 201),
  )
  .get('/:id', async (c) => c.json(await adminGetAlbum({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') })))
  .put('/:id', jsonInput(albumInputSchema), async (c) =>
    c.json(await updateAlbum({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), input: c.req.valid('json') })),
  )
  .delete('/:id', async (c) => {
    await deleteAlbum({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') });
    return c.json({ ok: true });
  })
  .post('/:id/photos', jsonInput(photoInputSchema), async (c) =>
    c.json(
      await addPhoto({ db: c.get('deps').db, actor: await c.get('user')(), albumId: c.req.param('id'), input: c.req.valid('json') }),
      201,
    ),
  )
  .put('/:id/photos/order', jsonInput(photoOrderSchema), async (c) =>
    c.json(
      await reorderPhotos({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        albumId: c.req.param('id'),
        photoIds: c.req.valid('json').photoIds,
      }),
    ),
  )
  .put('/:id/photos/:photoId', jsonInput(photoUpdateSchema), async (c) =>
    c.json(
      await updatePhoto({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        albumId: c.req.param('id'),
        photoId: c.req.param('photoId'),
        input: c.req.valid('json'),
      }),
    ),
  )
  .delete('/:id/photos/:photoId', async (c) =>
    c.json(
      await removePhoto({
        db: c.get('deps').db,
        actor: await c.get('user')(),
        albumId: c.req.param('id'),
        photoId: c.req.param('photoId'),
      }),
    ),
  );
