import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Bucket } from '../../shared/constants.ts';
import { isSafeKey, type BlobStore } from './blob-store.ts';

export function createDiskStore(root: string): BlobStore {
  const file = (bucket: Bucket, key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    return path.join(root, bucket, key);
  };
  return {
    async put(bucket, key, data) {
      const target = file(bucket, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, data, { mode: 0o600 });
      await fs.promises.rename(tmp, target);
    },
    async get(bucket, key) {
      try {
        const handle = await fs.promises.open(file(bucket, key), 'r');
        const { size } = await handle.stat();
        const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body: stream, size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(bucket, key) {
      await fs.promises.rm(file(bucket, key), { force: true });
    },
  };
}
