import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';
import { EmbeddedStartError, packagedBinaries, type Binaries } from './postgres-server.ts';

// Issue 37, item 1: `git clone … /root/portal && npm install && npm start` as root. /root is mode 0700, so
// neither PostgreSQL's programs (in node_modules) nor ./data can be reached by any account but root, which
// PostgreSQL refuses to run as. CI runs as root, in a folder open to all: here the project's part that matters
// (PostgreSQL's programs and DATA_DIR) is put in a folder only its owner may enter.
const quiet = { info: () => {}, warn: () => {} };
const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-root-'));
fs.chmodSync(closed, 0o700);
const dirs: string[] = [closed];

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** PostgreSQL's programs, copied (with their libraries and data files) into `into`. */
async function binariesIn(into: string): Promise<Binaries> {
  const packaged = await packagedBinaries();
  const native = path.dirname(path.dirname(packaged.postgres));
  fs.cpSync(native, path.join(into, 'native'), { recursive: true, verbatimSymlinks: true });
  return { initdb: path.join(into, 'native/bin/initdb'), postgres: path.join(into, 'native/bin/postgres') };
}

/** A DATA_DIR whose cluster says PostgreSQL 15 made it (as one from an older portal or a Debian server would). */
function madeByPostgres15(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg15-'));
  dirs.push(dataDir);
  fs.mkdirSync(path.join(dataDir, 'pg'), { mode: 0o700 });
  fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '15\n');
  fs.writeFileSync(path.join(dataDir, 'pg-password'), 'x');
  return dataDir;
}

async function rows(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL starts where an office puts the portal', () => {
  it(`starts from a folder only ${process.getuid?.() === 0 ? 'root' : 'its owner'} may enter, keeps the data, and starts again`, async () => {
    const binaries = await binariesIn(closed);
    const dataDir = path.join(closed, 'portal', 'data');
    const first = await startEmbeddedPostgres(dataDir, quiet, { binaries });
    try {
      await rows(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (37)');
    } finally {
      await first.stop();
    }
    // The folder stays closed: nothing was opened up to make it work.
    expect(fs.statSync(closed).mode & 0o777).toBe(0o700);
    const again = await startEmbeddedPostgres(dataDir, quiet, { binaries });
    try {
      expect(await rows(again.url, 'SELECT n FROM kept')).toEqual([{ n: 37 }]);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('refuses a data folder made by another major version of PostgreSQL, with a sentence', async () => {
    const dataDir = madeByPostgres15();
    const start = startEmbeddedPostgres(dataDir, quiet);
    await expect(start).rejects.toBeInstanceOf(EmbeddedStartError);
    await expect(start).rejects.toThrow(/dibuat oleh PostgreSQL 15, sedangkan portal ini membawa PostgreSQL 18/);
    // Nothing of the old folder was touched.
    expect(fs.readdirSync(path.join(dataDir, 'pg'))).toEqual(['PG_VERSION']);
  });

  it('`npm start` on such a folder prints that one sentence, no stack, and exits 1', async () => {
    const dataDir = madeByPostgres15();
    const { BASE_URL: _vite, DATABASE_URL: _db, ...parentEnv } = process.env;
    const child = spawn(process.execPath, [path.resolve('src/server/main.ts')], {
      env: { ...parentEnv, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', WEB_CONCURRENCY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.resume();
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('dibuat oleh PostgreSQL 15');
    expect(err).not.toMatch(/^\s+at /m);
  }, 60_000);
});
