import { randomUUID } from 'node:crypto';
import { BRIDGE_FIGURES } from '../../src/shared/bridge-figures-strings.ts';
import { BRIDGE_LIST } from '../../src/shared/bridge-list-strings.ts';
import { BRIDGE_PAGE } from '../../src/shared/bridge-page-strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { COMMON } from '../../src/shared/strings.ts';
import { expectNoViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test, withDb } from './fixtures.ts';

/**
 * The map's button stands in until its island is taken over, which a pointer over it starts; the
 * island then shows the map itself and the button is gone. A click could find it gone halfway (as it
 * did on a loaded machine), so the test reaches for it as a pointer does, and waits for the map.
 */
async function reachForMap(page: Page) {
  await page.getByRole('button', { name: COMMON.mapShow }).hover();
  await expect(page.locator('[data-island="bridge-map"]')).toHaveAttribute('data-hydrated', '');
}

// Issue 17, items 3 and 4: the public list's filters, its map and each bridge's own page.
const T = LAYANAN_BRIDGES;
const word = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 8)}`;

type Seed = { nama: string; kabupaten: string; kondisi: string; lat?: number; lng?: number; statusJalan?: string };

async function insertBridge(b: Seed): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, kabupaten, status_jalan, latitude, longitude, panjang, jumlah_bentang)
       VALUES ($1, 'Desa Uji', 2012, $2, $3, $4, $5, $6, 36.5, 2) RETURNING id`,
      [b.nama, b.kondisi, b.kabupaten, b.statusJalan ?? 'provinsi', b.lat ?? null, b.lng ?? null],
    );
    return rows[0]!.id;
  });
}

test('a visitor narrows the list by kabupaten and kondisi, switches to the map, and a pin leads to the bridge page', async ({ page }) => {
  const w = word();
  const nama = `Jembatan ${w} Hilir`;
  await insertBridge({ nama, kabupaten: 'Mamasa', kondisi: 'Rusak Berat', lat: -2.95, lng: 119.37 });
  await insertBridge({ nama: `Jembatan ${w} Hulu`, kabupaten: 'Mamasa', kondisi: 'Baik', lat: -2.9, lng: 119.3 });
  await insertBridge({ nama: `Jembatan ${w} Pantai`, kabupaten: 'Majene', kondisi: 'Rusak Berat' });

  await page.goto('/layanan/jembatantif');
  // The figures arrive with the page, each chart with its table behind "Lihat tabel".
  const figures = page.getByRole('region', { name: BRIDGE_FIGURES.chartsHeading });
  await expect(figures.getByRole('img', { name: BRIDGE_FIGURES.perKondisiTitle })).toBeVisible();
  await figures.getByText(BRIDGE_FIGURES.showTable).first().click();
  await expect(figures.getByRole('rowheader', { name: 'Rusak Berat' }).first()).toBeVisible();

  // The search and filters are a GET form (issue 35): "Tampilkan" loads the page for them, and the
  // choices stay in the form.
  const apply = page.getByRole('button', { name: BRIDGE_LIST.apply });
  await page.getByLabel(T.search).fill(w);
  await apply.click();
  await expect(page.getByText('3 jembatan', { exact: true })).toBeVisible();
  await page.getByLabel(T.kabupaten, { exact: true }).selectOption('Mamasa');
  await apply.click();
  await expect(page.getByText('2 jembatan', { exact: true })).toBeVisible();
  await expect(page.getByLabel(T.search)).toHaveValue(w);
  await page.getByLabel(T.kondisi, { exact: true }).selectOption('Rusak Berat');
  await apply.click();
  await expect(page.getByText('1 jembatan', { exact: true })).toBeVisible();
  await expect(page.getByLabel(T.kabupaten, { exact: true })).toHaveValue('Mamasa');
  await expect(page.getByRole('row').filter({ hasText: nama })).toBeVisible();

  // The table is the default; the map is one link away, keeps the filters, and works with no tiles.
  await expect(page.getByRole('link', { name: BRIDGE_LIST.viewTable })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: BRIDGE_LIST.viewMap }).click();
  await expect(page.getByText(BRIDGE_LIST.mapCount.replace('{shown}', '1'))).toBeVisible();
  const pin = page.locator(`.map-pin[title="${nama} (Rusak Berat)"]`);
  await expect(pin).toBeVisible();
  await pin.click();

  await expect(page).toHaveURL(/\/layanan\/jembatantif\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: nama })).toBeVisible();
  await expect(page.locator('[data-kondisi="Rusak Berat"]').first()).toBeVisible();
});

test("a bridge's page arrives rendered with its data and inspection history, never the inspector", async ({ page, request }) => {
  const nama = `Jembatan ${word()} Tengah`;
  const id = await insertBridge({ nama, kabupaten: 'Pasangkayu', kondisi: 'Rusak Ringan', lat: -1.2, lng: 119.4, statusJalan: 'nasional' });
  await withDb((db) =>
    db.query(
      `INSERT INTO inspections (bridge_id, inspected_at, kondisi, nilai_kondisi, jenis, inspector, nk_lantai)
       VALUES ($1, '2025-05-02T04:00:00Z', 'Rusak Ringan', 3, 'detail', 'Ir. Nama Rahasia', 3),
              ($1, '2021-08-10T04:00:00Z', 'Baik', 1, 'inventarisasi', 'Ir. Nama Rahasia', null)`,
      [id],
    ),
  );
  // What a messaging app reads: the HTML, no script run.
  const html = await (await request.get(`/layanan/jembatantif/${id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${nama} |`);
  expect(html).toContain('Pemeriksaan Detail');
  expect(html).not.toContain('Rahasia');

  await page.goto(`/layanan/jembatantif/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: nama })).toBeVisible();
  const data = page.getByRole('region', { name: BRIDGE_PAGE.dataHeading });
  await expect(data).toContainText('Jalan Nasional');
  await expect(data).toContainText('36,5 m');
  const history = page.getByRole('region', { name: BRIDGE_PAGE.inspectionsHeading }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('2 Mei 2025');
  await expect(history.first()).toContainText('NK 3');
  await expect(history.nth(1)).toContainText('Pemeriksaan Inventarisasi');
  // The small map comes when asked for and shows the bridge's own pin, with no tiles at all.
  await expect(page.getByText(COMMON.mapOnRequest)).toBeVisible();
  await reachForMap(page);
  await expect(page.locator(`.map-pin[title="${nama}"]`)).toBeVisible();

  const missing = await request.get('/layanan/jembatantif/00000000-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
});

for (const width of [360, 1280]) {
  test(`the bridge list, its map and a bridge's page pass axe at ${width} px`, async ({ page }) => {
    test.slow();
    const nama = `Jembatan ${word()} Axe`;
    const id = await insertBridge({ nama, kabupaten: 'Majene', kondisi: 'Perlu Perhatian', lat: -3.5, lng: 118.97 });
    await page.setViewportSize({ width, height: 800 });
    // Searched for by its own name: the other tests' bridges, far apart, would be clustered into
    // numbered circles and no single pin would show (CI on e4fe410 at 360 px).
    await page.goto(`/layanan/jembatantif?q=${encodeURIComponent(nama)}`);
    await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await expectNoViolations(page, `/layanan/jembatantif ${width}`);
    await page.getByRole('link', { name: BRIDGE_LIST.viewMap }).click();
    await expect(page.getByText(BRIDGE_LIST.mapCount.replace('{shown}', '1'))).toBeVisible();
    await expect(page.locator(`.map-pin[title="${nama} (Perlu Perhatian)"]`)).toBeVisible();
    await expectNoViolations(page, `/layanan/jembatantif peta ${width}`);
    await page.goto(`/layanan/jembatantif/${id}`);
    await expectNoViolations(page, `/layanan/jembatantif/{id} ${width}, its map not asked for`);
    await reachForMap(page);
    await expect(page.locator(`.map-pin[title="${nama}"]`)).toBeVisible();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await expectNoViolations(page, `/layanan/jembatantif/{id} ${width}`);
  });
}
