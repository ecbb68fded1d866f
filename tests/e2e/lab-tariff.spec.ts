import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { CONSENT } from '../../src/shared/consent-strings.ts';
import { LAYANAN_UJILAB } from '../../src/shared/layanan-ujilab-strings.ts';
import { STANDARD_TEXT } from '../../src/shared/service-standard-strings.ts';
import { TARIFF_TEXT } from '../../src/shared/ujilab-tariff-strings.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 40, items 1 and 2: a customer picks two "Uji Beton" tests of the (demo) tariff, sees each line's amount
// and the total before sending; the lab's staff see the same lines on the request's page.
const U = LAYANAN_UJILAB;
const T = TARIFF_TEXT;
const SHOTS = '/tmp/i40-tariff-shots';
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Title (Surat) >> endobj\n%%EOF\n');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a customer picks two Uji Beton tests, sees the total, sends; the staff see the lines and the tariff', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const customer = await createUser(page.request);
  await loginAs(page, customer);
  await page.setViewportSize({ width: 360, height: 800 });

  // The standard page's tariff comes from the same data.
  await page.goto('/layanan/ujilab/standar');
  const cards = page.getByRole('region', { name: STANDARD_TEXT.tariffCaption });
  const silinderCard = cards.getByRole('listitem').filter({ hasText: 'Kuat tekan beton silinder' });
  await expect(silinderCard).toContainText('Rp 150.000');
  await expect(silinderCard).toContainText('SNI 1974:2011');
  await expect(silinderCard).toContainText('3 hari kerja');
  await shot(page, 'standar-360');

  await page.goto('/layanan/ujilab');
  await page.getByRole('button', { name: U.newRequest }).click();
  const dialog = page.getByRole('dialog', { name: U.dialogTitle });
  await dialog.getByLabel(label(U.jenisUji)).selectOption('Uji Beton');
  const tests = dialog.getByRole('group', { name: label(T.testsLegend) });
  await expect(tests.getByRole('spinbutton')).toHaveCount(3);
  const total = dialog.getByTestId('lab-total');
  await expect(total).toContainText('Rp 0');

  // Nothing chosen: the form says so, and nothing is sent.
  await dialog.getByLabel(label(U.suratPermohonan)).setInputFiles({ name: 'permohonan.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await dialog.getByLabel(label(U.ktp)).setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await dialog.getByRole('checkbox', { name: CONSENT.ktpConsent }).check();
  await dialog.getByRole('button', { name: U.submit }).click();
  await expect(tests).toContainText(T.noTestChosen);

  await tests.getByLabel('Kuat tekan beton silinder', { exact: true }).fill('2');
  await tests.getByLabel('Kuat tekan beton kubus', { exact: true }).fill('12');
  await expect(tests.getByRole('listitem').filter({ hasText: 'silinder' })).toContainText('Rp 300.000');
  await expect(tests.getByRole('listitem').filter({ hasText: 'kubus' })).toContainText('Rp 1.500.000');
  await expect(total).toContainText('Rp 1.800.000');
  await expectNoViolations(page, 'Uji Lab dialog with tests');
  await tests.scrollIntoViewIfNeeded();
  await shot(page, 'form-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'form-1280');

  await dialog.getByRole('button', { name: U.submit }).click();
  const toast = page.locator('li[data-variant]').filter({ hasText: U.successTitle });
  await expect(toast).toBeVisible();
  const code = (await toast.textContent())!.match(/LAB-\d{4}-[A-Z0-9]{6}/)![0];

  // The customer's own page lists the lines as priced.
  await page.goto(`/dashboard/permohonan/${code}`);
  await expect(page.getByTestId('lab-items-total')).toHaveText('Rp 1.800.000');
  const lines = page.getByRole('list', { name: T.itemsTitle }).getByRole('listitem');
  await expect(lines.filter({ hasText: 'Kuat tekan beton silinder' })).toContainText('Rp 300.000');
  await shot(page, 'customer-request-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'customer-request-360');

  // The lab's staff see the same on the request's page, and the tariff with its history.
  const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  const admin = await createUser(staff.request, { role: 'admin_ujilab' });
  await loginAs(staff, admin);
  await staff.goto(`/admin/ujilab/${code}`);
  await expect(staff.getByTestId('lab-items-total')).toHaveText('Rp 1.800.000');
  const kubusRow = staff.getByRole('list', { name: T.itemsTitle }).getByRole('listitem').filter({ hasText: 'Kuat tekan beton kubus' });
  await expect(kubusRow).toContainText('Rp 125.000');
  await expect(kubusRow).toContainText(`${T.quantity}: 12`);
  await expect(kubusRow).toContainText('Rp 1.500.000');
  await expectNoViolations(staff, 'admin Uji Lab request with its tests');
  await shot(staff, 'admin-request-1280');

  await staff.goto('/admin/ujilab/tarif');
  await expect(staff.getByRole('heading', { level: 1, name: T.adminTitle })).toBeVisible();
  const row = staff.getByRole('row', { name: /Kuat tekan beton silinder/ });
  await expect(row).toContainText('Rp 150.000');
  await expect(staff.getByRole('link', { name: 'Tarif Uji Lab' })).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(staff, 'admin tariff');
  await shot(staff, 'admin-tarif-1280');
  await row.getByRole('button', { name: T.priceLabel('Kuat tekan beton silinder') }).click();
  const priceDialog = staff.getByRole('dialog', { name: T.priceTitle('Kuat tekan beton silinder') });
  await expect(priceDialog.getByRole('region', { name: T.history })).toContainText('Rp 150.000');
  await expectNoViolations(staff, 'admin tariff price dialog');
  await shot(staff, 'admin-price-1280');
  await staff.setViewportSize({ width: 360, height: 800 });
  await shot(staff, 'admin-price-360');
  await priceDialog.getByRole('button', { name: T.cancel }).click();
  await shot(staff, 'admin-tarif-360');
  await staffContext.close();
});

test('staff price a "Lainnya" request after review: a missing name is refused, then the lines and the total show', async ({ page }) => {
  const customer = await createUser(page.request);
  await loginAs(page, customer);
  const made = await page.request.post('/api/ujilab', {
    multipart: {
      jenisUji: 'Lainnya',
      jenisUjiLainnya: 'Uji abrasi agregat',
      suratPermohonan: { name: 's.pdf', mimeType: 'application/pdf', buffer: pdf() },
      ktp: { name: 'k.pdf', mimeType: 'application/pdf', buffer: pdf() },
      ktpConsent: 'ya',
    },
  });
  expect(made.status()).toBe(201);
  const { trackingCode } = (await made.json()) as { trackingCode: string };

  await page.context().clearCookies();
  const admin = await createUser(page.request, { role: 'admin_ujilab' });
  await loginAs(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/ujilab/${trackingCode}`);
  const form = page.getByRole('form', { name: T.setItems });
  await expect(page.getByText(T.notPricedYet)).toBeVisible();
  await form.getByRole('button', { name: T.setItems }).click();
  await expect(form.getByText(T.nameRequired)).toBeVisible();
  await form.getByLabel(label(T.name)).fill('Abrasi agregat (Los Angeles)');
  await form.getByLabel(label(T.method)).fill('SNI 2417:2008');
  await form.getByLabel(label(T.unit)).fill('per contoh');
  await form.getByLabel(label(T.priceRp)).fill('275000');
  await form.getByLabel(label(T.quantity)).fill('2');
  await form.getByLabel(label(T.duration)).fill('4');
  await expectNoViolations(page, 'admin pricing a Lainnya request');
  await shot(page, 'admin-pricing-1280');
  await form.getByRole('button', { name: T.setItems }).click();
  await expect(page.getByTestId('lab-items-total')).toHaveText('Rp 550.000');
  await expect(form).toBeHidden();
  await shot(page, 'admin-priced-1280');
});
