import { BRIDGE_PAGE } from '../../src/shared/bridge-page-strings.ts';
import { NK_MEANING } from '../../src/shared/bridge-bms.ts';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { BRIDGE_INSPECTIONS as T } from '../../src/shared/bridge-inspection-strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const toast = (page: Page, title: string) => page.locator('li[data-variant]').filter({ hasText: title });
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
const SCREENS = '.tmp/screens';

/** A bridge built in 2005, last typed Baik, with one inspection of 2020 (NK 1): the new one must come first. */
async function insertBridgeWithOldInspection(nama: string): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO bridges (nama, lokasi, tahun_bangun, tipe, kondisi, kabupaten, status_jalan, panjang)
       VALUES ($1, 'Kalukku, Mamuju', 2005, 'Beton', 'Baik', 'Mamuju', 'provinsi', 42.5) RETURNING id`,
      [nama],
    );
    await db.query(
      `INSERT INTO inspections (bridge_id, inspected_at, kondisi, jenis, inspector, nilai_kondisi, notes)
       VALUES ($1, '2020-06-10T12:00:00+08:00', 'Baik', 'inventarisasi', 'Ir. Lama', 1, 'Inventarisasi awal.')`,
      [rows[0]!.id],
    );
    return rows[0]!.id;
  });
}

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a8b99' } })
    .composite([{ input: Buffer.from('<svg width="800" height="600"><rect x="100" y="380" width="600" height="60" fill="#333"/></svg>') }])
    .jpeg()
    .toBuffer();
  return { name: 'retak-gelagar.jpg', mimeType: 'image/jpeg', buffer };
}

test('admin_jembatantif adds an inspection with NK 4 and a photo: the kondisi becomes Rusak Berat everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SCREENS, { recursive: true });
  const nama = `Jembatan Uji ${randomUUID().slice(0, 8)}`;
  await insertBridgeWithOldInspection(nama);
  const admin = await createUser(page.request, { role: 'admin_jembatantif' });
  await loginAs(page, admin);

  await page.goto('/admin/jembatantif');
  await page.getByLabel(LAYANAN_BRIDGES.search).fill(nama);
  await page.getByRole('row').filter({ hasText: nama }).getByRole('link', { name: nama }).click();
  await expect(page).toHaveURL(/\/admin\/jembatantif\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: nama })).toBeVisible();
  const kondisiNow = page.getByTestId('kondisi-sekarang');
  await expect(kondisiNow.locator('[data-kondisi]')).toHaveText('Baik');
  const cards = page.getByTestId('inspeksi');
  await expect(cards).toHaveCount(1);

  await page.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: T.addTitle });
  await dialog.getByLabel(label(T.inspectedAt)).fill('2025-03-14');
  await dialog.getByLabel(label(T.jenis)).click();
  await page.getByRole('option', { name: 'Pemeriksaan Detail' }).click();
  await dialog.getByLabel(label(T.inspector)).fill('Ir. Andi Mappiare');
  await dialog.getByLabel(label(T.nilaiKondisi)).click();
  await page.getByRole('option', { name: `4 – ${NK_MEANING[4]}` }).click();
  await expect(dialog.getByText(T.nkGives)).toContainText('Rusak Berat');
  await dialog.getByLabel('Bangunan atas').selectOption('4');
  await dialog.getByLabel('Lantai').selectOption('2');
  await dialog.getByLabel(label(T.notes)).fill('Retak geser pada gelagar utama bentang 2.');
  await dialog.getByLabel(T.photos).setInputFiles(await photo());
  await expect(dialog.getByText('retak-gelagar.jpg')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoViolations(page, 'dialog Tambah Inspeksi');
  await page.screenshot({ path: `${SCREENS}/bridge-inspection-dialog-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/bridge-inspection-dialog-1280.png` });

  await dialog.getByRole('button', { name: T.save }).click();
  await expect(toast(page, T.addedTitle)).toContainText('Rusak Berat');
  await expect(dialog).toBeHidden();
  await expect(kondisiNow.locator('[data-kondisi]')).toHaveText('Rusak Berat');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first).toContainText('14 Maret 2025');
  await expect(first).toContainText(T.latest);
  await expect(first).toContainText('Pemeriksaan Detail');
  await expect(first).toContainText('NK 4');
  // The score's words and its badge agree (issue 38: 'Kondisi kritis' was badged Rusak Berat).
  await expect(first).toContainText(NK_MEANING[4]);
  await expect(first).not.toContainText(/kritis/i);
  await expect(first).toContainText('Ir. Andi Mappiare');
  await expect(first).toContainText('Bangunan atas: 4');
  await expect(first.locator('[data-kondisi="Rusak Berat"]')).toBeVisible();
  const img = first.getByRole('img', { name: 'Foto inspeksi 14 Maret 2025 ke-1' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(cards.nth(1)).toContainText('10 Juni 2020');

  // A bridge photo too, then the page at both widths.
  await page.getByLabel(T.photosInputLabel).setInputFiles(await photo());
  await expect(toast(page, T.photosAddedTitle)).toBeVisible();
  await expect(page.getByRole('img', { name: `Foto ${nama} ke-1` })).toBeVisible();
  await expectNoViolations(page, 'halaman kelola jembatan');
  await page.screenshot({ path: `${SCREENS}/bridge-admin-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoViolations(page, 'halaman kelola jembatan 360');
  await page.screenshot({ path: `${SCREENS}/bridge-admin-360.png`, fullPage: true });

  // The public table shows the new kondisi (to a visitor: staff are sent to the admin area).
  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto('/layanan/jembatantif');
  await visitor.getByLabel(LAYANAN_BRIDGES.search).fill(nama);
  await expect(visitor.getByRole('row').filter({ hasText: nama }).locator('[data-kondisi]')).toHaveText('Rusak Berat');
  // ...and so does the bridge's own page, with the new inspection first in its history and never the inspector.
  await visitor.getByRole('row').filter({ hasText: nama }).getByRole('link', { name: nama }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: nama })).toBeVisible();
  const history = visitor.getByRole('region', { name: BRIDGE_PAGE.inspectionsHeading }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('14 Maret 2025');
  await expect(history.first()).toContainText('Pemeriksaan Detail');
  await expect(history.first()).toContainText('NK 4');
  await expect(history.first().locator('[data-kondisi="Rusak Berat"]')).toBeVisible();
  await expect(history.nth(1)).toContainText('10 Juni 2020');
  await expect(visitor.getByRole('main')).not.toContainText('Andi Mappiare');
  await expect(visitor.getByRole('region', { name: BRIDGE_PAGE.photosHeading }).getByRole('img')).toHaveCount(1);
  await visitor.close();

  // Edit: NK 2 makes it Perlu Perhatian; delete it: the 2020 inspection (NK 1) decides again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await first.getByRole('button', { name: 'Edit inspeksi 14 Maret 2025' }).click();
  const edit = page.getByRole('dialog', { name: T.editTitle });
  await expect(edit.getByLabel(label(T.inspector))).toHaveValue('Ir. Andi Mappiare');
  await edit.getByLabel(label(T.nilaiKondisi)).click();
  await page.getByRole('option', { name: /^2 – / }).click();
  await edit.getByRole('button', { name: T.saveEdit }).click();
  await expect(toast(page, T.updatedTitle)).toContainText('Perlu Perhatian');
  await expect(kondisiNow.locator('[data-kondisi]')).toHaveText('Perlu Perhatian');
  await first.getByRole('button', { name: 'Hapus inspeksi 14 Maret 2025' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('tidak dapat dibatalkan');
  await confirm.getByRole('button', { name: T.deleteConfirm, exact: true }).click();
  await expect(toast(page, T.deletedTitle)).toContainText('Baik');
  await expect(kondisiNow.locator('[data-kondisi]')).toHaveText('Baik');
  await expect(cards).toHaveCount(1);
});

test('an admin_ujilab reads the history but gets no write controls', async ({ page }) => {
  const nama = `Jembatan Baca ${randomUUID().slice(0, 8)}`;
  const id = await insertBridgeWithOldInspection(nama);
  const admin = await createUser(page.request, { role: 'admin_ujilab' });
  await loginAs(page, admin);
  await page.goto(`/admin/jembatantif/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: nama })).toBeVisible();
  await expect(page.getByText(T.readOnlyNote)).toBeVisible();
  await expect(page.getByTestId('inspeksi').first()).toContainText('Ir. Lama');
  await expect(page.getByRole('button', { name: T.add })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Hapus inspeksi/ })).toHaveCount(0);
  await expect(page.getByLabel(T.photosInputLabel)).toHaveCount(0);
});
