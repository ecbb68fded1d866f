import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import type { Role } from '../../shared/roles.ts';
import { createApp } from '../app.ts';
import { createAuth } from '../auth.ts';
import type { Deps } from '../context.ts';
import { createDb, createPool } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { profiles } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../http/log-error.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createDiskStore } from '../storage/disk-store.ts';
import { listenForChanges } from '../cache/changes.ts';

export const BASE_URL = 'http://portal.test';

export type TestUser = { id: string; email: string; password: string; fullName: string; role: Role; cookie: string };

/** A fresh, migrated database on the test server, for tests that need exact global state. */
async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('databaseUrl');
  const name = `portal_iso_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 2); // the migration lock holds one; graphile-worker's migrations take the other
  await runMigrations(pool);
  await pool.end();
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The real app on the real test database, driven through `app.request()`. Each test file makes
 * one; each test makes its own users and rows with the factories below. `isolated: true` gives the
 * app a database of its own, for tests that count every row (the shared one has other files' rows).
 * `log` replaces the silent logger, for tests that read what the portal logs.
 */
export async function createTestApp(opts: { store?: BlobStore; isolated?: boolean; env?: Record<string, string>; log?: Logger } = {}) {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  const scratch = opts.isolated ? await createScratchDatabase() : null;
  const pool = createPool(scratch?.url ?? inject('databaseUrl'), 4);
  const db = createDb(pool);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: filesDir,
    BASE_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Every test file sends its forms from one address into one database; rate-limit.test.ts sets its own.
    PUBLIC_FORM_LIMIT_PER_HOUR: '100000',
    REGISTER_LIMIT_PER_HOUR: '100000',
    // Each test app speaks from an address of its own (below), so that per-IP login counts of
    // one test file never slow down another's.
    TRUST_PROXY: '1',
    ...opts.env,
  });
  const log = opts.log ?? createLogger({ level: 'silent' });
  const auth = createAuth({ db, baseUrl: BASE_URL, secret: env.AUTH_SECRET!, log });
  // As in production (prepare-data.ts): the caches hear the committed writes of every app on this database.
  const changes = listenForChanges(db, scratch?.url ?? inject('databaseUrl'), log);
  await changes.ready;
  const deps: Deps = { env, db, pool, auth, store: opts.store ?? createDiskStore(path.join(filesDir, 'files')), log, changes };
  const app = createApp(deps, null);

  const clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  /** A request as a browser on our origin would send it; `as` adds that user's session cookie. */
  async function request(
    method: string,
    url: string,
    init: { as?: TestUser | null; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: BASE_URL, 'x-forwarded-for': clientIp, ...init.headers };
    if (init.as) headers.cookie = init.as.cookie;
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) body = init.form;
    return app.request(url, { method, headers, body });
  }

  let counter = 0;
  /** Registers and signs in a user with the given role; returns the session cookie with it. */
  async function createUser(input: { role?: Role; fullName?: string; email?: string } = {}): Promise<TestUser> {
    const email = input.email ?? `user-${randomUUID().slice(0, 8)}-${++counter}@contoh.id`;
    const password = `Rahasia-${randomUUID().slice(0, 8)}`;
    const fullName = input.fullName ?? `Pengguna ${counter}`;
    // Through better-auth itself, as our registration route does, but without that route's neutral-answer
    // wait (at least 300 ms, issue 33 item 9): a factory for hundreds of tests, not the test of registration
    // (features/accounts/accounts.test.ts is).
    await auth.api.signUpEmail({ body: { name: fullName, email: email.toLowerCase(), password } });
    const [profile] = await db.select().from(profiles).where(eq(profiles.email, email.toLowerCase()));
    if (!profile) throw new Error('no profile');
    const role = input.role ?? 'customer';
    if (role !== 'customer') await db.update(profiles).set({ role }).where(eq(profiles.id, profile.id));
    const login = await request('POST', '/api/account/login', { json: { email, password } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = cookieFrom(login);
    return { id: profile.id, email: email.toLowerCase(), password, fullName, role, cookie };
  }

  return {
    app,
    deps,
    db,
    pool,
    request,
    createUser,
    clientIp,
    /** Once this app's caches have heard every write committed so far (a test that writes with SQL). */
    caughtUp: () => changes.caughtUp(),
    close: async () => {
      await changes.stop();
      await pool.end();
      fs.rmSync(filesDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
