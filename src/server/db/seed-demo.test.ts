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
import { bridges, inspections } from './schema.ts';
import { desc, eq } from 'drizzle-orm';

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
});
