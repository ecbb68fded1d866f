import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { createPool } from '../db/client.ts';

/**
 * One real PostgreSQL for the whole run: the embedded server in a temporary DATA_DIR, or, with
 * PORTAL_TEST_DB=external, a fresh database on the server in TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const quiet = { info: () => {}, warn: () => {} };
  let url: string;
  let teardown: () => Promise<void>;
  if (process.env.PORTAL_TEST_DB === 'external') {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) throw new Error('PORTAL_TEST_DB=external needs TEST_DATABASE_URL');
    const name = `portal_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(server);
    u.pathname = `/${name}`;
    url = u.toString();
    teardown = async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-vitest-'));
    const db = await startEmbeddedPostgres(dir, quiet);
    url = db.url;
    teardown = async () => {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const pool = createPool(url, 2);
  await runMigrations(pool);
  await pool.end();
  project.provide('databaseUrl', url);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
