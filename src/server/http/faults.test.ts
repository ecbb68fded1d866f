// Faults that are not bugs get the answer they deserve (issue "Foundation", item 7b and 7c).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_FORM_BYTES } from '../../shared/constants.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.ts';
import { ERRORS } from '../../shared/strings.ts';
import { createApp } from '../app.ts';
import { createAuth } from '../auth.ts';
import { createDb, createPool } from '../db/client.ts';
import { serviceRequests, sirekananRequests, ujilabRequests, uploadLedger } from '../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { fileOf, jpegWithGps, pdfBytes } from '../uploads/test-files.ts';
import { createLogger } from './log-error.ts';

type Line = { level: number; msg?: string; err?: unknown };
const lines: Line[] = [];
const log = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(JSON.parse(s) as Line) } });

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ log });
  customer = await t.createUser();
});
afterAll(() => t.close());

describe('a client that goes away in the middle of an upload', () => {
  it('is logged as an aborted request at info level, not as an error with a stack', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    lines.length = 0;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/damage-reports HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://portal.test\r\n' +
        'Content-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '40\r\n--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n\r\n',
    );
    await new Promise((r) => setTimeout(r, 100)); // let the server start reading the body
    socket.destroy();
    await expect.poll(() => lines.some((l) => l.msg === 'request aborted by the client'), { timeout: 5000 }).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('a citizen who cancels an upload halfway (issue 13, item 10)', () => {
  const part = (name: string, value: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (name: string, filename: string, type: string, content: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}`;
  const formOf = (fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return form;
  };
  const pdf = (name: string) => fileOf(pdfBytes(), name, 'application/pdf');
  /** Every file in the test app's store, a write's `*.tmp` leftover included. */
  const storedFiles = () => {
    const dir = path.join(t.deps.env.dataDir, 'files');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  };
  const ledgerRows = async () => (await t.db.select().from(uploadLedger).where(eq(uploadLedger.userId, customer.id))).length;

  // Each public upload form, cut in the middle of its (last) file, then sent whole with the same key.
  const forms = [
    {
      route: '/api/sirekanan',
      max: UPLOAD_FORM_BYTES.sirekanan,
      cut:
        part('subject', 'Dibatalkan') +
        part('details', 'Setengah jalan') +
        filePart('attachment', 'besar.pdf', 'application/pdf', `%PDF-1.4\n${'A'.repeat(200_000)}`),
      whole: async () => formOf({ subject: 'Dikirim lagi', details: 'Kali ini utuh', attachment: pdf('surat.pdf') }),
      rows: async (key: string) => (await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.idempotencyKey, key))).length,
    },
    {
      // The letter arrived whole; the KTP did not.
      route: '/api/ujilab',
      max: UPLOAD_FORM_BYTES.ujilab,
      cut:
        part('jenisUji', 'Uji Beton') +
        part('ktpConsent', 'ya') +
        filePart('suratPermohonan', 'surat.pdf', 'application/pdf', `%PDF-1.4\n${'A'.repeat(50_000)}\n%%EOF\n\r\n`) +
        filePart('ktp', 'ktp.pdf', 'application/pdf', `%PDF-1.4\n${'A'.repeat(200_000)}`),
      whole: async () => formOf({ jenisUji: 'Uji Beton', ktpConsent: 'ya', suratPermohonan: pdf('surat.pdf'), ktp: pdf('ktp.pdf') }),
      rows: async (key: string) => (await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.idempotencyKey, key))).length,
    },
    {
      route: '/api/damage-reports',
      max: UPLOAD_FORM_BYTES.damageReport,
      cut:
        part('reporterName', 'Sitti Rahmah') +
        part('location', 'Jl. Poros Mamuju km 3') +
        part('reportType', 'Jalan') +
        part('kabupaten', 'Mamuju') +
        part('description', 'Aspal berlubang.') +
        filePart('photos', 'IMG_2041.jpg', 'image/jpeg', 'A'.repeat(200_000)),
      whole: async () =>
        formOf({
          reporterName: 'Sitti Rahmah',
          location: 'Jl. Poros Mamuju km 3',
          reportType: 'Jalan',
          kabupaten: 'Mamuju',
          description: 'Aspal berlubang.',
          photos: fileOf(await jpegWithGps(), 'IMG_2041.jpg', 'image/jpeg'),
        }),
      rows: async (key: string) => (await t.db.select().from(serviceRequests).where(eq(serviceRequests.idempotencyKey, key))).length,
    },
  ];

  it.each(forms)(
    '$route: no row, no file or tmp file, no quota charged; the server goes on answering and the same key then stores it once',
    async (form) => {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const key = randomUUID();
      const filesBefore = storedFiles();
      const ledgerBefore = await ledgerRows();
      lines.length = 0;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      // Declared below the route's limit, so the server reads the body until it stops coming.
      socket.write(
        `POST ${form.route} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://portal.test\r\nCookie: ${customer.cookie}\r\n` +
          `${IDEMPOTENCY_HEADER}: ${key}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${form.max - 1000}\r\n\r\n${form.cut}`,
      );
      await new Promise((r) => setTimeout(r, 200)); // the file is half read
      socket.destroy();
      // The server was reading the body when it stopped: the abort is what it logged.
      await expect.poll(() => lines.some((l) => l.msg === 'request aborted by the client'), { timeout: 5000 }).toBe(true);

      // Still alive, and nothing was kept.
      const res = await fetch(`http://127.0.0.1:${port}/api/sirekanan?page=1&pageSize=10`, {
        headers: { cookie: customer.cookie, origin: 'http://portal.test' },
      });
      expect(res.status).toBe(200);
      expect(await form.rows(key)).toBe(0);
      expect(storedFiles()).toEqual(filesBefore);
      expect(await ledgerRows()).toBe(ledgerBefore);
      await new Promise((resolve) => server.close(resolve));

      // Sent again whole (the form keeps its Idempotency-Key after a cancel): stored once.
      const again = await t.request('POST', form.route, { as: customer, form: await form.whole(), headers: { [IDEMPOTENCY_HEADER]: key } });
      expect(again.status, await again.clone().text()).toBe(201);
      expect(await form.rows(key)).toBe(1);
      expect(await ledgerRows()).toBe(ledgerBefore + 1);
      expect(storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
    },
  );
});

describe('while PostgreSQL cannot be reached', () => {
  it('answers the health check of a frozen database (it accepts connections and says nothing) within 5 s', async () => {
    const frozen = net.createServer(() => {}); // every connection held open, never a byte back
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const pool = createPool(`postgres://portal:portal@127.0.0.1:${(frozen.address() as net.AddressInfo).port}/portal`, 2);
    const app = createApp({ ...t.deps, pool, db: createDb(pool) }, null);
    try {
      const started = performance.now();
      const res = await app.request('/api/health');
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      frozen.close();
      await pool.end().catch(() => {});
    }
  });

  it('answers 503 with Retry-After and an Indonesian message, not 500', async () => {
    // The same app, pointed at a port where no database listens.
    const pool = createPool('postgres://portal:portal@127.0.0.1:9/portal', 2);
    const app = createApp({ ...t.deps, pool, db: createDb(pool) }, null);
    try {
      for (const [method, path] of [
        ['GET', '/api/bridges?q=mamuju'],
        ['GET', '/api/news'],
        ['GET', '/api/dashboard'],
        ['GET', '/api/health'],
      ] as const) {
        const res = await app.request(path, { method, headers: { cookie: customer.cookie } });
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after'), path).toBe('5');
        expect((await res.json()).error).toMatchObject({ code: 'NOT_READY', message: ERRORS.databaseUnavailable });
      }
    } finally {
      await pool.end();
    }
  });

  it('answers registration 503 when the database goes away under better-auth (issue 34: it answered 500)', async () => {
    const pool = createPool('postgres://portal:portal@127.0.0.1:9/portal', 2);
    const db = createDb(pool);
    // The database goes away the moment better-auth writes the account: better-auth then says only
    // FAILED_TO_CREATE_USER (422), and everything after it fails as well.
    let gone = false;
    const goesAway = (writes: boolean) =>
      new Proxy(t.db, {
        get: (target, key, receiver) => {
          if (writes && (key === 'insert' || key === 'transaction')) gone = true;
          return gone ? Reflect.get(db, key, db) : Reflect.get(target, key, receiver);
        },
      });
    const auth = createAuth({ db: goesAway(true), baseUrl: t.deps.env.baseUrl, secret: t.deps.env.AUTH_SECRET!, log });
    const app = createApp({ ...t.deps, db: goesAway(false), auth }, null);
    try {
      const password = 'Sandi-Uji-yang-Panjang-42';
      const res = await app.request('/api/account/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.deps.env.baseUrl },
        body: JSON.stringify({ fullName: 'Warga Uji', email: 'warga-baru@uji.id', password, confirmPassword: password }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await pool.end();
    }
  });

  it('answers a page request with a page in words that reloads itself', async () => {
    const pool = createPool('postgres://portal:portal@127.0.0.1:9/portal', 2);
    const app = createApp({ ...t.deps, pool, db: createDb(pool) }, null);
    try {
      const page = await app.request('/lacak/SRK-2026-00001', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain(ERRORS.databaseUnavailable);
    } finally {
      await pool.end();
    }
  });
});
