// The database part of a backup: a base backup of the embedded cluster, taken with PostgreSQL's
// low-level API while the portal runs (pg_backup_start … copy the folder … pg_backup_stop), with
// the WAL that makes the copy consistent; or pg_dump's custom format for a PostgreSQL of one's own.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type pg from 'pg';
import type { ArchiveWriter, DatabasePart } from './archive.ts';
import { SEGMENT_NAME } from './wal.ts';

/** How long a backup waits for its last WAL segment to be archived before it copies it from pg_wal itself. */
const ARCHIVE_WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a backup failed, in the office's words; recorded and mailed as it is. */
export class BackupError extends Error {}

/**
 * Left out of a base backup, as PostgreSQL's documentation says ("Backing Up the Data Directory"):
 * the contents of these folders (the folders themselves are kept), and these files anywhere.
 */
const EMPTY_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'current_logfiles',
  'backup_label.old',
  'tablespace_map.old',
]);

async function addFolder(w: ArchiveWriter, root: string, rel: string): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(root, rel), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const e of entries) {
    const name = rel ? `${rel}/${e.name}` : e.name;
    if (e.name.startsWith('pgsql_tmp')) continue;
    if (e.isDirectory()) {
      await w.addFolder(`database/${name}/`);
      if (!EMPTY_FOLDERS.has(name)) await addFolder(w, root, name);
    } else if (e.isFile() && !SKIPPED_FILES.has(e.name)) {
      await w.addFile(`database/${name}`, path.join(root, name));
    }
  }
}

/** The segment's bytes gzipped, from the WAL archive (as archived) or, failing that, from pg_wal. */
async function segmentGz(walDir: string, pgDir: string, name: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(path.join(walDir, `${name}.gz`));
  } catch {
    /* not archived (archiving off for this start): the server's own copy */
  }
  try {
    return zlib.gzipSync(await fs.promises.readFile(path.join(pgDir, 'pg_wal', name)), { level: 1 });
  } catch {
    return null;
  }
}

/** The segments from `first` to `last` of one timeline, by name (they are fixed-width hex). */
function segmentsBetween(first: string, last: string, available: string[]): string[] {
  return available.filter((n) => SEGMENT_NAME.test(n) && n.slice(0, 8) === first.slice(0, 8) && n >= first && n <= last).sort();
}

/**
 * A base backup of the running embedded cluster into `w` (database/… and wal/…). `client` is a session of
 * its own: pg_backup_start and pg_backup_stop must be called on the same connection.
 */
export async function archiveEmbedded(
  w: ArchiveWriter,
  client: pg.ClientBase,
  pgDir: string,
  walDir: string,
  /** The archive's name: PostgreSQL writes it into the backup history file it archives, which retention reads. */
  label: string,
): Promise<DatabasePart> {
  const started = await client.query<{ wal: string; version: string }>(
    `select pg_walfile_name(pg_backup_start($1, true)) as wal, current_setting('server_version') as version`,
    [label],
  );
  const { wal: startWal, version } = started.rows[0]!;
  let stopped = false;
  try {
    await addFolder(w, pgDir, '');
    // Not wait_for_archive: an archive_command that fails would hold the backup forever. The segments are
    // waited for here, a while, and otherwise taken from the server's own pg_wal (segmentGz).
    const stop = await client.query<{ wal: string; labelfile: string; spcmapfile: string | null; at: Date; archiving: boolean }>(
      `select pg_walfile_name(lsn) as wal, labelfile, spcmapfile, now() as at, current_setting('archive_mode') <> 'off' as archiving
         from pg_backup_stop(false)`,
    );
    stopped = true;
    const { wal: stopWal, labelfile, spcmapfile, at, archiving } = stop.rows[0]!;
    for (let i = 0; archiving && i < ARCHIVE_WAIT_MS / 100 && !fs.existsSync(path.join(walDir, `${stopWal}.gz`)); i++) await sleep(100);
    await w.addBuffer('database/backup_label', Buffer.from(labelfile));
    if (spcmapfile) await w.addBuffer('database/tablespace_map', Buffer.from(spcmapfile));
    // The WAL from the start of the copy to its end: without it the copy is not a database.
    const names = new Set<string>();
    for (const dir of [walDir, path.join(pgDir, 'pg_wal')]) {
      for (const f of await fs.promises.readdir(dir).catch(() => [] as string[])) names.add(f.replace(/\.gz$/, ''));
    }
    const needed = segmentsBetween(startWal, stopWal, [...names]);
    if (needed[0] !== startWal || needed.at(-1) !== stopWal)
      throw new BackupError(`WAL yang dibutuhkan cadangan (${startWal} sampai ${stopWal}) tidak lengkap di ${walDir}.`);
    for (const name of needed) {
      const gz = await segmentGz(walDir, pgDir, name);
      if (!gz) throw new BackupError(`Segmen WAL ${name} hilang sebelum sempat dicadangkan. Jalankan cadangan lagi.`);
      await w.addBuffer(`wal/${name}.gz`, gz);
    }
    // A restored cluster on a later timeline needs the history of how it got there.
    for (const f of names) if (/^[0-9A-F]{8}\.history$/.test(f)) await w.addBuffer(`wal/${f}.gz`, (await segmentGz(walDir, pgDir, f))!);
    return { kind: 'embedded', postgres: version, startWal, stopWal, consistentAt: at.toISOString() };
  } finally {
    if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => {});
  }
}

/** The pg_dump (or pg_restore) that can read a server of major `major`: the newest installed, if new enough. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore', major: number): string {
  const candidates: Array<{ file: string; major: number }> = [];
  const add = (file: string) => {
    const r = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    const m = /(\d+)(\.\d+)?/.exec(r.stdout ?? '');
    if (!r.error && r.status === 0 && m) candidates.push({ file, major: Number(m[1]) });
  };
  if (process.env.PG_BINDIR) add(path.join(process.env.PG_BINDIR, tool));
  for (const v of fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : []) {
    add(path.join('/usr/lib/postgresql', v, 'bin', tool));
  }
  add(tool);
  const best = candidates.sort((a, b) => b.major - a.major)[0];
  if (!best || best.major < major)
    throw new BackupError(
      `${tool} untuk PostgreSQL ${major} tidak ditemukan${best ? ` (yang ada: versi ${best.major})` : ''}. ` +
        `Pasang paket postgresql-client-${major}, atau tunjukkan foldernya lewat PG_BINDIR.`,
    );
  return best.file;
}

/** A connection URL without its password (which goes by PGPASSWORD: a command line is readable by every user of the machine). */
function withoutPassword(url: string): { dbname: string; env: Record<string, string> } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client program against `url`; rejects with its last error line. */
export function runPgTool(file: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = withoutPassword(url);
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...args, `--dbname=${dbname}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env, LC_MESSAGES: 'C' },
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString('utf8')).slice(-4000)));
    child.on('error', (e) => reject(new BackupError(`${path.basename(file)} tidak dapat dijalankan: ${e.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(file)} gagal: ${err.trim().split('\n').at(-1) ?? `kode keluar ${code}`}`)),
    );
  });
}

/** pg_dump -Fc of the database at `url` into the archive as database.dump (through a file in `tmpDir`). */
export async function archiveDump(w: ArchiveWriter, client: pg.ClientBase, url: string, tmpDir: string): Promise<DatabasePart> {
  const { rows } = await client.query<{ version: string; num: string }>(
    `select current_setting('server_version') as version, current_setting('server_version_num') as num`,
  );
  const { version, num } = rows[0]!;
  const dumper = findPgTool('pg_dump', Math.floor(Number(num) / 10000));
  fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, `.portal-dump-${process.pid}-${Date.now()}`);
  try {
    await runPgTool(dumper, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
    await w.addFile('database.dump', file);
  } finally {
    fs.rmSync(file, { force: true });
  }
  return { kind: 'dump', postgres: version };
}
