// Where archives go: a folder (BACKUP_DIR, default DATA_DIR/backups, or `--to DIR`) or an S3 bucket
// (BACKUP_URL=s3://bucket/prefix). Either way an archive appears whole or not at all: a folder gets it
// under a temporary name, synced, then renamed; S3 shows an object only once its upload is complete.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Env } from '../env.ts';

type ArchiveInfo = { name: string; createdAt: Date; sizeBytes: number };

export interface Destination {
  /** Shown to the office and recorded: the folder, or s3://bucket/prefix. */
  readonly where: string;
  /** Writes an archive named `name` with `produce`, atomically; returns its size. Nothing is left when it fails. */
  write(name: string, produce: (out: Writable) => Promise<void>): Promise<number>;
  list(): Promise<ArchiveInfo[]>;
  remove(name: string): Promise<void>;
}

const WITA_MS = 8 * 3600_000;
const NAME = /^portal-(\d{4})-(\d{2})-(\d{2})_(\d{2})-(\d{2})-(\d{2})_WITA\.tar\.gz$/;

/** portal-2026-11-28_01-00-00_WITA.tar.gz: sorts by time, and says the office's time. */
export function archiveName(at: Date): string {
  const w = new Date(at.getTime() + WITA_MS).toISOString();
  return `portal-${w.slice(0, 10)}_${w.slice(11, 19).replaceAll(':', '-')}_WITA.tar.gz`;
}

/** The time an archive's name says, or null for a file that is not one of ours. */
function archiveTime(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - WITA_MS);
}

async function fsyncPath(p: string): Promise<void> {
  const handle = await fs.promises.open(p, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function folderDestination(dir: string): Destination {
  const folder = path.resolve(dir);
  return {
    where: folder,
    async write(name, produce) {
      await fs.promises.mkdir(folder, { recursive: true, mode: 0o711 });
      const tmp = path.join(folder, `.${name}.part`);
      try {
        const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
        await produce(out);
        await fsyncPath(tmp);
        await fs.promises.rename(tmp, path.join(folder, name));
        await fsyncPath(folder);
        return (await fs.promises.stat(path.join(folder, name))).size;
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },
    async list() {
      const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
      const out: ArchiveInfo[] = [];
      for (const name of names) {
        const createdAt = archiveTime(name);
        const stat = createdAt && (await fs.promises.stat(path.join(folder, name)).catch(() => null));
        if (createdAt && stat?.isFile()) out.push({ name, createdAt, sizeBytes: stat.size });
      }
      return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async remove(name) {
      if (archiveTime(name)) await fs.promises.rm(path.join(folder, name), { force: true });
    },
  };
}

export type S3Settings = Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

async function s3Client(env: S3Settings) {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // A streamed upload would otherwise be sent aws-chunked with a trailing checksum, which many S3-compatible
    // services (older MinIO and Ceph, s3rver) store as it came, chunk headers and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  return { s3, client };
}

/** s3://bucket/prefix → the bucket and the prefix (ending in "/" unless empty). */
function parseS3Url(url: string): { bucket: string; prefix: string } {
  const u = new URL(url);
  const prefix = u.pathname.replace(/^\/+/, '');
  return { bucket: u.hostname, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix };
}

/** An S3 bucket (s3://bucket/prefix); the archive is made in `staging` (a local folder) first, then uploaded. */
export function s3Destination(url: string, env: S3Settings, staging: string): Destination {
  const { bucket, prefix } = parseS3Url(url);
  const where = `s3://${bucket}/${prefix}`;
  return {
    where,
    async write(name, produce) {
      const local = folderDestination(staging);
      try {
        const size = await local.write(name, produce);
        const { s3, client } = await s3Client(env);
        await client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: `${prefix}${name}`,
            Body: fs.createReadStream(path.join(staging, name)),
            ContentLength: size,
            ContentType: 'application/gzip',
          }),
        );
        return size;
      } finally {
        await fs.promises.rm(path.join(staging, name), { force: true });
      }
    },
    async list() {
      const { s3, client } = await s3Client(env);
      const out: ArchiveInfo[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          const name = (o.Key ?? '').slice(prefix.length);
          const createdAt = archiveTime(name);
          if (createdAt) out.push({ name, createdAt, sizeBytes: o.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async remove(name) {
      if (!archiveTime(name)) return;
      const { s3, client } = await s3Client(env);
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${name}` }));
    },
  };
}

/** An archive to restore: a local file, or s3://bucket/key fetched into `staging` first (it is read twice). */
export async function fetchArchive(source: string, env: S3Settings, staging: string): Promise<{ file: string; cleanup: () => void }> {
  if (!source.startsWith('s3://')) return { file: path.resolve(source), cleanup: () => {} };
  const u = new URL(source);
  const { s3, client } = await s3Client(env);
  await fs.promises.mkdir(staging, { recursive: true, mode: 0o700 });
  const file = path.join(staging, `.restore-${process.pid}-${path.basename(u.pathname)}`);
  const got = await client.send(new s3.GetObjectCommand({ Bucket: u.hostname, Key: u.pathname.replace(/^\/+/, '') }));
  const { pipeline } = await import('node:stream/promises');
  await pipeline(got.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
  return { file, cleanup: () => fs.rmSync(file, { force: true }) };
}

/** The WAL folder beside the archives in S3 (`s3://bucket/prefix/wal/`): names, one file, writes and removals. */
export async function s3WalFolder(url: string, env: S3Settings) {
  const { bucket, prefix } = parseS3Url(url);
  const base = `${prefix}wal/`;
  const { s3, client } = await s3Client(env);
  return {
    where: `s3://${bucket}/${base}`,
    async names(): Promise<string[]> {
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: base, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key.slice(base.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async get(name: string): Promise<Buffer> {
      const got = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: `${base}${name}` }));
      return Buffer.from(await got.Body!.transformToByteArray());
    },
    async put(name: string, data: Buffer): Promise<void> {
      await client.send(new s3.PutObjectCommand({ Bucket: bucket, Key: `${base}${name}`, Body: data, ContentLength: data.byteLength }));
    },
    async remove(name: string): Promise<void> {
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: `${base}${name}` }));
    },
  };
}
