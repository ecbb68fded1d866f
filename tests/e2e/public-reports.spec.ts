import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { MODERATION } from '../../src/shared/moderation-strings.ts';
import { REPORTS } from '../../src/shared/report-strings.ts';
import { SERVICE_MENU } from '../../src/shared/strings.ts';
import { expectNoViolations } from './axe.ts';
import { expectToast } from './auth-helpers.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const REPORTER = 'Sitti Rahmah Pelapor';

/** A report sent through the public API, as the form sends it: with a pin and one photo. */
async function sendReport(page: Page, place: string) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c5a3a' } })
    .jpeg()
    .toBuffer();
  const res = await page.request.post(`${E2E.baseUrl}/api/damage-reports`, {
    headers: { origin: E2E.baseUrl },
    multipart: {
      reporterName: REPORTER,
      reporterEmail: 'sitti.pelapor@contoh.id',
      location: place,
      reportType: 'Jalan',
      kabupaten: 'Majene',
      latitude: '-3.5403',
      longitude: '118.9707',
      description: 'Aspal berlubang sepanjang 20 meter di depan sekolah.',
      photos: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { trackingCode: string }).trackingCode;
}

/** The moderator opens the report's details in /admin/laporan. */
async function openModeration(page: Page, code: string) {
  await page.goto(`/admin/laporan?q=${code}`);
  await page
    .locator('tbody tr')
    .filter({ hasText: code })
    .getByRole('button', { name: ADMIN.requests.detailsOf(code) })
    .click();
  return page.getByRole('dialog');
}

test('a report is public only once a moderator approves it, and the public never sees the reporter', async ({ page, browser, request }) => {
  const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
  const code = await sendReport(page, place);
  const visitor = await browser.newContext();
  const public_ = await visitor.newPage();
  expect((await public_.goto(`/laporan/${code}`))!.status()).toBe(404);
  await expect(public_.getByRole('heading', { level: 1, name: REPORTS.notFoundTitle })).toBeVisible();

  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  const dialog = await openModeration(page, code);
  await expect(dialog.getByText(MODERATION.visibility.menunggu, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);
  await expect(dialog.getByText(MODERATION.visibility.publik, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: MODERATION.historyAction['damage-report.publish'] })).toBeVisible();

  // The visitor finds it on /laporan, from the Layanan menu, and opens it.
  await public_.goto('/');
  await public_.getByRole('button', { name: SERVICE_MENU.label }).click();
  await public_.getByRole('link', { name: /Laporan Warga/ }).click();
  await expect(public_.getByRole('heading', { level: 1, name: REPORTS.title })).toBeVisible();
  await public_.getByLabel(REPORTS.kabupaten).selectOption('Majene');
  await public_.getByRole('button', { name: REPORTS.apply }).click();
  await expect(public_).toHaveURL(/kabupaten=Majene/);
  await public_.getByRole('link', { name: place }).click();
  await expect(public_).toHaveURL(`/laporan/${code}`);
  await expect(public_.getByRole('heading', { level: 1, name: place })).toBeVisible();
  await expect(public_.getByRole('img', { name: `Foto 1 laporan ${code}` })).toHaveJSProperty('complete', true);
  await expect(public_.locator('main')).not.toContainText(REPORTER);
  await expect(public_.locator('main')).not.toContainText('sitti.pelapor');
  // The map shows the pin with no tiles at all.
  await expect(public_.getByLabel(`${REPORTS.location}: ${place}`).locator('.map-pin')).toHaveCount(1);

  // The page is rendered on the server with its Open Graph tags.
  const html = await (await request.get(`${E2E.baseUrl}/laporan/${code}`)).text();
  expect(html).toContain(`<meta property="og:title" content="Laporan ${code}`);
  expect(html).toContain(place);
  expect(html).not.toContain(REPORTER);
  await visitor.close();
});

test('a confidential report shows its kabupaten but no pin; hidden with a reason, it is gone', async ({ page, request }) => {
  const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
  const code = await sendReport(page, place);
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  const dialog = await openModeration(page, code);
  await dialog.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);
  await dialog.getByLabel(MODERATION.confidential).check();
  await expect(dialog.getByText(MODERATION.confidentialBadge, { exact: true })).toBeVisible();

  const publicPage = await page.context().browser()!.newPage();
  await publicPage.goto(`${E2E.baseUrl}/laporan/${code}`);
  await expect(publicPage.getByText(REPORTS.confidentialPlace)).toBeVisible();
  await expect(publicPage.locator('.leaflet-container')).toHaveCount(0);

  await dialog.getByRole('button', { name: MODERATION.hide, exact: true }).click();
  await expect(dialog.getByText(MODERATION.hideReasonRequired)).toBeVisible();
  await dialog.getByLabel(MODERATION.hideReason).fill('Laporan ganda, sudah ditangani lewat laporan lain.');
  await dialog.getByRole('button', { name: MODERATION.hide, exact: true }).click();
  await expect(dialog.getByText(MODERATION.visibility.disembunyikan, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('Laporan ganda, sudah ditangani lewat laporan lain.')).toBeVisible();
  expect((await publicPage.goto(`${E2E.baseUrl}/laporan/${code}`))!.status()).toBe(404);
  await publicPage.close();
});

for (const width of [360, 1280]) {
  test(`/laporan and a report pass axe at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
    const code = await sendReport(page, place);
    const moderator = await createUser(request, { role: 'admin_jembatantif' });
    await loginAs(page, moderator);
    const dialog = await openModeration(page, code);
    await dialog.getByRole('button', { name: MODERATION.publish }).click();
    await expectToast(page, MODERATION.savedTitle);
    await expectNoViolations(page, 'moderation dialog');
    await page.context().clearCookies();

    await page.goto('/laporan');
    if (width < 1024) await page.getByRole('button', { name: REPORTS.showMap }).click();
    await expect(page.locator('#peta-laporan .leaflet-container')).toBeVisible();
    await expectNoViolations(page, '/laporan');
    await page.goto(`/laporan/${code}`);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectNoViolations(page, `/laporan/${code}`);
  });
}
