import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BRIDGE_IMPORT } from '../../src/shared/bridge-import-strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { fillText } from '../../src/shared/strings.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const T = BRIDGE_IMPORT;
const SCREENS = '.tmp/screens';
const word = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 8)}`;
const toast = (page: Page, title: string) => page.locator('li[data-variant]').filter({ hasText: title });

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  // As Indonesian Excel saves it: semicolons, a BOM, CRLF.
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
});

async function screens(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
    // Nothing wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(width);
  }
}

test('admin_jembatantif checks a file with a bad row, fixes it, imports it, and finds the bridges', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await createUser(page.request, { role: 'admin_jembatantif' });
  await loginAs(page, admin);
  const w = word();
  const header = 'nama;lokasi;kabupaten;tahun_bangun;kondisi;latitude;longitude;panjang_m';

  await page.goto('/admin/jembatantif');
  await expect(page.getByRole('link', { name: T.openButton })).toBeVisible();
  await screens(page, 'bridge-admin-import-button');
  await page.getByRole('link', { name: T.openButton }).click();
  await expect(page).toHaveURL('/admin/jembatantif/impor');
  await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: T.templateCsv })).toHaveAttribute('href', '/api/bridges/import/template?format=csv');
  await expect(page.getByRole('link', { name: T.templateXlsx })).toHaveAttribute('href', '/api/bridges/import/template?format=xlsx');

  await page.getByText(T.columnsHeading).click();
  await expect(page.getByText('tanggal_inspeksi_terakhir', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'import page with the columns open');
  await screens(page, 'bridge-import-columns');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByText(T.columnsHeading).click();

  const file = page.getByLabel(T.fileLabel);
  await file.setInputFiles(
    csvFile('jembatan.csv', [
      header,
      `Jembatan ${w} Hulu;Kalukku;Mamuju;2015;Baik;-2,6786;118,8885;45,5`,
      `Jembatan ${w} Tengah;Tapalang;Mamuju;2016;Bagus;;;`,
      `Jembatan ${w} Hilir;Banggae;Majene;1999;rusak ringan;;;12`,
    ]),
  );
  await page.getByRole('button', { name: T.check }).click();
  const result = page.locator('section').filter({ has: page.getByRole('heading', { name: T.summaryHeading }) });
  await expect(result.getByText(fillText(T.summary, { added: 2, updated: 0, refused: 1 }))).toBeVisible();
  const refused = result.getByRole('table');
  await expect(refused.getByRole('row')).toHaveCount(2);
  const bad = refused.getByRole('row').nth(1);
  await expect(bad.getByRole('cell').nth(0)).toHaveText('3');
  await expect(bad.getByRole('cell').nth(1)).toHaveText('kondisi');
  await expect(bad.getByRole('cell').nth(2)).toHaveText(T.kondisiInvalid);
  await expect(page.getByRole('button', { name: T.importButton })).toBeDisabled();
  await expectNoViolations(page, 'import page with a refused row');
  await screens(page, 'bridge-import-refused');
  await page.setViewportSize({ width: 1280, height: 900 });

  await file.setInputFiles(
    csvFile('jembatan-perbaikan.csv', [
      header,
      `Jembatan ${w} Hulu;Kalukku;Mamuju;2015;Baik;-2,6786;118,8885;45,5`,
      `Jembatan ${w} Tengah;Tapalang;Mamuju;2016;Perlu Perhatian;;;`,
      `Jembatan ${w} Hilir;Banggae;Majene;1999;rusak ringan;;;12`,
    ]),
  );
  // A new file clears the old result.
  await expect(result.getByRole('heading', { name: T.summaryHeading })).toHaveCount(0);
  await page.getByRole('button', { name: T.check }).click();
  await expect(result.getByText(fillText(T.summary, { added: 3, updated: 0, refused: 0 }))).toBeVisible();
  await expect(result.getByText(T.allGood)).toBeVisible();
  await expectNoViolations(page, 'import page ready to import');
  await screens(page, 'bridge-import-ready');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: T.importButton }).click();
  const dialog = page.getByRole('alertdialog', { name: T.confirmTitle });
  await expect(dialog).toContainText(fillText(T.confirmDescription, { added: 3, updated: 0 }));
  await expectNoViolations(page, 'import confirmation');
  await dialog.getByRole('button', { name: T.confirmOk }).click();
  await expect(toast(page, T.successTitle)).toContainText(fillText(T.success, { added: 3, updated: 0 }));
  await expect(page).toHaveURL('/admin/jembatantif');

  await page.getByLabel(LAYANAN_BRIDGES.search).fill(w);
  await expect(page.getByText(fillText(LAYANAN_BRIDGES.total, { total: 3 }), { exact: true })).toBeVisible();
  const tengah = page.getByRole('row').filter({ hasText: `Jembatan ${w} Tengah` });
  await expect(tengah.locator('[data-kondisi="Perlu Perhatian"]')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Jembatan ${w} Hilir` })
      .locator('[data-kondisi="Rusak Ringan"]'),
  ).toBeVisible();
});

test('a reader of the bridges (admin_ujilab) sees no import button and is sent away from the page', async ({ page }) => {
  await loginAs(page, await createUser(page.request, { role: 'admin_ujilab' }));
  await page.goto('/admin/jembatantif');
  await expect(page.getByRole('heading', { level: 1, name: LAYANAN_BRIDGES.adminHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: T.openButton })).toHaveCount(0);
  await page.goto('/admin/jembatantif/impor');
  await expect(page).toHaveURL('/admin');
});
