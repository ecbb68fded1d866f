import { Hono } from 'hono';
import { BUCKETS, type Bucket } from '../../../shared/constants.ts';
import { requireUser, type AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { isSafeKey } from '../../storage/blob-store.ts';
import { contentTypeOf } from '../../storage/content-type.ts';
import { readFile } from './read-file.ts';

export const fileRoutes = new Hono<AppEnv>().get('/:bucket/:key{.+}', async (c) => {
  const bucket = c.req.param('bucket') as Bucket;
  const key = c.req.param('key');
  if (!BUCKETS.includes(bucket) || !isSafeKey(key)) throw new AppError('NOT_FOUND');
  const object = await readFile({ deps: c.get('deps'), user: await requireUser(c), bucket, key });
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
