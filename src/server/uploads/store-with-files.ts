import type { Bucket } from '../../shared/constants.ts';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import type { Deps } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { fileUrl } from '../storage/blob-store.ts';
import { chargeUploadQuota, checkUploadQuota } from './upload-quota.ts';

export type PendingObject = { bucket: Bucket; key: string; data: Uint8Array; label: string };

let lastStamp = 0;
/** Date.now(), but never the same twice in this process, so two keys of one user cannot collide. */
export function uniqueTimestamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

async function removeAll(deps: Pick<Deps, 'store' | 'log'>, objects: PendingObject[]): Promise<void> {
  await Promise.all(
    objects.map((o) =>
      deps.store.delete(o.bucket, o.key).catch((err: unknown) => {
        deps.log.error({ err, bucket: o.bucket, key: o.key }, 'could not remove an orphaned upload');
      }),
    ),
  );
}

/**
 * DECISIONS.md rule 11: a row and its files are stored together or not at all. The files are
 * uploaded first (a failed upload writes no row); the row is written in a transaction; if the
 * transaction fails, the uploaded objects are removed again.
 */
export async function storeWithFiles<T>(
  deps: Pick<Deps, 'db' | 'store' | 'log' | 'env'>,
  objects: PendingObject[],
  write: (tx: Tx, urls: string[]) => Promise<T>,
  /** The signed-in account whose daily upload quota the files count against (none for a visitor). */
  uploader: string | null,
): Promise<T> {
  const bytes = objects.reduce((sum, o) => sum + o.data.byteLength, 0);
  const charged = uploader !== null && objects.length > 0;
  if (charged) await checkUploadQuota(deps.db, deps.env, uploader, objects.length, bytes);
  const results = await Promise.allSettled(objects.map((o) => deps.store.put(o.bucket, o.key, o.data)));
  const failedAt = results.findIndex((r) => r.status === 'rejected');
  if (failedAt >= 0) {
    deps.log.error({ err: (results[failedAt] as PromiseRejectedResult).reason }, 'upload failed');
    await removeAll(
      deps,
      objects.filter((_, i) => results[i]!.status === 'fulfilled'),
    );
    throw new AppError('INTERNAL', fillText(LAYANAN_UPLOADS.storageFailed, { kind: objects[failedAt]!.label }));
  }
  const urls = objects.map((o) => fileUrl(o.bucket, o.key));
  try {
    return await deps.db.transaction(async (tx) => {
      if (charged) await chargeUploadQuota(tx, deps.env, uploader, objects.length, bytes);
      return write(tx, urls);
    });
  } catch (err) {
    await removeAll(deps, objects);
    throw err;
  }
}
