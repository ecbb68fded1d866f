import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase, type PostgresRestart } from './embedded.ts';
import { postmasterPid as postmasterPidIn, processAlive as alive } from '../test/postgres-process.ts';

// The embedded PostgreSQL killed outright (kill -9, the OOM killer, a crash) comes back by itself,
// on the same port, so every connection URL handed out stays valid.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-supervise-'));
const postmasterPid = () => postmasterPidIn(path.join(dataDir, 'pg'));
// As root, PostgreSQL runs as `postgres`, which must be able to pass through to its folder.
fs.chmodSync(dataDir, 0o711);
const lines: string[] = [];
const log = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
const restarts: PostgresRestart[] = [];
let db: EmbeddedDatabase;

async function selectOne(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Milliseconds until `select 1` through `url` works again, or null after `ms`. */
async function backWithin(url: string, ms: number, from: number): Promise<number | null> {
  while (performance.now() - from < ms) {
    if (await selectOne(url)) return Math.round(performance.now() - from);
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

beforeAll(async () => {
  db = await startEmbeddedPostgres(dataDir, log, { onRestart: (info) => restarts.push(info) });
}, 60_000);

afterAll(async () => {
  await db?.stop();
  const pid = postmasterPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL supervision', { timeout: 60_000 }, () => {
  it('comes back on the same URL within 10 s of a SIGKILL of its postmaster, with every committed row', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => {});
    await pool.query('CREATE TABLE sebelum (n int); INSERT INTO sebelum VALUES (1), (2), (3)');

    const pid = postmasterPid()!;
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    const ms = await backWithin(db.url, 10_000, killedAt);
    console.log(`SIGKILL of the postmaster → first successful query: ${ms} ms`);
    expect(ms).not.toBeNull();

    // The same pool, after its broken connections are dropped, reaches the same rows.
    let rows: Array<{ n: number }> = [];
    for (let i = 0; i < 5 && rows.length === 0; i++) {
      rows = await pool.query('SELECT n FROM sebelum ORDER BY n').then(
        (r) => r.rows,
        () => [],
      );
    }
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await pool.end();

    expect(postmasterPid()).not.toBe(pid);
    expect(restarts).toHaveLength(1);
    expect(restarts[0]!.reason).toContain('SIGKILL');
    expect(restarts[0]!.backAt.getTime()).toBeGreaterThanOrEqual(restarts[0]!.diedAt.getTime());
    expect(lines.filter((l) => l.startsWith('warn') && l.includes(String(pid)))).toHaveLength(1);
  });

  it('keeps its port while someone else holds it, and comes back there once it is free', async () => {
    const port = Number(new URL(db.url).port);
    const pid = postmasterPid()!;
    const squatter = net.createServer();
    process.kill(pid, 'SIGKILL');
    // Bound as soon as the dead server lets the port go (a SIGKILL lands when the kernel gets to it: on
    // a busy machine the port is still taken a few ms later), and long before a new server could start.
    for (let tries = 0; ; tries++) {
      const bound = await new Promise<boolean>((resolve) => {
        squatter.once('error', () => resolve(false));
        squatter.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (bound) break;
      squatter.removeAllListeners('error');
      if (tries > 400) throw new Error(`port ${port} never came free`);
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 2500));
    expect(lines.some((l) => l.startsWith('warn') && l.includes(String(port)))).toBe(true);
    await new Promise((r) => squatter.close(r));

    expect(await backWithin(db.url, 15_000, performance.now())).not.toBeNull();
    expect(restarts).toHaveLength(2);
    expect(restarts[1]!.attempts).toBeGreaterThan(1);
  });

  it('stop() after a restart stops it for good', async () => {
    const pid = postmasterPid()!;
    await db.stop();
    expect(alive(pid)).toBe(false);
    await new Promise((r) => setTimeout(r, 2000));
    expect(postmasterPid()).toBeNull();
    expect(await selectOne(db.url)).toBe(false);
    expect(restarts).toHaveLength(2);
  });
});
