import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeDetail, BridgeFigures, BridgePoints } from '../../../shared/bridge-public.ts';
import { kondisiFromNk, nkFromKondisi, NK_VALUES } from '../../../shared/bridge-bms.ts';
import { KONDISI } from '../../../shared/constants.ts';
import { BRIDGE_FORM } from '../../../shared/bridge-form-strings.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { damageReports, inspections } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertDamageReport } from '../admin-requests/request-factories.ts';
import { insertBridge } from './bridge-factories.ts';

// An isolated database: the figures count every bridge in it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

describe('the BMS condition score (docs/decisions/031)', () => {
  it('gives each NK its kondisi and each kondisi back its score', () => {
    expect(NK_VALUES.map(kondisiFromNk)).toEqual(['Baik', 'Baik', 'Perlu Perhatian', 'Rusak Ringan', 'Rusak Berat', 'Kritis']);
    for (const k of KONDISI) expect(kondisiFromNk(nkFromKondisi(k))).toBe(k);
  });
});

const valid = () => ({ nama: `Jembatan ${Math.random().toString(36).slice(2)}`, lokasi: 'Kalukku', tahunBangun: '2015', kondisi: 'Baik' });

describe('the bridge record (issue 17, item 1)', () => {
  it('keeps kabupaten, road, status, coordinates and size, with decimal commas from a form', async () => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const res = await t.request('POST', '/api/bridges', {
      as: admin,
      json: {
        ...valid(),
        kabupaten: 'Mamasa',
        ruasJalan: 'Polewali – Mamasa',
        statusJalan: 'provinsi',
        latitude: '-2,9443',
        longitude: '119,374',
        panjang: '45,5',
        lebar: '7',
        jumlahBentang: '3',
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      kabupaten: 'Mamasa',
      ruasJalan: 'Polewali – Mamasa',
      statusJalan: 'provinsi',
      latitude: -2.9443,
      longitude: 119.374,
      panjang: 45.5,
      lebar: 7,
      jumlahBentang: 3,
    });
  });

  it.each([
    [{ latitude: '-4.1', longitude: '119' }, BRIDGE_FORM.latitudeInvalid],
    [{ latitude: '-2.5', longitude: '121' }, BRIDGE_FORM.longitudeInvalid],
    [{ latitude: '-2.5' }, BRIDGE_FORM.coordinatesPair],
    [{ latitude: 'utara', longitude: '119' }, BRIDGE_FORM.latitudeInvalid],
    [{ kabupaten: 'Gowa' }, BRIDGE_FORM.kabupatenInvalid],
    [{ statusJalan: 'tol' }, BRIDGE_FORM.statusJalanInvalid],
    [{ panjang: '0' }, BRIDGE_FORM.panjangInvalid],
    [{ lebar: '-3' }, BRIDGE_FORM.lebarInvalid],
    [{ jumlahBentang: '2,5' }, BRIDGE_FORM.bentangInvalid],
  ])('refuses %o with "%s" and stores nothing', async (bad, message) => {
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    const input = { ...valid(), ...bad };
    const res = await t.request('POST', '/api/bridges', { as: admin, json: input });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    const list = await (await t.request('GET', `/api/bridges?q=${encodeURIComponent(input.nama)}`)).json();
    expect(list.total).toBe(0);
  });

  it('filters the list by kabupaten, kondisi and status jalan, and ignores an unknown filter value', async () => {
    const word = `filter${Date.now()}`;
    await insertBridge(t.db, { nama: `${word} A`, kabupaten: 'Majene', kondisi: 'Kritis', statusJalan: 'nasional' });
    await insertBridge(t.db, { nama: `${word} B`, kabupaten: 'Majene', kondisi: 'Baik', statusJalan: 'kabupaten' });
    await insertBridge(t.db, { nama: `${word} C`, kabupaten: 'Mamuju', kondisi: 'Kritis', statusJalan: 'nasional' });
    const names = async (query: string) =>
      ((await (await t.request('GET', `/api/bridges?q=${word}&${query}`)).json()).items as { nama: string }[]).map((b) => b.nama).sort();
    expect(await names('kabupaten=Majene')).toEqual([`${word} A`, `${word} B`]);
    expect(await names('kondisi=Kritis')).toEqual([`${word} A`, `${word} C`]);
    expect(await names('kabupaten=Majene&kondisi=Kritis&statusJalan=nasional')).toEqual([`${word} A`]);
    expect(await names('statusJalan=kabupaten')).toEqual([`${word} B`]);
    expect(await names('kabupaten=Gowa')).toHaveLength(3);
  });
});

describe("a bridge's public page data (issue 17, item 3)", () => {
  it('shows inspections newest first with their scores, never the inspector, and only the public reports naming it', async () => {
    const bridge = await insertBridge(t.db, { kabupaten: 'Mamuju', latitude: -2.6, longitude: 118.9 });
    await t.db.insert(inspections).values([
      {
        bridgeId: bridge.id,
        inspectedAt: new Date('2024-03-01'),
        kondisi: 'Baik',
        nilaiKondisi: 1,
        jenis: 'inventarisasi',
        inspector: 'Ir. Rahasia Nama',
      },
      {
        bridgeId: bridge.id,
        inspectedAt: new Date('2026-02-10'),
        kondisi: 'Rusak Ringan',
        nilaiKondisi: 3,
        jenis: 'detail',
        inspector: 'Ir. Rahasia Nama',
        nkLantai: 3,
        nkSandaran: 2,
      },
    ]);
    const shown = await insertDamageReport(t.db, { location: 'Lantai jembatan berlubang' });
    const hidden = await insertDamageReport(t.db, { location: 'Belum dimoderasi' });
    await t.db.update(damageReports).set({ bridgeId: bridge.id, visibility: 'publik' }).where(eq(damageReports.requestId, shown.id));
    await t.db.update(damageReports).set({ bridgeId: bridge.id }).where(eq(damageReports.requestId, hidden.id));

    const res = await t.request('GET', `/api/bridges/${bridge.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('Rahasia');
    const detail = JSON.parse(text) as BridgeDetail;
    expect(detail.bridge).toMatchObject({ id: bridge.id, kabupaten: 'Mamuju', latitude: -2.6 });
    expect(detail.inspections.map((i) => [i.jenis, i.nilaiKondisi, i.kondisi])).toEqual([
      ['detail', 3, 'Rusak Ringan'],
      ['inventarisasi', 1, 'Baik'],
    ]);
    expect(detail.inspections[0]!.elements).toEqual({ lantai: 3, sandaran: 2 });
    expect(detail.reports.map((r) => r.trackingCode)).toEqual([shown.trackingCode]);
    expect(detail.inspections[0]).not.toHaveProperty('inspector');
    expect(res.headers.get('cache-control')).toContain('private');

    // Staff who see the bridges in the admin area read the inspectors' names; a customer does not.
    for (const role of ['admin_jembatantif', 'admin_ujilab'] as const) {
      const staff = (await (
        await t.request('GET', `/api/bridges/${bridge.id}`, { as: await t.createUser({ role }) })
      ).json()) as BridgeDetail;
      expect(staff.inspections.map((i) => i.inspector)).toEqual(['Ir. Rahasia Nama', 'Ir. Rahasia Nama']);
    }
    const customer = await t.request('GET', `/api/bridges/${bridge.id}`, { as: await t.createUser() });
    expect(await customer.text()).not.toContain('Rahasia');
  });

  it('answers 404 in Indonesian for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bukan-id']) {
      const res = await t.request('GET', `/api/bridges/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(LAYANAN_BRIDGES.notFound);
    }
  });
});

describe('the map and the figures (issue 17, item 4)', () => {
  it('gives pins only for bridges with coordinates, with the filters', async () => {
    const word = `peta${Date.now()}`;
    const a = await insertBridge(t.db, {
      nama: `${word} A`,
      kabupaten: 'Pasangkayu',
      kondisi: 'Rusak Berat',
      latitude: -1.2,
      longitude: 119.4,
    });
    await insertBridge(t.db, { nama: `${word} B`, kabupaten: 'Pasangkayu' });
    const body = (await (await t.request('GET', `/api/bridges/peta?q=${word}`)).json()) as BridgePoints;
    expect(body).toEqual({ points: [[a.id, `${word} A`, -1.2, 119.4, 'Rusak Berat']], total: 1 });
    const none = (await (await t.request('GET', `/api/bridges/peta?q=${word}&kondisi=Baik`)).json()) as BridgePoints;
    expect(none.total).toBe(0);
  });

  it('counts per kondisi and computes kemantapan (Baik or Perlu Perhatian) per kabupaten, fresh after a write', async () => {
    const before = (await (await t.request('GET', '/api/bridges/angka')).json()) as BridgeFigures;
    const admin = await t.createUser({ role: 'admin_jembatantif' });
    // Polewali Mandar gets 4: Baik, Perlu Perhatian, Rusak Berat, Kritis → 2 of 4 mantap = 50 %.
    for (const kondisi of ['Baik', 'Perlu Perhatian', 'Rusak Berat', 'Kritis'])
      expect(
        (await t.request('POST', '/api/bridges', { as: admin, json: { ...valid(), kondisi, kabupaten: 'Polewali Mandar' } })).status,
      ).toBe(201);
    const after = (await (await t.request('GET', '/api/bridges/angka')).json()) as BridgeFigures;
    expect(after.total).toBe(before.total + 4);
    const polman = (f: BridgeFigures) => f.perKabupaten.find((k) => k.kabupaten === 'Polewali Mandar')!;
    expect(polman(before).total).toBe(0);
    expect(polman(before).persen).toBeNull();
    expect(polman(after)).toEqual({ kabupaten: 'Polewali Mandar', total: 4, mantap: 2, persen: 50 });
    const n = (f: BridgeFigures, k: string) => f.perKondisi.find((r) => r.kondisi === k)!.n;
    expect(n(after, 'Kritis') - n(before, 'Kritis')).toBe(1);
    const mantap = after.perKondisi.filter((r) => r.kondisi === 'Baik' || r.kondisi === 'Perlu Perhatian').reduce((s, r) => s + r.n, 0);
    expect(after.province).toEqual({ kabupaten: null, total: after.total, mantap, persen: Math.round((mantap / after.total) * 1000) / 10 });
  });
});
