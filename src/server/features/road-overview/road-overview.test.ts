import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { RoadOption, RoadOverview, RoadPriorityItem } from '../../../shared/road-overview.ts';
import { ROAD_OVERVIEW } from '../../../shared/road-overview-strings.ts';
import { damageReports } from '../../db/schema.ts';
import { insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { insertDamageReport } from '../admin-requests/request-factories.ts';
import { insertBridge } from '../bridges/bridge-factories.ts';

// A database of its own: the "worst first" list ranks every ruas there is.
let t: TestApp;
let engineer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  engineer = await t.createUser({ role: 'admin_jalan' });
});
afterAll(() => t.close());

/** A WITA day `n` days from today. */
const day = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

async function reportOn(roadSectionId: string, status: RequestStatus, dueOn: string | null) {
  const row = await insertDamageReport(t.db, { status });
  await t.db
    .update(damageReports)
    .set({ roadSectionId, dueOn, latitude: -2.675, longitude: 118.895 })
    .where(eq(damageReports.requestId, row.id));
  return row.trackingCode;
}

const overview = async (id: string, as: TestUser | null = engineer) => t.request('GET', `/api/admin/road-overview/${id}`, { as });

describe('a ruas for its engineers', () => {
  it('counts its reports as late, open and done, lists its bridges by STA, and works out its kemantapan', async () => {
    const ruas = await insertRoadSection(t.db, {
      noRuas: '017',
      name: 'Mamuju – Kalukku',
      lengthKm: 20,
      surface: 'Aspal',
      kondisiBaikKm: 10,
      kondisiSedangKm: 5,
      kondisiRusakRinganKm: 3,
      kondisiRusakBeratKm: 2,
      kondisiYear: 2025,
    });
    const other = await insertRoadSection(t.db);
    const late = await reportOn(ruas.id, 'Diajukan', day(-1));
    const open = await reportOn(ruas.id, 'Diproses', day(3));
    // Waiting for the citizen: open, but its clock does not run, so never late.
    const waiting = await reportOn(ruas.id, 'Perlu Dilengkapi', day(-5));
    const noDeadline = await reportOn(ruas.id, 'Diajukan', null);
    const done = await reportOn(ruas.id, 'Selesai', day(-10));
    const refused = await reportOn(ruas.id, 'Ditolak', day(-10));
    const elsewhere = await reportOn(other.id, 'Diajukan', day(-1));
    const far = await insertBridge(t.db, { nama: 'Jembatan Kalukku', roadSectionId: ruas.id, staM: 12_300 });
    const near = await insertBridge(t.db, { nama: 'Jembatan Karema', roadSectionId: ruas.id, staM: 0 });
    await insertBridge(t.db, { nama: 'Jembatan Lain', roadSectionId: other.id, staM: 500 });

    const res = await overview(ruas.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as RoadOverview;
    expect(body.ruas).toMatchObject({ noRuas: '017', name: 'Mamuju – Kalukku', status: 'Provinsi', lengthKm: 20, surface: 'Aspal' });
    // (10 + 5) / (10 + 5 + 3 + 2) = 75 %.
    expect(body.ruas.condition).toMatchObject({ totalKm: 20, kemantapan: 75, year: 2025 });
    expect(body.counts).toEqual({ late: 1, open: 3, done: 1 });
    const codes = (g: keyof RoadOverview['reports']) => body.reports[g].map((r) => r.trackingCode).sort();
    expect(codes('late')).toEqual([late]);
    expect(codes('open')).toEqual([open, waiting, noDeadline].sort());
    expect(codes('done')).toEqual([done]);
    const all = [...codes('late'), ...codes('open'), ...codes('done')];
    expect(all).not.toContain(refused);
    expect(all).not.toContain(elsewhere);
    expect(body.bridges).toEqual([
      { id: near.id, nama: 'Jembatan Karema', sta: '0+000', kondisi: near.kondisi },
      { id: far.id, nama: 'Jembatan Kalukku', sta: '12+300', kondisi: far.kondisi },
    ]);
  });

  it('has no condition without figures', async () => {
    const ruas = await insertRoadSection(t.db);
    const body = (await (await overview(ruas.id)).json()) as RoadOverview;
    expect(body.ruas.condition).toBeNull();
    expect(body.counts).toEqual({ late: 0, open: 0, done: 0 });
  });

  it('is for road engineers and super admins only; an unknown ruas is 404', async () => {
    const ruas = await insertRoadSection(t.db);
    expect((await overview(ruas.id, null)).status).toBe(401);
    const bridgeAdmin = await t.createUser({ role: 'admin_jembatantif' });
    const refused = await overview(ruas.id, bridgeAdmin);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(ROAD_OVERVIEW.forbidden);
    const boss = await t.createUser({ role: 'super_admin' });
    expect((await overview(ruas.id, boss)).status).toBe(200);
    const unknown = await overview('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(ROAD_OVERVIEW.notFound);
    expect((await overview('bukan-id')).status).toBe(404);
  });
});

describe('worst first', () => {
  it('ranks by late reports, then open reports, then kemantapan (lowest first), and pages', async () => {
    // The ruas of the tests above are here too: they have at most one late report and are given
    // no figures, so the ones below are ranked among themselves by these rules.
    const mk = (noRuas: string, figures: [number, number, number, number] | null) =>
      insertRoadSection(t.db, {
        noRuas,
        ...(figures
          ? { kondisiBaikKm: figures[0], kondisiSedangKm: figures[1], kondisiRusakRinganKm: figures[2], kondisiRusakBeratKm: figures[3] }
          : {}),
      });
    const twoLate = await mk('P05', [9, 1, 0, 0]);
    const threeOpen = await mk('P04', null);
    const poor = await mk('P03', [2, 2, 4, 2]); // 40 %
    const fair = await mk('P02', [8, 1, 1, 0]); // 90 %
    const unknown = await mk('P01', null);
    await reportOn(twoLate.id, 'Diajukan', day(-2));
    await reportOn(twoLate.id, 'Diproses', day(-1));
    await reportOn(twoLate.id, 'Diajukan', day(2));
    for (let i = 0; i < 3; i++) await reportOn(threeOpen.id, 'Diproses', day(5));
    // Finished and refused reports do not count.
    await reportOn(fair.id, 'Selesai', day(-3));
    await reportOn(unknown.id, 'Ditolak', day(-3));

    const res = await t.request('GET', '/api/admin/road-overview/prioritas?pageSize=100', { as: engineer });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Paged<RoadPriorityItem>;
    const ours = new Set([twoLate.id, threeOpen.id, poor.id, fair.id, unknown.id]);
    const order = page.items.filter((r) => ours.has(r.id));
    expect(order.map((r) => r.noRuas)).toEqual(['P05', 'P04', 'P03', 'P02', 'P01']);
    expect(order[0]).toMatchObject({ late: 2, open: 1, kemantapan: 100 });
    expect(order[1]).toMatchObject({ late: 0, open: 3, kemantapan: null });
    expect(order[2]).toMatchObject({ late: 0, open: 0, kemantapan: 40 });
    expect(order[3]).toMatchObject({ late: 0, open: 0, kemantapan: 90 });
    // The one with two late reports is first of all.
    expect(page.items[0]!.id).toBe(twoLate.id);
    expect(page.total).toBe(page.items.length);

    const second = (await (
      await t.request('GET', '/api/admin/road-overview/prioritas?pageSize=1&page=2', { as: engineer })
    ).json()) as Paged<RoadPriorityItem>;
    expect(second.items.map((r) => r.id)).toEqual([page.items[1]!.id]);
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: page.total });

    const other = await t.createUser({ role: 'admin_sirekanan' });
    expect((await t.request('GET', '/api/admin/road-overview/prioritas', { as: other })).status).toBe(403);
  });
});

describe("the bridge form's choice of ruas", () => {
  it('finds a ruas by number or name for the staff who edit bridges', async () => {
    const ruas = await insertRoadSection(t.db, { noRuas: 'C-777', name: 'Tappalang – Mamuju', lengthKm: 31.5 });
    const bridgeAdmin = await t.createUser({ role: 'admin_jembatantif' });
    const find = async (query: string) =>
      (await (await t.request('GET', `/api/admin/road-overview/pilihan?${query}`, { as: bridgeAdmin })).json()) as RoadOption[];
    expect(await find('q=c-777')).toEqual([{ id: ruas.id, noRuas: 'C-777', name: 'Tappalang – Mamuju', lengthKm: 31.5 }]);
    expect((await find('q=tappalang')).map((r) => r.id)).toEqual([ruas.id]);
    expect((await find(`id=${ruas.id}`)).map((r) => r.id)).toEqual([ruas.id]);
    expect(await find('q=tidak-ada-ruas-ini')).toEqual([]);
    expect((await t.request('GET', '/api/admin/road-overview/pilihan?q=c', { as: null })).status).toBe(401);
  });
});
