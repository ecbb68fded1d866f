import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSulbar, type BridgeAdminDetail } from '../../../shared/bridge-inspection-schemas.ts';
import { BRIDGE_INSPECTIONS as T } from '../../../shared/bridge-inspection-strings.ts';
import type { Kondisi } from '../../../shared/constants.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import type { Role } from '../../../shared/roles.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { auditLog, bridgePhotos, bridges, images, inspectionPhotos, inspections } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { containsText, fileOf, GPS_MARKER, jpegWithGps, MB, pdfBytes, pngBytes } from '../../uploads/test-files.ts';

let t: TestApp;
let admin: TestUser;
const users = new Map<Role | 'visitor', TestUser | null>();
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin_jembatantif' });
  users.set('visitor', null);
  for (const role of ['customer', 'admin_sirekanan', 'admin_ujilab', 'admin_ppid', 'admin_jembatantif', 'super_admin'] as const) {
    users.set(role, await t.createUser({ role }));
  }
});
afterAll(() => t.close());

async function createBridge(over: Partial<{ kondisi: Kondisi; tahunBangun: number }> = {}) {
  const [row] = await t.db
    .insert(bridges)
    .values({ nama: `Jembatan ${randomUUID().slice(0, 8)}`, lokasi: 'Mamuju', tahunBangun: 2005, kondisi: 'Baik', ...over })
    .returning();
  return row!;
}

/** A day `offset` days from today in West Sulawesi, YYYY-MM-DD. */
function day(offset: number): string {
  const d = new Date(`${todayInSulbar()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

const FIELDS = { inspectedAt: day(-30), jenis: 'rutin', inspector: 'Ir. Andi Mappiare', nilaiKondisi: '2' };

function inspectionForm(fields: Record<string, string> = {}, photos: File[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...FIELDS, ...fields })) form.set(k, v);
  for (const p of photos) form.append('foto', p);
  return form;
}

const jpeg = async () => fileOf(await jpegWithGps(), 'foto.jpg', 'image/jpeg');

const postInspection = (bridgeId: string, fields: Record<string, string> = {}, photos: File[] = [], as: TestUser | null = admin) =>
  t.request('POST', `/api/bridges/${bridgeId}/inspections`, { as, form: inspectionForm(fields, photos) });

const kondisiOf = async (id: string) => (await t.db.select({ k: bridges.kondisi }).from(bridges).where(eq(bridges.id, id)))[0]?.k;
const inspectionsOf = (id: string) => t.db.select().from(inspections).where(eq(inspections.bridgeId, id));
const imagesBy = (user: TestUser) => t.db.select().from(images).where(eq(images.createdBy, user.id));
const imageDir = () => path.join(t.deps.env.dataDir, 'files', 'public-images');
const imageFiles = () =>
  fs.existsSync(imageDir()) ? fs.readdirSync(imageDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;

describe('permissions', () => {
  const WRITE = new Set(['admin_jembatantif', 'super_admin']);
  const VIEW = new Set(['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'super_admin']);

  it('GET /:id/inspections: the services staff read; others 401/403', async () => {
    const bridge = await createBridge();
    for (const [who, user] of users) {
      const res = await t.request('GET', `/api/bridges/${bridge.id}/inspections`, { as: user });
      const expected = VIEW.has(who) ? 200 : who === 'visitor' ? 401 : 403;
      expect(res.status, `${who}: ${await res.clone().text()}`).toBe(expected);
    }
  });

  it('every write: bridges.write only; 401 for a visitor, 403 Akses Ditolak for others, and nothing changes', async () => {
    const bridge = await createBridge({ kondisi: 'Rusak Ringan' });
    const created = (await (await postInspection(bridge.id, { nilaiKondisi: '3' }, [await jpeg()])).json()) as BridgeAdminDetail;
    const inspection = created.inspections[0]!;
    const photoRes = await t.request('POST', `/api/bridges/${bridge.id}/photos`, { as: admin, form: inspectionForm({}, [await jpeg()]) });
    const bridgePhoto = ((await photoRes.json()) as BridgeAdminDetail).photos[0]!;
    const before = { kondisi: await kondisiOf(bridge.id), rows: (await inspectionsOf(bridge.id)).length };
    const routes: Array<[string, string, () => { form?: FormData; json?: unknown }]> = [
      ['POST', `/api/bridges/${bridge.id}/inspections`, () => ({ form: inspectionForm({ nilaiKondisi: '5' }) })],
      ['PUT', `/api/bridges/${bridge.id}/inspections/${inspection.id}`, () => ({ json: { ...FIELDS, nilaiKondisi: 5 } })],
      ['DELETE', `/api/bridges/${bridge.id}/inspections/${inspection.id}`, () => ({})],
      ['POST', `/api/bridges/${bridge.id}/inspections/${inspection.id}/photos`, () => ({ form: inspectionForm() })],
      ['DELETE', `/api/bridges/${bridge.id}/inspections/${inspection.id}/photos/${inspection.photos[0]!.photoId}`, () => ({})],
      ['POST', `/api/bridges/${bridge.id}/photos`, () => ({ form: inspectionForm() })],
      ['DELETE', `/api/bridges/${bridge.id}/photos/${bridgePhoto.photoId}`, () => ({})],
    ];
    for (const [who, user] of users) {
      if (WRITE.has(who)) continue;
      for (const [method, url, body] of routes) {
        const res = await t.request(method, url, { as: user, ...body() });
        const text = await res.text();
        if (who === 'visitor') expect(res.status, `${who} ${method} ${url}`).toBe(401);
        else {
          expect(res.status, `${who} ${method} ${url}: ${text}`).toBe(403);
          expect(JSON.parse(text).error.title).toBe(ERRORS.forbiddenTitle);
        }
      }
    }
    expect({ kondisi: await kondisiOf(bridge.id), rows: (await inspectionsOf(bridge.id)).length }).toEqual(before);
    const detail = (await (await t.request('GET', `/api/bridges/${bridge.id}/inspections`, { as: admin })).json()) as BridgeAdminDetail;
    expect(detail.photos).toHaveLength(1);
    expect(detail.inspections[0]!.photos).toHaveLength(1);
  });

  it('a super admin may write too', async () => {
    const bridge = await createBridge();
    expect((await postInspection(bridge.id, { nilaiKondisi: '5' }, [], users.get('super_admin')!)).status).toBe(201);
    expect(await kondisiOf(bridge.id)).toBe('Kritis');
  });
});

describe('POST /api/bridges/:id/inspections', () => {
  it('stores the inspection with its element scores, sets the bridge kondisi and writes the audit row', async () => {
    const bridge = await createBridge({ kondisi: 'Baik' });
    const res = await postInspection(bridge.id, {
      nilaiKondisi: '4',
      jenis: 'detail',
      bangunanAtas: '4',
      fondasi: '1',
      lantai: '',
      notes: 'Retak pada gelagar utama.',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const detail = (await res.json()) as BridgeAdminDetail;
    expect(detail.bridge.kondisi).toBe('Rusak Berat');
    expect(detail.inspections[0]).toMatchObject({
      inspectedAt: FIELDS.inspectedAt,
      jenis: 'detail',
      inspector: FIELDS.inspector,
      nilaiKondisi: 4,
      kondisi: 'Rusak Berat',
      elements: { bangunanAtas: 4, bangunanBawah: null, fondasi: 1, lantai: null, sandaran: null },
      notes: 'Retak pada gelagar utama.',
      photos: [],
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inspection.create'), eq(auditLog.target, detail.inspections[0]!.id)));
    expect(audit).toMatchObject({ actorId: admin.id });
    expect((await t.db.select().from(bridges).where(eq(bridges.id, bridge.id)))[0]!.updatedAt.getTime()).toBeGreaterThan(
      bridge.updatedAt.getTime(),
    );
  });

  it('stores its photos without EXIF or GPS, as public images', async () => {
    const bridge = await createBridge();
    const res = await postInspection(bridge.id, {}, [await jpeg(), fileOf(await pngBytes(40, 30), 'b.png')]);
    expect(res.status, await res.clone().text()).toBe(201);
    const photos = ((await res.json()) as BridgeAdminDetail).inspections[0]!.photos;
    expect(photos).toHaveLength(2);
    const master = fs.readFileSync(path.join(imageDir(), photos[0]!.id, 'master.jpg'));
    expect(containsText(master, GPS_MARKER)).toBe(false);
    expect(containsText(master, 'KameraPonsel')).toBe(false);
    expect((await sharp(master).metadata()).exif).toBeUndefined();
    expect((await t.request('GET', `/images/${photos[0]!.id}/${photos[0]!.width}.jpg`)).status).toBe(200);
  });

  const INVALID: Array<[string, Record<string, string>, number, string]> = [
    ['NK 6', { nilaiKondisi: '6' }, 400, T.nkInvalid],
    ['NK 2.5', { nilaiKondisi: '2.5' }, 400, T.nkInvalid],
    ['no NK', { nilaiKondisi: '' }, 400, T.nkRequired],
    ['no inspector', { inspector: '  ' }, 400, T.inspectorRequired],
    ['a long inspector', { inspector: 'x'.repeat(121) }, 400, T.inspectorTooLong],
    ['a future date', { inspectedAt: day(1) }, 400, T.dateFuture],
    ['an impossible date', { inspectedAt: '2024-02-30' }, 400, T.dateInvalid],
    ['a date before 1900', { inspectedAt: '1899-12-31' }, 400, T.dateTooEarly],
    ['a date before the bridge was built', { inspectedAt: '2004-06-01' }, 400, 'sebelum tahun jembatan dibangun (2005)'],
    ['a bad jenis', { jenis: 'sekilas' }, 400, T.jenisInvalid],
    ['an element score 7', { sandaran: '7' }, 400, 'Nilai kondisi sandaran harus bilangan bulat 0 sampai 5.'],
    ['long notes', { notes: 'x'.repeat(4001) }, 400, T.notesTooLong],
  ];
  for (const [what, fields, status, message] of INVALID) {
    it(`refuses ${what} (${status}) with an Indonesian message; no row, no image`, async () => {
      const bridge = await createBridge({ kondisi: 'Perlu Perhatian' });
      const imagesBefore = (await imagesBy(admin)).length;
      const filesBefore = imageFiles();
      const res = await postInspection(bridge.id, fields, [await jpeg()]);
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(body.error.message).toContain(message);
      expect(await inspectionsOf(bridge.id)).toHaveLength(0);
      expect(await kondisiOf(bridge.id)).toBe('Perlu Perhatian');
      expect(await imagesBy(admin)).toHaveLength(imagesBefore);
      expect(imageFiles()).toBe(filesBefore);
    });
  }

  const BAD_FILES: Array<[string, () => Promise<File[]>, number, string]> = [
    ['a PDF as a photo', async () => [await jpeg(), fileOf(pdfBytes(), 'foto.jpg', 'image/jpeg')], 415, 'jenis berkas tidak didukung'],
    ['a photo over 10 MB', async () => [fileOf(new Uint8Array(10 * MB + 1), 'besar.jpg')], 413, 'melebihi batas 10 MB'],
    ['6 photos', async () => Promise.all(Array.from({ length: 6 }, jpeg)), 400, T.tooManyPhotos],
  ];
  for (const [what, files, status, message] of BAD_FILES) {
    it(`refuses ${what} (${status}); no row, no image, no file`, async () => {
      const bridge = await createBridge();
      const imagesBefore = (await imagesBy(admin)).length;
      const filesBefore = imageFiles();
      const res = await postInspection(bridge.id, { nilaiKondisi: '5' }, await files());
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(body.error.message).toContain(message);
      expect(await inspectionsOf(bridge.id)).toHaveLength(0);
      expect(await kondisiOf(bridge.id)).toBe('Baik');
      expect(await imagesBy(admin)).toHaveLength(imagesBefore);
      expect(imageFiles()).toBe(filesBefore);
    });
  }

  it('answers 404 for a bridge that does not exist', async () => {
    expect((await postInspection(randomUUID())).status).toBe(404);
    expect((await postInspection('bukan-id')).status).toBe(404);
  });
});

describe('the latest inspection decides the kondisi (ADR 031)', () => {
  it('an older inspection added after a newer one changes nothing; deleting the latest lets the previous decide', async () => {
    const bridge = await createBridge({ kondisi: 'Baik' });
    const newer = (await (await postInspection(bridge.id, { inspectedAt: day(-10), nilaiKondisi: '4' })).json()) as BridgeAdminDetail;
    expect(newer.bridge.kondisi).toBe('Rusak Berat');
    const older = (await (await postInspection(bridge.id, { inspectedAt: day(-100), nilaiKondisi: '1' })).json()) as BridgeAdminDetail;
    expect(older.bridge.kondisi).toBe('Rusak Berat');
    expect(older.inspections.map((i) => i.nilaiKondisi)).toEqual([4, 1]);

    const latestId = older.inspections[0]!.id;
    const res = await t.request('DELETE', `/api/bridges/${bridge.id}/inspections/${latestId}`, { as: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BridgeAdminDetail).bridge.kondisi).toBe('Baik');
    expect(await kondisiOf(bridge.id)).toBe('Baik');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inspection.delete'), eq(auditLog.target, latestId)));
    expect(audit).toBeDefined();
  });

  it('on the same day the one written last decides', async () => {
    const bridge = await createBridge();
    await postInspection(bridge.id, { inspectedAt: day(-3), nilaiKondisi: '3' });
    await postInspection(bridge.id, { inspectedAt: day(-3), nilaiKondisi: '2' });
    expect(await kondisiOf(bridge.id)).toBe('Perlu Perhatian');
  });

  it('an edit that moves the date or the score recomputes it', async () => {
    const bridge = await createBridge();
    await postInspection(bridge.id, { inspectedAt: day(-20), nilaiKondisi: '3' });
    const d = (await (await postInspection(bridge.id, { inspectedAt: day(-10), nilaiKondisi: '5' })).json()) as BridgeAdminDetail;
    const latest = d.inspections[0]!;
    const put = (json: unknown) => t.request('PUT', `/api/bridges/${bridge.id}/inspections/${latest.id}`, { as: admin, json });
    const res = await put({ ...FIELDS, inspectedAt: day(-10), nilaiKondisi: 0 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await kondisiOf(bridge.id)).toBe('Baik');
    await put({ ...FIELDS, inspectedAt: day(-40), nilaiKondisi: 0 });
    expect(await kondisiOf(bridge.id)).toBe('Rusak Ringan');
    const bad = await put({ ...FIELDS, nilaiKondisi: 6 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(T.nkInvalid);
    expect(await kondisiOf(bridge.id)).toBe('Rusak Ringan');
    const [row] = await t.db.select().from(inspections).where(eq(inspections.id, latest.id));
    expect(row).toMatchObject({ nilaiKondisi: 0, kondisi: 'Baik' });
  });

  it('deleting the last inspection leaves the kondisi staff typed as it is', async () => {
    const bridge = await createBridge({ kondisi: 'Baik' });
    const d = (await (await postInspection(bridge.id, { nilaiKondisi: '5' })).json()) as BridgeAdminDetail;
    await t.db.update(bridges).set({ kondisi: 'Rusak Ringan' }).where(eq(bridges.id, bridge.id)); // typed after an emergency repair
    await t.request('DELETE', `/api/bridges/${bridge.id}/inspections/${d.inspections[0]!.id}`, { as: admin });
    expect(await kondisiOf(bridge.id)).toBe('Rusak Ringan');
  });

  it('deleting an inspection deletes its photos and their images', async () => {
    const bridge = await createBridge();
    const d = (await (await postInspection(bridge.id, {}, [await jpeg()])).json()) as BridgeAdminDetail;
    const photo = d.inspections[0]!.photos[0]!;
    await t.request('DELETE', `/api/bridges/${bridge.id}/inspections/${d.inspections[0]!.id}`, { as: admin });
    expect(await t.db.select().from(images).where(eq(images.id, photo.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(imageDir(), photo.id, 'master.jpg'))).toBe(false);
  });

  it('an inspection of another bridge is not found', async () => {
    const a = await createBridge();
    const b = await createBridge();
    const d = (await (await postInspection(a.id)).json()) as BridgeAdminDetail;
    const res = await t.request('DELETE', `/api/bridges/${b.id}/inspections/${d.inspections[0]!.id}`, { as: admin });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(T.notFound);
    expect(await inspectionsOf(a.id)).toHaveLength(1);
  });
});

describe('GET /api/bridges/:id/inspections', () => {
  it('gives the bridge, its photos and the history newest first with inspectors and photos', async () => {
    const bridge = await createBridge();
    await postInspection(bridge.id, { inspectedAt: day(-300), inspector: 'Pertama', nilaiKondisi: '1' });
    await postInspection(bridge.id, { inspectedAt: day(-5), inspector: 'Ketiga', nilaiKondisi: '3' }, [await jpeg()]);
    await postInspection(bridge.id, { inspectedAt: day(-100), inspector: 'Kedua', nilaiKondisi: '2' });
    const res = await t.request('GET', `/api/bridges/${bridge.id}/inspections`, { as: users.get('admin_ujilab')! });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const detail = (await res.json()) as BridgeAdminDetail;
    expect(detail.bridge).toMatchObject({ id: bridge.id, kondisi: 'Rusak Ringan' });
    expect(detail.inspections.map((i) => i.inspector)).toEqual(['Ketiga', 'Kedua', 'Pertama']);
    expect(detail.inspections[0]!.photos).toHaveLength(1);
    expect(detail.inspections[2]!.inspectedAt).toBe(day(-300));
  });

  it('answers 404 for an unknown bridge', async () => {
    const res = await t.request('GET', `/api/bridges/${randomUUID()}/inspections`, { as: admin });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(LAYANAN_BRIDGES.notFound);
  });
});

describe('bridge photos', () => {
  const postPhotos = async (bridgeId: string, n: number) =>
    t.request('POST', `/api/bridges/${bridgeId}/photos`, {
      as: admin,
      form: inspectionForm({}, await Promise.all(Array.from({ length: n }, jpeg))),
    });

  it('takes up to five per bridge, then answers 409 with what to do; deleting one makes room', async () => {
    const bridge = await createBridge();
    const first = await postPhotos(bridge.id, 3);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(((await first.json()) as BridgeAdminDetail).photos.map((p) => p.position)).toEqual([0, 1, 2]);
    const imagesBefore = (await imagesBy(admin)).length;
    const over = await postPhotos(bridge.id, 3);
    expect(over.status).toBe(409);
    expect((await over.json()).error.message).toBe(T.photosFull);
    expect(await imagesBy(admin)).toHaveLength(imagesBefore);
    const full = (await (await postPhotos(bridge.id, 2)).json()) as BridgeAdminDetail;
    expect(full.photos).toHaveLength(5);
    expect((await postPhotos(bridge.id, 1)).status).toBe(409);

    const gone = full.photos[1]!;
    const del = await t.request('DELETE', `/api/bridges/${bridge.id}/photos/${gone.photoId}`, { as: admin });
    expect(del.status).toBe(200);
    expect(((await del.json()) as BridgeAdminDetail).photos).toHaveLength(4);
    expect(await t.db.select().from(images).where(eq(images.id, gone.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(imageDir(), gone.id, 'master.jpg'))).toBe(false);
    expect((await postPhotos(bridge.id, 1)).status).toBe(201);
  });

  it('refuses a form without a photo (400), six at once (400) and a PDF (415)', async () => {
    const bridge = await createBridge();
    expect((await postPhotos(bridge.id, 0)).status).toBe(400);
    const six = await postPhotos(bridge.id, 6);
    expect(six.status).toBe(400);
    expect((await six.json()).error.message).toBe(T.photosTooMany);
    const pdf = await t.request('POST', `/api/bridges/${bridge.id}/photos`, {
      as: admin,
      form: inspectionForm({}, [fileOf(pdfBytes(), 'foto.jpg')]),
    });
    expect(pdf.status).toBe(415);
    expect(await t.db.select().from(bridgePhotos).where(eq(bridgePhotos.bridgeId, bridge.id))).toHaveLength(0);
  });

  it("an inspection's photos: added later up to five, deleted one by one", async () => {
    const bridge = await createBridge();
    const d = (await (await postInspection(bridge.id, {}, [await jpeg(), await jpeg()])).json()) as BridgeAdminDetail;
    const id = d.inspections[0]!.id;
    const add = (n: number) =>
      Promise.all(Array.from({ length: n }, jpeg)).then((files) =>
        t.request('POST', `/api/bridges/${bridge.id}/inspections/${id}/photos`, { as: admin, form: inspectionForm({}, files) }),
      );
    expect((await add(4)).status).toBe(409);
    const added = (await (await add(3)).json()) as BridgeAdminDetail;
    expect(added.inspections[0]!.photos).toHaveLength(5);
    const photo = added.inspections[0]!.photos[0]!;
    const del = await t.request('DELETE', `/api/bridges/${bridge.id}/inspections/${id}/photos/${photo.photoId}`, { as: admin });
    expect(((await del.json()) as BridgeAdminDetail).inspections[0]!.photos).toHaveLength(4);
  });
});

describe('DELETE /api/bridges/:id', () => {
  it('deletes the bridge with its inspections, their photos and its photos, images and files included', async () => {
    const bridge = await createBridge();
    await postInspection(bridge.id, {}, [await jpeg()]);
    await postInspection(bridge.id, { inspectedAt: day(-2) }, [await jpeg(), await jpeg()]);
    await t.request('POST', `/api/bridges/${bridge.id}/photos`, { as: admin, form: inspectionForm({}, [await jpeg()]) });
    const detail = (await (await t.request('GET', `/api/bridges/${bridge.id}/inspections`, { as: admin })).json()) as BridgeAdminDetail;
    const imageIds = [...detail.photos, ...detail.inspections.flatMap((i) => i.photos)].map((p) => p.id);
    expect(imageIds).toHaveLength(4);
    // Some sizes were served, so their files exist beside the master.
    await t.request('GET', `/images/${imageIds[0]}/${detail.photos[0]!.width}.webp`);

    const res = await t.request('DELETE', `/api/bridges/${bridge.id}`, { as: admin });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(bridges).where(eq(bridges.id, bridge.id))).toHaveLength(0);
    expect(await inspectionsOf(bridge.id)).toHaveLength(0);
    expect(await t.db.select().from(images).where(inArray(images.id, imageIds))).toHaveLength(0);
    expect(await t.db.select().from(inspectionPhotos).where(inArray(inspectionPhotos.imageId, imageIds))).toHaveLength(0);
    for (const id of imageIds)
      expect(fs.existsSync(path.join(imageDir(), id)) && fs.readdirSync(path.join(imageDir(), id))).toSatisfy(
        (v) => v === false || (Array.isArray(v) && v.length === 0),
      );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bridge.delete'), eq(auditLog.target, bridge.id)));
    expect(audit!.details).toMatchObject({ inspectionsDeleted: 2, photosDeleted: 4 });
  });
});
