import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { StartRefusedError } from '../start-refused.ts';
import { createPool } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

// Issue 37, item 5: a database made by an older portal is brought up to date at start; one made by a
// newer portal (a migration this build does not know) is refused before anything changes, in one sentence.
const MIGRATIONS = path.resolve('src/server/db/migrations');
const MAIN = path.resolve('src/server/main.ts');
const journal = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }
).entries;
const whenOf = (tag: string) => journal.find((e) => e.tag.startsWith(tag))!.when;
const NEWER = /^Basis data ini dibuat oleh versi portal yang lebih baru .*npm run restore.*\.$/;
const quiet = { info: () => {}, warn: () => {} };

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** A new, empty database on the test server; dropped after the file's tests. */
async function newDatabase(): Promise<string> {
  const server = inject('databaseUrl');
  const name = `upgrade_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Applies the first `count` migrations only, as an older portal (with a shorter journal) would have. */
async function migrateFirst(pool: pg.Pool, count: number): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-older-journal-'));
  try {
    fs.cpSync(MIGRATIONS, folder, { recursive: true });
    const full = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...full, entries: full.entries.slice(0, count) }));
    const client = await pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      client.release();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** What a start could change: the migrations recorded and every table and column (the job queue's too). */
async function snapshot(pool: pg.Pool) {
  const migrations = await pool.query(`SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id`);
  const columns = await pool.query(
    `SELECT table_schema || '.' || table_name || '.' || column_name AS c FROM information_schema.columns
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  return { migrations: migrations.rows, columns: columns.rows.map((r: { c: string }) => r.c) };
}

/** A row as a newer portal's migrator leaves it: a hash and a `when` this build's journal does not have. */
const addUnknownMigration = (pool: pg.Pool, when: number) =>
  pool.query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)`, ['f'.repeat(64), when]);

/** `node src/server/main.ts` as npm start runs it; resolves with its exit code and everything it printed. */
function startPortal(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  // Vitest puts Vite's BASE_URL ('/') into process.env; the portal reads BASE_URL as its public URL.
  const { BASE_URL: _vite, DATABASE_URL: _db, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...parentEnv, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    }),
  );
}

describe('a database made by a newer portal', () => {
  it('is refused with one sentence, and nothing in it changes', async () => {
    const pool = createPool(await newDatabase(), 2);
    cleanups.push(() => pool.end());
    await runMigrations(pool);
    await addUnknownMigration(pool, journal.at(-1)!.when + 86_400_000);
    const before = await snapshot(pool);

    const refused = runMigrations(pool);
    await expect(refused).rejects.toBeInstanceOf(StartRefusedError);
    await expect(refused).rejects.toThrow(NEWER);
    expect(await snapshot(pool)).toEqual(before);
  });

  it('is refused when the unknown migration sits among known ones, before the later ones are applied', async () => {
    // A newer portal's migration dated between two of ours: drizzle alone would apply ours after it on top.
    const pool = createPool(await newDatabase(), 2);
    cleanups.push(() => pool.end());
    const upTo = journal.findIndex((e) => e.tag.startsWith('0025_')) + 1;
    await migrateFirst(pool, upTo);
    await addUnknownMigration(pool, whenOf('0025_') + 1000);
    const before = await snapshot(pool);

    await expect(runMigrations(pool)).rejects.toThrow(NEWER);
    expect(await snapshot(pool)).toEqual(before);
    expect((await pool.query(`SELECT to_regclass('public.backup_runs') AS t`)).rows[0].t).toBeNull();
  });

  it('stops `npm start` on DATABASE_URL with the sentence alone and exit 1', async () => {
    const url = await newDatabase();
    const pool = createPool(url, 2);
    cleanups.push(() => pool.end());
    await runMigrations(pool);
    await addUnknownMigration(pool, journal.at(-1)!.when + 1);
    const before = await snapshot(pool);

    const { code, out } = await startPortal({ DATABASE_URL: url, WEB_CONCURRENCY: '1' });
    expect(code, out).toBe(1);
    expect(out.trim()).toMatch(NEWER);
    expect(out.trim().split('\n'), out).toHaveLength(1);
    expect(await snapshot(pool)).toEqual(before);
  }, 90_000);

  it('stops `npm start` on the embedded database, with several workers, the same way; its PostgreSQL stops too', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-newer-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const readState = async (change?: (pool: pg.Pool) => Promise<unknown>) => {
      const db = await startEmbeddedPostgres(dataDir, quiet);
      const pool = createPool(db.url, 2);
      try {
        await change?.(pool);
        return await snapshot(pool);
      } finally {
        await pool.end();
        await db.stop();
      }
    };
    const before = await readState(async (pool) => {
      await runMigrations(pool);
      await addUnknownMigration(pool, journal.at(-1)!.when + 1);
    });

    const { code, out } = await startPortal({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
    expect(code, out).toBe(1);
    expect(out.trim()).toMatch(NEWER);
    expect(out.trim().split('\n'), out).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(await readState()).toEqual(before);
  }, 120_000);
});

describe('a database made by an older portal', () => {
  it('is brought up to date at start, keeping its rows, even where a migration file was edited after it ran', async () => {
    const pool = createPool(await newDatabase(), 2);
    cleanups.push(() => pool.end());
    // Up to 0017, whose file gained a statement after it had been applied (commit 122087c): such a
    // database holds the first version's hash, and is no newer for it.
    await migrateFirst(pool, journal.findIndex((e) => e.tag.startsWith('0017_')) + 1);
    await pool.query(`UPDATE drizzle.__drizzle_migrations SET hash = $1 WHERE created_at = $2`, ['0'.repeat(64), whenOf('0017_')]);
    await pool.query(`INSERT INTO mail_opt_outs (email) VALUES ('lama@contoh.id')`);
    expect((await pool.query(`SELECT to_regclass('public.backup_runs') AS t`)).rows[0].t).toBeNull();

    await runMigrations(pool);

    const { rows } = await pool.query(`SELECT created_at::text AS w FROM drizzle.__drizzle_migrations ORDER BY created_at`);
    expect(rows.map((r: { w: string }) => Number(r.w))).toEqual(journal.map((e) => e.when));
    expect((await pool.query(`SELECT to_regclass('public.backup_runs') AS t`)).rows[0].t).toBe('backup_runs');
    expect((await pool.query(`SELECT email FROM mail_opt_outs`)).rows).toEqual([{ email: 'lama@contoh.id' }]);
    // A second start finds nothing to do.
    const after = await snapshot(pool);
    await runMigrations(pool);
    expect(await snapshot(pool)).toEqual(after);
  });
});
