import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DataDirBusyError } from './db/embedded.ts';
import { joinCluster } from './metrics/metrics.ts';
import { loadEnv, type Env } from './env.ts';
import { isDatabaseUnavailable } from './http/database-unavailable.ts';
import { createLogger } from './http/log-error.ts';
import type { Deps } from './context.ts';
import { startWhenDatabaseAnswers } from './jobs/when-database-answers.ts';
import { ROOT } from './root.ts';
import type { Prepared } from './prepare-data.ts';
import type { PrepareMessage, PrepareRefused, Prepared as PrimaryPrepared } from './cluster.ts';
import { StartRefusedError } from './start-refused.ts';

// The server's code, loaded when it is needed rather than with this file: a primary of several
// workers (cluster.ts) never serves, and a worker loads it while the primary prepares the data.
let loadingServerModules: ReturnType<typeof loadServerModules> | undefined;
const serverModules = () => (loadingServerModules ??= loadServerModules());
const loadServerModules = () =>
  Promise.all([
    import('./app.ts'),
    import('./http/static-site.ts'),
    import('./uploads/sweep-orphans.ts'),
    import('./jobs/runner.ts'),
    import('./prepare-data.ts'),
  ]).then(([app, site, sweep, jobs, data]) => ({
    createApp: app.createApp,
    StaticSite: site.StaticSite,
    scheduleUploadSweep: sweep.scheduleUploadSweep,
    startJobRunner: jobs.startJobRunner,
    prepareData: data.prepareData,
  }));

export const WEB_DIST = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');

/** Kept in step with cluster.ts's names (not imported: a worker need not load cluster.ts). */
const WAIT_FOR_PRIMARY = 'PORTAL_WAIT_FOR_PRIMARY';
const PREPARE = 'PORTAL_PREPARE';
const PREPARE_RETRY_EXIT = 75;

const NOT_READY = JSON.stringify({ error: { code: 'NOT_READY', message: 'Server belum siap. Silakan coba lagi sebentar lagi.' } });

export type Portal = { url: string; stop: () => Promise<void>; deps: Deps };

/**
 * Starts the portal: the HTTP port first (answering 503 until ready), then PostgreSQL, migrations,
 * demo content and the first super admin, then the app itself. A cluster's worker passes
 * `dataReady`: its environment once the primary has made the data ready (cluster.ts).
 */
export async function startPortal(env: Env = loadEnv(), dataReady?: Promise<Env>): Promise<Portal> {
  let log = createLogger({ level: env.LOG_LEVEL });
  const modules = serverModules();
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' }).end(NOT_READY);
  };
  const server = createServer((req, res) => handler(req, res));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  if (dataReady) {
    env = await dataReady;
    log = createLogger({ level: env.LOG_LEVEL });
  }
  const baseUrl = env.BASE_URL ?? env.baseUrl.replace(/:\d+$/, `:${port}`);

  let prepared: Prepared | undefined;
  try {
    const { createApp, StaticSite, scheduleUploadSweep, startJobRunner, prepareData } = await modules;
    prepared = await prepareData(env, log, baseUrl, cluster.isWorker);
    const { deps, pool, embedded } = prepared;

    const site = StaticSite.tryLoad(WEB_DIST);
    if (!site) log.warn('dist/web is missing: run `npm run build` (npm start does this for you)');
    else if (!(await site.loadRenderer()))
      log.warn('the page renderer (dist/web/.ssr) is missing: public pages start as a spinner until `npm run build`');
    const app = createApp(deps, site);
    const listener = getRequestListener(app.fetch);
    handler = (req, res) => void listener(req, res);
    const stopSweep = scheduleUploadSweep(deps);
    // Serving does not wait for the job queue: a worker started while PostgreSQL is away answers 503
    // and its queue starts when the database answers again.
    const jobs = startWhenDatabaseAnswers(() => startJobRunner(deps), log);

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        stopSweep();
        deps.outages?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 5_000).unref();
        });
        // A job in progress finishes (or is released for another instance) before the pool closes.
        // Neither may hold the stop for ever: a library that lost a connection in an outage can leave
        // a client checked out, and pool.end() would wait for it without end (issue 34).
        await within(20_000, jobs.stop(), () => log.warn('the job queue did not stop within 20 s'));
        await deps.changes?.stop();
        await within(5_000, pool.end(), () => log.warn('a database connection was still held after 5 s; closing anyway'));
        await embedded?.stop();
      })());
    return { url: baseUrl, stop, deps };
  } catch (err) {
    server.close();
    await prepared?.pool.end().catch(() => {});
    await prepared?.embedded?.stop().catch(() => {});
    throw err;
  }
}

// Run directly: `node src/server/main.ts` (npm start goes through scripts/start.ts).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runFromCommandLine();
}

export async function runFromCommandLine(): Promise<void> {
  const started = performance.now();
  if (process.env[PREPARE]) return runPreparer();
  let dataReady: Promise<Env> | undefined;
  if (cluster.isWorker && process.env[WAIT_FOR_PRIMARY]) {
    // Forked before the data was ready: open the port and load the code meanwhile, then take the
    // database from the primary.
    void serverModules();
    dataReady = new Promise<PrimaryPrepared>((resolve) => {
      // A primary that fails to prepare the data, or is killed, leaves this worker nothing to wait for.
      const orphaned = () => process.exit(0);
      const onMessage = (m: PrimaryPrepared) => {
        if (m?.portal !== 'prepared') return;
        process.off('message', onMessage);
        process.off('disconnect', orphaned);
        resolve(m);
      };
      process.on('message', onMessage);
      process.on('disconnect', orphaned);
    }).then((prepared) => {
      Object.assign(process.env, prepared.env);
      return loadEnv();
    });
  }
  const env = loadEnv();
  const workers = env.WEB_CONCURRENCY ?? availableParallelism();
  if (cluster.isPrimary && workers > 1) {
    const { runPrimary } = await import('./cluster.ts');
    try {
      await runPrimary(env, workers, started, fileURLToPath(import.meta.url));
    } catch (err) {
      failedToStart(err);
    }
    return;
  }
  keepRunningThroughDatabaseFaults(createLogger({ level: env.LOG_LEVEL }));
  let portal: Portal;
  try {
    portal = await startPortal(env, dataReady);
  } catch (err) {
    failedToStart(err);
  }
  if (cluster.isWorker) {
    // The primary gathers every worker's metrics for a scrape of any of them (metrics/metrics.ts).
    joinCluster();
    // The primary says when every worker serves (src/server/cluster.ts), and passes on an outage it
    // healed itself (the embedded PostgreSQL restarted), for the record and the super admins.
    process.send?.({ portal: 'ready', url: portal.url });
    process.on('message', (m: { portal?: string; startedAt?: string; endedAt?: string; detail?: string }) => {
      if (m?.portal !== 'outage' || !m.startedAt || !m.endedAt) return;
      void portal.deps.outages?.record({ startedAt: new Date(m.startedAt), endedAt: new Date(m.endedAt), detail: m.detail });
    });
  } else {
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`Portal PUPR Sulawesi Barat berjalan di ${portal.url} (siap dalam ${ms} ms)\n`);
  }
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    portal.deps.log.info({ signal }, 'stopping');
    portal.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A worker whose primary is gone (killed outright) stops too, rather than serve on without it.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('disconnect'));
}

/** Waits for `work`, at most `ms`; then says so and goes on. */
async function within(ms: number, work: Promise<unknown>, late: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([work.then(() => 'done' as const), timeout]);
  clearTimeout(timer);
  if (outcome === 'late') late();
}

/**
 * A promise rejected with nobody to catch it ends a Node process. One that says PostgreSQL cannot be
 * reached (a library's background query, e.g. the job queue's, in an outage) must not take a worker
 * down with it: the portal answers 503 until the database is back (issue 34, item 1). Anything else
 * is a bug, and the process ends as Node would end it (the primary starts another).
 */
function keepRunningThroughDatabaseFaults(log: ReturnType<typeof createLogger>): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.warn({ err: reason }, 'database unavailable (a background query)');
      return;
    }
    log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}

/**
 * The one-off process of a cluster's primary (cluster.ts) that migrates and seeds, so that the
 * primary itself never loads the app. Exit 0: done; PREPARE_RETRY_EXIT: PostgreSQL could not be
 * reached, the primary tries again; 1: a fault of the portal's own.
 */
async function runPreparer(): Promise<void> {
  // Its code loads while the primary starts PostgreSQL, which it is then given.
  const loading = import('./prepare-data.ts');
  loading.catch(() => {}); // awaited below, where its failure is reported
  const given = await new Promise<PrepareMessage>((resolve) => {
    process.on('message', (m: PrepareMessage) => m?.portal === 'prepare' && resolve(m));
    process.on('disconnect', () => process.exit(0));
  });
  Object.assign(process.env, given.env);
  const env = loadEnv();
  const log = createLogger({ level: env.LOG_LEVEL });
  try {
    const { prepareData } = await loading;
    // The workers serve as soon as the schema is current; the demo content and the first super admin follow.
    const prepared = await prepareData(env, log, env.baseUrl, false, () => process.send?.({ portal: 'migrated' }));
    await prepared.pool.end();
    process.exit(0);
  } catch (err) {
    if (isDatabaseUnavailable(err)) {
      log.warn({ err }, 'database not reachable while preparing the data');
      process.exit(PREPARE_RETRY_EXIT);
    }
    // The primary says it, once, as it says why its own PostgreSQL cannot start (a database made by a newer portal).
    if (err instanceof StartRefusedError && process.send) {
      process.send({ portal: 'refused', message: err.message } satisfies PrepareRefused, () => process.exit(1));
      return;
    }
    failedToStart(err);
  }
}

function failedToStart(err: unknown): never {
  if (err instanceof DataDirBusyError) {
    console.error(err.message);
    process.exit(2);
  }
  // What the office must do is the message; a stack would only hide it (issue 37, items 1 and 5).
  if (err instanceof StartRefusedError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error('Portal gagal dimulai:', err);
  process.exit(1);
}
