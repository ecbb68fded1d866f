// `npm start` on several cores (issue 18, item 3): a primary process prepares the data once — the
// embedded PostgreSQL, migrations, demo content, the first super admin — then forks WEB_CONCURRENCY
// workers (one per core by default) that share the port and serve. Everything shared lives in
// PostgreSQL (sessions, rate limits, the job queue, upload quotas); each worker's caches are its own
// and short-lived (docs/decisions/034-workers.md).
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Env } from './env.ts';
import { createLogger } from './http/log-error.ts';
import { prepareData } from './prepare-data.ts';

/** What a worker tells the primary once it serves. */
type WorkerReady = { portal: 'ready'; url: string };

const RESTARTS_PER_MINUTE = 5;

export async function runPrimary(env: Env, workers: number, started: number, mainFile: string): Promise<void> {
  const log = createLogger({ level: env.LOG_LEVEL });
  const prepared = await prepareData(env, log, env.baseUrl);
  const { deps, pool, embedded } = prepared;
  // The workers reach the database the primary prepared, with its secret; they seed nothing themselves.
  const workerEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATABASE_URL: embedded?.url ?? env.DATABASE_URL!,
    AUTH_SECRET: deps.env.AUTH_SECRET!,
    SEED_DEMO: '0',
    PORTAL_WORKER: '1',
  };
  await pool.end();

  cluster.setupPrimary({ exec: path.resolve(mainFile), args: [] });
  let stopping = false;
  let readyCount = 0;
  const restarts: number[] = [];
  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv);
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
    await embedded?.stop();
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
}
