// One backup is one file: a gzipped tar of its parts (the database, the WAL it needs, every stored
// file, the portal's secrets) with `manifest.json` last, which names every part with its size and
// SHA-256 (issue 37, item 2; docs/decisions/058). A restore reads the whole archive against its
// manifest before it writes anything.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';

const MANIFEST = 'manifest.json';
export const ARCHIVE_FORMAT = 'portal-pupr-sulbar-backup';

export type Part = { path: string; size: number; sha256: string };

export type DatabasePart =
  | {
      /** A base backup of the embedded cluster (files under database/, the WAL it needs under wal/). */
      kind: 'embedded';
      postgres: string;
      startWal: string;
      stopWal: string;
      /** When the database as archived was consistent (pg_backup_stop): a point-in-time restore goes from here. */
      consistentAt: string;
    }
  | {
      /** pg_dump's custom format (database.dump) of a PostgreSQL given by DATABASE_URL. */
      kind: 'dump';
      postgres: string;
    };

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  version: 1;
  createdAt: string;
  portal: { version: string; migration: string | null };
  database: DatabasePart;
  /** Whether the stored files came from the disk (DATA_DIR/files) or an S3 bucket. */
  files: { from: 'disk' | 's3'; count: number };
  parts: Part[];
};

/** A restore refused: the sentence says which part and why; nothing was written. */
export class ArchiveError extends Error {}

/** Writes an archive into `out`, one part at a time; finish() adds the manifest. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly parts: Part[] = [];
  private readonly written: Promise<void>;
  /** Rejects when writing out failed (never resolves): what every wait of add() races. */
  private readonly failure: Promise<never>;

  constructor(out: Writable) {
    this.written = pipeline(this.pack, zlib.createGzip({ level: 6 }), out);
    this.failure = this.written.then(() => new Promise<never>(() => {}));
    // Seen by finish(), abort() or add(); never an unhandled rejection while parts are still added.
    this.written.catch(() => {});
    this.failure.catch(() => {});
  }

  /**
   * Adds exactly `size` bytes from `source` (a file may change while a live database is copied:
   * longer is cut, shorter padded with zeros, as pg_basebackup does; the WAL replay mends it).
   */
  async add(name: string, size: number, source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer> | null, mode = 0o600): Promise<void> {
    try {
      await this.addEntry(name, size, source, mode);
    } catch (err) {
      throw await this.firstCause(err);
    }
  }

  /** Once the destination failed (a full disk) everything after fails too: the first cause is the one to tell. */
  private async firstCause(err: unknown): Promise<unknown> {
    const settled = this.written.then(
      () => null,
      (e: unknown) => e,
    );
    return (await Promise.race([settled, new Promise((r) => setImmediate(() => r(null)))])) ?? err;
  }

  private async addEntry(
    name: string,
    size: number,
    source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer> | null,
    mode: number,
  ): Promise<void> {
    const hash = createHash('sha256');
    let entry!: ReturnType<tar.Pack['entry']>;
    // The pack calls back once the entry is whole in the archive (or failed).
    const done = new Promise<void>((resolve, reject) => {
      entry = this.pack.entry({ name, size, mode, mtime: new Date() }, (err) => (err ? reject(err) : resolve()));
    });
    done.catch(() => {});
    const write = async (chunk: Buffer) => {
      hash.update(chunk);
      // A destination that failed (a full disk) never drains: its failure ends the wait.
      if (!entry.write(chunk)) await Promise.race([new Promise<void>((resolve) => entry.once('drain', () => resolve())), this.failure]);
    };
    let left = size;
    if (source) {
      for await (const data of source) {
        if (left === 0) break;
        const chunk = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, left));
        left -= chunk.byteLength;
        await write(chunk);
      }
    }
    while (left > 0) {
      const zeros = Buffer.alloc(Math.min(left, 1 << 16));
      left -= zeros.byteLength;
      await write(zeros);
    }
    entry.end(() => {});
    await Promise.race([done, this.failure]);
    this.parts.push({ path: name, size, sha256: hash.digest('hex') });
  }

  addBuffer(name: string, data: Buffer, mode?: number): Promise<void> {
    return this.add(name, data.byteLength, [data], mode);
  }

  /** A file as it is now; null when it went away meanwhile (a live database drops files). */
  async addFile(name: string, file: string): Promise<boolean> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
    try {
      const { size, mode } = await handle.stat();
      await this.add(name, size, size ? handle.createReadStream({ start: 0, end: size - 1, autoClose: false }) : null, mode & 0o777);
    } finally {
      await handle.close();
    }
    return true;
  }

  /** A folder that must exist after a restore even when empty (PostgreSQL's pg_wal and the like). */
  async addFolder(name: string): Promise<void> {
    try {
      this.pack.entry({ name, type: 'directory', mode: 0o700, mtime: new Date() });
    } catch (err) {
      throw await this.firstCause(err);
    }
  }

  get count(): number {
    return this.parts.length;
  }

  /** Adds the manifest and waits until the whole archive is written out. */
  async finish(manifest: Omit<Manifest, 'parts'>): Promise<Manifest> {
    const whole: Manifest = { ...manifest, parts: this.parts };
    await this.addBuffer(MANIFEST, Buffer.from(JSON.stringify(whole, null, 1)));
    this.pack.finalize();
    await this.written;
    return whole;
  }

  /** Stops writing (the caller deletes what was written). */
  async abort(err: Error): Promise<void> {
    this.pack.destroy(err);
    await this.written.catch(() => {});
  }
}

type Entry = { name: string; type: string; size: number; mode: number; body: AsyncIterable<Buffer> };

/** Every entry of an archive, in order, each body to be read (or drained) before the next. */
async function* entriesOf(input: Readable): AsyncGenerator<Entry> {
  const extract = tar.extract();
  const feeding = pipeline(input, zlib.createGunzip(), extract);
  let failure: unknown = null;
  feeding.catch((err: unknown) => {
    failure = err;
  });
  try {
    for await (const entry of extract) {
      const h = entry.header;
      yield { name: h.name, type: h.type ?? 'file', size: h.size ?? 0, mode: h.mode ?? 0o600, body: entry as AsyncIterable<Buffer> };
      entry.resume();
    }
    await feeding;
  } catch (err) {
    throw unreadable(failure ?? err);
  } finally {
    input.destroy();
  }
}

function unreadable(err: unknown): ArchiveError {
  if (err instanceof ArchiveError) return err;
  const why = (err as Error)?.message ?? String(err);
  return new ArchiveError(`Arsip tidak dapat dibaca sampai habis (terpotong atau rusak: ${why}). Pakai arsip lain.`);
}

const isManifest = (m: unknown): m is Manifest =>
  typeof m === 'object' && m !== null && (m as Manifest).format === ARCHIVE_FORMAT && Array.isArray((m as Manifest).parts);

/** Hashes every part into `seen` and returns the manifest found (null when there is none). */
async function readAll(open: () => Readable, seen: Map<string, { size: number; sha256: string }>): Promise<Manifest | null> {
  let manifest: Manifest | null = null;
  for await (const entry of entriesOf(open())) {
    if (entry.type === 'directory') continue;
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of entry.body) {
      hash.update(chunk);
      size += chunk.byteLength;
      if (entry.name === MANIFEST) chunks.push(chunk);
    }
    if (entry.name === MANIFEST) {
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (isManifest(parsed)) manifest = parsed;
      } catch {
        /* refused below */
      }
      if (!manifest) throw new ArchiveError('Manifest arsip tidak dapat dibaca: ini bukan arsip cadangan portal, atau arsipnya rusak.');
    } else {
      seen.set(entry.name, { size, sha256: hash.digest('hex') });
    }
  }
  return manifest;
}

/**
 * Reads the whole archive and checks every part against the manifest (size and SHA-256; none missing,
 * none added); returns the manifest, or throws ArchiveError naming the first part that failed.
 */
export async function verifyArchive(open: () => Readable): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | null;
  try {
    manifest = await readAll(open, seen);
  } catch (err) {
    throw unreadable(err);
  }
  if (!manifest) throw new ArchiveError('Manifest tidak ditemukan di arsip: arsip terpotong atau bukan arsip cadangan portal.');
  for (const part of manifest.parts) {
    if (part.path === MANIFEST) continue;
    const got = seen.get(part.path);
    if (!got) throw new ArchiveError(`Bagian ${part.path} tidak ada di arsip, padahal tercatat di manifest. Arsip ini rusak.`);
    if (got.size !== part.size || got.sha256 !== part.sha256)
      throw new ArchiveError(`Bagian ${part.path} tidak cocok dengan checksum SHA-256 di manifest: arsip rusak atau telah diubah.`);
    seen.delete(part.path);
  }
  const extra = seen.keys().next();
  if (!extra.done) throw new ArchiveError(`Bagian ${extra.value} ada di arsip tetapi tidak di manifest: arsip telah diubah.`);
  return manifest;
}

/** Hands every part (not the manifest) to `take`, which must read its body. Used after verifyArchive. */
export async function extractArchive(
  open: () => Readable,
  take: (part: { name: string; type: 'file' | 'directory'; size: number; mode: number; body: AsyncIterable<Buffer> }) => Promise<void>,
): Promise<void> {
  try {
    for await (const entry of entriesOf(open())) {
      if (entry.name === MANIFEST) continue;
      await take({ ...entry, type: entry.type === 'directory' ? 'directory' : 'file' });
    }
  } catch (err) {
    // Our own refusals, and a failed write (a full disk), go as they are; a broken archive is said as such.
    if (err instanceof ArchiveError || (err as NodeJS.ErrnoException).code) throw err;
    throw unreadable(err);
  }
}
