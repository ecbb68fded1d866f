// `npm run restore -- ARCHIVE [--until "2026-12-01 10:15"]` (issue 37, item 2; docs/decisions/058): into an
// empty DATA_DIR (the embedded database) or an empty database (DATABASE_URL). The whole archive is
// checked against its manifest and the target against emptiness before anything is written; what was
// written is taken away again when a later step fails, so a failed restore leaves the target as it was.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { BUCKETS, IMAGE_BUCKET, type StoreBucket } from '../../shared/constants.ts';
import { freePort } from '../db/embedded.ts';
import { chooseRunAs, packagedBinaries, PostgresServer, type Binaries } from '../db/postgres-server.ts';
import type { Env } from '../env.ts';
import { createStore } from '../storage/create-store.ts';
import { ArchiveError, extractArchive, verifyArchive, type Manifest } from './archive.ts';
import { BackupError, findPgTool, runPgTool } from './database-parts.ts';
import { fetchArchive, s3WalFolder } from './destination.ts';
import { archivingFlags, prepareWalDir, restoreCommand, SEGMENT_NAME, segmentPosition, walArchiveDir } from './wal.ts';

const STORE_BUCKETS: StoreBucket[] = [...BUCKETS, IMAGE_BUCKET];

export type RestoreOptions = {
  archive: string;
  /** "YYYY-MM-DD HH:MM" in WITA: replay committed work up to that minute (embedded database only). */
  until?: string;
  /** Where the archived WAL is for --until (default: `wal` beside the archive, else the configured one). */
  wal?: string;
  /** Tests: PostgreSQL's programs. */
  binaries?: Binaries;
};

export type RestoreResult = { manifest: Manifest; target: string; recoveredTo: string | null };

/** The only thing an "empty" DATA_DIR may hold: the backups folder (its archives and WAL are what a restore reads). */
const ALLOWED_IN_EMPTY = new Set(['backups']);

/** "2026-12-01 10:15" (WITA) → the instant; ArchiveError for anything else. */
function parseUntil(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const at = m && new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  if (!at || Number.isNaN(at.getTime())) throw new ArchiveError(`Waktu "${text}" tidak dikenali. Tulis seperti "2026-12-01 10:15" (WITA).`);
  return at;
}

const formatWita = (d: Date) => `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')} WITA`;

function refuseNonEmpty(dataDir: string): void {
  const inside = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((n) => !ALLOWED_IN_EMPTY.has(n)) : [];
  if (inside.length)
    throw new ArchiveError(
      `DATA_DIR ${dataDir} tidak kosong (berisi ${inside.slice(0, 3).join(', ')}${inside.length > 3 ? ', …' : ''}). ` +
        'Pemulihan hanya ke DATA_DIR yang kosong, agar tidak menimpa data yang ada: pakai folder baru (DATA_DIR=…) atau pindahkan isinya dulu.',
    );
}

async function refuseNonEmptyDatabase(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number; num: string }>(
      `select count(*)::int as n, current_setting('server_version_num') as num from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0)
      throw new ArchiveError(
        `Basis data DATABASE_URL tidak kosong (${rows[0]!.n} tabel). Pemulihan hanya ke basis data yang kosong: buat basis data baru (createdb) dan arahkan DATABASE_URL ke sana.`,
      );
    return Math.floor(Number(rows[0]!.num) / 10000);
  } finally {
    await client.end();
  }
}

async function refuseNonEmptyBucket(env: Env): Promise<void> {
  if (!env.STORAGE_URL) return;
  const store = await createStore(env);
  for (const bucket of STORE_BUCKETS) {
    for await (const o of store.list(bucket)) {
      throw new ArchiveError(
        `Penyimpanan ${env.STORAGE_URL} tidak kosong (mis. ${bucket}/${o.key}). Pemulihan hanya ke bucket yang kosong.`,
      );
    }
  }
}

/** What PostgreSQL said when the replay stopped short, in the office's words. */
function recoveryFailure(log: string, until: Date | null): string {
  if (/recovery ended before configured recovery target was reached/.test(log) && until)
    return `WAL yang diarsipkan tidak sampai ${formatWita(until)}: pilih waktu yang lebih awal, atau tunjukkan folder WAL yang lengkap dengan --wal.`;
  const fatal = log
    .split('\n')
    .filter((l) => /\b(FATAL|PANIC):/.test(l))
    .at(-1)
    ?.replace(/^.*?\b(FATAL|PANIC):\s*/, '');
  return `PostgreSQL tidak dapat memulihkan basis data${fatal ? `: ${fatal}` : ''}.`;
}

/** Restores `opts.archive` into the portal `env` describes. Throws ArchiveError (nothing changed) or BackupError. */
export async function restoreBackup(env: Env, opts: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(env.dataDir);
  const until = opts.until ? parseUntil(opts.until) : null;
  const staging = path.join(dataDir, 'backups');
  refuseNonEmpty(dataDir);
  const { file, cleanup } = await fetchArchive(opts.archive, env, staging);
  try {
    if (!fs.existsSync(file)) throw new ArchiveError(`Arsip ${opts.archive} tidak ditemukan.`);
    const open = () => fs.createReadStream(file);
    const manifest = await verifyArchive(open);
    const embedded = manifest.database.kind === 'embedded';
    if (embedded && env.DATABASE_URL)
      throw new ArchiveError(
        'Arsip ini berisi basis data tertanam: pulihkan tanpa DATABASE_URL, ke DATA_DIR yang kosong (lalu `npm start` tanpa DATABASE_URL).',
      );
    if (!embedded && !env.DATABASE_URL)
      throw new ArchiveError('Arsip ini berisi pg_dump dari PostgreSQL sendiri: atur DATABASE_URL ke basis data kosong, lalu pulihkan.');
    if (until && manifest.database.kind !== 'embedded')
      throw new ArchiveError('--until hanya untuk basis data tertanam (arsip WAL). Untuk PostgreSQL sendiri pakai pgBackRest (README).');
    if (until && manifest.database.kind === 'embedded' && until.getTime() < Date.parse(manifest.database.consistentAt))
      throw new ArchiveError(
        `Cadangan ini baru lengkap pada ${formatWita(new Date(manifest.database.consistentAt))}; pilih waktu sesudahnya, atau cadangan yang lebih lama.`,
      );
    const restoreMajor = env.DATABASE_URL ? await refuseNonEmptyDatabase(env.DATABASE_URL) : 0;
    await refuseNonEmptyBucket(env);

    // From here the target is written; a failure takes everything written back out.
    const written: Array<() => Promise<void>> = [];
    try {
      const recoveredTo = await writeTarget(env, opts, manifest, open, until, restoreMajor, written);
      return { manifest, target: env.DATABASE_URL ? 'DATABASE_URL' : dataDir, recoveredTo };
    } catch (err) {
      for (const undo of written.reverse()) await undo().catch(() => {});
      for (const name of fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [])
        if (!ALLOWED_IN_EMPTY.has(name)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      fs.rmSync(path.join(staging, '.restore-wal'), { recursive: true, force: true });
      throw err;
    }
  } finally {
    cleanup();
  }
}

async function writeTarget(
  env: Env,
  opts: RestoreOptions,
  manifest: Manifest,
  open: () => fs.ReadStream,
  until: Date | null,
  restoreMajor: number,
  written: Array<() => Promise<void>>,
): Promise<string | null> {
  const dataDir = path.resolve(env.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const restoreWal = path.join(dataDir, 'backups', '.restore-wal');
  const dumpFile = path.join(dataDir, 'backups', `.restore-${process.pid}.dump`);
  const root = process.getuid?.() === 0;
  fs.mkdirSync(dataDir, { recursive: true, mode: root ? 0o711 : 0o700 });
  fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true, mode: 0o711 });
  if (root) fs.chmodSync(dataDir, 0o711);
  const bins = manifest.database.kind === 'embedded' ? (opts.binaries ?? (await packagedBinaries())) : null;
  // Chosen before the files exist, as for a new cluster: they are then given to that account.
  const runAs = bins ? chooseRunAs(bins, pgDir) : null;
  const store = await createStore(env);

  await extractArchive(open, async (part) => {
    const [top, ...rest] = part.name.replace(/\/$/, '').split('/');
    const relative = rest.join('/');
    if (part.name === 'database.dump') {
      await pipeline(part.body, fs.createWriteStream(dumpFile, { mode: 0o600 }));
      return;
    }
    if (top === 'database' || top === 'wal') {
      const base = top === 'database' ? pgDir : restoreWal;
      const target = path.join(base, relative);
      if (path.relative(base, target).startsWith('..')) throw new ArchiveError(`Bagian ${part.name} menunjuk ke luar folder pemulihan.`);
      if (part.type === 'directory') fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      else {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(part.body, fs.createWriteStream(target, { mode: part.mode & 0o700 || 0o600 }));
      }
      return;
    }
    const bucket = STORE_BUCKETS.find((b) => b === rest[0]);
    if (top === 'files' && bucket && rest.length >= 2) {
      const key = rest.slice(1).join('/');
      const chunks: Buffer[] = [];
      for await (const c of part.body) chunks.push(c);
      await store.put(bucket, key, Buffer.concat(chunks));
      if (env.STORAGE_URL) written.push(() => store.delete(bucket, key));
      return;
    }
    if (top === 'data' && rest.length === 1 && /^[a-z-]+$/.test(relative)) {
      await pipeline(part.body, fs.createWriteStream(path.join(dataDir, relative), { mode: 0o600 }));
      return;
    }
    throw new ArchiveError(`Bagian ${part.name} tidak dikenal oleh versi portal ini.`);
  });

  if (manifest.database.kind === 'dump') {
    try {
      const restorer = findPgTool('pg_restore', restoreMajor);
      await runPgTool(restorer, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', dumpFile], env.DATABASE_URL!);
    } finally {
      fs.rmSync(dumpFile, { force: true });
    }
    return null;
  }

  // The embedded cluster: replay the WAL in the archive (and, for --until, the archived WAL after it), then promote.
  const walDir = walArchiveDir(env);
  // For --until: the archived WAL after the archive, copied beside the archive's own (the account that replays it
  // may not be the one that archived it: a portal run by `postgres` restored by root through a user namespace).
  // From --wal, else `wal` beside the archive (a folder or S3), else this portal's WAL archive.
  const besideArchive = opts.archive.startsWith('s3://')
    ? `${opts.archive.slice(0, opts.archive.lastIndexOf('/'))}`
    : path.join(path.dirname(path.resolve(opts.archive)), 'wal');
  const laterWal = opts.wal ?? [besideArchive, walDir].find((d) => d.startsWith('s3://') || fs.existsSync(d));
  if (until) {
    if (!laterWal) throw new ArchiveError('Folder arsip WAL tidak ditemukan: tunjukkan dengan --wal FOLDER.');
    const from = segmentPosition(manifest.database.kind === 'embedded' ? manifest.database.stopWal : '');
    const wanted = (f: string) => {
      const name = f.replace(/\.gz$/, '');
      return f.endsWith('.gz') && ((SEGMENT_NAME.test(name) && segmentPosition(name) >= from) || /^[0-9A-F]{8}\.history$/.test(name));
    };
    fs.mkdirSync(restoreWal, { recursive: true, mode: 0o700 });
    const put = (f: string, data: Buffer) => {
      if (!fs.existsSync(path.join(restoreWal, f))) fs.writeFileSync(path.join(restoreWal, f), data, { mode: 0o600 });
    };
    if (laterWal.startsWith('s3://')) {
      // s3://bucket/prefix (the archives' place): its WAL is under prefix/wal/.
      const remote = await s3WalFolder(laterWal.replace(/\/wal\/?$/, ''), env);
      for (const f of await remote.names()) if (wanted(f)) put(f, await remote.get(f));
    } else {
      // Not copyFile: libuv's keeps the source's owner.
      for (const f of fs.readdirSync(path.resolve(laterWal))) if (wanted(f)) put(f, fs.readFileSync(path.join(path.resolve(laterWal), f)));
    }
  }
  const owner = runAs!.how === 'user' ? runAs! : undefined;
  const archiving = prepareWalDir(walDir, owner);
  if (owner) {
    for (const dir of [pgDir, restoreWal])
      for (const f of [dir, ...fs.readdirSync(dir, { recursive: true }).map((p) => path.join(dir, String(p)))])
        fs.chownSync(f, owner.uid, owner.gid);
  }
  fs.writeFileSync(path.join(pgDir, 'recovery.signal'), '', { mode: 0o600 });
  if (owner) fs.chownSync(path.join(pgDir, 'recovery.signal'), owner.uid, owner.gid);
  let log = '';
  const server = new PostgresServer({
    bins: bins!,
    runAs: runAs!,
    pgDir,
    port: await freePort(),
    password: '',
    initdbFlags: [],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', `restore_command=${restoreCommand(restoreWal)}`],
      ...(until
        ? ['-c', `recovery_target_time=${until.toISOString().replace('T', ' ').replace('Z', '+00')}`]
        : ['-c', 'recovery_target=immediate']),
      ...['-c', 'recovery_target_action=promote'],
      ...(archiving ? archivingFlags(walDir) : []),
    ],
    onLog: (m) => (log = (log + m).slice(-16_000)),
  });
  try {
    await server.start();
  } catch {
    throw new BackupError(recoveryFailure(log, until));
  } finally {
    await server.stop();
  }
  fs.rmSync(restoreWal, { recursive: true, force: true });
  if (fs.existsSync(path.join(pgDir, 'recovery.signal'))) throw new BackupError(recoveryFailure(log, until));
  const reached = /recovery stopping (?:before|after) .*?time ([0-9-]+ [0-9:.+]+)/.exec(log)?.[1];
  return reached ? formatWita(new Date(reached.replace(' ', 'T').replace(/\+(\d\d)$/, '+$1:00'))) : null;
}
