import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../shared/strings.ts';
import { LAYANAN_DAMAGE } from '../../../shared/layanan-damage-strings.ts';
import { damageReportPhotos, damageReports, serviceRequests, statusChanges } from '../../db/schema.ts';
import { REPORT_FORM } from '../../../shared/report-form-strings.ts';
import { barrierStore } from '../../test/barrier-store.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { containsText, exeBytes, GPS_MARKER, jpegWithGps, MB, pngBytes } from '../../uploads/test-files.ts';
import { TRACKING_CODE_PATTERN } from '../../requests/tracking-code.ts';
import { submitDamageReport } from './submit-damage-report.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = () => ({
  reporterName: 'Sitti Rahmah',
  reporterEmail: 'sitti@contoh.id',
  location: `Jl. Poros Mamuju–Kalukku km ${Math.floor(Math.random() * 1e6)}`,
  description: 'Aspal berlubang sepanjang 20 meter.',
  reportType: 'Jalan' as const,
  kabupaten: 'Mamuju' as const,
});

function reportForm(fields: Record<string, string>, photo?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.append('photos', new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name, { type: photo.type ?? '' }));
  return form;
}

const byLocation = (location: string) => t.db.select().from(serviceRequests).where(eq(serviceRequests.description, location));
const photosDir = () => path.join(t.deps.env.dataDir, 'files', 'damage-photos', 'public');
const photoCount = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).length : 0);

describe('send a damage report', () => {
  it('a visitor can report; stored as a service_requests row with user_id null and the spec details', async () => {
    const input = valid();
    const res = await t.request('POST', '/api/damage-reports', { form: reportForm(input) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.trackingCode).toMatch(TRACKING_CODE_PATTERN);
    expect(body.trackingCode.startsWith('LPR-')).toBe(true);
    expect(body.status).toBe('Diajukan');
    // The receipt carries no personal data back.
    expect(JSON.stringify(body)).not.toContain('Sitti');
    const [row] = await byLocation(input.location);
    expect(row).toMatchObject({
      userId: null,
      serviceType: 'lapor_kerusakan',
      title: 'Laporan Kerusakan Jalan',
      description: input.location,
      status: 'Diajukan',
      details: {
        reporter_name: 'Sitti Rahmah',
        reporter_email: 'sitti@contoh.id',
        description: input.description,
        report_type: 'Jalan',
        photo_url: null,
      },
    });
  });

  it('links the report to a signed-in reporter, whatever their role', async () => {
    for (const role of ['customer', 'admin_sirekanan'] as const) {
      const user = await t.createUser({ role });
      const input = valid();
      expect((await t.request('POST', '/api/damage-reports', { as: user, form: reportForm({ ...input, reporterEmail: '' }) })).status).toBe(
        201,
      );
      const [row] = await byLocation(input.location);
      expect(row?.userId).toBe(user.id);
      expect(row?.details.reporter_email).toBeNull();
    }
  });

  it.each(['reporterName', 'location', 'description', 'reportType', 'kabupaten'])(
    'refuses a report without %s: "Semua kolom wajib diisi."',
    async (field) => {
      const input: Record<string, string> = valid();
      input[field] = ' ';
      const res = await t.request('POST', '/api/damage-reports', { form: reportForm(input) });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ title: 'Form Tidak Lengkap', message: 'Semua kolom wajib diisi.' });
      expect(await byLocation(input.location!)).toHaveLength(0);
    },
  );

  it('refuses an infrastructure type outside the list', async () => {
    const input = { ...valid(), reportType: 'Bandara' };
    expect((await t.request('POST', '/api/damage-reports', { form: reportForm(input) })).status).toBe(400);
    expect(await byLocation(input.location)).toHaveLength(0);
  });

  it('refuses a malformed e-mail', async () => {
    const input = { ...valid(), reporterEmail: 'bukan-email' };
    const res = await t.request('POST', '/api/damage-reports', { form: reportForm(input) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(LAYANAN_DAMAGE.emailInvalid);
  });

  it('re-encodes the photo: the stored file has no EXIF or GPS data', async () => {
    const input = valid();
    const original = await jpegWithGps(120, 80);
    const res = await t.request('POST', '/api/damage-reports', {
      form: reportForm(input, { bytes: original, name: 'IMG_2041.JPG', type: 'image/jpeg' }),
    });
    expect(res.status).toBe(201);
    const [row] = await byLocation(input.location);
    const url = row!.details.photo_url!;
    expect(url).toMatch(/^\/files\/damage-photos\/public\/\d+-[0-9a-f]{12}\.jpg$/);
    const stored = new Uint8Array(
      fs.readFileSync(path.join(t.deps.env.dataDir, 'files', 'damage-photos', url.slice('/files/damage-photos/'.length))),
    );
    expect(containsText(stored, GPS_MARKER)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([120, 80]);

    // Photos are for the bridge/damage admins only.
    expect((await t.request('GET', url)).status).toBe(401);
    expect((await t.request('GET', url, { as: await t.createUser() })).status).toBe(403);
    expect((await t.request('GET', url, { as: await t.createUser({ role: 'admin_jembatantif' }) })).status).toBe(200);
  });

  it('refuses a photo over 10 MB (413) and a non-image (415), storing nothing', async () => {
    const before = photoCount();
    const big = { ...valid() };
    const bigPng = new Uint8Array(10 * MB + 1);
    bigPng.set(await pngBytes());
    const tooBig = await t.request('POST', '/api/damage-reports', { form: reportForm(big, { bytes: bigPng, name: 'besar.png' }) });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toBe('Gagal mengunggah foto: ukuran berkas melebihi batas 10 MB.');
    expect(await byLocation(big.location)).toHaveLength(0);

    const exe = { ...valid() };
    const wrong = await t.request('POST', '/api/damage-reports', {
      form: reportForm(exe, { bytes: exeBytes(), name: 'foto.jpg', type: 'image/jpeg' }),
    });
    expect(wrong.status).toBe(415);
    expect((await wrong.json()).error.message).toBe('Gagal mengunggah foto: jenis berkas tidak didukung. Gunakan JPG, PNG atau WEBP.');
    expect(await byLocation(exe.location)).toHaveLength(0);
    expect(photoCount()).toBe(before);
  });
});

describe('status lookup by tracking code', () => {
  it('shows status and dates only, in any letter case', async () => {
    const input = valid();
    const { trackingCode } = await (await t.request('POST', '/api/damage-reports', { form: reportForm(input) })).json();
    const res = await t.request('GET', `/api/damage-reports/status/${trackingCode.toLowerCase()}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    // forwardedTo names the authority a forwarded report is with (issue 39): an office, never a person.
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'forwardedTo', 'status', 'trackingCode', 'updatedAt']);
    expect(body).toMatchObject({ trackingCode, status: 'Diajukan', updatedAt: null, forwardedTo: null });
    const text = JSON.stringify(body);
    for (const secret of [input.reporterName, input.reporterEmail, input.location, input.description]) expect(text).not.toContain(secret);
  });

  it('shows the new status and the date it changed', async () => {
    const { trackingCode } = await (await t.request('POST', '/api/damage-reports', { form: reportForm(valid()) })).json();
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.trackingCode, trackingCode));
    await t.db.transaction(async (tx) => {
      await tx.update(serviceRequests).set({ status: 'Diproses' }).where(eq(serviceRequests.id, row!.id));
      await tx.insert(statusChanges).values({
        requestTable: 'service_requests',
        requestId: row!.id,
        fromStatus: 'Diajukan',
        toStatus: 'Diproses',
        changedAt: sql`now()`,
      });
    });
    const body = await (await t.request('GET', `/api/damage-reports/status/${trackingCode}`)).json();
    expect(body.status).toBe('Diproses');
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(body.createdAt).getTime());
  });

  it('answers an unknown code with 404 and a malformed one with 400', async () => {
    const unknown = await t.request('GET', '/api/damage-reports/status/LPR-2026-ZZZZZZ');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(LAYANAN_DAMAGE.statusNotFound);
    const bad = await t.request('GET', '/api/damage-reports/status/SELECT-1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(LAYANAN_DAMAGE.statusCodeInvalid);
  });
});

describe('Idempotency-Key: a resend after a lost response is not stored twice', () => {
  const byKey = (key: string) => t.db.select().from(serviceRequests).where(eq(serviceRequests.idempotencyKey, key));
  const send = async (input: Record<string, string>, key: string, as: TestUser | null = null) =>
    t.request('POST', '/api/damage-reports', {
      as,
      headers: { 'Idempotency-Key': key },
      form: reportForm(input, { bytes: await pngBytes(), name: 'foto.png' }),
    });

  it("answers a visitor's same key with the first report: one row, one photo, the same tracking code", async () => {
    const input = valid();
    const key = randomUUID();
    const before = photoCount();
    const first = await send(input, key);
    const again = await send(input, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(a.trackingCode).toMatch(TRACKING_CODE_PATTERN);
    expect(await byLocation(input.location)).toHaveLength(1);
    expect(await byKey(key)).toHaveLength(1);
    expect(photoCount()).toBe(before + 1);
  });

  it("answers a signed-in reporter's same key with the first report too", async () => {
    const user = await t.createUser();
    const input = valid();
    const key = randomUUID();
    const a = await (await send(input, key, user)).json();
    const b = await (await send(input, key, user)).json();
    expect(b.trackingCode).toBe(a.trackingCode);
    expect(await byLocation(input.location)).toHaveLength(1);
  });

  it('stores a second report under a different key', async () => {
    const input = valid();
    const before = photoCount();
    const a = await (await send(input, randomUUID())).json();
    const b = await (await send(input, randomUUID())).json();
    expect(b.trackingCode).not.toBe(a.trackingCode);
    expect(await byLocation(input.location)).toHaveLength(2);
    expect(photoCount()).toBe(before + 2);
  });

  it.each(['bukan-uuid', '', `{${randomUUID()}}`])('refuses the key %j with 400 and stores nothing', async (key) => {
    const input = valid();
    const before = photoCount();
    const res = await send(input, key);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', message: ERRORS.idempotencyKeyInvalid });
    expect(await byLocation(input.location)).toHaveLength(0);
    expect(photoCount()).toBe(before);
  });

  it("refuses a key someone else sent (a signed-in reporter's, a visitor's) with 409 and stores nothing", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const ownersKey = randomUUID();
    const visitorsKey = randomUUID();
    const owned = await (await send(valid(), ownersKey, owner)).json();
    const anonymous = await (await send(valid(), visitorsKey)).json();
    const before = photoCount();
    for (const [key, as, original] of [
      [ownersKey, other, owned],
      [ownersKey, null, owned],
      [visitorsKey, other, anonymous],
    ] as const) {
      const input = valid();
      const res = await send(input, key, as);
      expect(res.status).toBe(409);
      const text = await res.text();
      expect(JSON.parse(text).error).toMatchObject({ code: 'CONFLICT', message: ERRORS.idempotencyKeyConflict });
      expect(text).not.toContain(original.trackingCode);
      expect(await byLocation(input.location)).toHaveLength(0);
    }
    expect(photoCount()).toBe(before);
    expect(await byKey(ownersKey)).toHaveLength(1);
  });

  it("lets the unique index decide between two identical reports racing: one row, the loser's photo removed", async () => {
    const fields = valid();
    const key = randomUUID();
    const deps = { ...t.deps, store: barrierStore(t.deps.store, 2) };
    const photo = new File([(await pngBytes()) as Uint8Array<ArrayBuffer>], 'foto.png');
    const before = photoCount();
    const input = { ...fields, latitude: null, longitude: null, bridgeId: null, photos: [photo], idempotencyKey: key };
    const [a, b] = await Promise.all([submitDamageReport({ deps, actor: null, input }), submitDamageReport({ deps, actor: null, input })]);
    expect(b).toEqual(a);
    expect(await byLocation(fields.location)).toHaveLength(1);
    expect(photoCount()).toBe(before + 1);
  });
});

describe('the place on the map and the photos (issue 15, items 1 and 2)', () => {
  const reportOf = async (location: string) => {
    const [request] = await byLocation(location);
    if (!request) return null;
    const [report] = await t.db.select().from(damageReports).where(eq(damageReports.requestId, request.id));
    const photos = await t.db
      .select()
      .from(damageReportPhotos)
      .where(eq(damageReportPhotos.requestId, request.id))
      .orderBy(damageReportPhotos.position);
    return { request, report, photos };
  };
  const post = (form: FormData) => t.request('POST', '/api/damage-reports', { form });

  it('keeps the kabupaten and the pin; a comma is read as the decimal point', async () => {
    const input = { ...valid(), kabupaten: 'Majene', latitude: '-3,5403', longitude: '118.9707' };
    expect((await post(reportForm(input))).status).toBe(201);
    const stored = await reportOf(input.location);
    expect(stored?.report).toMatchObject({
      kabupaten: 'Majene',
      latitude: -3.5403,
      longitude: 118.9707,
      reportType: 'Jalan',
      visibility: 'menunggu',
    });
  });

  it('takes a report with no pin at all: the Lokasi text is enough', async () => {
    const input = valid();
    expect((await post(reportForm(input))).status).toBe(201);
    expect((await reportOf(input.location))?.report).toMatchObject({ kabupaten: 'Mamuju', latitude: null, longitude: null });
  });

  it.each([
    ['a pin in Makassar, outside the province', { latitude: '-5.1477', longitude: '119.4327' }, 'latitude', REPORT_FORM.outsideProvince],
    ['a pin in the sea west of Mamuju, outside the box', { latitude: '-2.6', longitude: '117.5' }, 'latitude', REPORT_FORM.outsideProvince],
    ['a latitude that is not a number', { latitude: 'dua', longitude: '118.9' }, 'latitude', REPORT_FORM.coordinateNotNumber],
    ['a latitude without its longitude', { latitude: '-2.6' }, 'longitude', REPORT_FORM.coordinatesPair],
  ])('refuses %s in Indonesian and stores nothing', async (_, coords, field, message) => {
    const input = { ...valid(), ...coords };
    const res = await post(reportForm(input));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields[field]).toBe(message);
    expect(error.message).toBe(message);
    expect(await byLocation(input.location)).toHaveLength(0);
  });

  it('refuses a kabupaten that is not one of the six', async () => {
    const input = { ...valid(), kabupaten: 'Makassar' };
    expect((await post(reportForm(input))).status).toBe(400);
    expect(await byLocation(input.location)).toHaveLength(0);
  });

  it('keeps up to three photos in the order sent, the first as the cover; a fourth refuses the report and stores nothing', async () => {
    const photo = async (n: number) =>
      new File([(await pngBytes(20 + n, 10)) as Uint8Array<ArrayBuffer>], `foto-${n}.png`, { type: 'image/png' });
    const three = valid();
    const form = reportForm(three);
    for (const n of [1, 2, 3]) form.append('photos', await photo(n));
    expect((await post(form)).status).toBe(201);
    const stored = await reportOf(three.location);
    expect(stored?.photos.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(stored?.request.details.photo_url).toBe(stored?.photos[0]?.url);
    const widths = await Promise.all(
      stored!.photos.map(
        async (p) => (await sharp(fs.readFileSync(path.join(t.deps.env.dataDir, 'files', p.url.slice('/files/'.length)))).metadata()).width,
      ),
    );
    expect(widths).toEqual([21, 22, 23]);

    const before = photoCount();
    const four = valid();
    const tooMany = reportForm(four);
    for (const n of [1, 2, 3, 4]) tooMany.append('photos', await photo(n));
    const res = await post(tooMany);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.photos).toBe(REPORT_FORM.tooManyPhotos);
    expect(await byLocation(four.location)).toHaveLength(0);
    expect(photoCount()).toBe(before);
  });
});
