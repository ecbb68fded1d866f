// `npm start` on several cores (issue 18, item 3): a primary process owns the embedded PostgreSQL and
// runs WEB_CONCURRENCY workers (one per core by default) that share the port and serve. Everything
// shared lives in PostgreSQL (sessions, rate limits, the job queue, upload quotas); each worker's
// caches are its own and short-lived (docs/decisions/034-workers.md).
//
// The primary stays small (issue 34, item 7): it never serves and never loads the app. Migrations,
// demo content and the first super admin are made by a one-off preparer process (main.ts, PREPARE)
// that exits when done. The workers are forked at once, answer 503 on the port while the data is
// made ready, and start serving when the primary sends them the database (PREPARED).
//
// The primary never gives up on a fault outside itself (docs/decisions/051): a worker that exits is
// replaced (sooner or later, never "too many times"), a database that cannot be reached is waited
// for, and the embedded PostgreSQL is restarted when it dies (db/embedded.ts).
import { fork as forkProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { authSecret } from './auth-secret.ts';
import { walArchiveDir } from './backup/wal.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import type { Env } from './env.ts';
import { createLogger } from './http/log-error.ts';
import { answerFromWorkers } from './metrics/metrics.ts';
import { StartRefusedError } from './start-refused.ts';

/** What a worker tells the primary once it serves. */
type WorkerReady = { portal: 'ready'; url: string };

/** What the primary sends a worker forked before the data was ready: what to add to its environment. */
export type Prepared = { portal: 'prepared'; env: Record<string, string> };

/** What the primary tells a worker about an outage it healed (main.ts records it). */
type OutageMessage = { portal: 'outage'; startedAt: string; endedAt: string; detail: string };

function tellOneWorker(message: OutageMessage): void {
  const worker = Object.values(cluster.workers ?? {}).find((w) => w && !w.isDead() && w.isConnected());
  worker?.send(message);
}

/** What the primary sends its preparer: the database and the secret, added to its environment. */
export type PrepareMessage = { portal: 'prepare'; env: Record<string, string> };
/** What the preparer sends before it exits when the start must stop with a sentence (StartRefusedError). */
export type PrepareRefused = { portal: 'refused'; message: string };

/** Set in a worker that must wait for the primary's Prepared message before it starts (main.ts has the same name). */
const WAIT_FOR_PRIMARY = 'PORTAL_WAIT_FOR_PRIMARY';
/** Set in the one-off process that migrates and seeds (main.ts has the same name). */
const PREPARE = 'PORTAL_PREPARE';
/** The preparer's exit code when PostgreSQL could not be reached: the primary tries again (EX_TEMPFAIL). */
const PREPARE_RETRY_EXIT = 75;

/**
 * The workers' memory (issue 18, item 4; measured with `npm run bench -- --soak`). A request makes
 * short-lived garbage: a young generation of 2 MB semi-spaces instead of V8's 16 MB is swept more
 * often and keeps about 40 MB less per worker, for a few per cent of throughput. A 256 MB old
 * generation (a worker uses about 50 MB; exports stream) makes V8 collect sooner the photo buffers
 * that uploads leave outside its heap. A flag the operator sets (NODE_OPTIONS, the command line) wins.
 */
const WORKER_V8_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=256'].filter((flag) => {
  const name = flag.split('=')[0]!;
  return ![...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((given) => given.split('=')[0] === name);
});

/**
 * glibc's malloc for the workers, unless the environment sets it: sharp (libvips) decodes each photo
 * in buffers of several MB on its own threads. By default glibc soon serves such buffers from
 * per-thread arenas that it never gives back, and a worker's RSS grew by some 250 MB in a soak of
 * photo uploads; with a fixed mmap threshold they are returned as soon as they are freed.
 */
const WORKER_MALLOC: Record<string, string> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * How long the primary waits before it replaces a worker, by how many exited in the last minute: at
 * once for the first few, then longer (a worker that cannot start would otherwise spin the CPU), but
 * never for ever and never "stop the portal": what kills workers (a database away, a full disk) is
 * usually outside the portal, and it comes back by itself.
 */
function restartDelayMs(exitsInLastMinute: number): number {
  if (exitsInLastMinute <= 3) return 0;
  return Math.min(30_000, 500 * 2 ** (exitsInLastMinute - 4));
}

export async function runPrimary(env: Env, workers: number, started: number, mainFile: string): Promise<void> {
  const log = createLogger({ level: env.LOG_LEVEL });
  // The kernel hands each new connection to a worker that accepts it. With Node's default
  // round-robin the primary accepts and passes the socket on, and one passed to a worker in the
  // instant it dies is lost: the visitor's browser waits 5–30 s for nothing (issue 34, item 6). A
  // shared socket leaves a dead worker's waiting connections to the others.
  // NODE_CLUSTER_SCHED_POLICY=rr, set by the operator, still chooses Node's round-robin.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  // The workers reach the database the primary prepared, with its secret; they seed nothing
  // themselves. Until the data is ready a new worker waits for it; afterwards it finds it in its
  // environment.
  // env: the database and secret (for the preparer); served: what a worker gets once it may serve.
  const data: { env?: Record<string, string>; served?: Record<string, string>; embedded?: EmbeddedDatabase } = {};
  const workerEnv = (): Record<string, string> => ({
    ...WORKER_MALLOC,
    ...(process.env as Record<string, string>),
    PORTAL_WORKER: '1',
    ...(data.served ?? { [WAIT_FOR_PRIMARY]: '1' }),
  });

  cluster.setupPrimary({ exec: path.resolve(mainFile), args: [], execArgv: [...WORKER_V8_FLAGS, ...process.execArgv] });
  let stopping = false;
  let readyCount = 0;
  let readyUrl: string | undefined;
  let prepared = false;
  // "berjalan di …" once every worker serves and the preparer is done (its super admin box comes first).
  const sayReady = () => {
    if (!readyUrl || !prepared) return;
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`Portal PUPR Sulawesi Barat berjalan di ${readyUrl} (siap dalam ${ms} ms, ${workers} pekerja)\n`);
    readyUrl = undefined;
  };
  const exits: number[] = [];
  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv());
    // A worker asked for the whole portal's metrics (/metrics): every worker's figures, gathered here.
    worker.on('message', (m: unknown) => answerFromWorkers(worker, m));
    worker.on('message', (m: WorkerReady) => {
      if (m?.portal !== 'ready') return;
      if (++readyCount === workers) {
        readyUrl = m.url;
        sayReady();
      }
    });
    return worker;
  };

  let preparer: ReturnType<typeof forkProcess> | undefined;
  const stopAll = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    preparer?.kill('SIGTERM');
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      alive.map(
        (w) =>
          new Promise<void>((resolve) => {
            // A worker that has not stopped in 30 s (a stop that hangs) is stopped outright.
            const kill = setTimeout(() => w.process.kill('SIGKILL'), 30_000);
            w.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await data.embedded?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    exits.push(now);
    while (exits[0]! < now - 60_000) exits.shift();
    const delay = restartDelayMs(exits.length);
    log.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, 'worker exited; starting another');
    setTimeout(() => stopping || fork(), delay).unref();
  });

  for (let i = 0; i < workers; i++) fork();

  // The preparer is started now, to load its code while PostgreSQL starts; it gets the database when
  // there is one (a start on existing data is that much shorter).
  let dataEnv!: (env: Record<string, string>) => void;
  let noData!: (err: unknown) => void;
  const dataEnvReady = new Promise<Record<string, string>>((resolve, reject) => {
    dataEnv = resolve;
    noData = reject;
  });
  dataEnvReady.catch(() => {});
  // Once the schema is current the workers may serve, while the preparer goes on seeding.
  const sendPrepared = () => {
    if (!data.env || data.served) return;
    data.served = { ...data.env, SEED_DEMO: '0' };
    const message: Prepared = { portal: 'prepared', env: data.served };
    for (const w of Object.values(cluster.workers ?? {})) w?.send(message);
  };
  const preparing = prepareUntilDone(
    mainFile,
    dataEnvReady,
    log,
    (child) => {
      preparer = child;
      child.on('message', (m: { portal?: string }) => m?.portal === 'migrated' && sendPrepared());
    },
    () => stopping,
  );
  preparing.catch(() => {});
  try {
    const databaseUrl =
      env.DATABASE_URL ??
      (data.embedded = await startEmbeddedPostgres(
        env.dataDir,
        { info: (m) => log.info(m), warn: (m) => log.warn(m) },
        // The primary restarted its PostgreSQL: one worker records it and tells the super admins.
        {
          walArchiveDir: walArchiveDir(env),
          onRestart: (restart) =>
            tellOneWorker({
              portal: 'outage',
              startedAt: restart.diedAt.toISOString(),
              endedAt: restart.backAt.toISOString(),
              detail: 'embedded_restarted',
            }),
        },
      )).url;
    data.env = {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: authSecret(env),
      // The embedded database is given to the workers by URL; they must not take it for an external one.
      SEED_DEMO: env.seedDemo ? '1' : '0',
    };
    dataEnv({ ...data.env });
    await preparing;
  } catch (err) {
    // Stopped (SIGTERM) while preparing: stopAll ends the process.
    if (stopping) return;
    stopping = true;
    noData(err);
    preparer?.kill('SIGTERM');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    await data.embedded?.stop().catch(() => {});
    throw err;
  }
  sendPrepared();
  prepared = true;
  sayReady();
}

/**
 * Runs the preparer (migrations, demo content, the first super admin) in its own process, again and
 * again while PostgreSQL cannot be reached, until it is done. Any other failure (a migration that
 * does not apply) is the portal's own and stops the start.
 */
async function prepareUntilDone(
  mainFile: string,
  dataEnv: Promise<Record<string, string>>,
  log: ReturnType<typeof createLogger>,
  track: (child: ReturnType<typeof forkProcess>) => void,
  stopped: () => boolean,
): Promise<void> {
  for (let attempt = 0; !stopped(); attempt++) {
    const child = forkProcess(path.resolve(mainFile), [], { env: { ...process.env, [PREPARE]: '1' }, execArgv: process.execArgv });
    track(child);
    let refused: string | undefined;
    child.on('message', (m: PrepareRefused) => {
      if (m?.portal === 'refused') refused = m.message;
    });
    // 'close', not 'exit': it comes once the channel is closed too, so a message sent just before exiting is in.
    const exited = new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c)));
    const env = await Promise.race([dataEnv, exited.then(() => null)]);
    if (env) child.send({ portal: 'prepare', env } satisfies PrepareMessage);
    const code = await exited;
    if (code === 0 || stopped()) return;
    // Said in one sentence by the primary (main.ts), as it says why its own PostgreSQL cannot start.
    if (refused) throw new StartRefusedError(refused);
    if (code !== PREPARE_RETRY_EXIT) throw new Error(`menyiapkan data gagal (kode ${code})`);
    const wait = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
    if (attempt === 0 || wait === 30_000) log.warn({ retryInMs: wait }, 'database not reachable while preparing the data; waiting for it');
    await new Promise((r) => setTimeout(r, wait));
  }
}
