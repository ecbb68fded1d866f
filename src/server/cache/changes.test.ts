import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { ensureServerBuild, SERVER_MAIN } from '../../../scripts/server-build.ts';
import { serviceRequests } from '../db/schema.ts';
import { insertArticle } from '../features/news/article-factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { createLogger } from '../http/log-error.ts';
import { keepFor, listenForChanges } from './changes.ts';

// Issue 36, item 3: one cache scheme that holds across processes. The caches of one process hear
// every committed write of any other through PostgreSQL (LISTEN/NOTIFY, migration 0026).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 20 ms until it holds; answers how long that took, or fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await sleep(20);
  }
}

describe('the change listener', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ isolated: true });
  }, 60_000);
  afterAll(() => t.close());

  it('forgets the caches a table feeds when another connection commits a write to it, and not on a rollback', async () => {
    const db = {};
    let forgotten = 0;
    keepFor(db, 'bridges', () => (forgotten += 1));
    const listener = listenForChanges(db, t.pool.options.connectionString!, createLogger({ level: 'silent' }));
    try {
      await listener.ready;
      expect(listener.listening()).toBe(true);
      const client = await t.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`UPDATE bridges SET nama = nama`);
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
      // A write to a table no bridge cache reads forgets nothing either.
      await t.pool.query(`UPDATE damage_reports SET supporters = supporters`);
      await listener.caughtUp();
      expect(forgotten).toBe(0);

      await t.pool.query(`UPDATE bridges SET nama = nama`);
      await within(1000, async () => forgotten === 1);
      await listener.caughtUp();
      expect(forgotten).toBe(1);
    } finally {
      await listener.stop();
    }
  });

  it('connects again after its connection is cut, forgets everything it may have missed, and hears again', async () => {
    const db = {};
    let forgotten = 0;
    keepFor(db, 'public-reports', () => (forgotten += 1));
    const listener = listenForChanges(db, t.pool.options.connectionString!, createLogger({ level: 'silent' }));
    try {
      await listener.ready;
      // What an administrator's pg_terminate_backend, a restarted PostgreSQL or a dropped network does to it.
      const { rows } = await t.pool.query(
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN portal_cache' AND pid <> pg_backend_pid()`,
      );
      expect(rows.length).toBeGreaterThan(0);
      await within(3000, async () => forgotten >= 1 && listener.listening());
      const before = forgotten;
      // A statement-level trigger: a write of no rows is announced too (harmless, and it keeps the trigger cheap).
      await t.pool.query(`UPDATE service_requests SET status = status WHERE false`);
      await within(1000, async () => forgotten > before);
    } finally {
      await listener.stop();
    }
  });
});

describe('the app and the listener', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a request that may write once its process has caught up, and a read without waiting', async () => {
    const caughtUp = vi.spyOn(t.deps.changes!, 'caughtUp');
    expect((await t.request('GET', '/api/laporan')).status).toBe(200);
    expect((await t.request('GET', '/api/bridges')).status).toBe(200);
    expect(caughtUp).not.toHaveBeenCalled();
    expect((await t.request('POST', '/api/account/logout')).status).toBeLessThan(500);
    expect((await t.request('PUT', '/api/bridges/00000000-0000-0000-0000-000000000000', { json: {} })).status).toBeLessThan(500);
    expect(caughtUp).toHaveBeenCalledTimes(2);
    caughtUp.mockRestore();
  });
});

/**
 * A second portal process on the same database (the bundled server `npm start` runs), beside this
 * test's app: a change made through this one shows on the other within a second, though the other
 * keeps its public report pages 30 s, its bridge pages 2 s (serving them stale up to 10 s).
 */
describe('two processes on one database', () => {
  let t: TestApp;
  let admin: TestUser;
  let other: ChildProcess | undefined;
  let url = '';
  let out = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-changes-'));

  beforeAll(async () => {
    await ensureServerBuild();
    t = await createTestApp({ isolated: true });
    admin = await t.createUser({ role: 'super_admin' });
    const { BASE_URL: _vite, ...env } = process.env;
    other = spawn(process.execPath, [SERVER_MAIN], {
      env: {
        ...env,
        DATABASE_URL: t.pool.options.connectionString!,
        DATA_DIR: dataDir,
        PORT: '0',
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        ADMIN_EMAIL: 'admin-lain@contoh.id',
        ADMIN_PASSWORD: 'Rahasia-Proses-Lain-2026',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    other.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    other.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready:\n${out}`)), 60_000);
      other!.once('exit', (code) => reject(new Error(`exited (${code}):\n${out}`)));
      other!.stdout!.on('data', () => {
        const m = /berjalan di (\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
    });
  }, 120_000);

  afterAll(async () => {
    if (other && other.exitCode === null) {
      other.kill('SIGTERM');
      await new Promise((r) => other!.once('exit', r));
    }
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const fromOther = async (address: string) => {
    const res = await fetch(`${url}${address}`);
    expect(res.status, address).toBe(200);
    return res.json() as Promise<{ items?: { trackingCode?: string; nama?: string }[]; title?: string }>;
  };

  it('a report hidden by a moderator here leaves the public list there within a second', async () => {
    onTestFailed(() => console.log(`the other process said:\n${out}`));
    const form = new FormData();
    const fields = {
      reporterName: 'Warga Dua Proses',
      reporterEmail: 'dua.proses@contoh.id',
      location: `Jl. Poros Mamuju km ${randomUUID().slice(0, 6)}`,
      description: 'Aspal berlubang di tikungan dekat jembatan.',
      reportType: 'Jalan',
      kabupaten: 'Mamuju',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const sent = await t.request('POST', '/api/damage-reports', { form });
    expect(sent.status).toBe(201);
    const { trackingCode } = (await sent.json()) as { trackingCode: string };
    const [row] = await t.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.trackingCode, trackingCode));
    const moderate = (json: unknown) => t.request('POST', `/api/admin/damage-reports/${row!.id}/moderation`, { as: admin, json });
    const listed = async () => (await fromOther('/api/laporan')).items!.some((i) => i.trackingCode === trackingCode);

    expect((await moderate({ action: 'publish' })).status).toBe(200);
    await within(1000, listed);
    // Kept there now: asked again, the other process answers from its cache.
    expect(await listed()).toBe(true);
    expect((await moderate({ action: 'hide', reason: 'Foto memuat wajah warga.' })).status).toBe(200);
    const ms = await within(1000, async () => !(await listed()));
    expect(ms).toBeLessThan(1000);
  });

  it('a bridge renamed here shows under its new name there within a second', async () => {
    const word = randomUUID().slice(0, 8);
    const input = { nama: `Jembatan ${word} Lama`, lokasi: 'Kalukku, Mamuju', tahunBangun: '2015', tipe: 'Rangka Baja', kondisi: 'Baik' };
    const created = await t.request('POST', '/api/bridges', { as: admin, json: input });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const names = async () => (await fromOther(`/api/bridges?q=${word}`)).items!.map((i) => i.nama);
    await within(1000, async () => (await names()).includes(`Jembatan ${word} Lama`));
    expect(await names()).toEqual([`Jembatan ${word} Lama`]);

    expect((await t.request('PUT', `/api/bridges/${id}`, { as: admin, json: { ...input, nama: `Jembatan ${word} Baru` } })).status).toBe(
      200,
    );
    await within(1000, async () => (await names()).includes(`Jembatan ${word} Baru`));
  });

  it('an article published here is read there within a second', async () => {
    const draft = await insertArticle(t.db, { status: 'draft' });
    const read = () => fetch(`${url}/api/news/${draft.slug}`);
    expect((await read()).status).toBe(404);
    const res = await t.request('PUT', `/api/admin/articles/${draft.id}`, {
      as: admin,
      json: { title: draft.title, content: draft.content, status: 'published' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await within(1000, async () => (await read()).status === 200);
  });

  it('a session signed out here is refused there within a second', async () => {
    const user = await t.createUser();
    const me = async () =>
      ((await (await fetch(`${url}/api/account/me`, { headers: { cookie: user.cookie } })).json()) as { user: { email: string } | null })
        .user;
    expect(await me()).toMatchObject({ email: user.email });
    expect(await me()).toMatchObject({ email: user.email }); // confirmed there, and kept for a few seconds
    expect((await t.request('POST', '/api/account/logout', { as: user })).status).toBe(200);
    await within(1000, async () => (await me()) === null);
  });
});
