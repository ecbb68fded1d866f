// The data a portal serves, made ready before any request: PostgreSQL, migrations, demo content, the
// auth secret and the first super admin. Used by a single process (main.ts) and by the primary of a
// cluster (cluster.ts), whose workers then find everything in place.
import { authSecret } from './auth-secret.ts';
import { createAuth } from './auth.ts';
import type { Deps } from './context.ts';
import { FIRST_SUPER_ADMIN_LOCK } from './db/advisory-locks.ts';
import { createDb, createPool, withSessionOptions } from './db/client.ts';
import { listenForChanges, type ChangeListener } from './cache/changes.ts';
import { walArchiveDir } from './backup/wal.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { seedDemoBridgeDetails } from './db/seed-demo-bridges.ts';
import { seedDemoContent } from './db/seed-demo.ts';
import { seedDemoRoads } from './db/seed-demo-roads.ts';
import { seedDemoLabTariff } from './db/seed-demo-ujilab-tariff.ts';
import type { Env } from './env.ts';
import { generatePassword, hasSuperAdmin, upsertAdmin } from './features/accounts/index.ts';
import { createOutageWatch, type OutageWatch } from './features/incidents/index.ts';
import { seedDemoGallery } from './features/gallery/index.ts';
import { seedDemoDip } from './features/ppid/index.ts';
import { createStore } from './storage/create-store.ts';

export type Prepared = { deps: Deps; pool: ReturnType<typeof createPool>; embedded: EmbeddedDatabase | undefined };

/**
 * The data a portal serves: PostgreSQL (the embedded server unless DATABASE_URL), its migrations, the
 * demo content, the auth secret and the first super admin. Done once by the primary of a cluster
 * (src/server/cluster.ts), whose workers then come to an up-to-date database: `forWorker` only
 * connects to it.
 */
export async function prepareData(
  env: Env,
  log: Deps['log'],
  baseUrl: string,
  forWorker = false,
  /** Called once the schema is up to date: a cluster's workers may serve from then on (cluster.ts). */
  onMigrated?: () => void,
): Promise<Prepared> {
  let embedded: EmbeddedDatabase | undefined;
  let outages: OutageWatch | undefined;
  let changes: ChangeListener | undefined;
  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(
        env.dataDir,
        { info: (m) => log.info(m), warn: (m) => log.warn(m) },
        // Restarted when it died (db/embedded.ts): recorded, and the super admins told (issue 34).
        {
          onRestart: (r) => void outages?.record({ startedAt: r.diedAt, endedAt: r.backAt, detail: 'embedded_restarted' }),
          walArchiveDir: walArchiveDir(env),
        },
      );
      databaseUrl = embedded.url;
    }
    const pool = createPool(databaseUrl);
    try {
      // Loaded only here: a worker, whose primary migrated, starts without the migrator (issue 18, item 5).
      if (!forWorker) await (await import('./db/migrate.ts')).runMigrations(pool);
      onMigrated?.();
      const db = createDb(pool);
      if (env.seedDemo && (await seedDemoContent(db))) log.info('demo content seeded');
      if (env.seedDemo && (await seedDemoBridgeDetails(db))) log.info('demo bridges placed on the map');
      if (env.seedDemo && (await seedDemoRoads(db))) log.info('demo road sections and their owners seeded');
      if (env.seedDemo && (await seedDemoLabTariff(db))) log.info('demo lab tariff seeded');
      const secret = authSecret(env);
      const auth = createAuth({ db, baseUrl, secret, log });
      // AUTH_SECRET is always set from here on: it also signs the unsubscribe links of e-mails.
      const deps: Deps = {
        env: { ...env, baseUrl, AUTH_SECRET: secret },
        db,
        pool,
        auth,
        store: await createStore(env),
        log,
        outages: (outages = createOutageWatch(db, log, baseUrl)),
        changes: (changes = listenForChanges(db, withSessionOptions(databaseUrl), log)),
      };
      await changes.ready;
      if (!forWorker) await ensureFirstSuperAdmin(deps);
      if (env.seedDemo && (await seedDemoGallery(deps))) log.info('demo gallery seeded');
      if (env.seedDemo && (await seedDemoDip(deps))) log.info('demo PPID list seeded');
      return { deps, pool, embedded };
    } catch (err) {
      await changes?.stop();
      await pool.end().catch(() => {});
      throw err;
    }
  } catch (err) {
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
