import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsPage } from '../../shared/news-schemas.ts';
import type { AlbumDetail } from '../../shared/gallery-schemas.ts';
import { seedDemoGallery } from '../features/gallery/seed-gallery.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoContent } from './seed-demo.ts';

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
});
