import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/strings.ts';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so each test can be a new client.
  t = await createTestApp({ env: { PUBLIC_FORM_LIMIT_PER_HOUR: '3', TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const newIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const message = (subject: string) => ({ name: 'Warga', email: 'warga@contoh.id', subject, message: 'Jalan berlubang di depan pasar.' });

describe('public form limits per client IP', () => {
  it('accepts the allowed number of contact messages, then answers 429 in Indonesian and stores nothing', async () => {
    const ip = newIp();
    const subject = `Batas ${randomUUID()}`;
    for (let i = 0; i < 3; i++) {
      const res = await t.request('POST', '/api/contact', { json: message(subject), headers: { 'x-forwarded-for': ip } });
      expect(res.status).toBe(201);
    }
    const blocked = await t.request('POST', '/api/contact', { json: message(subject), headers: { 'x-forwarded-for': ip } });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.message).toBe(ERRORS.rateLimited);
    expect(blocked.headers.get('retry-after')).toBe('3600');
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))).toHaveLength(3);
  });

  it('counts each client separately', async () => {
    const [a, b] = [newIp(), newIp()];
    for (let i = 0; i < 3; i++) await t.request('POST', '/api/contact', { json: message('a'), headers: { 'x-forwarded-for': a } });
    expect((await t.request('POST', '/api/contact', { json: message('a'), headers: { 'x-forwarded-for': a } })).status).toBe(429);
    expect((await t.request('POST', '/api/contact', { json: message('b'), headers: { 'x-forwarded-for': b } })).status).toBe(201);
  });

  it('limits damage reports too, and the status lookup at ten times the form limit', async () => {
    const ip = newIp();
    const form = () => {
      const f = new FormData();
      f.set('reporterName', 'Warga');
      return f;
    };
    for (let i = 0; i < 3; i++) {
      const res = await t.request('POST', '/api/damage-reports', { form: form(), headers: { 'x-forwarded-for': ip } });
      expect(res.status).not.toBe(429);
    }
    expect((await t.request('POST', '/api/damage-reports', { form: form(), headers: { 'x-forwarded-for': ip } })).status).toBe(429);
    for (let i = 0; i < 30; i++) {
      const res = await t.request('GET', '/api/damage-reports/status/LPR-2026-XXXXXX', { headers: { 'x-forwarded-for': ip } });
      expect(res.status).not.toBe(429);
    }
    expect((await t.request('GET', '/api/damage-reports/status/LPR-2026-XXXXXX', { headers: { 'x-forwarded-for': ip } })).status).toBe(429);
  });

  it('is not undone by a client that writes a new first X-Forwarded-For entry each time (TRUST_PROXY=1: one proxy)', async () => {
    // nginx's $proxy_add_x_forwarded_for keeps what the client sent and appends the address it saw.
    const seen = newIp();
    const send = () =>
      t.request('POST', '/api/contact', { json: message('rotating'), headers: { 'x-forwarded-for': `${newIp()}, ${seen}` } });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it('limits the tracking and verification pages as their API, counted together (issue 33)', async () => {
    for (const [page, api] of [
      ['/lacak/LPR-2026-XXXXXX', '/api/tracking/LPR-2026-XXXXXX'],
      ['/verifikasi/ABCD-EFGH-JKLM', '/api/documents/ABCD-EFGH-JKLM'],
    ] as const) {
      const ip = newIp();
      const get = (path: string) => t.request('GET', path, { headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 15; i++) {
        expect((await get(page)).status, page).not.toBe(429);
        expect((await get(api)).status, api).not.toBe(429);
      }
      const blocked = await get(page);
      expect(blocked.status, page).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('3600');
      expect((await get(api)).status, api).toBe(429);
    }
  });

  it('ignores a client that names its own address in our internal client-IP header', async () => {
    const ip = newIp();
    const send = () =>
      t.request('POST', '/api/contact', { json: message('spoof'), headers: { 'x-forwarded-for': ip, 'x-portal-client-ip': newIp() } });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });
});
