// A backup while the portal runs (issue 37, item 2; docs/decisions/058): `npm run backup` and the
// nightly job call runBackup. One archive (archive.ts) holds the database (database-parts.ts), every
// stored file and the portal's secrets; it is written whole or not at all (destination.ts), recorded in
// backup_runs, and older archives beyond the retention are removed with the WAL only they needed.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { BUCKETS, IMAGE_BUCKET, type StoreBucket } from '../../shared/constants.ts';
import { BACKUP_LOCK } from '../db/advisory-locks.ts';
import type { Db } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { fromRoot } from '../root.ts';
import { isSafeKey, type BlobStore } from '../storage/blob-store.ts';
import { ArchiveWriter, ARCHIVE_FORMAT, type DatabasePart } from './archive.ts';
import { archiveDump, archiveEmbedded, BackupError } from './database-parts.ts';
import { archiveName, folderDestination, s3Destination, s3WalFolder, type Destination } from './destination.ts';
import { mailBackupFailed } from './backup-mail.ts';
import { planRetention } from './retention.ts';
import { isBefore, removeSegmentsBefore, startSegmentOf, walArchiveDir } from './wal.ts';
import { shipWal } from './wal-ship.ts';

const STORE_BUCKETS: StoreBucket[] = [...BUCKETS, IMAGE_BUCKET];

export type BackupContext = { env: Env; db: Db; pool: pg.Pool; store: BlobStore };

export type BackupOutcome =
  | { status: 'ok'; name: string; where: string; sizeBytes: number; startedAt: Date; finishedAt: Date; removed: string[] }
  | { status: 'failed'; error: string; where: string; startedAt: Date; finishedAt: Date };

/** The DATA_DIR files a restored portal needs besides its database and stored files. */
const SECRETS = ['auth-secret', 'pg-password'];

const portalVersion = () => (JSON.parse(fs.readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;

/** Where this portal's archives go: `--to DIR`, else BACKUP_URL (S3), else BACKUP_DIR, else DATA_DIR/backups. */
function destinationOf(env: Env, to?: string): Destination {
  if (to) return folderDestination(to);
  if (env.BACKUP_URL) return s3Destination(env.BACKUP_URL, env, path.join(env.dataDir, 'backups'));
  return folderDestination(env.BACKUP_DIR ?? path.join(env.dataDir, 'backups'));
}

/** Every stored file, from the disk or the bucket, under files/<bucket>/<key>. */
async function archiveFiles(w: ArchiveWriter, store: BlobStore): Promise<number> {
  let count = 0;
  for (const bucket of STORE_BUCKETS) {
    for await (const { key } of store.list(bucket)) {
      // A write's leftover on disk (`*.<pid>.tmp`) is not a file anyone stored.
      if (!isSafeKey(key) || /\.tmp$/.test(key)) continue;
      const object = await store.get(bucket, key);
      if (!object) continue; // deleted since it was listed
      await w.add(`files/${bucket}/${key}`, object.size, Readable.fromWeb(object.body as import('node:stream/web').ReadableStream));
      count++;
    }
  }
  return count;
}

/**
 * Removes the archives beyond BACKUP_KEEP_DAILY / BACKUP_KEEP_WEEKLY (retention.ts), then the archived WAL that
 * only they needed. Never fails a backup that was made: a removal that fails is tried again next time.
 */
async function applyRetention(env: Env, dest: Destination, now: Date): Promise<string[]> {
  try {
    const archives = await dest.list();
    const plan = planRetention(archives, { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY }, now);
    for (const name of plan.remove) await dest.remove(name);
    if (!env.DATABASE_URL) {
      const walDir = walArchiveDir(env);
      const oldest = archives.find((a) => plan.keep.includes(a.name));
      const first = oldest && startSegmentOf(walDir, oldest.name);
      if (first) {
        removeSegmentsBefore(walDir, first);
        if (env.BACKUP_URL) {
          const remote = await s3WalFolder(env.BACKUP_URL, env);
          for (const name of await remote.names()) if (isBefore(name, first)) await remote.remove(name);
        }
      }
    }
    return plan.remove;
  } catch {
    return [];
  }
}

/** The sentence for a failure: a full disk says so; our own errors are already sentences. */
function backupFailure(err: unknown, where: string): string {
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'ENOSPC')
    return `Disk penuh: arsip cadangan tidak dapat ditulis ke ${where}. Arsip yang belum selesai sudah dihapus; kosongkan ruang disk, lalu jalankan cadangan lagi.`;
  if (e?.code === 'EACCES' || e?.code === 'EPERM') return `Tidak boleh menulis ke ${where} (${e.code}). Periksa izin folder BACKUP_DIR.`;
  if (err instanceof BackupError) return err.message;
  return `Cadangan gagal: ${e?.message ?? String(err)}`;
}

/** The latest applied migration (its journal time), so a restore can say which version made the archive. */
async function latestMigration(client: pg.ClientBase): Promise<string | null> {
  const r = await client
    .query<{ created_at: string }>('select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1')
    .catch(() => null);
  return r?.rows[0]?.created_at ?? null;
}

export type RunBackupOptions = {
  trigger: 'schedule' | 'manual';
  /** A folder instead of the configured destination (`npm run backup -- --to DIR`). */
  to?: string;
  /** Tests: what the archive is written through (a disk that fills up). */
  wrapOutput?: (out: Writable) => Writable;
};

/**
 * Makes one archive now. Never throws for a failed backup: the outcome says it, and it is recorded in
 * backup_runs (what /admin/sistem, /metrics and the super admins' mail read).
 */
export async function runBackup(ctx: BackupContext, opts: RunBackupOptions): Promise<BackupOutcome> {
  const { env, db, pool, store } = ctx;
  const startedAt = new Date();
  const dest = destinationOf(env, opts.to);
  let outcome: BackupOutcome;
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [BACKUP_LOCK]);
    if (!rows[0]?.got) throw new BackupError('Cadangan lain sedang dibuat saat ini. Tunggu sampai selesai, lalu coba lagi.');
    try {
      const name = archiveName(startedAt);
      const sizeBytes = await dest.write(name, async (out) => {
        const w = new ArchiveWriter(opts.wrapOutput ? opts.wrapOutput(out) : out);
        try {
          const url = env.DATABASE_URL;
          const database: DatabasePart = url
            ? await archiveDump(w, client, url, path.join(env.dataDir, 'backups'))
            : await archiveEmbedded(w, client, path.resolve(env.dataDir, 'pg'), walArchiveDir(env), name);
          const count = await archiveFiles(w, store);
          for (const s of SECRETS) await w.addFile(`data/${s}`, path.join(env.dataDir, s));
          await w.finish({
            format: ARCHIVE_FORMAT,
            version: 1,
            createdAt: startedAt.toISOString(),
            portal: { version: portalVersion(), migration: await latestMigration(client) },
            database,
            files: { from: env.STORAGE_URL ? 's3' : 'disk', count },
          });
        } catch (err) {
          await w.abort(err as Error);
          throw err;
        }
      });
      outcome = { status: 'ok', name, where: dest.where, sizeBytes, startedAt, finishedAt: new Date(), removed: [] };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => {});
    }
  } catch (err) {
    outcome = { status: 'failed', error: backupFailure(err, dest.where), where: dest.where, startedAt, finishedAt: new Date() };
  } finally {
    client.release();
  }
  // The run is recorded, and a failure mailed to the super admins, in one transaction.
  await db
    .transaction(async (tx) => {
      await tx.insert(backupRuns).values({
        trigger: opts.trigger,
        status: outcome.status,
        startedAt: outcome.startedAt,
        finishedAt: outcome.finishedAt,
        name: outcome.status === 'ok' ? outcome.name : null,
        location: outcome.where,
        sizeBytes: outcome.status === 'ok' ? outcome.sizeBytes : null,
        error: outcome.status === 'failed' ? outcome.error : null,
      });
      if (outcome.status === 'failed')
        await mailBackupFailed(tx, env, { at: outcome.finishedAt, error: outcome.error, where: outcome.where });
    })
    .catch(() => {});
  // Retention is for the configured place only: an archive written elsewhere (--to) is the office's to keep.
  if (outcome.status === 'ok' && !opts.to) {
    // The WAL the archive needs is in it; what comes after goes beside it, in S3 too.
    await shipWal(env).catch(() => 0);
    outcome.removed = await applyRetention(env, dest, outcome.finishedAt);
  }
  return outcome;
}
