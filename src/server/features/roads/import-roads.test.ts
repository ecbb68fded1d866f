import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROAD_IMPORT, ROADS, type RoadImportSummary } from '../../../shared/roads-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import type { LonLat } from '../../../shared/roads.ts';
import { auditLog, roadSections } from '../../db/schema.ts';
import { insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

const T = ROAD_IMPORT;
let t: TestApp;
let engineer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  engineer = await t.createUser({ role: 'admin_jalan' });
});
afterAll(() => t.close());

/** A number nobody else's test uses. */
const no = () => `T${randomUUID().slice(0, 8)}`;
// Along the coast north of Mamuju: inside the province.
const LINE: LonLat[] = [
  [118.89, -2.68],
  [118.9, -2.67],
  [118.91, -2.655],
];

type Props = Record<string, string | number | null>;
const feature = (properties: Props, geometry: unknown = { type: 'LineString', coordinates: LINE }) => ({
  type: 'Feature',
  properties,
  geometry,
});
const geojson = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

function upload(content: string | Uint8Array, opts: { as?: TestUser | null; mode?: 'dry-run' | 'apply'; name?: string } = {}) {
  const form = new FormData();
  form.set('file', new File([content as BlobPart], opts.name ?? 'ruas.geojson'));
  form.set('mode', opts.mode ?? 'dry-run');
  return t.request('POST', '/api/admin/roads/import', { as: opts.as === undefined ? engineer : opts.as, form });
}
const summaryOf = async (res: Response) => (await res.json()) as RoadImportSummary;
const stored = (numbers: string[]) => t.db.select().from(roadSections).where(inArray(roadSections.noRuas, numbers));

describe('POST /api/admin/roads/import: who may', () => {
  it('refuses a visitor (401), a customer and the bridge admin (403), and writes nothing', async () => {
    const n = no();
    const file = geojson(feature({ no_ruas: n, nama: 'Ruas Uji', status: 'Provinsi', kabupaten: 'Mamuju' }));
    expect((await upload(file, { as: null, mode: 'apply' })).status).toBe(401);
    for (const role of ['customer', 'admin_jembatantif'] as const) {
      const res = await upload(file, { as: await t.createUser({ role }), mode: 'apply' });
      expect(res.status, role).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(ROADS.forbidden);
    }
    expect(await stored([n])).toEqual([]);
  });

  it('lets a super admin import', async () => {
    const n = no();
    const res = await upload(geojson(feature({ no_ruas: n, nama: 'Ruas Super', status: 'Provinsi', kabupaten: 'Mamuju' })), {
      as: await t.createUser({ role: 'super_admin' }),
      mode: 'apply',
    });
    expect(res.status).toBe(200);
    expect(await stored([n])).toHaveLength(1);
  });
});

describe('POST /api/admin/roads/import: GeoJSON', () => {
  it('a dry run says per row what would happen and writes nothing', async () => {
    const [a, b] = [no(), no()];
    const existing = await insertRoadSection(t.db, { noRuas: b, name: 'Nama lama', kondisiYear: 2024 });
    const file = geojson(
      feature({ no_ruas: a, nama: 'Mamuju – Kalukku', status: 'provinsi', kabupaten: 'Mamuju', panjang_km: 3.2 }),
      feature({ no_ruas: b, nama: 'Nama baru', status: 'N', kabupaten: null }),
    );
    const res = await upload(file);
    expect(res.status).toBe(200);
    const summary = await summaryOf(res);
    expect(summary).toMatchObject({ added: 1, updated: 1, refused: 0, applied: false });
    expect(summary.rows.map((r) => [r.noRuas, r.action])).toEqual([
      [a, 'baru'],
      [b, 'diperbarui'],
    ]);
    expect(await stored([a])).toEqual([]);
    const [still] = await stored([b]);
    expect(still).toMatchObject({ name: 'Nama lama', status: existing.status });
  });

  it('imports new rows and updates a number already registered (PKRMS re-exported a year later), with one audit row', async () => {
    const [a, b] = [no(), no()];
    const old = await insertRoadSection(t.db, { noRuas: b, name: 'Majene – Polewali (2025)', status: 'Provinsi', kabupaten: 'Majene' });
    const file = geojson(
      feature({ no_ruas: a, nama: 'Tapalang – Mamuju', status: 'Kabupaten', kabupaten: 'Kab. Mamuju', permukaan: 'Aspal', baik_km: 1 }),
      feature({
        no_ruas: b,
        nama: 'Majene – Polewali',
        status: 'Nasional',
        kabupaten: 'Majene',
        panjang_km: '4,5',
        baik_km: 3,
        sedang_km: 1,
        rusak_ringan_km: 0.5,
        rusak_berat_km: 0,
        tahun_kondisi: 2026,
      }),
    );
    const res = await upload(file, { mode: 'apply', name: 'pkrms-2026.geojson' });
    expect(res.status).toBe(200);
    expect(await summaryOf(res)).toMatchObject({ added: 1, updated: 1, refused: 0, applied: true });
    const rows = await stored([a, b]);
    const added = rows.find((r) => r.noRuas === a)!;
    expect(added).toMatchObject({ status: 'Kabupaten', kabupaten: 'Mamuju', surface: 'Aspal', kondisiBaikKm: 1 });
    // No panjang_km: the line's length, haversine (about 1.4 + 1.9 km).
    expect(added.lengthKm).toBeGreaterThan(3);
    expect(added.lengthKm).toBeLessThan(4);
    expect(added.geometry).toEqual({ type: 'LineString', coordinates: LINE });
    expect(added.minLon).toBe(118.89);
    expect(added.maxLat).toBe(-2.655);
    const updated = rows.find((r) => r.noRuas === b)!;
    expect(updated.id).toBe(old.id);
    expect(updated).toMatchObject({
      name: 'Majene – Polewali',
      status: 'Nasional',
      lengthKm: 4.5,
      kondisiRusakRinganKm: 0.5,
      kondisiYear: 2026,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, engineer.id), eq(auditLog.action, 'road.import')));
    expect(audit.at(-1)?.details).toMatchObject({ file: 'pkrms-2026.geojson', added: 1, updated: 1 });
  });

  it('takes a MultiLineString', async () => {
    const n = no();
    const multi = {
      type: 'MultiLineString',
      coordinates: [
        LINE,
        [
          [118.95, -2.6],
          [118.96, -2.59],
          [118.97, -2.585],
        ],
      ],
    };
    const res = await upload(geojson(feature({ no_ruas: n, nama: 'Dua potong', status: 'Provinsi', kabupaten: 'Mamuju' }, multi)), {
      mode: 'apply',
    });
    expect(res.status).toBe(200);
    const [row] = await stored([n]);
    expect(row!.geometry).toEqual(multi);
    expect(row!.maxLon).toBe(118.97);
  });
});

describe('POST /api/admin/roads/import: CSV with WKT', () => {
  it('reads a PKRMS-style export: LINESTRING and MULTILINESTRING, semicolons, a comma as the decimal mark', async () => {
    const [a, b] = [no(), no()];
    const csv = [
      'No Ruas;Nama;Status;Kabupaten;Panjang_km;geometry',
      `${a};Mamuju – Tampa Padang;P;Mamuju;2,75;"LINESTRING (118.89 -2.68, 118.9 -2.67)"`,
      `${b};Lingkar Majene;Kabupaten;Majene;;"MULTILINESTRING Z ((118.97 -3.54 10, 118.98 -3.53 12), (118.99 -3.52 0, 119.0 -3.51 0))"`,
    ].join('\r\n');
    const res = await upload(csv, { mode: 'apply', name: 'pkrms.csv' });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await stored([a, b]);
    expect(rows.find((r) => r.noRuas === a)).toMatchObject({
      status: 'Provinsi',
      lengthKm: 2.75,
      geometry: {
        type: 'LineString',
        coordinates: [
          [118.89, -2.68],
          [118.9, -2.67],
        ],
      },
    });
    expect(rows.find((r) => r.noRuas === b)).toMatchObject({
      status: 'Kabupaten',
      kabupaten: 'Majene',
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [118.97, -3.54],
            [118.98, -3.53],
          ],
          [
            [118.99, -3.52],
            [119.0, -3.51],
          ],
        ],
      },
    });
  });

  it('the template downloads and is refused until its example row is removed', async () => {
    const res = await t.request('GET', '/api/admin/roads/import/template?format=csv', { as: engineer });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('no_ruas');
    expect(text).toContain('LINESTRING (118.8885 -2.6786');
    const summary = await summaryOf(await upload(text, { name: 'templat.csv' }));
    expect(summary.errors).toEqual([{ row: 2, column: 'nama', message: T.exampleRow }]);
    const geo = await t.request('GET', '/api/admin/roads/import/template?format=geojson', { as: engineer });
    expect(((await geo.json()) as { type: string }).type).toBe('FeatureCollection');
  });
});

describe('POST /api/admin/roads/import: refusals, all or nothing', () => {
  const refusedWith = async (properties: Props, geometry: unknown, column: string) => {
    const good = no();
    const res = await upload(geojson(feature({ no_ruas: good, nama: 'Baris baik', status: 'Provinsi' }), feature(properties, geometry)), {
      mode: 'apply',
    });
    expect(res.status).toBe(409);
    const summary = await summaryOf(res);
    expect(summary).toMatchObject({ added: 1, refused: 1, applied: false });
    expect(summary.rows[0]).toMatchObject({ row: 2, action: 'ditolak' });
    // One bad row: not even the good one is written.
    expect(await stored([good])).toEqual([]);
    const errors = summary.errors.filter((e) => e.column === column);
    expect(errors).toHaveLength(1);
    return errors[0]!.message;
  };
  const base = () => ({ no_ruas: no(), nama: 'Ruas salah', status: 'Provinsi', kabupaten: 'Mamuju' });

  it('a position outside the province', async () => {
    const makassar = {
      type: 'LineString',
      coordinates: [
        [119.41, -5.14],
        [119.42, -5.13],
      ],
    };
    expect(await refusedWith(base(), makassar, 'geometry')).toBe(fillText(T.outsideProvince, { lon: '119.41', lat: '-5.14' }));
  });

  it('latitude and longitude swapped', async () => {
    const swapped = { type: 'LineString', coordinates: LINE.map(([x, y]) => [y, x]) };
    expect(await refusedWith(base(), swapped, 'geometry')).toMatch(/di luar Provinsi Sulawesi Barat/);
  });

  it('a line crossing itself', async () => {
    const bowtie = {
      type: 'LineString',
      coordinates: [
        [118.9, -2.7],
        [118.92, -2.68],
        [118.92, -2.7],
        [118.9, -2.68],
      ],
    };
    expect(await refusedWith(base(), bowtie, 'geometry')).toBe(fillText(T.selfIntersecting, { lon: '118.91', lat: '-2.69' }));
  });

  it('an empty line, a line of one position, no geometry, a polygon', async () => {
    expect(await refusedWith(base(), { type: 'LineString', coordinates: [] }, 'geometry')).toBe(T.geometryEmpty);
    expect(
      await refusedWith(
        base(),
        {
          type: 'LineString',
          coordinates: [
            [118.9, -2.7],
            [118.9, -2.7],
          ],
        },
        'geometry',
      ),
    ).toBe(T.lineTooShort);
    expect(await refusedWith(base(), null, 'geometry')).toBe(T.geometryMissing);
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [118.9, -2.7],
          [118.91, -2.7],
          [118.91, -2.69],
          [118.9, -2.7],
        ],
      ],
    };
    expect(await refusedWith(base(), polygon, 'geometry')).toBe(fillText(T.geometryType, { type: 'Polygon' }));
  });

  it('a status, a kabupaten, figures that cannot be', async () => {
    expect(await refusedWith({ ...base(), status: 'Desa' }, undefined, 'status')).toBe(T.statusInvalid);
    expect(await refusedWith({ ...base(), kabupaten: 'Gowa' }, undefined, 'kabupaten')).toMatch(/^Kabupaten tidak dikenal/);
    expect(await refusedWith({ ...base(), status: 'Kabupaten', kabupaten: '' }, undefined, 'kabupaten')).toBe(T.kabupatenRequired);
    expect(await refusedWith({ ...base(), panjang_km: -3 }, undefined, 'panjang_km')).toBe(T.numberNegative);
    expect(await refusedWith({ ...base(), panjang_km: 25000 }, undefined, 'panjang_km')).toBe(T.lengthAbsurd);
    expect(await refusedWith({ ...base(), panjang_km: 'tiga' }, undefined, 'panjang_km')).toBe(T.numberInvalid);
    expect(await refusedWith({ ...base(), panjang_km: 2, baik_km: 5 }, undefined, 'baik_km')).toMatch(/melebihi panjang ruas/);
    expect(await refusedWith({ ...base(), no_ruas: '' }, undefined, 'no_ruas')).toBe(T.noRuasMissing);
  });

  it('a number twice in the file', async () => {
    const n = no();
    const res = await upload(
      geojson(feature({ no_ruas: n, nama: 'Pertama', status: 'Provinsi' }), feature({ no_ruas: n, nama: 'Kedua', status: 'Provinsi' })),
      { mode: 'apply' },
    );
    expect(res.status).toBe(409);
    const summary = await summaryOf(res);
    expect(summary.errors).toEqual([{ row: 2, column: 'no_ruas', message: fillText(T.noRuasTwice, { row: 1 }) }]);
    expect(await stored([n])).toEqual([]);
  });

  it('a broken WKT in a CSV', async () => {
    const csv = `no_ruas,nama,status,geometry\n${no()},Rusak,Provinsi,"LINESTRING (118.9 -2.7, 118.91"\n`;
    const summary = await summaryOf(await upload(csv, { name: 'x.csv' }));
    expect(summary.errors[0]).toMatchObject({ row: 2, column: 'geometry' });
    expect(summary.errors[0]!.message).toMatch(/^Geometri tidak dapat dibaca/);
  });

  it('a file that is not GeoJSON or CSV, or not a FeatureCollection', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const res = await upload(png, { name: 'peta.png' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(T.wrongType);
    const point = await upload(JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [118.9, -2.7] } }));
    expect(point.status).toBe(400);
    expect(((await point.json()) as { error: { message: string } }).error.message).toBe(T.notFeatureCollection);
  });

  it('a 50 MB file gets one refusal for the file, not read whole', async () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x20);
    const res = await upload(big, { mode: 'apply', name: 'besar.geojson' });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/MB/);
  });
});
