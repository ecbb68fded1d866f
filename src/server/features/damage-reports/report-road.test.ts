import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FORM } from '../../../shared/report-form-strings.ts';
import type { RoadLookup } from '../../../shared/road-lookup-schemas.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { damageReports, serviceRequests } from '../../db/schema.ts';
import { insertInstansi, insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Issue 39, item 2: the form's ruas line and where a sent report lies on the roads. A database of its
// own: instansi holds one row per status of road and kabupaten.
let t: TestApp;
const LAT = -2.68;
const M_PER_DEG_LON = 111_198.5; // at 2.68° S on WGS84 (nearest-road.test.ts)
const LON = 118.95;
const eastOf = (metres: number) => (LON + metres / M_PER_DEG_LON).toFixed(7);
let national: Awaited<ReturnType<typeof insertRoadSection>>;
let bbpjn: Awaited<ReturnType<typeof insertInstansi>>;

beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  bbpjn = await insertInstansi(t.db, { name: 'BBPJN Sulawesi Barat', email: 'bbpjn@example.test', roadStatus: 'Nasional' });
  national = await insertRoadSection(t.db, {
    noRuas: '001',
    name: 'Mamuju – Kalukku',
    status: 'Nasional',
    kabupaten: 'Mamuju',
    line: [
      [LON, LAT - 0.02],
      [LON, LAT + 0.02],
    ],
  });
  await t.caughtUp();
});
afterAll(() => t.close());

const lookup = (query: string) => t.request('GET', `/api/damage-reports/road?${query}`);

describe('GET /api/damage-reports/road', () => {
  it('names the ruas within 50 m, its status and who handles it, and nothing of the instansi but its name', async () => {
    const res = await lookup(`lat=${LAT}&lng=${eastOf(30)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { match: RoadLookup };
    expect(body.match).toEqual({
      road: { noRuas: '001', name: 'Mamuju – Kalukku', status: 'Nasional', kabupaten: 'Mamuju' },
      distanceM: 30,
      owner: { name: 'BBPJN Sulawesi Barat', isThisOffice: false },
    });
    expect(JSON.stringify(body)).not.toContain('bbpjn@example.test');
    expect(JSON.stringify(body)).not.toContain(national.id);
  });

  it('answers null when no ruas is within 50 m', async () => {
    const res = await lookup(`lat=${LAT}&lng=${eastOf(70)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ match: null });
  });

  it('refuses a pin outside the province or not a number with an Indonesian message (400)', async () => {
    for (const [query, message] of [
      ['lat=-5.1&lng=119.4', REPORT_FORM.outsideProvince],
      ['lat=-2.68&lng=121', REPORT_FORM.outsideProvince],
      ['lat=utara&lng=118.9', REPORT_FORM.coordinateNotNumber],
      ['lng=118.9', REPORT_FORM.coordinateNotNumber],
    ] as const) {
      const res = await lookup(query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(message);
    }
  });

  it('is rate-limited per address like the other public lookups', async () => {
    const limited = await createTestApp({ env: { PUBLIC_FORM_LIMIT_PER_HOUR: '1' } });
    try {
      for (let i = 0; i < 10; i++)
        expect((await limited.request('GET', `/api/damage-reports/road?lat=${LAT}&lng=${LON}`)).status).toBe(200);
      const blocked = await limited.request('GET', `/api/damage-reports/road?lat=${LAT}&lng=${LON}`);
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).error.message).toBe(ERRORS.rateLimited);
    } finally {
      await limited.close();
    }
  });
});

const reportForm = (over: Record<string, string>) => {
  const form = new FormData();
  const fields = {
    reporterName: 'Sitti Rahmah',
    reporterEmail: '',
    location: `Jl. Poros Mamuju–Kalukku km ${Math.floor(Math.random() * 1e6)}`,
    description: 'Aspal berlubang sepanjang 20 meter.',
    reportType: 'Jalan',
    kabupaten: 'Mamuju',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return { form, location: fields.location };
};

async function roadOf(trackingCode: string) {
  const [row] = await t.db
    .select({ roadSectionId: damageReports.roadSectionId, distance: damageReports.roadDistanceM, owner: damageReports.ownerInstansiId })
    .from(damageReports)
    .innerJoin(serviceRequests, eq(serviceRequests.id, damageReports.requestId))
    .where(eq(serviceRequests.trackingCode, trackingCode));
  return row!;
}

describe('a sent report lies on its ruas', () => {
  it('stores the ruas, the distance and the owner the server found (the form’s own claims are not read)', async () => {
    const { form } = reportForm({ latitude: String(LAT), longitude: eastOf(30), roadSectionId: 'palsu', ownerInstansiId: 'palsu' });
    const res = await t.request('POST', '/api/damage-reports', { form });
    expect(res.status).toBe(201);
    const road = await roadOf((await res.json()).trackingCode);
    expect(road.roadSectionId).toBe(national.id);
    expect(road.distance).toBeCloseTo(30, 0);
    expect(road.owner).toBe(bbpjn.id);
  });

  it('stores nothing without a pin or with no ruas within 50 m: the report stays with this office’s moderators', async () => {
    for (const over of [{}, { latitude: String(LAT), longitude: eastOf(70) }] as Record<string, string>[]) {
      const res = await t.request('POST', '/api/damage-reports', { form: reportForm(over).form });
      expect(res.status).toBe(201);
      expect(await roadOf((await res.json()).trackingCode)).toEqual({ roadSectionId: null, distance: null, owner: null });
    }
  });

  it('places a report sent through Open311 the same way', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const key = (await (await t.request('POST', '/api/admin/open311-keys', { as: admin, json: { name: 'Aplikasi Uji' } })).json()) as {
      key: string;
    };
    const res = await t.app.request('/open311/v2/requests.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: key.key,
        service_code: 'jalan',
        lat: String(LAT),
        long: eastOf(-12),
        description: 'Jalan berlubang di depan pasar.',
        first_name: 'Sistem',
        last_name: 'Mamuju',
      }),
    });
    expect(res.status).toBe(201);
    const [answer] = (await res.json()) as { service_request_id: string }[];
    expect(await roadOf(answer!.service_request_id)).toMatchObject({ roadSectionId: national.id, owner: bbpjn.id });
  });
});
