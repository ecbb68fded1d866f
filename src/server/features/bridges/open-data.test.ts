// /data/jembatan.{csv,geojson,json} (issue 17, item 5; docs/decisions/032-bridge-open-data.md).
import { randomUUID } from 'node:crypto';
import { insertBridge } from './bridge-factories.ts';
import { formulaCells, parseCsv } from '../../test/csv.ts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BRIDGE_OPEN_DATA,
  BRIDGE_OPEN_DATA_COLUMNS,
  BRIDGE_OPEN_DATA_LICENCE_URL,
  openDataText,
} from '../../../shared/bridge-open-data.ts';
import { OFFICE } from '../../../shared/strings.ts';
import { createApp } from '../../app.ts';
import { createDb, createPool } from '../../db/client.ts';
import { bridges, inspections } from '../../db/schema.ts';
import { insertRoadSection } from '../../roads/road-factories.ts';
import { BASE_URL, createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { setOpenDataVersionCacheMs } from './open-data-version.ts';

let t: TestApp;
let staff: TestUser;
// A database of its own: the tags and counts are of every bridge in it.
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  staff = await t.createUser({ role: 'admin_jembatantif' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  setOpenDataVersionCacheMs(t.db, 1000);
});

const INSPECTOR = 'Ir. Rahasia Pemeriksa';
const token = () => randomUUID().replaceAll('-', '').slice(0, 10);

async function csvRecords() {
  const res = await t.request('GET', '/data/jembatan.csv');
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // The BOM, which Response.text() would silently drop.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  const [header, ...rows] = parseCsv(text, { strict: true });
  expect(header).toEqual([...BRIDGE_OPEN_DATA_COLUMNS]);
  const byId = new Map(rows.map((r) => [r[0]!, Object.fromEntries(header!.map((h, i) => [h, r[i]!]))]));
  return { res, text, rows, byId };
}

/** A download: its content type and the name a browser saves it under. */
function expectDownload(res: Response, type: string, filename: string) {
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
}

type Feature = { type: string; id: string; geometry: { type: string; coordinates: [number, number] }; properties: Record<string, unknown> };
async function geojson() {
  const res = await t.request('GET', '/data/jembatan.geojson');
  expect(res.status).toBe(200);
  const text = await res.text();
  const body = JSON.parse(text) as { type: string; features: Feature[] };
  return { res, text, body, byId: new Map(body.features.map((f) => [f.id, f])) };
}

/** A bridge with every field, two inspections (the later one decides) and one without coordinates. */
async function fixture() {
  const road = await insertRoadSection(t.db, { noRuas: `O-${token()}`, lengthKm: 40 });
  const full = await insertBridge(t.db, {
    roadSectionId: road.id,
    staM: 12_300,
    nama: `Jembatan Karama ${token()}`,
    lokasi: 'Desa Karama, Kec. Kalumpang',
    kabupaten: 'Mamuju',
    ruasJalan: 'Mamuju – Kalumpang',
    statusJalan: 'provinsi',
    tahunBangun: 1998,
    tipe: 'Rangka Baja',
    kondisi: 'Rusak Ringan',
    latitude: -2.6786,
    longitude: 118.8885,
    panjang: 120.5,
    lebar: 7,
    jumlahBentang: 3,
  });
  await t.db.insert(inspections).values([
    { bridgeId: full.id, inspectedAt: new Date('2025-06-01T02:00:00Z'), kondisi: 'Baik', nilaiKondisi: 1, inspector: 'Pemeriksa Lama' },
    // 20:00 UTC is 04:00 the next day in WITA: the public date is the day in West Sulawesi.
    {
      bridgeId: full.id,
      inspectedAt: new Date('2026-03-14T20:00:00Z'),
      kondisi: 'Rusak Ringan',
      nilaiKondisi: 3,
      inspector: INSPECTOR,
      notes: 'Catatan internal pemeriksa',
    },
  ]);
  // Quotes, a comma and a line break in the name; a location a spreadsheet would run as a formula.
  const bare = await insertBridge(t.db, { nama: `Jembatan "Besar", ${token()}\nHulu`, lokasi: '=HYPERLINK("x")', tipe: null });
  return { full, bare, road };
}

describe('GET /data/jembatan.csv', () => {
  it('has every bridge, public fields only, as RFC 4180 with a BOM, the latest inspection deciding', async () => {
    setOpenDataVersionCacheMs(t.db, 0);
    const { full, bare, road } = await fixture();
    const { res, text, rows, byId } = await csvRecords();
    expectDownload(res, 'text/csv; charset=utf-8', 'jembatan-sulbar.csv');
    expect(rows).toHaveLength((await t.db.select().from(bridges)).length);
    expect(byId.get(full.id)).toEqual({
      id: full.id,
      nama: full.nama,
      lokasi: 'Desa Karama, Kec. Kalumpang',
      kabupaten: 'Mamuju',
      ruas_jalan: 'Mamuju – Kalumpang',
      status_jalan: 'provinsi',
      no_ruas: road.noRuas,
      sta: '12+300',
      tahun_bangun: '1998',
      tipe: 'Rangka Baja',
      kondisi: 'Rusak Ringan',
      nilai_kondisi: '3',
      tanggal_inspeksi_terakhir: '2026-03-15',
      latitude: '-2.6786',
      longitude: '118.8885',
      panjang_m: '120.5',
      lebar_m: '7',
      jumlah_bentang: '3',
      diperbarui: full.updatedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
    });
    const b = byId.get(bare.id)!;
    expect(b.nama).toBe(bare.nama);
    expect(b.lokasi).toBe(`'=HYPERLINK("x")`);
    expect(openDataText(b.lokasi!)).toBe('=HYPERLINK("x")');
    expect([b.latitude, b.longitude, b.tipe, b.nilai_kondisi, b.tanggal_inspeksi_terakhir, b.kabupaten]).toEqual(['', '', '', '', '', '']);
    expect(text).not.toContain(INSPECTOR);
    expect(text).not.toContain('Catatan internal');
  });

  it('takes the inspection written last when two share a date', async () => {
    setOpenDataVersionCacheMs(t.db, 0);
    const bridge = await insertBridge(t.db);
    const day = new Date('2026-01-10T01:00:00Z');
    await t.db
      .insert(inspections)
      .values({ bridgeId: bridge.id, inspectedAt: day, kondisi: 'Baik', nilaiKondisi: 0, createdAt: new Date(Date.now() - 60_000) });
    await t.db.insert(inspections).values({ bridgeId: bridge.id, inspectedAt: day, kondisi: 'Kritis', nilaiKondisi: 5 });
    expect((await csvRecords()).byId.get(bridge.id)).toMatchObject({ nilai_kondisi: '5', tanggal_inspeksi_terakhir: '2026-01-10' });
  });

  it('leaves no cell a spreadsheet runs as a formula, split at , or at ; (issue 33); numbers stay bare', async () => {
    setOpenDataVersionCacheMs(t.db, 0);
    const bridge = await insertBridge(t.db, {
      nama: `Ruas;=HYPERLINK("http://x","klik") ${token()}`,
      lokasi: 'Kalukku;@SUM(A1)',
      ruasJalan: 'a,=1+1',
      tipe: 'baris\n=1+1',
      latitude: -2.6786,
      longitude: 118.8885,
    });
    const { text, byId } = await csvRecords();
    expect(formulaCells(text)).toEqual([]);
    const row = byId.get(bridge.id)!;
    expect(openDataText(row.nama!)).toBe(bridge.nama);
    expect([row.lokasi, row.ruas_jalan, row.tipe].map((v) => openDataText(v!))).toEqual(['Kalukku;@SUM(A1)', 'a,=1+1', 'baris\n=1+1']);
    expect(text).toContain(',-2.6786,118.8885,');
  });
});

describe('GET /data/jembatan.geojson', () => {
  it('is a FeatureCollection of the bridges with coordinates, longitude first, without the inspector', async () => {
    setOpenDataVersionCacheMs(t.db, 0);
    const { full, bare, road } = await fixture();
    const { res, text, body, byId } = await geojson();
    expectDownload(res, 'application/geo+json', 'jembatan-sulbar.geojson');
    expect(body.type).toBe('FeatureCollection');
    const located = (await t.db.select().from(bridges)).filter((r) => r.latitude !== null && r.longitude !== null);
    expect(body.features).toHaveLength(located.length);
    expect(byId.get(full.id)).toEqual({
      type: 'Feature',
      id: full.id,
      geometry: { type: 'Point', coordinates: [118.8885, -2.6786] },
      properties: {
        id: full.id,
        nama: full.nama,
        lokasi: 'Desa Karama, Kec. Kalumpang',
        kabupaten: 'Mamuju',
        ruas_jalan: 'Mamuju – Kalumpang',
        status_jalan: 'provinsi',
        no_ruas: road.noRuas,
        sta: '12+300',
        tahun_bangun: 1998,
        tipe: 'Rangka Baja',
        kondisi: 'Rusak Ringan',
        nilai_kondisi: 3,
        tanggal_inspeksi_terakhir: '2026-03-15',
        panjang_m: 120.5,
        lebar_m: 7,
        jumlah_bentang: 3,
        diperbarui: full.updatedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
      },
    });
    expect(byId.has(bare.id)).toBe(false);
    expect((await csvRecords()).byId.has(bare.id)).toBe(true);
    expect(text).not.toContain(INSPECTOR);
  });
});

describe('GET /data/jembatan.json', () => {
  it('describes the dataset as DCAT: title, CC BY 4.0, publisher, absolute download URLs, counts', async () => {
    setOpenDataVersionCacheMs(t.db, 0);
    await fixture();
    const res = await t.request('GET', '/data/jembatan.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await res.text();
    const meta = JSON.parse(text);
    const all = await t.db.select().from(bridges);
    expect(meta).toMatchObject({
      '@type': 'dcat:Dataset',
      title: 'Data Jembatan Provinsi Sulawesi Barat',
      description: BRIDGE_OPEN_DATA.description,
      license: 'https://creativecommons.org/licenses/by/4.0/',
      publisher: { name: 'Dinas PUPR Provinsi Sulawesi Barat' },
      contactPoint: { hasEmail: `mailto:${OFFICE.email}` },
      spatial: '118,-3.7,120.5,-0.8',
      rowCount: all.length,
    });
    expect(meta.modified.slice(0, 19)).toBe(new Date(res.headers.get('last-modified')!).toISOString().slice(0, 19));
    expect(meta.modified.slice(0, 19)).toBe(new Date(Math.max(...all.map((b) => b.updatedAt.getTime()))).toISOString().slice(0, 19));
    expect(BRIDGE_OPEN_DATA_LICENCE_URL).toBe(meta.license);
    expect(meta.keyword).toContain('jembatan');
    expect(meta.distribution).toEqual([
      expect.objectContaining({ downloadURL: `${BASE_URL}/data/jembatan.csv`, mediaType: 'text/csv', rowCount: all.length }),
      expect.objectContaining({
        downloadURL: `${BASE_URL}/data/jembatan.geojson`,
        mediaType: 'application/geo+json',
        rowCount: all.filter((b) => b.latitude !== null).length,
      }),
    ]);
    expect(text).not.toContain(INSPECTOR);
  });
});

/** The big query's text: it joins the latest inspection. */
const bigQueries = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([q]) => {
    const text = typeof q === 'string' ? q : (q as { text?: string } | null)?.text;
    return typeof text === 'string' && text.includes('JOIN LATERAL');
  }).length;

describe('validators, conditional GET and HEAD', () => {
  const FILES = ['/data/jembatan.csv', '/data/jembatan.geojson', '/data/jembatan.json'];

  it('answers 304 with no body to If-None-Match and If-Modified-Since, without reading the rows', async () => {
    setOpenDataVersionCacheMs(t.db, 0);
    await fixture();
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const tags = new Set<string>();
    for (const path of FILES) {
      const first = await t.request('GET', path);
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[a-z]+-[\w-]{22}"$/);
      tags.add(etag);
      expect(first.headers.get('cache-control')).toBe('public, max-age=300');
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect(Date.parse(lastModified)).toBeGreaterThan(Date.now() - 120_000);
      const before = bigQueries(queries);

      const conditions: Array<Record<string, string>> = [
        { 'if-none-match': etag },
        { 'if-none-match': `"anders", W/${etag}` },
        { 'if-modified-since': lastModified },
        { 'if-modified-since': new Date(Date.parse(lastModified) + 60_000).toUTCString() },
      ];
      for (const headers of conditions) {
        const res = await t.request('GET', path, { headers });
        expect(res.status, JSON.stringify(headers)).toBe(304);
        expect(await res.text()).toBe('');
        expect(res.headers.get('etag')).toBe(etag);
        expect(res.headers.get('last-modified')).toBe(lastModified);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
      }
      // Older than the data, or another tag (which decides over If-Modified-Since): the file again.
      const older = await t.request('GET', path, {
        headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
      });
      expect(older.status).toBe(200);
      await older.arrayBuffer();
      const other = await t.request('GET', path, { headers: { 'if-none-match': '"csv-lama"', 'if-modified-since': lastModified } });
      expect(other.status).toBe(200);
      await other.arrayBuffer();

      const head = await t.request('HEAD', path);
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      for (const name of ['etag', 'last-modified', 'content-type', 'content-disposition', 'cache-control', 'access-control-allow-origin'])
        expect(head.headers.get(name), name).toBe(first.headers.get(name));
      const sent = bigQueries(queries) - before;
      expect(sent, path).toBe(path.endsWith('.json') ? 0 : 2); // the two 200s above, none for 304 or HEAD
    }
    expect(tags.size).toBe(3);
  });

  it('changes the ETag after an add, an edit, a delete and an inspection, and moves Last-Modified on a delete', async () => {
    // As shipped: the validator is kept for a second, and every write through the API forgets it.
    const validators = async () => {
      const res = await t.request('HEAD', '/data/jembatan.csv');
      return { etag: res.headers.get('etag')!, lastModified: res.headers.get('last-modified')! };
    };
    const input = {
      nama: `Jembatan API ${token()}`,
      lokasi: 'Majene',
      tahunBangun: '2001',
      kondisi: 'Baik',
      latitude: '-3.54',
      longitude: '118.97',
    };
    const seen = [await validators()];

    const add = await t.request('POST', '/api/bridges', { as: staff, json: input });
    expect(add.status).toBe(201);
    const { id } = (await add.json()) as { id: string };
    seen.push(await validators());

    expect((await t.request('PUT', `/api/bridges/${id}`, { as: staff, json: { ...input, kondisi: 'Kritis' } })).status).toBe(200);
    seen.push(await validators());
    expect((await csvRecords()).byId.get(id)).toMatchObject({ kondisi: 'Kritis' });

    // Wait into the next second, so that Last-Modified can show the delete.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await t.request('DELETE', `/api/bridges/${id}`, { as: staff })).status).toBe(200);
    seen.push(await validators());
    expect((await csvRecords()).byId.has(id)).toBe(false);
    expect(Date.parse(seen[3]!.lastModified)).toBeGreaterThan(Date.parse(seen[2]!.lastModified));
    const stale = await t.request('GET', '/data/jembatan.csv', { headers: { 'if-modified-since': seen[2]!.lastModified } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();

    // Written behind the cache's back (another process): seen once the second has passed.
    const bridge = await insertBridge(t.db);
    setOpenDataVersionCacheMs(t.db, 0);
    seen.push(await validators());
    await t.db.insert(inspections).values({ bridgeId: bridge.id, inspectedAt: new Date(), kondisi: 'Baik', nilaiKondisi: 1 });
    seen.push(await validators());

    expect(new Set(seen.map((s) => s.etag)).size).toBe(seen.length);
  });

  it('reads the validator once for a burst of requests', async () => {
    await t.request('HEAD', '/data/jembatan.json'); // warm
    setOpenDataVersionCacheMs(t.db, 1000);
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.request('HEAD', '/data/jembatan.geojson')));
    expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(1);
    const versionReads = queries.mock.calls.filter(([q]) => String((q as { text?: string }).text ?? q).includes('audit_log')).length;
    expect(versionReads).toBe(1);
  });

  it('gives a new tag as soon as the change is heard, from whichever process wrote it (cache/changes.ts)', async () => {
    const tag = async () => (await t.request('HEAD', '/data/jembatan.csv')).headers.get('etag');
    const before = await tag();
    expect(await tag()).toBe(before);
    await insertBridge(t.db); // straight into the table, as another process would write
    await t.caughtUp();
    expect(await tag()).not.toBe(before);
  });

  it('past its freshness answers the known tag once while reading the next one in the background', async () => {
    // An app whose caches hear nothing (its listener is away): only the freshness bounds the tag.
    const deaf = createApp({ ...t.deps, db: createDb(t.pool), changes: undefined }, null);
    setOpenDataVersionCacheMs(t.db, 200);
    const tag = async () => (await deaf.request('/data/jembatan.csv', { method: 'HEAD' })).headers.get('etag');
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const before = await tag();
    await insertBridge(t.db);
    expect(await tag()).toBe(before);
    await sleep(250);
    expect(await tag()).toBe(before); // stale, and the refresh has started
    let after = await tag();
    for (let i = 0; i < 40 && after === before; i++) after = (await sleep(50), await tag());
    expect(after).not.toBe(before);
    expect(await tag()).toBe(after);
  });

  it('lets other sites read it (CORS preflight) and answers 404 for other files under /data', async () => {
    const pre = await t.request('OPTIONS', '/data/jembatan.geojson', { headers: { 'access-control-request-method': 'GET' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('If-None-Match');
    expect((await t.request('GET', '/data/jembatan.xml')).status).toBe(404);
  });

  it('answers 503 with Retry-After, not 500, while PostgreSQL is unreachable', async () => {
    const pool = createPool('postgres://portal@127.0.0.1:1/tidak_ada', 1);
    const app = createApp({ ...t.deps, pool, db: createDb(pool) }, null);
    try {
      for (const path of ['/data/jembatan.csv', '/data/jembatan.geojson', '/data/jembatan.json']) {
        const res = await app.request(path);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    } finally {
      await pool.end();
    }
  });

  it('gives the connection back when a download is abandoned half-way', async () => {
    setOpenDataVersionCacheMs(t.db, 0);
    // More than one batch of the cursor, so that the stream is cut while the cursor is open.
    await t.pool.query(
      `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi) SELECT 'Jembatan Massal ' || i, 'Mamasa', 2000, 'Baik' FROM generate_series(1, 10000) AS i`,
    );
    const res = await t.request('GET', '/data/jembatan.csv');
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false); // the header
    expect((await reader.read()).done).toBe(false); // the first rows
    expect(t.pool.totalCount - t.pool.idleCount).toBe(1); // the cursor's connection, busy
    await reader.cancel();
    for (let i = 0; i < 40 && t.pool.totalCount - t.pool.idleCount > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(t.pool.totalCount - t.pool.idleCount).toBe(0);
  });
});
