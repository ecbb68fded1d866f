import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { ROAD_OPEN_DATA } from '../../src/shared/road-open-data.ts';
import { INSTANSI, ROAD_IMPORT, ROADS } from '../../src/shared/roads-strings.ts';
import { fillText } from '../../src/shared/strings.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const T = ROAD_IMPORT;
const SHOTS = '/tmp/i39-register-shots';
const toast = (page: Page, title: string) => page.locator('li[data-variant]').filter({ hasText: title });

async function screens(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
    // Nothing wider than the screen: the page never scrolls sideways (wide tables scroll in their own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const line = (from: [number, number], steps: number) =>
  Array.from({ length: steps }, (_, i) => [from[0] + i * 0.01, from[1] + i * 0.004] as [number, number]);

test('admin_jalan checks a GeoJSON file, imports it, finds the ruas in the list and adds an instansi', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const [a, b, c] = [`E${tag}1`, `E${tag}2`, `E${tag}3`];
  // One instansi per status and kabupaten: this test's combination is its own.
  await withDb((db) => db.query(`DELETE FROM instansi WHERE road_status = 'Kabupaten' AND kabupaten = 'Pasangkayu'`));
  const engineer = await createUser(page.request, { role: 'admin_jalan' });
  await loginAs(page, engineer);

  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: ADMIN.layout.sidebarLabel });
  await sidebar.getByRole('link', { name: ADMIN.menu.ruas }).click();
  await expect(page.getByRole('heading', { level: 1, name: ROADS.heading })).toBeVisible();
  await page.getByRole('link', { name: ROADS.importLink }).click();
  await expect(page).toHaveURL('/admin/ruas/impor');
  await expect(page.getByRole('link', { name: T.templateGeojson })).toHaveAttribute(
    'href',
    '/api/admin/roads/import/template?format=geojson',
  );

  const features = [
    { no_ruas: a, nama: `Mamuju – Kalukku ${tag}`, status: 'Nasional', kabupaten: 'Mamuju', coordinates: line([118.89, -2.68], 4) },
    { no_ruas: b, nama: `Tobadak – Topoyo ${tag}`, status: 'provinsi', kabupaten: 'Mamuju Tengah', coordinates: line([119.36, -2.08], 3) },
    // Makassar: not in the province.
    { no_ruas: c, nama: `Pasangkayu Kota ${tag}`, status: 'K', kabupaten: 'Pasangkayu', coordinates: line([119.41, -5.14], 2) },
  ];
  const file = (list: typeof features) => ({
    name: 'ruas.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(
      JSON.stringify({
        type: 'FeatureCollection',
        features: list.map(({ coordinates, ...properties }) => ({
          type: 'Feature',
          properties,
          geometry: { type: 'LineString', coordinates },
        })),
      }),
    ),
  });
  const picker = page.getByLabel(T.fileLabel);
  await picker.setInputFiles(file(features));
  await page.getByRole('button', { name: T.check }).click();
  const result = page.locator('section').filter({ has: page.getByRole('heading', { name: T.summaryHeading }) });
  await expect(result.getByText(fillText(T.summary, { added: 2, updated: 0, refused: 1 }))).toBeVisible();
  await expect(result.getByRole('cell', { name: /di luar Provinsi Sulawesi Barat/ })).toBeVisible();
  await expect(page.getByRole('button', { name: T.importButton })).toBeDisabled();
  await expectNoViolations(page, 'road import with a refused row');
  await screens(page, 'ruas-impor-ditolak');

  // Fixed: the kabupaten road now lies near Pasangkayu.
  features[2]!.coordinates = line([119.38, -1.17], 3);
  await picker.setInputFiles(file(features));
  await page.getByRole('button', { name: T.check }).click();
  await expect(result.getByText(fillText(T.summary, { added: 3, updated: 0, refused: 0 }))).toBeVisible();
  const rows = result.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(a);
  await expect(rows.nth(1)).toContainText('Baru');
  await screens(page, 'ruas-impor-siap');
  await page.getByRole('button', { name: T.importButton }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: T.confirmOk }).click();
  await expect(toast(page, T.successTitle)).toBeVisible();
  await expect(page).toHaveURL('/admin/ruas');

  await page.getByLabel(ROADS.searchLabel).fill(tag);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('link', { name: a, exact: true })).toHaveAttribute('href', /^\/admin\/ruas\/[0-9a-f-]{36}$/);
  await page.getByLabel(ROADS.statusLabel).selectOption('Kabupaten');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(ROADS.noInstansi);
  await expect(page.locator('.leaflet-interactive')).toHaveCount(1);
  await expectNoViolations(page, 'road list');
  await screens(page, 'ruas-daftar');

  await page.getByRole('link', { name: ROADS.instansiLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: INSTANSI.heading })).toBeVisible();
  await page.getByRole('button', { name: INSTANSI.add }).click();
  const dialog = page.getByRole('dialog', { name: INSTANSI.addTitle });
  await dialog.getByLabel(INSTANSI.nameLabel).fill(`Dinas PUPR Kabupaten Pasangkayu ${tag}`);
  await dialog.getByLabel(INSTANSI.statusLabel).selectOption('Kabupaten');
  await dialog.getByLabel(INSTANSI.kabupatenLabel).selectOption('Pasangkayu');
  // No e-mail: refused, this is not this office.
  await dialog.getByRole('button', { name: INSTANSI.save }).click();
  await expect(dialog.getByText(INSTANSI.emailRequired)).toBeVisible();
  await expectNoViolations(page, 'instansi form with an error');
  await screens(page, 'instansi-form');
  await dialog.getByLabel(INSTANSI.emailLabel).fill('pupr@pasangkayukab.go.id');
  await dialog.getByRole('button', { name: INSTANSI.save }).click();
  await expect(toast(page, INSTANSI.saved)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Pasangkayu ${tag}` })).toContainText('pupr@pasangkayukab.go.id');
  await expectNoViolations(page, 'instansi list');
  await screens(page, 'instansi-daftar');

  // The kabupaten road now names its owner, in the list and in the open data.
  await page.goto('/admin/ruas');
  await page.getByLabel(ROADS.searchLabel).fill(c);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`Dinas PUPR Kabupaten Pasangkayu ${tag}`);
  const open = (await (await page.request.get('/data/ruas.geojson')).json()) as { features: Array<{ properties: Record<string, string> }> };
  expect(open.features.find((f) => f.properties.no_ruas === c)?.properties.instansi).toBe(`Dinas PUPR Kabupaten Pasangkayu ${tag}`);

  // Edit one ruas: its name.
  await page.getByRole('link', { name: fillText(ROADS.editLabel, { no: c }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: fillText(ROADS.editHeading, { no: c }) })).toBeVisible();
  await expectNoViolations(page, 'road edit form');
  await screens(page, 'ruas-ubah');
  await page.getByLabel(ROADS.nameLabel).fill(`Jalan Poros Pasangkayu ${tag}`);
  await page.getByRole('button', { name: ROADS.save }).click();
  await expect(toast(page, ROADS.saved)).toBeVisible();
  await page.getByLabel(ROADS.searchLabel).fill(c);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`Jalan Poros Pasangkayu ${tag}`);
});

test('the public bridges page links the road-section register’s open data too', async ({ page }) => {
  await page.goto('/layanan/jembatantif');
  const csv = page.getByRole('link', { name: ROAD_OPEN_DATA.downloadCsv });
  await csv.scrollIntoViewIfNeeded();
  await expect(csv).toHaveAttribute('href', '/data/ruas.csv');
  await expect(page.getByRole('link', { name: ROAD_OPEN_DATA.downloadGeojson, exact: true })).toHaveAttribute('href', '/data/ruas.geojson');
  const res = await page.request.get('/data/ruas.csv');
  expect(res.status()).toBe(200);
  expect(res.headers()['link']).toContain('creativecommons.org/licenses/by/4.0');
  expect((await res.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('"no_ruas","nama","status","kabupaten","instansi"');
  await expectNoViolations(page, 'public bridges page with the open data');
  await screens(page, 'data-terbuka-jembatantif');
});
