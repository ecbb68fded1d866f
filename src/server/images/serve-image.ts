import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from './sharp.ts';
import { IMAGE_BUCKET } from '../../shared/constants.ts';
import { IMAGE_WIDTHS, type ImageRef } from '../../shared/images.ts';
import type { Deps } from '../context.ts';
import { images } from '../db/schema.ts';
import { masterKey } from './store-image.ts';

export type ImageFormat = 'avif' | 'webp' | 'jpg';
const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** AVIF where the browser says it takes it, else WebP, else JPEG. */
export function formatFor(accept: string | undefined): ImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpg';
}

// An image's size never changes: its row is read once per process.
const dims = new LRUCache<string, ImageRef>({ max: 5000 });
async function findImage(db: Deps['db'], id: string): Promise<ImageRef | null> {
  const cached = dims.get(id);
  if (cached) return cached;
  const [row] = await db.select({ id: images.id, width: images.width, height: images.height }).from(images).where(eq(images.id, id));
  if (row) dims.set(id, row);
  return row ?? null;
}

/** One of our widths no larger than the image, or the image's own width. */
const widthAllowed = (image: ImageRef, width: number) =>
  width === image.width || ((IMAGE_WIDTHS as readonly number[]).includes(width) && width <= image.width);

// Two visitors asking for the same new size at once share one encoding.
const inFlight = new Map<string, Promise<Buffer | null>>();

async function encode(deps: Pick<Deps, 'store'>, id: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  const master = await deps.store.get(IMAGE_BUCKET, masterKey(id));
  if (!master) return null;
  const input = Buffer.from(await new Response(master.body).arrayBuffer());
  const resized = sharp(input).resize({ width, withoutEnlargement: true });
  const out =
    format === 'avif'
      ? resized.avif({ quality: 50, effort: 4 })
      : format === 'webp'
        ? resized.webp({ quality: 72 })
        : resized.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  return out.toBuffer();
}

/**
 * The bytes of one size and format of an image: from the store when made before, else made now from
 * the master with sharp and kept (made once, served for ever). null for an unknown image or a width
 * we do not make.
 */
export async function imageVariant(
  deps: Pick<Deps, 'db' | 'store' | 'log'>,
  id: string,
  width: number,
  format: ImageFormat,
): Promise<{ body: ReadableStream<Uint8Array> | Buffer; size: number; type: string } | null> {
  const image = await findImage(deps.db, id);
  if (!image || !widthAllowed(image, width)) return null;
  const key = `${id}/${width}.${format}`;
  const stored = await deps.store.get(IMAGE_BUCKET, key);
  if (stored) return { body: stored.body, size: stored.size, type: MIME[format] };
  let pending = inFlight.get(key);
  if (!pending) {
    pending = encode(deps, id, width, format).then(async (data) => {
      if (data) await deps.store.put(IMAGE_BUCKET, key, data);
      return data;
    });
    inFlight.set(key, pending);
    void pending.finally(() => inFlight.delete(key)).catch(() => {});
  }
  const data = await pending;
  if (!data) {
    deps.log.error({ id }, 'image master missing');
    return null;
  }
  return { body: data, size: data.byteLength, type: MIME[format] };
}
