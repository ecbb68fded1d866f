import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';
import { fileUrl, isSafeKey, parseFileUrl } from './blob-store.ts';
import { createDiskStore } from './disk-store.ts';
import { createS3Store } from './s3-store.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-blobs-'));
let s3server: S3rver;
let s3Port = 0;

beforeAll(async () => {
  // A real S3-protocol server on loopback, started by the test.
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'portal-uji', configs: [] }],
  });
  s3Port = (await s3server.run()).port;
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const stores: Array<[string, () => BlobStore]> = [
  ['disk', () => createDiskStore(path.join(tmp, 'disk'))],
  [
    's3',
    () =>
      createS3Store({
        bucket: 'portal-uji',
        endpoint: `http://127.0.0.1:${s3Port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe.each(stores)('%s blob store', (_name, make) => {
  it('stores, reads back and deletes an object', async () => {
    const store = make();
    const data = Buffer.from('%PDF-1.4 surat permohonan');
    await store.put('lab-documents', 'user-1/ktp-1700000000000.pdf', data);
    const got = await store.get('lab-documents', 'user-1/ktp-1700000000000.pdf');
    expect(got?.size).toBe(data.length);
    expect(await readAll(got!.body)).toEqual(data);
    await store.delete('lab-documents', 'user-1/ktp-1700000000000.pdf');
    expect(await store.get('lab-documents', 'user-1/ktp-1700000000000.pdf')).toBeNull();
  });

  it('keeps buckets apart', async () => {
    const store = make();
    await store.put('service-documents', 'u/a.pdf', Buffer.from('a'));
    expect(await store.get('lab-documents', 'u/a.pdf')).toBeNull();
  });

  it('answers null for a folder (a key prefix) and for a path below a file: neither is an object', async () => {
    const store = make();
    await store.put('lab-documents', 'user-2/sub/ktp-1700000000000.pdf', Buffer.from('%PDF-1.4'));
    expect(await store.get('lab-documents', 'user-2')).toBeNull();
    expect(await store.get('lab-documents', 'user-2/sub')).toBeNull();
    expect(await store.get('lab-documents', 'user-2/sub/ktp-1700000000000.pdf/x')).toBeNull();
    expect(await store.get('lab-documents', 'user-2/sub/ktp-1700000000000.pdf')).not.toBeNull();
  });

  it('lists the objects of one bucket with their time, keys as stored', async () => {
    const store = make();
    await store.put('damage-photos', 'public/1700000000000-abc.jpg', Buffer.from('x'));
    await store.put('damage-photos', 'public/1700000000001-def.jpg', Buffer.from('y'));
    await store.put('service-documents', 'u9/sirekanan-1.pdf', Buffer.from('z'));
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const o of store.list('damage-photos')) listed.push(o);
    expect(listed.map((o) => o.key).sort()).toEqual(['public/1700000000000-abc.jpg', 'public/1700000000001-def.jpg']);
    for (const o of listed) expect(Math.abs(Date.now() - o.modifiedAt.getTime())).toBeLessThan(60_000);
  });

  it('refuses keys that climb out of the bucket', async () => {
    const store = make();
    await expect(store.put('damage-photos', '../../etc/passwd', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('disk blob store, when a write fails', () => {
  it('leaves no half-written *.tmp file behind', async () => {
    const root = path.join(tmp, 'disk-failing');
    const store = createDiskStore(root);
    // The rename cannot land: a folder with something in it already holds the object's name.
    fs.mkdirSync(path.join(root, 'lab-documents', 'u1', 'ktp-1.pdf', 'x'), { recursive: true });
    await expect(store.put('lab-documents', 'u1/ktp-1.pdf', Buffer.from('%PDF-1.4'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'lab-documents', 'u1')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('keys and URLs', () => {
  it('accepts the key shapes of ARCHITECTURE.md §4 and rejects traversal', () => {
    expect(isSafeKey('abc123/sirekanan-1700000000000.pdf')).toBe(true);
    expect(isSafeKey('public/1700000000000-x7k2.jpg')).toBe(true);
    expect(isSafeKey('../x')).toBe(false);
    expect(isSafeKey('a/../../x')).toBe(false);
    expect(isSafeKey('/abs')).toBe(false);
    expect(isSafeKey('a\\b')).toBe(false);
  });
  it('round-trips the app download path', () => {
    const url = fileUrl('lab-documents', 'u1/ktp-1.png');
    expect(url).toBe('/files/lab-documents/u1/ktp-1.png');
    expect(parseFileUrl(url)).toEqual({ bucket: 'lab-documents', key: 'u1/ktp-1.png' });
    expect(parseFileUrl('https://elsewhere/x')).toBeNull();
  });
});
