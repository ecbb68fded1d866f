import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createApp } from './app.ts';
import { createAuth } from './auth.ts';
import { FIRST_SUPER_ADMIN_LOCK } from './db/advisory-locks.ts';
import { createDb, createPool } from './db/client.ts';
import { DataDirBusyError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoContent } from './db/seed-demo.ts';
import { seedDemoBridgeDetails } from './db/seed-demo-bridges.ts';
import { seedDemoGallery } from './features/gallery/seed-gallery.ts';
import { seedDemoDip } from './features/ppid/seed-dip.ts';
import { loadEnv, type Env } from './env.ts';
import { generatePassword, hasSuperAdmin, upsertAdmin } from './features/accounts/upsert-admin.ts';
import { createLogger } from './http/log-error.ts';
import { StaticSite } from './http/static-site.ts';
import type { Deps } from './context.ts';
import { createDiskStore } from './storage/disk-store.ts';
import { createS3Store } from './storage/s3-store.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { scheduleUploadSweep } from './uploads/sweep-orphans.ts';
import { startJobRunner } from './jobs/runner.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');

/** The auth secret: from AUTH_SECRET, else made once and kept in DATA_DIR. */
function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function createStore(env: Env): BlobStore {
  if (!env.STORAGE_URL) return createDiskStore(path.join(env.dataDir, 'files'));
  return createS3Store({
    bucket: new URL(env.STORAGE_URL).hostname,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

const NOT_READY = JSON.stringify({ error: { code: 'NOT_READY', message: 'Server belum siap. Silakan coba lagi sebentar lagi.' } });

export type Portal = { url: string; stop: () => Promise<void>; deps: Deps };

/**
 * Starts the portal: the HTTP port first (answering 503 until ready), then PostgreSQL, migrations,
 * demo content and the first super admin, then the app itself.
 */
export async function startPortal(env: Env = loadEnv()): Promise<Portal> {
  const log = createLogger({ level: env.LOG_LEVEL });
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

  let embedded: EmbeddedDatabase | undefined;
  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(env.dataDir, { info: (m) => log.info(m), warn: (m) => log.warn(m) });
      databaseUrl = embedded.url;
    }
    const pool = createPool(databaseUrl);
    await runMigrations(pool);
    const db = createDb(pool);
    if (env.seedDemo && (await seedDemoContent(db))) log.info('demo content seeded');
    if (env.seedDemo && (await seedDemoBridgeDetails(db))) log.info('demo bridges placed on the map');
    const secret = authSecret(env);
    const auth = createAuth({ db, baseUrl, secret, log });
    // AUTH_SECRET is always set from here on: it also signs the unsubscribe links of e-mails.
    const deps: Deps = { env: { ...env, baseUrl, AUTH_SECRET: secret }, db, pool, auth, store: createStore(env), log };
    await ensureFirstSuperAdmin(deps);
    if (env.seedDemo && (await seedDemoGallery(deps))) log.info('demo gallery seeded');
    if (env.seedDemo && (await seedDemoDip(deps))) log.info('demo PPID list seeded');

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
    await embedded?.stop().catch(() => {});
    throw err;
  }
}

/** Several instances may start together: the first to take the lock creates the account. */
async function ensureFirstSuperAdmin(deps: Deps): Promise<void> {
  const lock = await deps.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [FIRST_SUPER_ADMIN_LOCK]);
    await createFirstSuperAdmin(deps);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [FIRST_SUPER_ADMIN_LOCK]).catch(() => {});
    lock.release();
  }
}

async function createFirstSuperAdmin(deps: Deps): Promise<void> {
  if (await hasSuperAdmin(deps.db)) return;
  const { env } = deps;
  const email = env.ADMIN_EMAIL ?? 'admin@pupr.sulbarprov.go.id';
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  await upsertAdmin(deps, { email, password, fullName: 'Super Admin', role: 'super_admin' });
  if (env.ADMIN_EMAIL) {
    // Not the address itself: the log holds no personal data (docs/decisions/010).
    deps.log.info('super admin created from ADMIN_EMAIL');
    return;
  }
  const line = '═'.repeat(64);
  process.stdout.write(
    `\n${line}\n  Super admin pertama dibuat (hanya ditampilkan sekali):\n` +
      `    Email     : ${email}\n    Kata sandi: ${password}\n` +
      `  Simpan sekarang. Ganti dengan: npm run admin -- create --email … --role super_admin\n${line}\n\n`,
  );
}

// Run directly: `node src/server/main.ts` (npm start goes through scripts/start.ts).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runFromCommandLine();
}

export async function runFromCommandLine(): Promise<void> {
  const started = performance.now();
  let portal: Portal;
  try {
    portal = await startPortal();
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      console.error(err.message);
      process.exit(2);
    }
    console.error('Portal gagal dimulai:', err);
    process.exit(1);
  }
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`Portal PUPR Sulawesi Barat berjalan di ${portal.url} (siap dalam ${ms} ms)\n`);
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
}
