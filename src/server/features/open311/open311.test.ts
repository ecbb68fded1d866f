import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { IssuedOpen311Key, Open311KeyItem } from '../../../shared/open311.ts';
import { auditLog, damageReportPhotos, damageReports, open311ApiKeys, serviceRequests, statusChanges } from '../../db/schema.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertDamageReport } from '../admin-requests/request-factories.ts';

// The GeoReport v2 field lists (wiki.open311.org/GeoReport_v2), strict: a field we add or rename fails.
const w3c = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/);
const serviceSchema = z
  .object({
    service_code: z.string(),
    service_name: z.string(),
    description: z.string(),
    metadata: z.boolean(),
    type: z.enum(['realtime', 'batch', 'blackbox']),
    keywords: z.string(),
    group: z.string(),
  })
  .strict();
const requestSchema = z
  .object({
    service_request_id: z.string(),
    status: z.enum(['open', 'closed']),
    status_notes: z.string().nullable(),
    service_name: z.string(),
    service_code: z.string(),
    description: z.string(),
    agency_responsible: z.string(),
    service_notice: z.string(),
    requested_datetime: w3c,
    updated_datetime: w3c,
    expected_datetime: w3c.nullable(),
    address: z.string(),
    address_id: z.null(),
    zipcode: z.null(),
    lat: z.number().nullable(),
    long: z.number().nullable(),
    media_url: z.url().nullable(),
  })
  .strict();
const discoverySchema = z
  .object({
    changeset: w3c,
    contact: z.string(),
    key_service: z.string(),
    endpoints: z.array(
      z
        .object({
          specification: z.url(),
          url: z.url(),
          changeset: w3c,
          type: z.enum(['production', 'test']),
          formats: z.array(z.string()),
        })
        .strict(),
    ),
  })
  .strict();
const errorSchema = z.array(z.object({ code: z.number(), description: z.string().min(10) }).strict()).length(1);
const postAnswer = z
  .array(z.object({ service_request_id: z.string(), service_notice: z.string(), account_id: z.null() }).strict())
  .length(1);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(`/open311/v2/${path}`);
const post = (body: Record<string, string>) =>
  t.app.request('/open311/v2/requests.json', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

type Over = { reportType?: 'Jalan' | 'Jembatan' | 'Bangunan Air'; description?: string; status?: 'Diajukan' | 'Selesai' };
const factory = (over: Over) => ({
  ...(over.status ? { status: over.status } : {}),
  details: {
    reporter_name: 'Rahasia Pelapor',
    reporter_email: 'pelapor@contoh.id',
    report_type: over.reportType ?? 'Jalan',
    ...(over.description ? { description: over.description } : {}),
  },
});

async function publicReport(over: Over = {}, extra: Partial<typeof damageReports.$inferInsert> = {}) {
  const report = await insertDamageReport(t.db, factory(over));
  await t.db
    .update(damageReports)
    .set({ visibility: 'publik', latitude: -2.68, longitude: 118.89, kabupaten: 'Mamuju', dueOn: '2026-12-31', ...extra })
    .where(eq(damageReports.requestId, report.id));
  return report;
}

async function issue(name = 'Aplikasi Majene') {
  const admin = await t.createUser({ role: 'super_admin' });
  const res = await t.request('POST', '/api/admin/open311-keys', { as: admin, json: { name } });
  expect(res.status).toBe(201);
  return { admin, key: (await res.json()) as IssuedOpen311Key };
}

describe('Open311 GeoReport v2: reading', () => {
  it('discovery.json and services.json have the specification’s fields', async () => {
    const d = await get('discovery.json');
    expect(d.headers.get('access-control-allow-origin')).toBe('*');
    discoverySchema.parse(await d.json());
    const services = z.array(serviceSchema).parse(await (await get('services.json')).json());
    expect(services.map((s) => s.service_code)).toEqual(['jalan', 'jembatan', 'bangunan-air', 'bangunan-gedung', 'lainnya']);
  });

  it('requests.json lists only public reports, never the reporter, and no pin for a confidential one', async () => {
    const open = await publicReport({ reportType: 'Jalan' });
    const secret = await publicReport({ reportType: 'Jembatan' }, { confidential: true });
    const hidden = await insertDamageReport(t.db, factory({ reportType: 'Jalan' }));
    await t.db.insert(damageReportPhotos).values({ requestId: open.id, position: 0, url: '/files/damage-photos/public/x.jpg' });
    await t.db
      .insert(statusChanges)
      .values({ requestTable: 'service_requests', requestId: open.id, toStatus: 'Diproses', publicNote: 'Tim sudah ke lokasi.' });
    await t.db.update(serviceRequests).set({ status: 'Diproses' }).where(eq(serviceRequests.id, open.id));

    const res = await get(`requests.json?service_request_id=${open.trackingCode},${secret.trackingCode},${hidden.trackingCode}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('Rahasia Pelapor');
    expect(text).not.toContain('pelapor@contoh.id');
    const rows = z.array(requestSchema).parse(JSON.parse(text));
    expect(rows.map((r) => r.service_request_id).sort()).toEqual([open.trackingCode, secret.trackingCode].sort());
    const o = rows.find((r) => r.service_request_id === open.trackingCode)!;
    expect(o).toMatchObject({ status: 'open', status_notes: 'Tim sudah ke lokasi.', service_code: 'jalan', lat: -2.68, long: 118.89 });
    expect(o.expected_datetime).toBe('2026-12-31T23:59:59+08:00');
    expect(o.media_url).toMatch(/^http:\/\/portal\.test\/api\/laporan\/foto\/[0-9a-f-]{36}$/);
    expect(o.address).toContain('Mamuju');
    const s = rows.find((r) => r.service_request_id === secret.trackingCode)!;
    expect(s).toMatchObject({ lat: null, long: null, service_code: 'jembatan' });

    // One request by its id, as a one-element array; an unknown or hidden one is the error format.
    const one = z.array(requestSchema).parse(await (await get(`requests/${open.trackingCode}.json`)).json());
    expect(one).toHaveLength(1);
    const gone = await get(`requests/${hidden.trackingCode}.json`);
    expect(gone.status).toBe(404);
    errorSchema.parse(await gone.json());
  });

  it('filters by service_code, status and dates', async () => {
    const tag = `Filter ${Date.now()}`;
    const a = await publicReport({ reportType: 'Bangunan Air', description: tag }, { reportedAt: new Date('2026-03-10T02:00:00Z') });
    const b = await publicReport(
      { reportType: 'Bangunan Air', description: tag, status: 'Selesai' },
      { reportedAt: new Date('2026-03-12T02:00:00Z') },
    );
    const range = 'start_date=2026-03-09&end_date=2026-03-13';
    const all = z.array(requestSchema).parse(await (await get(`requests.json?service_code=bangunan-air&${range}`)).json());
    expect(all.filter((r) => r.description === tag).map((r) => r.service_request_id)).toEqual([b.trackingCode, a.trackingCode]);
    const closed = z.array(requestSchema).parse(await (await get(`requests.json?service_code=bangunan-air&status=closed&${range}`)).json());
    expect(closed.filter((r) => r.description === tag).map((r) => r.service_request_id)).toEqual([b.trackingCode]);
    const before = z
      .array(requestSchema)
      .parse(await (await get('requests.json?service_code=bangunan-air&start_date=2026-03-11&end_date=2026-03-13')).json());
    expect(before.filter((r) => r.description === tag).map((r) => r.service_request_id)).toEqual([b.trackingCode]);
  });

  it('answers bad filters in the error format, never a 500', async () => {
    for (const q of ['service_code=parkir', 'status=maybe', 'start_date=kemarin', 'page_size=5000', 'page=0']) {
      const res = await get(`requests.json?${q}`);
      expect(res.status, q).toBe(400);
      errorSchema.parse(await res.json());
    }
    const xml = await get('requests.xml');
    expect(xml.status).toBe(404);
    errorSchema.parse(await xml.json());
  });
});

describe('Open311 GeoReport v2: sending', () => {
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(serviceRequests))[0]!.n;
  const good = (apiKey: string) => ({
    api_key: apiKey,
    service_code: 'jalan',
    lat: '-2.6801',
    long: '118.8867',
    description: 'Jalan berlubang dalam di depan pasar.',
    first_name: 'Sistem',
    last_name: 'Majene',
    email: 'laporan@majenekab.contoh.id',
    media_url: 'http://contoh.invalid/foto.jpg',
  });

  it('creates a report with a good key, waiting for moderation, and records the key’s use', async () => {
    const { admin, key } = await issue();
    const res = await post(good(key.key));
    expect(res.status).toBe(201);
    const [answer] = postAnswer.parse(await res.json());
    const [report] = await t.db
      .select({ visibility: damageReports.visibility, kabupaten: damageReports.kabupaten, type: damageReports.reportType })
      .from(damageReports)
      .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
      .where(eq(serviceRequests.trackingCode, answer!.service_request_id));
    expect(report).toEqual({ visibility: 'menunggu', kabupaten: 'Mamuju', type: 'Jalan' });
    const list = (await (await t.request('GET', '/api/admin/damage-reports?q=' + answer!.service_request_id, { as: admin })).json()) as {
      total: number;
    };
    expect(list.total).toBe(1);
    const [row] = await t.db.select().from(open311ApiKeys).where(eq(open311ApiKeys.id, key.id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.keyHash).not.toBe(key.key);
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    // Not yet public: not in requests.json.
    expect((await get(`requests/${answer!.service_request_id}.json`)).status).toBe(404);
  });

  it('takes an address naming the kabupaten instead of a pin, and JSON too', async () => {
    const { key } = await issue();
    const res = await t.app.request('/open311/v2/requests.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...good(key.key),
        lat: undefined,
        long: undefined,
        address_string: 'Jl. Poros Majene km 4, Kabupaten Majene',
      }),
    });
    expect(res.status).toBe(201);
  });

  it('refuses a missing, forged or revoked key, an unknown service, a point outside the province, writing nothing', async () => {
    const { admin, key } = await issue();
    const before = await count();
    const cases: [Record<string, string>, number][] = [
      [{ ...good(''), api_key: '' }, 403],
      [good('o311_palsu'), 403],
      [{ ...good(key.key), service_code: 'parkir' }, 400],
      [{ ...good(key.key), lat: '-5.2', long: '119.4' }, 400],
      [{ ...good(key.key), lat: 'utara' }, 400],
      [{ ...good(key.key), first_name: '', last_name: '' }, 400],
      [{ ...good(key.key), description: '' }, 400],
      [{ ...good(key.key), lat: '', long: '', address_string: 'Jl. Sudirman' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      errorSchema.parse(await res.json());
    }
    const revoked = await t.request('POST', `/api/admin/open311-keys/${key.id}/cabut`, { as: admin });
    expect(((await revoked.json()) as Open311KeyItem).revokedAt).not.toBeNull();
    expect((await post(good(key.key))).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses a chunked body past 64 KB while it arrives, reading no more of it than the limit (issue 33, item 1)', async () => {
    const before = await count();
    // 500 MB announced by nobody (no Content-Length), as `curl -H 'Transfer-Encoding: chunked'` sends it.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 500 * 1024 * 1024) return controller.close();
        const chunk = new TextEncoder().encode('description=' + 'a'.repeat(16 * 1024 - 12));
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/open311/v2/requests.json', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(errorSchema.parse(await res.json())[0]!.code).toBe(413);
    expect(pulled).toBeLessThan(256 * 1024);
    // A declared length past the largest upload form is refused before a byte is read, on any route.
    for (const path of ['/open311/v2/requests.json', '/laporan', '/files/x/y']) {
      const declared = await t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(600 * 1024 * 1024) },
        body: 'a=b',
      });
      expect(declared.status, path).toBe(413);
    }
    expect(await count()).toBe(before);
  });

  it('answers NUL in an address or a field with 400 in Open311’s format, not 500 (issue 33, item 7)', async () => {
    const { key } = await issue();
    const before = await count();
    for (const path of ['/open311/v2/requests.json?service_request_id=LPR%00', '/open311/v2/requests/LPR%00.json', '/laporan/LPR%00']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(400);
      if (path.startsWith('/open311/')) errorSchema.parse(await res.json());
    }
    for (const field of ['first_name', 'description', 'address_string', 'api_key']) {
      const res = await post({ ...good(key.key), [field]: 'A\u0000B' });
      expect(res.status, field).toBe(400);
      expect(errorSchema.parse(await res.json())[0]!.description).toBe(ERRORS.forbiddenCharacter);
    }
    const json = await t.app.request('/open311/v2/requests.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...good(key.key), first_name: 'A\u0000B' }),
    });
    expect(json.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('lets only a super admin issue, list and revoke keys, each in the audit log', async () => {
    const { admin, key } = await issue('Aplikasi Mamasa');
    const list = (await (await t.request('GET', '/api/admin/open311-keys', { as: admin })).json()) as Open311KeyItem[];
    const item = list.find((k) => k.id === key.id)!;
    expect(item).toMatchObject({ name: 'Aplikasi Mamasa', prefix: key.key.slice(0, 8), revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(key.key);
    const [issued] = await t.db.select().from(auditLog).where(eq(auditLog.target, key.id));
    expect(issued!.action).toBe('open311.key_issued');
    for (const role of ['admin_jembatantif', 'customer'] as const) {
      const other = await t.createUser({ role });
      expect((await t.request('GET', '/api/admin/open311-keys', { as: other })).status).toBe(403);
      expect((await t.request('POST', '/api/admin/open311-keys', { as: other, json: { name: 'x' } })).status).toBe(403);
    }
    expect((await t.request('POST', '/api/admin/open311-keys', { as: admin, json: { name: ' ' } })).status).toBe(400);
    expect((await t.request('POST', '/api/admin/open311-keys/bukan-uuid/cabut', { as: admin })).status).toBe(404);
  });
});
