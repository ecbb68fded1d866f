import { BUCKETS, type Bucket, type StoreBucket } from '../../shared/constants.ts';

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };
type ListedObject = { key: string; modifiedAt: Date };

/** Where uploaded files live: local disk by default, or any S3-compatible service. */
export interface BlobStore {
  put(bucket: StoreBucket, key: string, data: Uint8Array): Promise<void>;
  /** null when the object does not exist. */
  get(bucket: StoreBucket, key: string): Promise<StoredObject | null>;
  delete(bucket: StoreBucket, key: string): Promise<void>;
  /** Every object of a bucket (on disk also a write's leftover `*.tmp`), for the orphan sweep. */
  list(bucket: StoreBucket): AsyncIterable<ListedObject>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys are ours (ARCHITECTURE.md §4), but a key from a URL is checked before it reaches a store. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '..' && !s.endsWith('.meta'));
}

/** The app's own authorised download path for an object, stored in the `*_url` columns. */
export function fileUrl(bucket: Bucket, key: string): string {
  return `/files/${bucket}/${key}`;
}

const FILE_URL = new RegExp(`^/files/(${BUCKETS.join('|')})/(.+)$`);

/** Reverse of fileUrl, for cleaning up objects named by a stored row. */
export function parseFileUrl(url: string): { bucket: Bucket; key: string } | null {
  const m = FILE_URL.exec(url);
  if (!m || !isSafeKey(m[2]!)) return null;
  return { bucket: m[1] as Bucket, key: m[2]! };
}
