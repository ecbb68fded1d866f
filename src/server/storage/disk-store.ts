import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { StoreBucket } from '../../shared/constants.ts';
import { isSafeKey, type BlobStore } from './blob-store.ts';

export function createDiskStore(root: string): BlobStore {
  const file = (bucket: StoreBucket, key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    return path.join(root, bucket, key);
  };
  return {
    async put(bucket, key, data) {
      const target = file(bucket, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      try {
        await fs.promises.writeFile(tmp, data, { mode: 0o600 });
        await fs.promises.rename(tmp, target);
      } catch (err) {
        // A full disk leaves half a file behind: it goes, and the caller hears why.
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(bucket, key) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file(bucket, key), 'r');
      } catch (err) {
        // ENOTDIR: a path below a file (`a.pdf/x`) names nothing either.
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw err;
      }
      // A folder opens fine on Linux but fails on the first read (EISDIR), after a 200 was sent:
      // only a regular file is an object, as on S3, where a key prefix is not one.
      const stat = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { body: stream, size: stat.size };
    },
    async delete(bucket, key) {
      await fs.promises.rm(file(bucket, key), { force: true });
    },
    async *list(bucket) {
      const dir = path.join(root, bucket);
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const stat = await fs.promises.stat(full).catch(() => null);
        if (stat) yield { key: path.relative(dir, full).split(path.sep).join('/'), modifiedAt: stat.mtime };
      }
    },
  };
}
