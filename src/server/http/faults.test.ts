// Faults that are not bugs get the answer they deserve (issue "Foundation", item 7b and 7c).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/strings.ts';
import { createApp } from '../app.ts';
import { createDb, createPool } from '../db/client.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
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
        '40\r\n--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\r\n',
    );
    await new Promise((r) => setTimeout(r, 100)); // let the server start reading the body
    socket.destroy();
    await expect.poll(() => lines.some((l) => l.msg === 'request aborted by the client'), { timeout: 5000 }).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('a citizen who cancels an upload halfway (issue 13, item 10)', () => {
  it('leaves no row and no file, and the server goes on answering', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const part =
      '--b\r\nContent-Disposition: form-data; name="subject"\r\n\r\nDibatalkan\r\n' +
      '--b\r\nContent-Disposition: form-data; name="details"\r\n\r\nSetengah jalan\r\n' +
      '--b\r\nContent-Disposition: form-data; name="attachment"; filename="besar.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n' +
      'A'.repeat(200_000);
    socket.write(
      `POST /api/sirekanan HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://portal.test\r\nCookie: ${customer.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${part.length + 5_000_000}\r\n\r\n${part}`,
    );
    await new Promise((r) => setTimeout(r, 200)); // the file is half read
    socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    // Still alive, and nothing was kept.
    const res = await fetch(`http://127.0.0.1:${port}/api/sirekanan?page=1&pageSize=10`, {
      headers: { cookie: customer.cookie, origin: 'http://portal.test' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).total).toBe(0);
    const dir = path.join(t.deps.env.dataDir, 'files', 'service-documents', customer.id);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('while PostgreSQL cannot be reached', () => {
  it('answers 503 with Retry-After and an Indonesian message, not 500', async () => {
    // The same app, pointed at a port where no database listens.
    const pool = createPool('postgres://portal:portal@127.0.0.1:9/portal', 2);
    const app = createApp({ ...t.deps, pool, db: createDb(pool) }, null);
    try {
      for (const [method, path] of [
        ['GET', '/api/bridges?q=mamuju'],
        ['GET', '/api/news'],
        ['GET', '/api/dashboard'],
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
});
