import { randomUUID } from 'node:crypto';
import { eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_ROAD as R } from '../../../shared/bridge-form-strings.ts';
import type { BridgeImportSummary } from '../../../shared/bridge-import-strings.ts';
import type { BridgeDetail } from '../../../shared/bridge-public.ts';
import type { BridgeItem } from '../../../shared/bridge-schemas.ts';
import { fillText } from '../../../shared/strings.ts';
import { bridges } from '../../db/schema.ts';
import { insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

// Issue 39, item 6: a bridge on a ruas of the register, at an STA, through the form's API and the import.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin_jembatantif' });
});
afterAll(() => t.close());

const token = () => `Rb${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const input = (over: Record<string, unknown>) => ({
  nama: `Jembatan ${token()}`,
  lokasi: 'Kalukku',
  tahunBangun: '2015',
  kondisi: 'Baik',
  ...over,
});
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe('the bridge form: Ruas jalan and STA', () => {
  it('saves a bridge on a ruas at an STA, and shows "Ruas {no} {nama}, STA 12+300" on its page', async () => {
    const road = await insertRoadSection(t.db, { noRuas: `N-${token()}`, name: 'Mamuju – Kalukku', lengthKm: 25.5 });
    const res = await t.request('POST', '/api/bridges', { as: admin, json: input({ roadSectionId: road.id, sta: ' 12 + 300 ' }) });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as BridgeItem;
    expect(saved).toMatchObject({ roadSectionId: road.id, sta: '12+300' });
    const [row] = await t.db.select().from(bridges).where(eq(bridges.id, saved.id));
    expect(row).toMatchObject({ roadSectionId: road.id, staM: 12_300 });

    const page = (await (await t.request('GET', `/api/bridges/${saved.id}`)).json()) as BridgeDetail;
    expect(page.ruas).toEqual({ id: road.id, noRuas: road.noRuas, name: 'Mamuju – Kalukku' });
    expect(page.bridge.sta).toBe('12+300');
    // The list carries the same, made by PostgreSQL.
    const list = (await (await t.request('GET', `/api/bridges?q=${encodeURIComponent(saved.nama)}`)).json()) as { items: BridgeItem[] };
    expect(list.items[0]).toMatchObject({ roadSectionId: road.id, sta: '12+300' });

    // The end of the ruas is still on it; unlinking clears both.
    const edge = await t.request('PUT', `/api/bridges/${saved.id}`, { as: admin, json: input({ roadSectionId: road.id, sta: '25+500' }) });
    expect(edge.status).toBe(200);
    const cleared = await t.request('PUT', `/api/bridges/${saved.id}`, { as: admin, json: input({ roadSectionId: '', sta: '' }) });
    expect((await cleared.json()) as BridgeItem).toMatchObject({ roadSectionId: null, sta: null });
  });

  it('refuses a wrong STA, an STA past the ruas, an STA without a ruas and an unknown ruas, saving nothing', async () => {
    const road = await insertRoadSection(t.db, { noRuas: `N-${token()}`, lengthKm: 12 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ roadSectionId: road.id, sta: '12+3000' }, 'sta', R.staInvalid],
      [{ roadSectionId: road.id, sta: '12.300' }, 'sta', R.staInvalid],
      [{ roadSectionId: road.id, sta: '12+300' }, 'sta', fillText(R.staBeyond, { sta: '12+300', no: road.noRuas, km: '12' })],
      [{ sta: '1+000' }, 'sta', R.staWithoutRuas],
      [{ roadSectionId: randomUUID(), sta: '1+000' }, 'roadSectionId', R.ruasUnknown],
      [{ roadSectionId: 'ruas-17' }, 'roadSectionId', R.ruasUnknown],
    ];
    for (const [over, field, message] of cases) {
      const nama = `Jembatan ${token()}`;
      const res = await t.request('POST', '/api/bridges', { as: admin, json: input({ ...over, nama }) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.fields?.[field], JSON.stringify(over)).toBe(message);
      expect(await t.db.select().from(bridges).where(eq(bridges.nama, nama))).toHaveLength(0);
    }
  });
});

describe('the bridge import: no_ruas and sta', () => {
  const upload = (csv: string, mode: 'dry-run' | 'apply') => {
    const form = new FormData();
    form.set('file', new File([csv], 'jembatan.csv'));
    form.set('mode', mode);
    return t.request('POST', '/api/bridges/import', { as: admin, form });
  };

  it('links each row to the ruas of its no_ruas at its STA; an unknown no_ruas or an STA past the ruas refuses the row', async () => {
    const w = token();
    const road = await insertRoadSection(t.db, { noRuas: `I-${w}`, lengthKm: 5 });
    const header = 'nama,lokasi,tahun_bangun,kondisi,no_ruas,sta';
    const good = `${header}\nJembatan A ${w},Kalukku,2015,Baik,i-${w},4+250\nJembatan B ${w},Kalukku,2016,Baik,,\n`;
    const checked = (await (await upload(good, 'dry-run')).json()) as BridgeImportSummary;
    expect(checked).toMatchObject({ added: 2, refused: 0, applied: false });
    const applied = (await (await upload(good, 'apply')).json()) as BridgeImportSummary;
    expect(applied).toMatchObject({ added: 2, refused: 0, applied: true });
    const rows = await t.db
      .select()
      .from(bridges)
      .where(ilike(bridges.nama, `%${w}%`));
    const byName = new Map(rows.map((r) => [r.nama, r]));
    expect(byName.get(`Jembatan A ${w}`)).toMatchObject({ roadSectionId: road.id, staM: 4250 });
    expect(byName.get(`Jembatan B ${w}`)).toMatchObject({ roadSectionId: null, staM: null });

    const bad =
      `${header}\nJembatan C ${w},Kalukku,2015,Baik,TIDAK-ADA-${w},1+000\n` +
      `Jembatan D ${w},Kalukku,2015,Baik,I-${w},5+001\nJembatan E ${w},Kalukku,2015,Baik,I-${w},5+10\n`;
    const refused = (await (await upload(bad, 'apply')).json()) as BridgeImportSummary;
    expect(refused).toMatchObject({ added: 0, refused: 3, applied: false });
    expect(refused.errors).toEqual([
      { row: 2, column: 'no_ruas', message: fillText(R.noRuasUnknown, { no: `TIDAK-ADA-${w}` }) },
      { row: 3, column: 'sta', message: fillText(R.staBeyond, { sta: '5+001', no: `I-${w}`, km: '5' }) },
      { row: 4, column: 'sta', message: R.staInvalid },
    ]);
    expect(
      await t.db
        .select()
        .from(bridges)
        .where(ilike(bridges.nama, `%${w}%`)),
    ).toHaveLength(2);
  });

  it('keeps a bridge on its ruas when the file has no such columns', async () => {
    const w = token();
    const road = await insertRoadSection(t.db, { noRuas: `K-${w}`, lengthKm: 9 });
    const [b] = await t.db
      .insert(bridges)
      .values({ nama: `Jembatan ${w}`, lokasi: 'Mamuju', tahunBangun: 2010, kondisi: 'Baik', roadSectionId: road.id, staM: 300 })
      .returning();
    const res = await upload(`id,nama,lokasi,tahun_bangun,kondisi\n${b!.id},Jembatan ${w},Mamuju,2010,Rusak Ringan\n`, 'apply');
    expect((await res.json()) as BridgeImportSummary).toMatchObject({ updated: 1, applied: true });
    const [after] = await t.db.select().from(bridges).where(eq(bridges.id, b!.id));
    expect(after).toMatchObject({ kondisi: 'Rusak Ringan', roadSectionId: road.id, staM: 300 });
  });
});
