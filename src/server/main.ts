import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DataDirBusyError } from './db/embedded.ts';
import { loadEnv, type Env } from './env.ts';
import { createLogger } from './http/log-error.ts';
import type { Deps } from './context.ts';
import { ROOT } from './root.ts';
import type { Prepared } from './prepare-data.ts';
import type { Prepared as PrimaryPrepared } from './cluster.ts';

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

/** Kept in step with cluster.ts's WAIT_FOR_PRIMARY (not imported: a worker need not load cluster.ts). */
const WAIT_FOR_PRIMARY = 'PORTAL_WAIT_FOR_PRIMARY';

const NOT_READY = JSON.stringify({ error: { code: 'NOT_READY', message: 'Server belum siap. Silakan coba lagi sebentar lagi.' } });

export type Portal = { url: string; stop: () => Promise<void>; deps: Deps };

/**
 * Starts the portal: the HTTP port first (answering 503 until ready), then PostgreSQL, migrations,
 * demo content and the first super admin, then the app itself.
 */
export async function startPortal(env: Env = loadEnv()): Promise<Portal> {
  const log = createLogger({ level: env.LOG_LEVEL });
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
    const jobs = await startJobRunner(deps);
    if (jobs.transport.kind === 'log') log.info('SMTP_URL is not set: e-mails are kept in the outbox (/admin/surel) and the log');

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        stopSweep();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 5_000).unref();
        });
        // A job in progress finishes (or is released for another instance) before the pool closes.
        await jobs.stop();
        await pool.end();
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
  if (cluster.isWorker && process.env[WAIT_FOR_PRIMARY]) {
    // Forked before the data was ready: load the code meanwhile, then take the database from the primary.
    void serverModules();
    const prepared = await new Promise<PrimaryPrepared>((resolve) => {
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
    });
    Object.assign(process.env, prepared.env);
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
  let portal: Portal;
  try {
    portal = await startPortal(env);
  } catch (err) {
    failedToStart(err);
  }
  if (cluster.isWorker) {
    // The primary says when every worker serves (src/server/cluster.ts).
    process.send?.({ portal: 'ready', url: portal.url });
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

function failedToStart(err: unknown): never {
  if (err instanceof DataDirBusyError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('Portal gagal dimulai:', err);
  process.exit(1);
}
