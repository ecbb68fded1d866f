// Continuous WAL archiving of the embedded database (issue 37, item 2; docs/decisions/058): every
// finished WAL segment is copied, gzipped, into a folder next to the backups, so that a restore can
// replay committed work up to a chosen minute. PostgreSQL runs these commands itself (as the account
// that runs it), through the shell, so they use only what every Debian has: sh, gzip, cmp, sync, mv.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Env } from '../env.ts';

/** A segment is forced out at least this often while anything is written: the point-in-time restore loses at most this much. */
const ARCHIVE_TIMEOUT_SECONDS = 300;

/** Where archived WAL goes: `wal` in BACKUP_DIR, or in DATA_DIR/backups (also when the archives go to S3). */
export function walArchiveDir(env: Pick<Env, 'dataDir' | 'BACKUP_DIR'>): string {
  return path.join(path.resolve(env.BACKUP_DIR ?? path.join(env.dataDir, 'backups')), 'wal');
}

/** Quoted for sh, and with `%` doubled as PostgreSQL's command settings want. */
function shellPath(p: string): string {
  return `'${p.replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;
}

/**
 * archive_command: gzip %p to `<dir>/%f.gz` through a temporary name, synced, then renamed, so a
 * half-written segment is never taken for a whole one. A segment already there (PostgreSQL retries
 * one whose success it did not hear) is success only when it holds the same bytes.
 */
function archiveCommand(dir: string): string {
  const d = shellPath(dir);
  return (
    `f=${d}/%f.gz; if [ -f "$f" ]; then gzip -dc "$f" | cmp -s - %p; ` +
    `else gzip -1c %p > "$f.part" && sync "$f.part" && mv "$f.part" "$f"; fi`
  );
}

/** restore_command: the segment (or history file) from `dir`, where the restore put what it may replay. */
export function restoreCommand(dir: string): string {
  const d = shellPath(dir);
  return `if [ -f ${d}/%f.gz ]; then exec gzip -dc ${d}/%f.gz > %p; fi; exit 1`;
}

/** The postgres flags that turn archiving on (archive_mode needs a restart: these are given at every start). */
export function archivingFlags(dir: string): string[] {
  return [
    ...['-c', 'archive_mode=on'],
    ...['-c', `archive_command=${archiveCommand(dir)}`],
    ...['-c', `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}`],
  ];
}

/**
 * Makes the folder, owned by whoever runs PostgreSQL (it writes there), and says whether that account can
 * write in it: the folders above must let it pass (a BACKUP_DIR of mode 0700 is given o+x, enter only).
 */
export function prepareWalDir(dir: string, owner?: { uid: number; gid: number }): boolean {
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o711 });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!owner) return true;
  fs.chownSync(dir, owner.uid, owner.gid);
  const parent = path.dirname(dir);
  const st = fs.statSync(parent);
  if (st.uid === process.getuid?.()) fs.chmodSync(parent, (st.mode & 0o777) | 0o011);
  const r = spawnSync('sh', ['-c', 'test -d "$0" && test -w "$0"', dir], { ...owner, stdio: 'ignore', timeout: 10_000 });
  return !r.error && r.status === 0;
}

/** WAL segment names: 24 hex digits, timeline then position; fixed width, so their order is the text's. */
export const SEGMENT_NAME = /^[0-9A-F]{24}$/;

/** The position part of a segment name (without its timeline), for comparing across timelines. */
export const segmentPosition = (name: string) => name.slice(8, 24);

/**
 * The first segment the backup labelled `label` needs: from the backup history file PostgreSQL archived
 * for it (`<segment>.<offset>.backup`, whose LABEL line is the archive's name). Null when there is none.
 */
export function startSegmentOf(dir: string, label: string): string | null {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return null;
  }
  for (const f of names) {
    if (!/^[0-9A-F]{24}\.[0-9A-F]{8}\.backup\.gz$/.test(f)) continue;
    try {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, f))).toString('utf8');
      if (text.split('\n').some((l) => l === `LABEL: ${label}`)) return f.slice(0, 24);
    } catch {
      /* unreadable: not this one */
    }
  }
  return null;
}

/** Whether an archived file (`<name>.gz`) is a segment or backup history file before `oldest`'s position. */
export function isBefore(file: string, oldest: string): boolean {
  const segment = file.replace(/\.gz$/, '').replace(/\.[0-9A-F]{8}\.backup$/, '');
  return SEGMENT_NAME.test(segment) && segmentPosition(segment) < segmentPosition(oldest);
}

/**
 * Removes archived segments older than `oldest` (the first segment the oldest kept backup needs), as
 * pg_archivecleanup does; history files stay (they are tiny and every later timeline needs them).
 */
export function removeSegmentsBefore(dir: string, oldest: string): number {
  let removed = 0;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return 0;
  }
  for (const file of names) {
    // Segments, and the history files of backups, before the oldest kept backup's first segment.
    if (!isBefore(file, oldest)) continue;
    fs.rmSync(path.join(dir, file), { force: true });
    removed++;
  }
  return removed;
}
