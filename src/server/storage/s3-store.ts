import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isSafeKey, type BlobStore } from './blob-store.ts';

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** One S3 bucket; the portal's three buckets are prefixes in it. Objects are never public. */
export function createS3Store(opts: S3Options): BlobStore {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
  });
  const objectKey = (bucket: string, key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    return `${bucket}/${key}`;
  };
  return {
    async put(bucket, key, data) {
      await client.send(
        new PutObjectCommand({ Bucket: opts.bucket, Key: objectKey(bucket, key), Body: data, ContentLength: data.byteLength }),
      );
    },
    async get(bucket, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: objectKey(bucket, key) }));
        if (!out.Body) return null;
        return { body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        // A key prefix (a user's "folder") is not an object: S3 answers NoSuchKey, some
        // S3-compatible services a bare 404. Both mean null, as the disk store does.
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (err instanceof NoSuchKey || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(bucket, key) }));
    },
    async *list(bucket) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: opts.bucket, Prefix: `${bucket}/`, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          if (o.Key && o.LastModified) yield { key: o.Key.slice(bucket.length + 1), modifiedAt: o.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
