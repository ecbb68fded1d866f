import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { CONSENT } from '../../src/shared/consent-strings.ts';
import { UPLOAD } from '../../src/shared/upload-strings.ts';
import { REPORT_FORM } from '../../src/shared/report-form-strings.ts';
import { LAYANAN } from '../../src/shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../src/shared/layanan-sirekanan-strings.ts';
import { LAYANAN_UJILAB } from '../../src/shared/layanan-ujilab-strings.ts';
import { LAYANAN_DAMAGE } from '../../src/shared/layanan-damage-strings.ts';
import { expectToast, toastWith } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test, withDb, type E2EUser } from './fixtures.ts';

// Issue 13, item 10: on a slow connection the bar moves, the form stays usable, cancelling stores
// nothing, and sending again works. Each form is photographed mid-upload at 1280 and 360 px.

const S = LAYANAN_SIREKANAN;
const U = LAYANAN_UJILAB;
const D = LAYANAN_DAMAGE;
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
/** A real PDF of about `kb` KB. */
const bigPdf = (kb: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%'), Buffer.alloc(kb * 1024, 0x41), Buffer.from('\n%%EOF\n')]);
/** A real JPEG of about 1.5 MB: noise does not compress. */
const bigJpeg = () =>
  sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A slow phone connection: about 100 KB/s up. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 100 * 1024,
  });
  return cdp;
}
const unthrottle = (cdp: CDPSession) =>
  cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

const valueOf = async (bar: Locator) => Number(await bar.getAttribute('aria-valuenow'));
/** The bar is there and its value grows. */
async function expectMoving(bar: Locator) {
  await expect(bar).toBeVisible();
  await expect.poll(() => valueOf(bar), { timeout: 10_000 }).toBeGreaterThan(2);
  const first = await valueOf(bar);
  await expect.poll(() => valueOf(bar), { timeout: 10_000 }).toBeGreaterThan(first);
}

/** The screen mid-upload at 1280 and 360 px wide, kept in the test's output folder; ends at `endWidth`. */
async function photograph(page: Page, bar: Locator, name: string, testInfo: TestInfo, endWidth: 360 | 1280) {
  for (const width of endWidth === 360 ? [1280, 360] : [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await bar.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), animations: 'disabled' });
  }
}

/** What the database and the store hold for this account: requests, quota charged, files. */
async function storedFor(user: E2EUser, table: 'sirekanan_requests' | 'pengajuan_uji', bucket: string) {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM profiles WHERE email = $1', [user.email]);
    const id = rows[0]!.id;
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql, [id])).rows[0]!.n);
    const dir = path.join(E2E.dataDir, 'files', bucket, id);
    return {
      requests: await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`),
      ledger: await count('SELECT count(*) AS n FROM upload_ledger WHERE user_id = $1'),
      files: fs.existsSync(dir) ? fs.readdirSync(dir) : [],
    };
  });
}

test('Sirekanan: a slow upload shows its progress and can be cancelled without storing anything; sent again, it arrives', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const user = await createUser(page.request);
  await loginAs(page, user);
  await page.goto('/layanan/sirekanan');
  const subject = `Lampiran besar ${randomUUID().slice(0, 6)}`;
  await page.getByLabel(label(S.subject)).fill(subject);
  await page.getByLabel(label(S.details)).fill('Mohon diperiksa lampiran gambar teknis berikut.');
  await page
    .getByLabel(label(S.attachment))
    .setInputFiles({ name: 'gambar-teknis.pdf', mimeType: 'application/pdf', buffer: bigPdf(1500) });

  const cdp = await throttle(page);
  await page.getByRole('button', { name: S.submit }).click();
  const bar = page.getByRole('progressbar', { name: UPLOAD.label });
  await expectMoving(bar);
  await expect(page.getByRole('button', { name: LAYANAN.sending })).toBeDisabled();
  await photograph(page, bar, 'sirekanan', testInfo, 360);
  await expectNoViolations(page, 'Sirekanan mid-upload at 360 px');
  // The form stays usable meanwhile.
  await page.getByLabel(label(S.details)).press('End');
  await page.getByLabel(label(S.details)).pressSequentially(' Terima kasih.');
  await expect(page.getByLabel(label(S.details))).toHaveValue(/Terima kasih\.$/);

  await page.getByRole('button', { name: UPLOAD.cancel }).click();
  await expectToast(page, UPLOAD.cancelled, UPLOAD.cancelledDescription);
  await expect(bar).toBeHidden();
  await expect(page.getByLabel(label(S.subject))).toHaveValue(subject);
  await expect(page.getByText('gambar-teknis.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: S.submit })).toBeEnabled();
  const own = await page.request.get('/api/sirekanan?page=1&pageSize=10');
  expect((await own.json()).total).toBe(0);
  expect(await storedFor(user, 'sirekanan_requests', 'service-documents')).toEqual({ requests: 0, ledger: 0, files: [] });

  await unthrottle(cdp);
  await page.getByRole('button', { name: S.submit }).click();
  await expectToast(page, S.successTitle);
  await expect.poll(async () => (await (await page.request.get('/api/sirekanan?page=1&pageSize=10')).json()).total).toBe(1);
  expect(await storedFor(user, 'sirekanan_requests', 'service-documents')).toMatchObject({
    requests: 1,
    ledger: 1,
    files: [expect.any(String)],
  });
});

test('Uji Lab: the dialog shows the progress of both documents, stays open with everything chosen after a cancel, and sends again', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const user = await createUser(page.request);
  await loginAs(page, user);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/layanan/ujilab');
  await page.getByRole('button', { name: U.newRequest }).click();
  const dialog = page.getByRole('dialog', { name: U.dialogTitle });
  await dialog.getByLabel(label(U.jenisUji)).selectOption('Uji Beton');
  // Issue 40, item 2: at least one test of the tariff.
  await dialog.getByRole('spinbutton').first().fill('1');
  await dialog
    .getByLabel(label(U.suratPermohonan))
    .setInputFiles({ name: 'permohonan.pdf', mimeType: 'application/pdf', buffer: bigPdf(900) });
  await dialog.getByLabel(label(U.ktp)).setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: bigPdf(900) });
  await dialog.getByRole('checkbox', { name: CONSENT.ktpConsent }).check();

  const cdp = await throttle(page);
  // The bar pushes the buttons down and its cancel button can land under the pointer that just
  // sent: a click there at once (a double click's second) must not cancel what the first one sent.
  await dialog.getByRole('button', { name: U.submit }).click();
  const bar = dialog.getByRole('progressbar', { name: UPLOAD.label });
  await expect(bar).toBeVisible();
  const cancel = (await dialog.getByRole('button', { name: UPLOAD.cancel }).boundingBox())!;
  await page.mouse.click(cancel.x + cancel.width / 2, cancel.y + cancel.height / 2);
  await expectMoving(bar);
  await expect(toastWith(page, UPLOAD.cancelled)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: LAYANAN.sending })).toBeDisabled();
  await photograph(page, bar, 'ujilab', testInfo, 1280);
  await expectNoViolations(page, 'Uji Lab dialog mid-upload');

  await dialog.getByRole('button', { name: UPLOAD.cancel }).click();
  await expectToast(page, UPLOAD.cancelled, UPLOAD.cancelledDescription);
  await expect(bar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(label(U.jenisUji))).toHaveValue('Uji Beton');
  await expect(dialog.getByText('permohonan.pdf')).toBeVisible();
  await expect(dialog.getByText('ktp.pdf')).toBeVisible();
  expect(await storedFor(user, 'pengajuan_uji', 'lab-documents')).toEqual({ requests: 0, ledger: 0, files: [] });

  await unthrottle(cdp);
  await dialog.getByRole('button', { name: U.submit }).click();
  await expectToast(page, U.successTitle);
  await expect(dialog).toBeHidden();
  expect(await storedFor(user, 'pengajuan_uji', 'lab-documents')).toMatchObject({ requests: 1, ledger: 1 });
});

test('Lapor Kerusakan on a phone: a visitor sees the photo go up, cancels, keeps what was typed and sends again', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/layanan/lapor-kerusakan');
  const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
  await page.getByLabel(label(D.reporterName)).fill('Sitti Rahmah');
  await page.getByLabel(label(D.location)).fill(place);
  await page.getByLabel(label(D.reportType)).selectOption('Jalan');
  await page.getByLabel(/^Kabupaten/).selectOption('Majene');
  await page.getByLabel(label(D.descriptionLabel)).fill('Aspal berlubang sepanjang 20 meter.');
  await page.getByLabel(label(REPORT_FORM.photos)).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await bigJpeg() });
  const reports = () =>
    withDb(async (db) =>
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM service_requests WHERE description = $1', [place])).rows[0]!.n),
    );

  const cdp = await throttle(page);
  await page.getByRole('button', { name: D.submit }).click();
  const bar = page.getByRole('progressbar', { name: UPLOAD.label });
  await expectMoving(bar);
  await expect(page.getByRole('button', { name: LAYANAN.sending })).toBeDisabled();
  await page.getByLabel(label(D.descriptionLabel)).pressSequentially(' Dekat jembatan.');
  await photograph(page, bar, 'lapor-kerusakan', testInfo, 360);

  await page.getByRole('button', { name: UPLOAD.cancel }).click();
  await expectToast(page, UPLOAD.cancelled, UPLOAD.cancelledDescription);
  await expect(bar).toBeHidden();
  await expect(page.getByLabel(label(D.location))).toHaveValue(place);
  await expect(page.getByLabel(label(D.descriptionLabel))).toHaveValue(/Dekat jembatan\.$/);
  // The photo is still there to send again.
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  expect(await reports()).toBe(0);

  await unthrottle(cdp);
  await page.getByRole('button', { name: D.submit }).click();
  await expectToast(page, D.successTitle);
  expect(await reports()).toBe(1);
});
