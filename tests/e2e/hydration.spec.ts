// Issue 35, item 8: every page of the manifest arrives as HTML, its islands are taken over by React
// without a mismatch, and nothing is said on the console. A hydration mismatch is logged by the
// islands runtime as `island: …` (src/web/islands/island-runtime.tsx): the consoleErrors fixture fails on it.
import { randomUUID } from 'node:crypto';
import { PUBLIC_PAGES } from '../../src/shared/public-pages.ts';
import { insertDamageReport } from './admin-fixtures.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';
import { futureDate, insertArticle } from './public-helpers.ts';

/** One address for each page of the manifest, with whatever its parameters need in the database. */
async function addresses(): Promise<string[]> {
  const id = randomUUID().slice(0, 8);
  const article = await insertArticle({ publishedAt: futureDate(1) });
  const album = `album-hidrasi-${id}`;
  const bridge = await withDb(async (db) => {
    await db.query(`INSERT INTO albums (title, slug, album_date, published) VALUES ($1, $2, '2026-01-05', true)`, [`Album ${id}`, album]);
    const r = await db.query<{ id: string }>(
      `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, kabupaten, latitude, longitude) VALUES ($1, 'Tommo', 2011, 'Baik', 'Mamuju', -2.6, 118.9) RETURNING id`,
      [`Jembatan Hidrasi ${id}`],
    );
    return r.rows[0]!.id;
  });
  const report = await insertDamageReport({ location: `Jl. Hidrasi ${id}` });
  await withDb((db) => db.query(`UPDATE damage_reports SET visibility = 'publik' WHERE request_id = $1`, [report.id]));
  const params: Record<string, string> = { slug: article.slug, code: report.trackingCode, id: bridge, layanan: 'sirekanan' };
  return PUBLIC_PAGES.map((page) =>
    page.path.replace(/:(\w+)/g, (_, name: string) => (page.path.startsWith('/galeri') ? album : params[name]!)),
  );
}

for (const who of ['visitor', 'customer'] as const)
  test(`every public page, as a ${who}: HTML first, then its islands taken over cleanly`, async ({ page, request, consoleErrors }) => {
    // 26 pages, each loaded and its islands taken over: a minute alone, several on a busy CI machine.
    test.setTimeout(300_000);
    if (who === 'customer') await loginAs(page, await createUser(request));
    for (const path of await addresses()) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      // The page is in the HTML the server sent: its heading is there before any script has run.
      expect(await res!.text(), path).toMatch(/<h1\b/);
      await expect(page.locator('main'), path).toHaveCount(1);
      // Every island that is taken over at once is React's now.
      await expect(page.locator('[data-island][data-load="load"]:not([data-hydrated])'), path).toHaveCount(0);
      // Those taken over when the visitor reaches for them (a form, the account menu) too.
      for (const island of await page.locator('[data-island][data-load="interaction"]').all()) {
        // One shown only at another width (the phone's map button) waits for a visitor there.
        if (!(await island.isVisible())) continue;
        await island.hover();
        await expect(island, path).toHaveAttribute('data-hydrated', '');
      }
      expect(consoleErrors, path).toEqual([]);
    }
  });

test('the next public page is fetched while the pointer rests on its link, a download never', async ({ page }) => {
  // Speculation Rules (src/web/public.html): Chromium asks with "Sec-Purpose: prefetch".
  const prefetches: string[] = [];
  page.on('request', (r) => {
    if ((r.headers()['sec-purpose'] ?? '').includes('prefetch')) prefetches.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Profil', exact: true }).hover();
  await expect.poll(() => prefetches, { timeout: 5000 }).toContain('/profil');
  // A CSV to download (its address ends in .csv or is the API's): never fetched unasked.
  await page.goto('/statistik');
  await page
    .getByRole('link', { name: /Unduh CSV/ })
    .first()
    .hover();
  await page.waitForTimeout(600);
  expect(prefetches.filter((p) => p.startsWith('/api/') || p.includes('.'))).toEqual([]);
});
