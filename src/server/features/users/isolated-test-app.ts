// A test app on its own fresh database, for tests that need exact global state (the number of
// super admins, dashboard totals) which the shared test database cannot give while other test
// files run in parallel.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { Role } from '../../../shared/roles.ts';
import { createApp } from '../../app.ts';
import { createAuth } from '../../auth.ts';
import type { Deps } from '../../context.ts';
import { createDb, createPool } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { profiles } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { createDiskStore } from '../../storage/disk-store.ts';
import { BASE_URL, cookieFrom, type TestUser } from '../../test/harness.ts';

export async function createIsolatedTestApp() {
  const serverUrl = inject('databaseUrl');
  const name = `portal_iso_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-iso-files-'));
  const pool = createPool(url.toString(), 6);
  await runMigrations(pool);
  const db = createDb(pool);
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: filesDir, BASE_URL, AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' });
  const auth = createAuth({ db, baseUrl: BASE_URL, secret: env.AUTH_SECRET! });
  const deps: Deps = { env, db, pool, auth, store: createDiskStore(path.join(filesDir, 'files')), log: pino({ level: 'silent' }) };
  const app = createApp(deps, null);

  async function request(method: string, reqUrl: string, init: { as?: TestUser | null; json?: unknown } = {}) {
    const headers: Record<string, string> = { origin: BASE_URL };
    if (init.as) headers.cookie = init.as.cookie;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return app.request(reqUrl, { method, headers, body });
  }

  let counter = 0;
  async function createUser(input: { role?: Role; fullName?: string } = {}): Promise<TestUser> {
    const email = `iso-${randomUUID().slice(0, 8)}-${++counter}@contoh.id`;
    const password = `Rahasia-${randomUUID().slice(0, 8)}`;
    const fullName = input.fullName ?? `Pengguna ${counter}`;
    const reg = await request('POST', '/api/account/register', { json: { fullName, email, password, confirmPassword: password } });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status}`);
    const [profile] = await db.select().from(profiles).where(eq(profiles.email, email));
    const role = input.role ?? 'customer';
    if (role !== 'customer') await db.update(profiles).set({ role }).where(eq(profiles.id, profile!.id));
    const login = await request('POST', '/api/account/login', { json: { email, password } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    return { id: profile!.id, email, password, fullName, role, cookie: cookieFrom(login) };
  }

  return {
    app, db, pool, request, createUser,
    close: async () => {
      await pool.end();
      fs.rmSync(filesDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
