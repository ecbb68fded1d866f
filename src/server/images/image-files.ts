import { IMAGE_BUCKET } from '../../shared/constants.ts';
import { IMAGE_WIDTHS, type ImageRef } from '../../shared/images.ts';
import type { Deps } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { images } from '../db/schema.ts';
import { masterKey, type PreparedImage } from './store-image.ts';

const FORMATS = ['avif', 'webp', 'jpg'] as const;

/**
 * Removes an image's master and every size serve-image.ts may have made of it. The public-images
 * store is not swept for orphans (sweep-orphans.ts reads the private buckets only), so whoever
 * deletes an `images` row removes its files, after the transaction has committed.
 */
export async function removeImageFiles(deps: Pick<Deps, 'store' | 'log'>, refs: ImageRef[]): Promise<void> {
  const keys = refs.flatMap((r) => [
    masterKey(r.id),
    ...[...new Set([...IMAGE_WIDTHS, r.width])].flatMap((w) => FORMATS.map((f) => `${r.id}/${w}.${f}`)),
  ]);
  await Promise.all(
    keys.map((key) =>
      deps.store.delete(IMAGE_BUCKET, key).catch((err: unknown) => deps.log.error({ err, key }, 'could not remove an image file')),
    ),
  );
}

/**
 * DECISIONS.md rule 11 for public images: the masters are stored first, then `write` runs in one
 * transaction with their `images` rows already inserted; if it fails, the masters are removed again.
 */
export async function storeImagesWith<T>(
  deps: Pick<Deps, 'db' | 'store' | 'log'>,
  prepared: PreparedImage[],
  actorId: string,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const stored: PreparedImage[] = [];
  try {
    for (const p of prepared) {
      await deps.store.put(IMAGE_BUCKET, masterKey(p.ref.id), p.data);
      stored.push(p);
    }
    return await deps.db.transaction(async (tx) => {
      if (prepared.length > 0) {
        await tx.insert(images).values(prepared.map((p) => ({ ...p.ref, bytes: p.data.byteLength, createdBy: actorId })));
      }
      return write(tx);
    });
  } catch (err) {
    await removeImageFiles(
      deps,
      stored.map((p) => p.ref),
    );
    throw err;
  }
}
