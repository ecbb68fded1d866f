import { Hono } from 'hono';
import { BUCKETS, type Bucket } from '../../../shared/constants.ts';
import { requireUser, type AppEnv } from '../../context.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { isSafeKey } from '../../storage/blob-store.ts';
import { contentTypeOf, mayReadFile } from './file-access.ts';

export const fileRoutes = new Hono<AppEnv>().get('/:bucket/:key{.+}', async (c) => {
  const bucket = c.req.param('bucket') as Bucket;
  const key = c.req.param('key');
  if (!BUCKETS.includes(bucket) || !isSafeKey(key)) throw new AppError('NOT_FOUND');
  const user = await requireUser(c);
  if (!mayReadFile(user, bucket, key)) throw forbidden();
  const object = await c.get('deps').store.get(bucket, key);
  if (!object) throw new AppError('NOT_FOUND');
  const type = contentTypeOf(key);
  const filename = key.slice(key.lastIndexOf('/') + 1);
  const inline = type.startsWith('image/');
  return c.body(object.body, 200, {
    'content-type': type,
    'content-length': String(object.size),
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
    // Personal data (KTP): never in a shared cache.
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
});
