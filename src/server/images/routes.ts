import { Hono } from 'hono';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../shared/constants.ts';
import { IMAGE_PATH } from '../../shared/images.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { allow, multipartInput, queryInput } from '../http/input.ts';
import { IMAGE_TEXTS } from './image-texts.ts';
import { formatFor, imageVariant, type ImageFormat } from './serve-image.ts';
import { storeImage } from './store-image.ts';

/** POST /api/admin/images?purpose=cover|inline|gallery (field `image`): content editors only. */
export const adminImageRoutes = new Hono<AppEnv>().post(
  '/',
  allow('cms.manage'),
  queryInput(z.object({ purpose: z.enum(['cover', 'inline', 'gallery']).catch('inline').default('inline') })),
  multipartInput({ maxBytes: UPLOAD_FORM_BYTES.publicImage, fields: z.object({}), files: ['image'] }),
  async (c) => {
    const ref = await storeImage({
      deps: c.get('deps'),
      actor: await c.get('user')(),
      file: c.req.valid('form').image,
      purpose: c.req.valid('query').purpose,
    });
    return c.json(ref, 201);
  },
);

/**
 * GET /images/{id}/{width}[.jpg|.webp|.avif], for everyone. Without an extension the format follows
 * the Accept header (and the answer says it varies by it). An image never changes under its URL, so
 * browsers and proxies keep it a year without asking again.
 */
export const publicImageRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/:id/:file', async (c, next) => {
  const m = IMAGE_PATH.exec(c.req.path);
  // Not one of ours (e.g. the web app's own /images/berita/*.svg): the static files answer.
  if (!m) return next();
  const pinned = m[3] as ImageFormat | undefined;
  const format = pinned ?? formatFor(c.req.header('accept'));
  const variant = await imageVariant(c.get('deps'), m[1]!, Number(m[2]), format);
  if (!variant) throw new AppError('NOT_FOUND', IMAGE_TEXTS.notFound);
  return c.body(variant.body as ReadableStream, 200, {
    'content-type': variant.type,
    'content-length': String(variant.size),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    ...(pinned ? {} : { vary: 'Accept' }),
  });
});
