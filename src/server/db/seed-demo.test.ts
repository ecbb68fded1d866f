import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsPage } from '../../shared/news-schemas.ts';
import type { AlbumDetail } from '../../shared/gallery-schemas.ts';
import { seedDemoGallery } from '../features/gallery/seed-gallery.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoContent } from './seed-demo.ts';
import { seedDemoBridgeDetails } from './seed-demo-bridges.ts';
import type { BridgeFigures, BridgePoints } from '../../shared/bridge-public.ts';
import { kondisiFromNk } from '../../shared/bridge-bms.ts';
import { insideSulbar } from '../../shared/sulbar-geo.ts';
import { bridges, inspections, instansi, roadSections } from './schema.ts';
import { desc, eq } from 'drizzle-orm';
import { DEMO_VERTEX_STEP_M, seedDemoRoads } from './seed-demo-roads.ts';
import { nearestRoad } from '../roads/nearest-road.ts';
import { geometryLines } from '../../shared/roads.ts';
import { distanceMetres } from '../../shared/sulbar-geo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

describe('the demo content of a new portal', () => {
  it('seeds news that names its author and a credited album drawn from the repository’s illustrations, once', async () => {
    expect(await seedDemoContent(t.db)).toBe(true);
    expect(await seedDemoContent(t.db)).toBe(false);
    const news = (await (await t.request('GET', '/api/news')).json()) as NewsPage;
    expect(news.items.length).toBeGreaterThan(0);
    for (const item of news.items) expect(item.byline).toBe('Humas Dinas PUPR Sulbar');

    expect(await seedDemoGallery(t.deps)).toBe(true);
    expect(await seedDemoGallery(t.deps)).toBe(false);
    const album = (await (await t.request('GET', '/api/gallery/dokumentasi-kegiatan-2026')).json()) as AlbumDetail;
    expect(album.photos).toHaveLength(9);
    expect(album.photos.every((p) => p.alt && p.credit.includes('gambar pengganti'))).toBe(true);
    const image = await t.request('GET', `/images/${album.photos[0]!.image.id}/640`, { headers: { accept: 'image/webp' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  }, 60_000);

  it('places the 34 demo bridges inside the province with a kabupaten and inspections whose latest gives their kondisi, once', async () => {
    await seedDemoContent(t.db);
    expect(await seedDemoBridgeDetails(t.db)).toBe(true);
    expect(await seedDemoBridgeDetails(t.db)).toBe(false);
    const rows = await t.db.select().from(bridges);
    expect(rows).toHaveLength(34);
    for (const b of rows) {
      expect(b.kabupaten, b.nama).not.toBeNull();
      expect(insideSulbar(b.latitude!, b.longitude!), b.nama).toBe(true);
      const [latest] = await t.db.select().from(inspections).where(eq(inspections.bridgeId, b.id)).orderBy(desc(inspections.inspectedAt));
      expect(latest, b.nama).toBeDefined();
      expect(kondisiFromNk(latest!.nilaiKondisi as 0 | 1 | 2 | 3 | 4 | 5), b.nama).toBe(b.kondisi);
    }
    const points = (await (await t.request('GET', '/api/bridges/peta')).json()) as BridgePoints;
    expect(points.total).toBe(34);
    const figures = (await (await t.request('GET', '/api/bridges/angka')).json()) as BridgeFigures;
    expect(figures.total).toBe(34);
    expect(figures.perKabupaten.every((k) => k.total > 0)).toBe(true);
  });

  it('seeds sample ruas and their owners, once, so that a pin on the Trans-Sulawesi road is BBPJN’s', async () => {
    await seedDemoContent(t.db);
    await seedDemoBridgeDetails(t.db);
    expect(await seedDemoRoads(t.db)).toBe(true);
    expect(await seedDemoRoads(t.db)).toBe(false);
    await t.caughtUp();
    const ruas = await t.db.select().from(roadSections);
    expect(ruas.filter((r) => r.status === 'Nasional').length).toBeGreaterThanOrEqual(6);
    expect(ruas.filter((r) => r.status === 'Provinsi').length).toBeGreaterThanOrEqual(2);
    expect(new Set(ruas.filter((r) => r.status === 'Kabupaten').map((r) => r.kabupaten)).size).toBe(6);
    for (const r of ruas) {
      expect(r.name, r.noRuas).toMatch(/\(contoh\)$/);
      for (const line of geometryLines(r.geometry)) {
        line.forEach(([lng, lat], i) => {
          expect(insideSulbar(lat, lng), r.name).toBe(true);
          // A vertex every 1.5 km at most: the drawn line stays near the road between towns.
          if (i) expect(distanceMetres({ lat, lng }, { lat: line[i - 1]![1], lng: line[i - 1]![0] })).toBeLessThan(DEMO_VERTEX_STEP_M + 1);
        });
      }
    }
    const owners = await t.db.select().from(instansi);
    expect(owners.filter((o) => o.email).every((o) => o.email!.endsWith('@contoh.example'))).toBe(true);

    // Through Polewali, Majene, Mamuju and Pasangkayu: the national road, handled by BBPJN.
    for (const [lat, lng] of [
      [-3.4141, 119.3421],
      [-3.5403, 118.9707],
      [-2.6786, 118.8885],
      [-1.1733, 119.3806],
    ] as const) {
      const found = await nearestRoad(t.db, lat, lng);
      expect(found?.roadSection.status, `${lat},${lng}`).toBe('Nasional');
      expect(found?.owner?.name).toBe('BBPJN Sulawesi Barat');
    }
    // Polewali – Mamasa is this office's; Mamasa – Mambi the kabupaten's; the mountains are no one's.
    expect((await nearestRoad(t.db, -3.1027, 119.3318))?.owner).toMatchObject({
      name: 'Dinas PUPR Provinsi Sulawesi Barat',
      isThisOffice: true,
    });
    expect((await nearestRoad(t.db, -2.95, 119.23))?.owner?.name).toBe('Dinas PUPR Kabupaten Mamasa');
    expect(await nearestRoad(t.db, -1.9, 119.9)).toBeNull();
    // The demo bridges on a national road lie on the drawn national ruas.
    for (const b of await t.db.select().from(bridges).where(eq(bridges.statusJalan, 'nasional'))) {
      expect((await nearestRoad(t.db, b.latitude!, b.longitude!))?.roadSection.status, b.nama).toBe('Nasional');
    }
  });
});
