// `npm start` on several cores (issue 18, item 3): a primary process prepares the data once — the
// embedded PostgreSQL, migrations, demo content, the first super admin — and runs WEB_CONCURRENCY
// workers (one per core by default) that share the port and serve. Everything shared lives in
// PostgreSQL (sessions, rate limits, the job queue, upload quotas); each worker's caches are its own
// and short-lived (docs/decisions/034-workers.md).
// The workers are forked at once and load their code while the primary prepares the data; they start
// serving when it sends them the database (PREPARED). Start-up is then the longer of the two, not
// their sum (issue 18, item 5).
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Env } from './env.ts';
import { createLogger } from './http/log-error.ts';

/** What a worker tells the primary once it serves. */
type WorkerReady = { portal: 'ready'; url: string };

/** What the primary sends a worker forked before the data was ready: what to add to its environment. */
export type Prepared = { portal: 'prepared'; env: Record<string, string> };

/** Set in a worker that must wait for the primary's Prepared message before it starts (main.ts has the same name). */
const WAIT_FOR_PRIMARY = 'PORTAL_WAIT_FOR_PRIMARY';

const RESTARTS_PER_MINUTE = 5;

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

export async function runPrimary(env: Env, workers: number, started: number, mainFile: string): Promise<void> {
  const log = createLogger({ level: env.LOG_LEVEL });
  // The workers reach the database the primary prepared, with its secret; they seed nothing
  // themselves. Until the data is ready a new worker waits for it; afterwards it finds it in its
  // environment.
  const data: { env?: Record<string, string>; embedded?: { stop: () => Promise<void> } } = {};
  const workerEnv = (): Record<string, string> => ({
    ...WORKER_MALLOC,
    ...(process.env as Record<string, string>),
    PORTAL_WORKER: '1',
    ...(data.env ?? { [WAIT_FOR_PRIMARY]: '1' }),
  });

  cluster.setupPrimary({ exec: path.resolve(mainFile), args: [], execArgv: [...WORKER_V8_FLAGS, ...process.execArgv] });
  let stopping = false;
  let readyCount = 0;
  const restarts: number[] = [];
  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv());
    worker.on('message', (m: WorkerReady) => {
      if (m?.portal !== 'ready') return;
      if (++readyCount === workers) {
        const ms = Math.round(performance.now() - started);
        process.stdout.write(`Portal PUPR Sulawesi Barat berjalan di ${m.url} (siap dalam ${ms} ms, ${workers} pekerja)\n`);
      }
    });
    return worker;
  };

  const stopAll = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      alive.map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await data.embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that dies is replaced; one that keeps dying stops the portal rather than loop forever.
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    log.error({ pid: worker.process.pid, code, signal }, 'worker exited; starting another');
    if (restarts.length > RESTARTS_PER_MINUTE) {
      log.error('workers keep exiting: stopping the portal');
      void stopAll('crash-loop');
      return;
    }
    fork();
  });

  for (let i = 0; i < workers; i++) fork();

  const { prepareData } = await import('./prepare-data.ts');
  let ready;
  try {
    ready = await prepareData(env, log, env.baseUrl);
  } catch (err) {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    throw err;
  }
  data.embedded = ready.embedded;
  data.env = { DATABASE_URL: ready.embedded?.url ?? env.DATABASE_URL!, AUTH_SECRET: ready.deps.env.AUTH_SECRET!, SEED_DEMO: '0' };
  await ready.pool.end();
  const message: Prepared = { portal: 'prepared', env: data.env };
  for (const w of Object.values(cluster.workers ?? {})) w?.send(message);
}
