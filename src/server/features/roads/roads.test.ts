import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../shared/admin-schemas.ts';
import { ROAD_OPEN_DATA_COLUMNS } from '../../../shared/road-open-data.ts';
import { INSTANSI, ROADS, type InstansiItem, type RoadDetail, type RoadItem, type RoadLine } from '../../../shared/roads-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { auditLog, instansi, roadSections } from '../../db/schema.ts';
import { insertInstansi, insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

// Its own database: instansi are one per status and kabupaten, and the open data lists every ruas.
let t: TestApp;
let engineer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  engineer = await t.createUser({ role: 'admin_jalan' });
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe('/api/admin/roads: the register', () => {
  it('lists, searches and filters a page at a time, with the owner', async () => {
    await t.db.delete(roadSections);
    await t.db.delete(instansi);
    await insertRoadSection(t.db, { noRuas: '001', name: 'Mamuju – Kalukku', status: 'Nasional', kabupaten: 'Mamuju' });
    await insertRoadSection(t.db, { noRuas: '012', name: 'Majene – Malunda', status: 'Provinsi', kabupaten: 'Majene' });
    await insertRoadSection(t.db, { noRuas: '120.K', name: 'Lingkar Kalukku', status: 'Kabupaten', kabupaten: 'Mamuju' });
    await insertInstansi(t.db, { name: 'BBPJN Sulawesi Barat', roadStatus: 'Nasional', kabupaten: null });
    const list = async (query: string) => {
      const res = await t.request('GET', `/api/admin/roads?${query}`, { as: engineer });
      expect(res.status).toBe(200);
      return (await res.json()) as Paged<RoadItem>;
    };
    const all = await list('');
    expect(all.items.map((r) => r.noRuas)).toEqual(['001', '012', '120.K']);
    expect(all.items[0]!.instansi).toBe('BBPJN Sulawesi Barat');
    expect(all.items[1]!.instansi).toBeNull();
    expect(all.items[2]!.instansi).toBeNull();
    // A kabupaten road is its own kabupaten's, never another kabupaten's office (seen wrong in the e2e).
    await insertInstansi(t.db, { name: 'Dinas PUPR Kabupaten Majene', roadStatus: 'Kabupaten', kabupaten: 'Majene' });
    expect((await list('status=Kabupaten')).items[0]!.instansi).toBeNull();
    await insertInstansi(t.db, { name: 'Dinas PUPR Kabupaten Mamuju', roadStatus: 'Kabupaten', kabupaten: 'Mamuju' });
    expect((await list('status=Kabupaten')).items[0]!.instansi).toBe('Dinas PUPR Kabupaten Mamuju');
    expect((await list('q=kalukku')).items.map((r) => r.noRuas)).toEqual(['001', '120.K']);
    expect((await list('q=012')).items.map((r) => r.noRuas)).toEqual(['012']);
    expect((await list('status=Kabupaten')).items.map((r) => r.noRuas)).toEqual(['120.K']);
    expect((await list('kabupaten=Majene')).items.map((r) => r.noRuas)).toEqual(['012']);
    const paged = await list('pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.items.map((r) => r.noRuas)).toEqual(['120.K']);
    const lines = (await (await t.request('GET', '/api/admin/roads/peta?status=Nasional', { as: engineer })).json()) as RoadLine[];
    expect(lines.map((l) => l.noRuas)).toEqual(['001']);
    expect(lines[0]!.geometry.type).toBe('LineString');
  });

  it('edits one ruas (not its line), with an audit row; refuses a bad edit without changing it', async () => {
    const road = await insertRoadSection(t.db, { noRuas: '200', name: 'Lama', status: 'Provinsi', kabupaten: 'Mamasa' });
    const detail = (await (await t.request('GET', `/api/admin/roads/${road.id}`, { as: engineer })).json()) as RoadDetail;
    expect(detail).toMatchObject({ noRuas: '200', name: 'Lama', geometry: road.geometry });
    const edit = {
      name: 'Mamasa – Sumarorong',
      status: 'Provinsi',
      kabupaten: 'Mamasa',
      surface: 'Aspal',
      lengthKm: '12,5',
      kondisiBaikKm: 10,
      kondisiSedangKm: 2,
      kondisiRusakRinganKm: null,
      kondisiRusakBeratKm: 0.5,
      kondisiYear: 2026,
    };
    const res = await t.request('PUT', `/api/admin/roads/${road.id}`, { as: engineer, json: edit });
    expect(res.status, await res.clone().text()).toBe(200);
    const [after] = await t.db.select().from(roadSections).where(eq(roadSections.id, road.id));
    expect(after).toMatchObject({
      name: 'Mamasa – Sumarorong',
      lengthKm: 12.5,
      kondisiBaikKm: 10,
      surface: 'Aspal',
      geometry: road.geometry,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, road.id));
    expect(audit).toMatchObject({ action: 'road.update', actorId: engineer.id });

    const bad = await t.request('PUT', `/api/admin/roads/${road.id}`, {
      as: engineer,
      json: { ...edit, name: 'Berubah', status: 'Kabupaten', kabupaten: null },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.kabupaten).toBe('Jalan kabupaten wajib menyebut kabupatennya.');
    const tooMuch = await t.request('PUT', `/api/admin/roads/${road.id}`, { as: engineer, json: { ...edit, kondisiBaikKm: 40 } });
    expect(tooMuch.status).toBe(400);
    const [unchanged] = await t.db.select().from(roadSections).where(eq(roadSections.id, road.id));
    expect(unchanged!.name).toBe('Mamasa – Sumarorong');
  });

  it('deletes one ruas with an audit row; an unknown one is 404', async () => {
    const road = await insertRoadSection(t.db, { noRuas: '300' });
    expect((await t.request('DELETE', `/api/admin/roads/${road.id}`, { as: engineer })).status).toBe(200);
    expect(await t.db.select().from(roadSections).where(eq(roadSections.id, road.id))).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, road.id));
    expect(audit?.action).toBe('road.delete');
    const again = await t.request('DELETE', `/api/admin/roads/${road.id}`, { as: engineer });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(ROADS.notFound);
  });

  it('is for admin_jalan and super admins only', async () => {
    const road = await insertRoadSection(t.db, { noRuas: '400' });
    for (const role of ['customer', 'admin_jembatantif', 'admin_sirekanan'] as const) {
      const as = await t.createUser({ role });
      for (const [method, url] of [
        ['GET', '/api/admin/roads'],
        ['GET', `/api/admin/roads/${road.id}`],
        ['DELETE', `/api/admin/roads/${road.id}`],
        ['GET', '/api/admin/instansi'],
      ] as const) {
        const res = await t.request(method, url, { as });
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect(await t.db.select().from(roadSections).where(eq(roadSections.id, road.id))).toHaveLength(1);
    const boss = await t.createUser({ role: 'super_admin' });
    expect((await t.request('GET', '/api/admin/roads', { as: boss })).status).toBe(200);
  });
});

describe('/api/admin/instansi', () => {
  it('adds, lists, edits and deletes an instansi, each with an audit row', async () => {
    await t.db.delete(instansi);
    const res = await t.request('POST', '/api/admin/instansi', {
      as: engineer,
      json: { name: 'Dinas PUPR Kabupaten Majene', email: 'PUPR@majenekab.go.id', roadStatus: 'Kabupaten', kabupaten: 'Majene' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()) as InstansiItem;
    expect(made).toMatchObject({ email: 'pupr@majenekab.go.id', kabupaten: 'Majene', isThisOffice: false });
    // "semua" kabupaten; this office needs no e-mail.
    const office = await t.request('POST', '/api/admin/instansi', {
      as: engineer,
      json: { name: 'Dinas PUPR Provinsi Sulawesi Barat', email: '', roadStatus: 'Provinsi', kabupaten: 'semua', isThisOffice: true },
    });
    expect(office.status).toBe(201);
    expect(((await office.json()) as InstansiItem).kabupaten).toBeNull();
    const list = (await (await t.request('GET', '/api/admin/instansi', { as: engineer })).json()) as InstansiItem[];
    expect(list.map((i) => i.name)).toEqual(['Dinas PUPR Provinsi Sulawesi Barat', 'Dinas PUPR Kabupaten Majene']);
    const put = await t.request('PUT', `/api/admin/instansi/${made.id}`, {
      as: engineer,
      json: { name: 'Dinas PUPR Majene', email: 'pupr@majenekab.go.id', roadStatus: 'Kabupaten', kabupaten: 'Majene' },
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as InstansiItem).name).toBe('Dinas PUPR Majene');
    expect((await t.request('DELETE', `/api/admin/instansi/${made.id}`, { as: engineer })).status).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.target, made.id))).map((a) => a.action).sort();
    expect(actions).toEqual(['instansi.create', 'instansi.delete', 'instansi.update']);
  });

  it('refuses a second instansi for the same status and kabupaten, naming the first; and a missing e-mail', async () => {
    await t.db.delete(instansi);
    await insertInstansi(t.db, { name: 'BBPJN Sulawesi Barat', roadStatus: 'Nasional', kabupaten: null });
    const res = await t.request('POST', '/api/admin/instansi', {
      as: engineer,
      json: { name: 'Satker PJN Wilayah I', email: 'pjn1@pu.go.id', roadStatus: 'Nasional', kabupaten: '' },
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(
      fillText(INSTANSI.duplicate, { status: 'Jalan Nasional', kabupaten: 'semua kabupaten', name: 'BBPJN Sulawesi Barat' }),
    );
    // The same status for one kabupaten is another row: it wins there.
    const one = await t.request('POST', '/api/admin/instansi', {
      as: engineer,
      json: { name: 'Satker PJN Mamuju', email: 'pjn@pu.go.id', roadStatus: 'Nasional', kabupaten: 'Mamuju' },
    });
    expect(one.status).toBe(201);
    const noMail = await t.request('POST', '/api/admin/instansi', {
      as: engineer,
      json: { name: 'Dinas PUPR Kabupaten Mamasa', roadStatus: 'Kabupaten', kabupaten: 'Mamasa' },
    });
    expect(noMail.status).toBe(400);
    expect((await errorOf(noMail)).fields?.email).toBe(INSTANSI.emailRequired);
    const sameName = await t.request('POST', '/api/admin/instansi', {
      as: engineer,
      json: { name: 'BBPJN Sulawesi Barat', email: 'x@pu.go.id', roadStatus: 'Kabupaten', kabupaten: 'Mamasa' },
    });
    expect(sameName.status).toBe(409);
    expect((await errorOf(sameName)).message).toBe(INSTANSI.nameTaken);
    expect(await t.db.select().from(instansi)).toHaveLength(2);
  });
});

describe('/data/ruas.geojson and /data/ruas.csv', () => {
  it('list every ruas with its owner (the kabupaten’s instansi before the one for every kabupaten), the licence and validators', async () => {
    await t.db.delete(roadSections);
    await t.db.delete(instansi);
    const bbpjn = await insertInstansi(t.db, { name: 'BBPJN Sulawesi Barat', roadStatus: 'Nasional', kabupaten: null });
    await insertInstansi(t.db, {
      name: 'Dinas PUPR Provinsi Sulawesi Barat',
      roadStatus: 'Provinsi',
      kabupaten: null,
      email: null,
      isThisOffice: true,
    });
    await insertInstansi(t.db, { name: 'Dinas PUPR Kabupaten Majene', roadStatus: 'Kabupaten', kabupaten: 'Majene' });
    await insertInstansi(t.db, { name: 'Dinas PU Kabupaten (semua)', roadStatus: 'Kabupaten', kabupaten: null });
    await insertRoadSection(t.db, { noRuas: '001', name: 'Trans-Sulawesi', status: 'Nasional', kabupaten: 'Majene', lengthKm: 45.2 });
    await insertRoadSection(t.db, { noRuas: '500.K', name: 'Jalan Pantai', status: 'Kabupaten', kabupaten: 'Majene' });
    await insertRoadSection(t.db, {
      noRuas: '600.K',
      name: 'Jalan Tobadak',
      status: 'Kabupaten',
      kabupaten: 'Mamuju Tengah',
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [119.36, -2.08],
            [119.37, -2.07],
          ],
          [
            [119.38, -2.06],
            [119.39, -2.05],
          ],
        ],
      },
    });

    const res = await t.request('GET', '/data/ruas.geojson');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('link')).toContain('creativecommons.org/licenses/by/4.0');
    const body = (await res.json()) as {
      type: string;
      license: string;
      features: Array<{ geometry: { type: string }; properties: Record<string, unknown> }>;
    };
    expect(body.type).toBe('FeatureCollection');
    expect(body.license).toBe('CC-BY-4.0');
    const byNo = new Map(body.features.map((f) => [f.properties.no_ruas, f]));
    expect(Object.keys(byNo.get('001')!.properties)).toEqual([...ROAD_OPEN_DATA_COLUMNS]);
    expect(byNo.get('001')!.properties).toMatchObject({
      nama: 'Trans-Sulawesi',
      status: 'Nasional',
      instansi: 'BBPJN Sulawesi Barat',
      panjang_km: 45.2,
    });
    expect(byNo.get('500.K')!.properties.instansi).toBe('Dinas PUPR Kabupaten Majene');
    expect(byNo.get('600.K')!.properties.instansi).toBe('Dinas PU Kabupaten (semua)');
    expect(byNo.get('600.K')!.geometry.type).toBe('MultiLineString');

    const csv = await t.request('GET', '/data/ruas.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe([...ROAD_OPEN_DATA_COLUMNS, 'geometry'].map((c) => `"${c}"`).join(','));
    expect(lines.find((l) => l.startsWith('"600.K"'))).toContain(
      '"MULTILINESTRING ((119.36 -2.08, 119.37 -2.07), (119.38 -2.06, 119.39 -2.05))"',
    );

    // A client that has this version gets 304; a renamed owner makes a new one.
    const etag = res.headers.get('etag')!;
    expect((await t.request('GET', '/data/ruas.geojson', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const rename = { name: 'BBPJN XVIII', email: bbpjn.email, roadStatus: 'Nasional', kabupaten: 'semua' };
    expect((await t.request('PUT', `/api/admin/instansi/${bbpjn.id}`, { as: engineer, json: rename })).status).toBe(200);
    const after = await t.request('GET', '/data/ruas.geojson', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('BBPJN XVIII');
  });
});
