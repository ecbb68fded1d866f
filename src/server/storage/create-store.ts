// The store the configuration names: DATA_DIR/files on this disk, or the S3 bucket of STORAGE_URL.
import path from 'node:path';
import type { Env } from '../env.ts';
import type { BlobStore } from './blob-store.ts';
import { createDiskStore } from './disk-store.ts';

export async function createStore(env: Env): Promise<BlobStore> {
  if (!env.STORAGE_URL) return createDiskStore(path.join(env.dataDir, 'files'));
  // The AWS SDK (tens of MB per worker) is loaded only by a portal that stores its files in S3.
  const { createS3Store } = await import('./s3-store.ts');
  return createS3Store({
    bucket: new URL(env.STORAGE_URL).hostname,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
