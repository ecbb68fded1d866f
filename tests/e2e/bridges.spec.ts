import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ERRORS } from '../../src/shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { LAYANAN } from '../../src/shared/layanan-strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const T = LAYANAN_BRIDGES;
const toast = (page: Page, title: string) => page.locator('li[data-variant]').filter({ hasText: title });
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
const word = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 8)}`;

async function insertBridge(b: { nama: string; lokasi: string; tahun: number; tipe: string | null; kondisi: string }) {
  await withDb((db) =>
    db.query('INSERT INTO bridges (nama, lokasi, tahun_bangun, tipe, kondisi) VALUES ($1, $2, $3, $4, $5)', [
      b.nama,
      b.lokasi,
      b.tahun,
      b.tipe,
      b.kondisi,
    ]),
  );
}

test('a visitor searches by nama or lokasi, case-insensitive, and reads the table without actions', async ({ page }) => {
  const w = word();
  await insertBridge({ nama: `Jembatan ${w} Hulu`, lokasi: 'Mamasa', tahun: 2001, tipe: null, kondisi: 'Kritis' });
  await insertBridge({ nama: 'Jembatan Lain', lokasi: `Desa ${w}, Majene`, tahun: 2015, tipe: 'Gantung', kondisi: 'Baik' });
  await page.goto('/layanan/jembatantif');
  await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
  // A GET form (issue 35): Enter in the search box loads the page for it.
  await page.getByLabel(T.search).fill(w.toLowerCase());
  await page.getByLabel(T.search).press('Enter');
  await expect(page.getByText('2 jembatan', { exact: true })).toBeVisible();
  const rows = page.getByRole('row');
  const hulu = rows.filter({ hasText: `Jembatan ${w} Hulu` });
  await expect(hulu).toContainText('Mamasa');
  await expect(hulu).toContainText('2001');
  await expect(hulu.locator('[data-kondisi="Kritis"]')).toHaveText('Kritis');
  await expect(hulu.getByRole('cell').nth(3)).toHaveText('-', { useInnerText: true });
  await expect(rows.filter({ hasText: 'Jembatan Lain' }).locator('[data-kondisi="Baik"]')).toBeVisible();
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText('Jembatan Lain');
  await expect(page.getByRole('columnheader', { name: T.actions })).toHaveCount(0);
  await expect(page.getByRole('button', { name: T.add })).toHaveCount(0);

  await page.getByLabel(T.search).fill(`${w}-tidak-ada`);
  await page.getByLabel(T.search).press('Enter');
  await expect(page.getByText(T.empty)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor pages the table by Berikutnya and Sebelumnya links (issue 41), and an old ?halaman= link is the first page', async ({
    page,
  }) => {
    const w = word();
    // 25 bridges, the newest last: page 1 shows 25…6, page 2 shows 5…1.
    await withDb((db) =>
      db.query(
        `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, created_at)
         SELECT 'Jembatan ' || $1 || ' ' || lpad(g::text, 2, '0'), 'Mamuju', 2010, 'Baik', now() - make_interval(secs => 100 - g) FROM generate_series(1, 25) g`,
        [w],
      ),
    );
    await page.goto(`/layanan/jembatantif?q=${w}`);
    const names = () => page.getByRole('row').filter({ hasText: w });
    await expect(names()).toHaveCount(20);
    await expect(names().first()).toContainText(`Jembatan ${w} 25`);
    const pager = page.getByRole('navigation', { name: LAYANAN.pagination });
    await expect(pager).toContainText('1–20 dari 25');
    await expect(pager.getByRole('link', { name: LAYANAN.previous })).toHaveCount(0);
    await pager.getByRole('link', { name: LAYANAN.next }).click();
    await expect(page).toHaveURL(/kursor=/);
    await expect(names()).toHaveCount(5);
    await expect(names().first()).toContainText(`Jembatan ${w} 05`);
    await expect(pager).toContainText('21–25 dari 25');
    await expect(pager.getByRole('link', { name: LAYANAN.next })).toHaveCount(0);
    await pager.getByRole('link', { name: LAYANAN.previous }).click();
    await expect(names().first()).toContainText(`Jembatan ${w} 25`);
    await page.goto(`/layanan/jembatantif?q=${w}&halaman=2`);
    await expect(names().first()).toContainText(`Jembatan ${w} 25`);
    // Two letters are no search: the list is not filtered, and the field says why.
    await page.goto('/layanan/jembatantif?q=ab');
    await expect(page.getByText(ADMIN.common.searchMin)).toBeVisible();
    await expect(page.getByLabel(T.search)).toHaveAccessibleDescription(ADMIN.common.searchMin);
  });
});

test('admin_jembatantif adds, edits and deletes a bridge through the dialogs', async ({ page }) => {
  const admin = await createUser(page.request, { role: 'admin_jembatantif' });
  await loginAs(page, admin);
  await page.goto('/admin/jembatantif');
  const w = word();

  await page.getByRole('button', { name: T.add }).click();
  let dialog = page.getByRole('dialog', { name: T.addTitle });
  await dialog.getByRole('button', { name: T.saveNew }).click();
  await expect(toast(page, T.incompleteTitle)).toContainText(T.incomplete);

  await dialog.getByLabel(label(T.nama)).fill(`Jembatan ${w}`);
  await dialog.getByLabel(label(T.lokasi)).fill('Kalukku, Mamuju');
  await dialog.getByLabel(label(T.tahunBangun)).fill('2019');
  await dialog.getByLabel(label(T.kondisi)).click();
  await page.getByRole('option', { name: 'Perlu Perhatian' }).click();
  await dialog.getByRole('button', { name: T.saveNew }).click();
  await expect(toast(page, T.addedTitle)).toContainText(T.added);
  await expect(dialog).toBeHidden();

  await page.getByLabel(T.search).fill(w);
  const row = page.getByRole('row').filter({ hasText: `Jembatan ${w}` });
  await expect(row).toContainText('Perlu Perhatian');
  await expect(row.getByRole('cell').nth(3)).toHaveText('-', { useInnerText: true });

  await row.getByRole('button', { name: `Edit Jembatan ${w}` }).click();
  dialog = page.getByRole('dialog', { name: T.editTitle });
  await expect(dialog.getByLabel(label(T.nama))).toHaveValue(`Jembatan ${w}`);
  await expect(dialog.getByLabel(label(T.tahunBangun))).toHaveValue('2019');
  await dialog.getByLabel(label(T.tipeOptional)).fill('Cable-stayed');
  await dialog.getByLabel(label(T.kondisi)).click();
  await page.getByRole('option', { name: 'Rusak Berat' }).click();
  await dialog.getByRole('button', { name: T.saveEdit }).click();
  await expect(toast(page, T.updatedTitle)).toContainText(T.updated);
  await expect(row).toContainText('Cable-stayed');
  await expect(row.locator('[data-kondisi="Rusak Berat"]')).toBeVisible();

  await row.getByRole('button', { name: `Hapus Jembatan ${w}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('tidak dapat dibatalkan');
  await confirm.getByRole('button', { name: T.deleteConfirm, exact: true }).click();
  await expect(toast(page, T.deletedTitle)).toBeVisible();
  await expect(page.getByText(T.empty)).toBeVisible();
});

test('the add dialog refuses a year that is not a year', async ({ page }) => {
  const admin = await createUser(page.request, { role: 'super_admin' });
  await loginAs(page, admin);
  await page.goto('/admin/jembatantif');
  await page.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: T.addTitle });
  await dialog.getByLabel(label(T.nama)).fill(`Jembatan ${word()}`);
  await dialog.getByLabel(label(T.lokasi)).fill('Mamuju');
  await dialog.getByLabel(label(T.tahunBangun)).fill('1700');
  await dialog.getByLabel(label(T.kondisi)).click();
  await page.getByRole('option', { name: 'Baik' }).click();
  await dialog.getByRole('button', { name: T.saveNew }).click();
  await expect(toast(page, T.incompleteTitle)).toContainText(T.yearInvalid);
  await expect(dialog).toBeVisible();
});

test('another admin sees the bridges read-only, and the server refuses their delete', async ({ page }) => {
  const w = word();
  await insertBridge({ nama: `Jembatan ${w}`, lokasi: 'Tobadak', tahun: 2006, tipe: 'Kayu', kondisi: 'Rusak Ringan' });
  const admin = await createUser(page.request, { role: 'admin_ujilab' });
  await loginAs(page, admin);
  await page.goto('/admin/jembatantif');
  await page.getByLabel(T.search).fill(w);
  await expect(page.getByRole('row').filter({ hasText: `Jembatan ${w}` })).toContainText('Rusak Ringan');
  await expect(page.getByText(T.readOnlyNote)).toBeVisible();
  await expect(page.getByRole('button', { name: T.add })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: T.actions })).toHaveCount(0);

  const list = await (await page.request.get(`/api/bridges?q=${w}`)).json();
  const res = await page.request.delete(`/api/bridges/${list.items[0].id}`);
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toMatchObject({ title: ERRORS.forbiddenTitle, message: ERRORS.forbiddenDelete });
});
