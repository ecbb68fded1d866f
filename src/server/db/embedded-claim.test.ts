import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, startEmbeddedPostgres } from './embedded.ts';
import { postmasterPid as postmasterPidIn, processAlive as alive } from '../test/postgres-process.ts';

const postmasterPid = (dir: string) => postmasterPidIn(path.join(dir, 'pg'));

// Real processes on real folders: a DATA_DIR copied while its portal runs (cp -a, as a backup or a
// test copy is made) must never stop the original's PostgreSQL, and the kernel, not a PID file,
// decides who holds a DATA_DIR.
const HOLDER = path.resolve('src/server/db/embedded-holder.fixture.ts');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-claim-'));
// As root, PostgreSQL runs as `postgres`, which must be able to pass through to the data folders.
fs.chmodSync(root, 0o711);
const original = path.join(root, 'asli');
const copy = path.join(root, 'salinan');
const children: ChildProcess[] = [];
const quiet = { info: () => {}, warn: () => {} };

type Holder = { child: ChildProcess; url: Promise<string | null>; exited: Promise<number | null>; output: () => string };

/** A portal-like process holding `dataDir`; `url` resolves when its PostgreSQL is up, null if it exits first. */
function startHolder(dataDir: string): Holder {
  const child = spawn(process.execPath, [HOLDER, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string | null>((resolve) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const ready = /^\{"ready":"([^"]+)"\}$/m.exec(out);
      if (ready) resolve(ready[1]!);
    });
    child.stderr!.on('data', (d) => (out += d));
    void exited.then(() => resolve(null));
  });
  return { child, url, exited, output: () => out };
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

let first: Holder;
let firstUrl: string;
let firstPgPid: number;

beforeAll(async () => {
  first = startHolder(original);
  const url = await first.url;
  if (!url) throw new Error(`the first holder did not start:\n${first.output()}`);
  firstUrl = url;
  firstPgPid = postmasterPid(original)!;
  await query(firstUrl, `CREATE TABLE tetap (n int); INSERT INTO tetap VALUES (34)`);
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const dir of [original, copy]) {
    const pid = postmasterPid(dir);
    if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
  }
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('DATA_DIR claim', { timeout: 120_000 }, () => {
  it('a copy of a running DATA_DIR (cp -a, portal.pid deleted) starts without touching the original’s PostgreSQL', async () => {
    spawnSync('cp', ['-a', original, copy]);
    expect(fs.existsSync(path.join(copy, 'pg', 'PG_VERSION'))).toBe(true);
    fs.rmSync(path.join(copy, 'portal.pid'), { force: true });

    const second = startHolder(copy);
    const secondUrl = await second.url;
    console.log(`the copy ${secondUrl ? 'started its own PostgreSQL' : 'refused to start'}`);
    if (secondUrl) {
      expect(second.output()).toContain('bukan server folder ini');
      // Its own server on its own data: a different postmaster, working in the copy.
      const copyPid = postmasterPid(copy)!;
      expect(copyPid).not.toBe(firstPgPid);
      expect(fs.realpathSync(`/proc/${copyPid}/cwd`)).toBe(fs.realpathSync(path.join(copy, 'pg')));
      expect(await query<{ n: number }>(secondUrl, 'SELECT n FROM tetap')).toEqual([{ n: 34 }]);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } else {
      // Refusing is also acceptable, with a message a person can act on.
      expect(second.output()).toMatch(/DATA_DIR|PostgreSQL/);
    }

    expect(alive(firstPgPid)).toBe(true);
    expect(await query<{ n: number }>(firstUrl, 'SELECT n FROM tetap')).toEqual([{ n: 34 }]);
  });

  it('a second start on the same DATA_DIR is refused while the first lives, even without portal.pid', async () => {
    fs.rmSync(path.join(original, 'portal.pid'), { force: true });
    const second = startHolder(original);
    expect(await second.url).toBeNull();
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain('sedang dipakai');
    expect(alive(firstPgPid)).toBe(true);
    expect(await query<{ n: number }>(firstUrl, 'SELECT n FROM tetap')).toEqual([{ n: 34 }]);

    // The same in one process (what a second import of the app in a test runner would do).
    await expect(startEmbeddedPostgres(original, quiet)).rejects.toBeInstanceOf(DataDirBusyError);
    expect(alive(firstPgPid)).toBe(true);
  });

  it('after SIGKILL of its owner, the next start takes over: the stale socket is ignored, the orphaned server of this DATA_DIR stopped', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(firstPgPid)).toBe(true);

    const next = startHolder(original);
    const url = await next.url;
    if (!url) throw new Error(`the next holder did not start:\n${next.output()}`);
    expect(alive(firstPgPid)).toBe(false);
    expect(postmasterPid(original)).not.toBe(firstPgPid);
    expect(await query<{ n: number }>(url, 'SELECT n FROM tetap')).toEqual([{ n: 34 }]);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it('a DATA_DIR whose path is too long for a socket file is still held by one process only', async () => {
    let dir = path.join(root, 'panjang');
    while (Buffer.byteLength(path.join(dir, 'portal.sock')) <= 110) dir = path.join(dir, 'folder-yang-cukup-panjang');
    const db = await startEmbeddedPostgres(dir, quiet);
    try {
      const second = startHolder(dir);
      expect(await second.exited).toBe(2);
      expect(second.output()).toContain('sedang dipakai');
      await expect(startEmbeddedPostgres(dir, quiet)).rejects.toBeInstanceOf(DataDirBusyError);
      expect((await query<{ one: number }>(db.url, 'SELECT 1 AS one'))[0]!.one).toBe(1);
    } finally {
      await db.stop();
    }
  });
});
