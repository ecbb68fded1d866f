import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION } from '../../../shared/moderation-strings.ts';
import {
  PUBLIC_REPORT_PAGE_SIZE,
  type PublicReportDetail,
  type PublicReportPage,
  type ReportPoint,
} from '../../../shared/public-report-schemas.ts';
import { fillText } from '../../../shared/strings.ts';
import { REPORTS } from '../../../shared/report-strings.ts';
import { REPORT_FORM } from '../../../shared/report-form-strings.ts';
import { auditLog, damageReports, serviceRequests } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { pngBytes } from '../../uploads/test-files.ts';

let t: TestApp;
let moderator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.createUser({ role: 'admin_jembatantif' });
});
afterAll(() => t.close());

const REPORTER = 'Sitti Rahmah Pelapor';
const EMAIL = 'sitti.pelapor@contoh.id';

/** Sends a report through the public form; answers its code and its row id. */
async function report(over: Record<string, string> = {}, photos = 0) {
  const form = new FormData();
  const fields = {
    reporterName: REPORTER,
    reporterEmail: EMAIL,
    location: `Jl. Poros Majene km ${randomUUID().slice(0, 8)}`,
    description: 'Aspal berlubang sepanjang 20 meter di depan sekolah.',
    reportType: 'Jalan',
    kabupaten: 'Majene',
    latitude: '-3.5403',
    longitude: '118.9707',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (let n = 1; n <= photos; n++)
    form.append('photos', new File([(await pngBytes(10 + n, 10)) as Uint8Array<ArrayBuffer>], `f${n}.png`, { type: 'image/png' }));
  const res = await t.request('POST', '/api/damage-reports', { form });
  expect(res.status).toBe(201);
  const { trackingCode } = (await res.json()) as { trackingCode: string };
  const [row] = await t.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.trackingCode, trackingCode));
  return { code: trackingCode, id: row!.id, location: fields.location };
}

const moderate = (id: string, json: unknown, as: TestUser | null = moderator) =>
  t.request('POST', `/api/admin/damage-reports/${id}/moderation`, { as: as ?? undefined, json });
const publicList = async (query = '') => (await (await t.request('GET', `/api/laporan${query}`)).json()) as PublicReportPage;
const publicDetail = (code: string) => t.request('GET', `/api/laporan/${code}`);

describe('public damage reports (issue 15, items 3 and 4)', () => {
  it('shows nothing of a report before a moderator approves it', async () => {
    const { code } = await report({}, 1);
    expect((await publicList()).items.map((i) => i.trackingCode)).not.toContain(code);
    const res = await publicDetail(code);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(REPORTS.notFound);
  });

  it('only the damage report staff may moderate; the public then sees the report and never the reporter', async () => {
    const { code, id } = await report({}, 2);
    expect((await moderate(id, { action: 'publish' }, null)).status).toBe(401);
    for (const role of ['customer', 'admin_sirekanan', 'admin_ujilab'] as const) {
      expect((await moderate(id, { action: 'publish' }, await t.createUser({ role }))).status, role).toBe(403);
    }
    expect((await moderate(id, { action: 'publish' })).status).toBe(200);

    const list = await publicList();
    const item = list.items.find((i) => i.trackingCode === code);
    expect(item).toMatchObject({ reportType: 'Jalan', kabupaten: 'Majene', status: 'Diajukan', pin: { lat: -3.5403, lng: 118.9707 } });
    const res = await publicDetail(code);
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    for (const secret of [REPORTER, EMAIL, 'reporter']) expect(text).not.toContain(secret);
    const detail = (await res.json()) as PublicReportDetail;
    expect(detail.photos).toHaveLength(2);
    expect(item?.cover).toBe(detail.photos[0]!.url);
    // The list's items are made from PostgreSQL's JSON, the page's from rows: the same report, the same words.
    expect(item).toMatchObject({
      summary: detail.summary,
      pin: detail.pin,
      location: detail.location,
      reportedAt: detail.reportedAt,
      supporters: detail.supporters,
      dueOn: detail.dueOn,
      late: detail.late,
    });
    expect(item!.reportedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const photo = await t.request('GET', detail.photos[0]!.url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');

    const [logged] = await t.db.select().from(auditLog).where(eq(auditLog.target, code));
    expect(logged).toMatchObject({ action: 'damage-report.publish', actorId: moderator.id });
  });

  it('a confidential report keeps its kabupaten but shows no pin, in the list, the page or the map', async () => {
    const { code, id } = await report();
    await moderate(id, { action: 'publish' });
    expect((await moderate(id, { action: 'confidential', confidential: true })).status).toBe(200);
    expect((await publicList()).items.find((i) => i.trackingCode === code)).toMatchObject({ kabupaten: 'Majene', pin: null });
    const detail = (await (await publicDetail(code)).json()) as PublicReportDetail;
    expect(detail.pin).toBeNull();
    expect(JSON.stringify(detail)).not.toContain('118.9707');
    const points = (await (await t.request('GET', '/api/laporan/peta')).json()) as ReportPoint[];
    expect(points.map((p) => p.trackingCode)).not.toContain(code);
  });

  it("edits the public text while the reporter's words stay for staff; redacts a photo so that it is gone from public view", async () => {
    const { code, id, location } = await report({}, 2);
    await moderate(id, { action: 'publish' });
    const edited = {
      action: 'edit-text',
      publicLocation: 'Jl. Poros Majene, dekat SDN 3',
      publicDescription: 'Aspal berlubang di depan sekolah.',
    };
    expect((await moderate(id, edited)).status).toBe(200);
    const before = (await (await publicDetail(code)).json()) as PublicReportDetail;
    expect(before).toMatchObject({ location: edited.publicLocation, description: edited.publicDescription });

    const admin = await (await t.request('GET', `/api/admin/damage-reports?q=${code}`, { as: moderator })).json();
    expect(admin.items[0]).toMatchObject({
      location,
      description: 'Aspal berlubang sepanjang 20 meter di depan sekolah.',
      publicLocation: edited.publicLocation,
    });
    const [first, second] = admin.items[0].photos as { id: string }[];

    expect((await moderate(id, { action: 'redact-photo', photoId: first!.id })).status).toBe(200);
    const after = (await (await publicDetail(code)).json()) as PublicReportDetail;
    expect(after.photos.map((p) => p.url)).toEqual([`/api/laporan/foto/${second!.id}`]);
    expect((await t.request('GET', `/api/laporan/foto/${first!.id}`)).status).toBe(404);
    expect((await publicList()).items.find((i) => i.trackingCode === code)?.cover).toBe(`/api/laporan/foto/${second!.id}`);
    // A photo of another report cannot be touched through this one.
    expect((await moderate(id, { action: 'redact-photo', photoId: randomUUID() })).status).toBe(404);
  });

  it('hides a report only with a reason, which the moderation history keeps', async () => {
    const { code, id } = await report({}, 1);
    await moderate(id, { action: 'publish' });
    const photoUrl = ((await (await publicDetail(code)).json()) as PublicReportDetail).photos[0]!.url;
    const noReason = await moderate(id, { action: 'hide', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.message).toBe(MODERATION.hideReasonRequired);
    expect((await publicDetail(code)).status).toBe(200);

    expect((await moderate(id, { action: 'hide', reason: 'Laporan ganda dari LPR lain.' })).status).toBe(200);
    expect((await publicDetail(code)).status).toBe(404);
    expect((await t.request('GET', photoUrl)).status).toBe(404);
    const [row] = await t.db.select().from(damageReports).where(eq(damageReports.requestId, id));
    expect(row).toMatchObject({ visibility: 'disembunyikan', hiddenReason: 'Laporan ganda dari LPR lain.' });
    const history = await (await t.request('GET', `/api/admin/damage-reports/${id}/moderation`, { as: moderator })).json();
    expect(history.items.map((h: { action: string }) => h.action)).toEqual(['damage-report.hide', 'damage-report.publish']);
    expect(history.items[0]).toMatchObject({ reason: 'Laporan ganda dari LPR lain.' });
  });

  it('filters by status, type and kabupaten, sorts by support, and shows the public note of each status change', async () => {
    const kabupaten = 'Pasangkayu';
    const a = await report({ kabupaten, latitude: '-1.17', longitude: '119.38', reportType: 'Jembatan' });
    const b = await report({ kabupaten, latitude: '-1.18', longitude: '119.39', reportType: 'Jembatan' });
    const c = await report({ kabupaten, latitude: '-1.19', longitude: '119.40', reportType: 'Jalan' });
    for (const r of [a, b, c]) await moderate(r.id, { action: 'publish' });
    await t.db.update(damageReports).set({ supporters: 7 }).where(eq(damageReports.requestId, a.id));
    const status = await t.request('PATCH', `/api/admin/damage-reports/${b.id}/status`, {
      as: moderator,
      json: { status: 'Diproses', note: 'Tim sudah meninjau lokasi.' },
    });
    expect(status.status).toBe(200);

    const bridges = await publicList(`?kabupaten=${encodeURIComponent(kabupaten)}&jenis=Jembatan`);
    expect(bridges.items.map((i) => i.trackingCode)).toEqual([b.code, a.code]);
    const supported = await publicList(`?kabupaten=${encodeURIComponent(kabupaten)}&urut=dukungan`);
    expect(supported.items[0]).toMatchObject({ trackingCode: a.code, supporters: 7 });
    const inProgress = await publicList(`?kabupaten=${encodeURIComponent(kabupaten)}&status=Diproses`);
    expect(inProgress.items.map((i) => i.trackingCode)).toEqual([b.code]);
    // An unknown value in a shared link is no filter, not an error.
    expect((await publicList(`?kabupaten=Makassar&status=Apa`)).total).toBeGreaterThanOrEqual(3);

    const detail = (await (await publicDetail(b.code)).json()) as PublicReportDetail;
    expect(detail.timeline).toMatchObject([{ status: 'Diproses', note: 'Tim sudah meninjau lokasi.' }]);
    const points = (await (await t.request('GET', `/api/laporan/peta?kabupaten=${encodeURIComponent(kabupaten)}`)).json()) as ReportPoint[];
    expect(points.map((p) => p.trackingCode).sort()).toEqual([a.code, b.code, c.code].sort());
  });
});

describe('the public list at scale (issue 18)', () => {
  it('stops counting at 1,000 (lebih dari) and keeps the next page open; a deeper page counts further', async () => {
    const mark = randomUUID().slice(0, 6).toUpperCase();
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO service_requests (service_type, title, description, details, status, tracking_code, created_at)
       SELECT 'lapor_kerusakan', 'Laporan Kerusakan Jalan', 'Jl. Uji ' || i, '{"report_type":"Jalan"}'::jsonb, 'Diajukan',
              'LPR-2026-' || $1 || lpad(i::text, 4, '0'), now() - make_interval(secs => i)
       FROM generate_series(1, 1100) AS i RETURNING id`,
      [mark.slice(0, 2)],
    );
    try {
      await t.pool.query(
        `INSERT INTO damage_reports (request_id, report_type, kabupaten, visibility, reported_at, due_on)
         SELECT id, 'Jalan', 'Mamuju', 'publik', now(), current_date + 14 FROM unnest($1::uuid[]) AS id`,
        [rows.map((r) => r.id)],
      );
      await t.caughtUp();
      const first = (await (await t.request('GET', '/api/laporan')).json()) as PublicReportPage;
      expect(first).toMatchObject({ total: 1000, more: true, page: 1 });
      // The page after the first thousand counts up to 2,000: more than 1,100 public reports, fewer than 2,001 here.
      const deeper = (await (
        await t.request('GET', `/api/laporan?halaman=${1000 / PUBLIC_REPORT_PAGE_SIZE + 1}`)
      ).json()) as PublicReportPage;
      expect(deeper.total).toBeGreaterThan(1100);
      expect(deeper.items.length).toBe(PUBLIC_REPORT_PAGE_SIZE);
      // By cursor (docs/decisions/075): the pages their numbers showed, though these reports share one
      // time (the id breaks the tie), and back again; a cursor that cannot be read is the first page.
      const get = async (query: string) => (await (await t.request('GET', `/api/laporan?${query}`)).json()) as PublicReportPage;
      const codes = (page: PublicReportPage) => page.items.map((i) => i.trackingCode);
      expect(first.prev).toBeNull();
      let page = first;
      for (let n = 2; n <= 3; n++) {
        page = await get(`kursor=${page.next}`);
        expect(page.page).toBe(n);
        expect(codes(page)).toEqual(codes(await get(`halaman=${n}`)));
      }
      const back = await get(`kursor=${page.prev}`);
      expect(back.page).toBe(2);
      expect(codes(back)).toEqual(codes(await get('halaman=2')));
      expect(codes(await get(`kursor=${back.prev}`))).toEqual(codes(first));
      expect(await get('kursor=rusak')).toMatchObject({ page: 1, prev: null });
      expect(codes(await get('kursor=rusak'))).toEqual(codes(first));
      // An old link's page goes on by cursor from where it is.
      expect(codes(await get(`kursor=${(await get('halaman=2')).next}`))).toEqual(codes(await get('halaman=3')));
    } finally {
      await t.pool.query('DELETE FROM service_requests WHERE id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
      await t.caughtUp();
    }
  });
});

describe('"saya juga" (issue 15, item 5)', () => {
  const near = (lat: number, lng: number, jenis = 'Jalan') => t.request('GET', `/api/laporan/dekat?lat=${lat}&lng=${lng}&jenis=${jenis}`);
  const support = (code: string, json: unknown) => t.request('POST', `/api/laporan/${code}/dukung`, { json });

  it('offers open public reports of the same type within 50 m of a new pin, nearest first, and nothing else', async () => {
    // Far from the other tests' pins: 0.0003° of latitude is about 33 m.
    const base = { lat: -2.1111, lng: 119.2222 };
    const close = await report({ latitude: String(base.lat + 0.0003), longitude: String(base.lng), kabupaten: 'Mamuju Tengah' });
    const closer = await report({ latitude: String(base.lat + 0.0001), longitude: String(base.lng), kabupaten: 'Mamuju Tengah' });
    const far = await report({ latitude: String(base.lat + 0.001), longitude: String(base.lng), kabupaten: 'Mamuju Tengah' });
    const otherType = await report({
      latitude: String(base.lat),
      longitude: String(base.lng),
      kabupaten: 'Mamuju Tengah',
      reportType: 'Jembatan',
    });
    const secret = await report({ latitude: String(base.lat), longitude: String(base.lng + 0.0001), kabupaten: 'Mamuju Tengah' });
    const pending = await report({ latitude: String(base.lat), longitude: String(base.lng), kabupaten: 'Mamuju Tengah' });
    const done = await report({ latitude: String(base.lat), longitude: String(base.lng - 0.0001), kabupaten: 'Mamuju Tengah' });
    for (const r of [close, closer, far, otherType, secret, done]) await moderate(r.id, { action: 'publish' });
    await moderate(secret.id, { action: 'confidential', confidential: true });
    await t.request('PATCH', `/api/admin/damage-reports/${done.id}/status`, { as: moderator, json: { status: 'Selesai' } });
    void pending;

    const res = await near(base.lat, base.lng);
    expect(res.status).toBe(200);
    const found = (await res.json()) as { trackingCode: string; distance: number }[];
    expect(found.map((f) => f.trackingCode)).toEqual([closer.code, close.code]);
    expect(found[0]!.distance).toBeLessThanOrEqual(12);
    expect(found[1]!.distance).toBeGreaterThan(30);
    expect(found[1]!.distance).toBeLessThanOrEqual(50);

    const outside = await near(-5.14, 119.43);
    expect(outside.status).toBe(400);
    expect((await outside.json()).error.message).toBe(REPORT_FORM.outsideProvince);
  });

  it('counts a supporter once per browser and once per e-mail; a repeat is told kindly it was counted and changes nothing', async () => {
    const { code, id } = await report();
    await moderate(id, { action: 'publish' });
    const browserA = randomUUID();
    const first = await support(code, { browserKey: browserA, email: 'Tetangga@Contoh.id' });
    expect(first.status).toBe(201);
    expect((await first.json()).supporters).toBe(1);

    // Issue 38: not "Dukungan Gagal" but a kind answer that it was already counted, with the count.
    const again = await support(code, { browserKey: browserA });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      trackingCode: code,
      supporters: 1,
      alreadyCounted: true,
      message: fillText(REPORTS.alreadySupported, { n: 1, code }),
    });
    const sameEmail = await support(code, { browserKey: randomUUID(), email: 'tetangga@contoh.id' });
    expect(sameEmail.status).toBe(200);
    expect((await sameEmail.json()).alreadyCounted).toBe(true);
    // Two clicks at the same moment from one browser: one counts.
    const browserB = randomUUID();
    const both = await Promise.all([support(code, { browserKey: browserB }), support(code, { browserKey: browserB })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);

    const [row] = await t.db.select().from(damageReports).where(eq(damageReports.requestId, id));
    expect(row?.supporters).toBe(2);
    const detail = (await (await publicDetail(code)).json()) as PublicReportDetail;
    expect(detail.supporters).toBe(2);
    expect(JSON.stringify(detail)).not.toContain('tetangga');

    expect((await support(code, { browserKey: 'bukan-uuid' })).status).toBe(400);
    expect((await support(code, { browserKey: randomUUID(), email: 'bukan-email' })).status).toBe(400);
    const hidden = await report();
    expect((await support(hidden.code, { browserKey: randomUUID() })).status).toBe(404);
  });

  it('does not take support for a report that is finished', async () => {
    const { code, id } = await report();
    await moderate(id, { action: 'publish' });
    await t.request('PATCH', `/api/admin/damage-reports/${id}/status`, {
      as: moderator,
      json: { status: 'Ditolak', note: 'Bukan aset provinsi.' },
    });
    const res = await support(code, { browserKey: randomUUID() });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(REPORTS.supportClosed);
  });
});
