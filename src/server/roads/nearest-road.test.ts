import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instansi, roadSections } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { distanceMetres } from '../../shared/sulbar-geo.ts';
import { insertInstansi, insertRoadSection } from './road-factories.ts';
import { nearestRoad, ownerFor } from './nearest-road.ts';
import { buildRoadIndex } from './road-index.ts';

// A database of its own: instansi has one row per status and kabupaten, and the distances below must
// not meet another file's ruas.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

// Worked out by hand for 2.68° S on the WGS84 ellipsoid (the tables' values): one degree of longitude
// is a·cos φ / √(1 − e² sin² φ) · π/180 = 111,198.5 m, one degree of latitude
// a(1 − e²) / (1 − e² sin² φ)^1.5 · π/180 = 110,576.7 m.
const LAT = -2.68;
const M_PER_DEG_LON = 111_198.5;
const M_PER_DEG_LAT = 110_576.7;
const east = (lon: number, metres: number) => lon + metres / M_PER_DEG_LON;
const north = (lat: number, metres: number) => lat + metres / M_PER_DEG_LAT;

// Each test works on its own stretch of the coast, far (> 1 km) from the others' lines.
let nextLon = 118.9;
const freshLon = () => (nextLon += 0.02);

describe('the nearest ruas within 50 m of a pin', () => {
  it('matches a pin 30 m off a ruas with ≈30 m, and none 70 m off', async () => {
    const lon = freshLon();
    const road = await insertRoadSection(t.db, {
      line: [
        [lon, LAT - 0.02],
        [lon, LAT + 0.02],
      ],
      status: 'Provinsi',
    });
    await t.caughtUp();
    const near = await nearestRoad(t.db, LAT, east(lon, 30));
    expect(near?.roadSection).toMatchObject({ id: road.id, noRuas: road.noRuas, name: road.name, status: 'Provinsi' });
    expect(near!.distanceM).toBeCloseTo(30, 1);
    // The sphere's haversine agrees within its own 0.2 %.
    expect(Math.abs(near!.distanceM - distanceMetres({ lat: LAT, lng: lon }, { lat: LAT, lng: east(lon, 30) }))).toBeLessThan(0.1);
    expect(await nearestRoad(t.db, LAT, east(lon, -30))).toMatchObject({ roadSection: { id: road.id } });
    expect(await nearestRoad(t.db, LAT, east(lon, 70))).toBeNull();
    expect(await nearestRoad(t.db, LAT, east(lon, 50.5))).toBeNull();
  });

  it('measures to the end of the line past its last vertex (3-4-5: 24 m east, 32 m north → 40 m)', async () => {
    const lon = freshLon();
    await insertRoadSection(t.db, {
      line: [
        [lon, LAT - 0.01],
        [lon, LAT],
      ],
    });
    await t.caughtUp();
    const past = await nearestRoad(t.db, north(LAT, 32), east(lon, 24));
    expect(past!.distanceM).toBeCloseTo(40, 1);
    // 36 m east and 48 m north: 60 m from the end, although 36 m from the line were it longer.
    expect(await nearestRoad(t.db, north(LAT, 48), east(lon, 36))).toBeNull();
  });

  it('takes the nearer of two ruas: 20 m west before 35 m east', async () => {
    const lon = freshLon();
    const line = (at: number) =>
      [
        [at, LAT - 0.01],
        [at, LAT + 0.01],
      ] as [number, number][];
    const west = await insertRoadSection(t.db, { line: line(east(lon, -20)), status: 'Kabupaten', kabupaten: 'Mamuju' });
    const farther = await insertRoadSection(t.db, { line: line(east(lon, 35)), status: 'Nasional' });
    await t.caughtUp();
    const near = await nearestRoad(t.db, LAT, lon);
    expect(near?.roadSection.id).toBe(west.id);
    expect(near!.distanceM).toBeCloseTo(20, 1);
    // 10 m further east the other is the nearer (25 m against 30 m).
    expect((await nearestRoad(t.db, LAT, east(lon, 10)))?.roadSection.id).toBe(farther.id);
  });

  it('finds a pin on the second part of a MultiLineString, diagonal segment included', async () => {
    const lon = freshLon();
    // The first part lies 5 km away; the second runs north-east through the pin's neighbourhood:
    // from 100 m west and 100 m south of the pin to 100 m east and 100 m north of a point 20 m east of it.
    const road = await insertRoadSection(t.db, {
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [lon, north(LAT, 5000)],
            [east(lon, 300), north(LAT, 5200)],
          ],
          [
            [east(lon, 20 - 100), north(LAT, -100)],
            [east(lon, 20 + 100), north(LAT, 100)],
          ],
        ],
      },
    });
    await t.caughtUp();
    // The pin is 20 m west of a 45° line: 20 · sin 45° = 14.14 m from it.
    const near = await nearestRoad(t.db, LAT, lon);
    expect(near?.roadSection.id).toBe(road.id);
    expect(near!.distanceM).toBeCloseTo(14.14, 1);
  });

  it('sees a ruas inserted after the index was built, and one deleted no longer', async () => {
    const lon = freshLon();
    expect(await nearestRoad(t.db, LAT, lon)).toBeNull(); // the index is built now, without it
    const road = await insertRoadSection(t.db, {
      line: [
        [lon, LAT - 0.01],
        [lon, LAT + 0.01],
      ],
    });
    await t.caughtUp();
    expect((await nearestRoad(t.db, LAT, lon))?.roadSection.id).toBe(road.id);
    await t.db.delete(roadSections).where(eq(roadSections.id, road.id));
    await t.caughtUp();
    expect(await nearestRoad(t.db, LAT, lon)).toBeNull();
  });
});

describe('who owns a ruas', () => {
  it('a national road is the national office’s, a kabupaten road that kabupaten’s, none when nobody answers for it', async () => {
    const bbpjn = await insertInstansi(t.db, { name: 'BBPJN Uji', roadStatus: 'Nasional', kabupaten: null });
    const office = await insertInstansi(t.db, { name: 'Dinas Provinsi Uji', roadStatus: 'Provinsi', isThisOffice: true, email: null });
    const majene = await insertInstansi(t.db, { name: 'Dinas Kabupaten Majene Uji', roadStatus: 'Kabupaten', kabupaten: 'Majene' });
    await t.caughtUp();
    expect(await ownerFor(t.db, 'Nasional', 'Majene')).toEqual({ id: bbpjn.id, name: 'BBPJN Uji', isThisOffice: false });
    expect(await ownerFor(t.db, 'Provinsi', 'Mamasa')).toEqual({ id: office.id, name: 'Dinas Provinsi Uji', isThisOffice: true });
    expect(await ownerFor(t.db, 'Kabupaten', 'Majene')).toMatchObject({ id: majene.id });
    expect(await ownerFor(t.db, 'Kabupaten', 'Mamasa')).toBeNull();

    // A row for every kabupaten answers where no kabupaten's own does; Majene's own still wins.
    const anyKabupaten = await insertInstansi(t.db, { name: 'Dinas Kabupaten Umum Uji', roadStatus: 'Kabupaten', kabupaten: null });
    await t.caughtUp();
    expect(await ownerFor(t.db, 'Kabupaten', 'Mamasa')).toMatchObject({ id: anyKabupaten.id });
    expect(await ownerFor(t.db, 'Kabupaten', 'Majene')).toMatchObject({ id: majene.id });

    // The lookup names the owner of the ruas it finds, and follows a renamed instansi.
    const lon = freshLon();
    const line: [number, number][] = [
      [lon, LAT - 0.01],
      [lon, LAT + 0.01],
    ];
    await insertRoadSection(t.db, { line, status: 'Nasional', kabupaten: 'Majene' });
    await t.caughtUp();
    expect((await nearestRoad(t.db, LAT, lon))?.owner).toEqual({ id: bbpjn.id, name: 'BBPJN Uji', isThisOffice: false });
    await t.db.update(instansi).set({ name: 'BBPJN Uji Baru' }).where(eq(instansi.id, bbpjn.id));
    await t.caughtUp();
    expect((await nearestRoad(t.db, LAT, lon))?.owner?.name).toBe('BBPJN Uji Baru');
  });
});

describe('the index alone', () => {
  it('answers null with no ruas at all, and treats a one-position line as a point', () => {
    expect(buildRoadIndex([]).nearest(LAT, 118.9, 50)).toBeNull();
    const index = buildRoadIndex([{ section: 'titik', geometry: { type: 'LineString', coordinates: [[118.9, LAT]] } }]);
    expect(index.nearest(LAT, east(118.9, 10), 50)?.distanceM).toBeCloseTo(10, 1);
  });

  it('gives a junction to the higher road, whichever was registered first', async () => {
    const lon = freshLon();
    // A kabupaten road starts where the national road passes: a pin on the junction is on both.
    await insertRoadSection(t.db, {
      status: 'Kabupaten',
      line: [
        [lon, LAT],
        [east(lon, 500), LAT],
      ],
    });
    const national = await insertRoadSection(t.db, {
      status: 'Nasional',
      line: [
        [lon, LAT - 0.01],
        [lon, LAT + 0.01],
      ],
    });
    await t.caughtUp();
    expect((await nearestRoad(t.db, LAT, lon))?.roadSection.id).toBe(national.id);
    // 5 m along the kabupaten road it is the nearer one.
    expect((await nearestRoad(t.db, LAT, east(lon, 5)))?.roadSection.status).toBe('Kabupaten');
  });
});
