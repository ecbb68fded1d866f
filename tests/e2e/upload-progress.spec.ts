import { randomUUID } from 'node:crypto';
import { UPLOAD } from '../../src/shared/upload-strings.ts';
import { LAYANAN } from '../../src/shared/strings.ts';
import { expectToast } from './auth-helpers.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 13, item 10: on a slow connection the bar moves, the form stays usable, cancelling stores
// nothing, and sending again works.

const S = LAYANAN.sirekanan;
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
/** A real PDF of about `kb` KB. */
const bigPdf = (kb: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%'), Buffer.alloc(kb * 1024, 0x41), Buffer.from('\n%%EOF\n')]);

test('a slow upload shows its progress and can be cancelled without storing anything; sent again, it arrives', async ({ page }) => {
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

  // A slow phone connection: about 100 KB/s up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 100 * 1024,
  });

  await page.getByRole('button', { name: S.submit }).click();
  const bar = page.getByRole('progressbar', { name: UPLOAD.label });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(5);
  const first = Number(await bar.getAttribute('aria-valuenow'));
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(first);
  // The form stays usable meanwhile.
  await page.getByLabel(label(S.details)).press('End');
  await page.getByLabel(label(S.details)).pressSequentially(' Terima kasih.');
  await expect(page.getByLabel(label(S.details))).toHaveValue(/Terima kasih\.$/);

  await page.getByRole('button', { name: UPLOAD.cancel }).click();
  await expectToast(page, UPLOAD.cancelled, UPLOAD.cancelledDescription);
  await expect(bar).toBeHidden();
  await expect(page.getByLabel(label(S.subject))).toHaveValue(subject);
  const own = await page.request.get('/api/sirekanan?page=1&pageSize=10');
  expect((await own.json()).total).toBe(0);

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.getByRole('button', { name: S.submit }).click();
  await expectToast(page, S.successTitle);
  await expect.poll(async () => (await (await page.request.get('/api/sirekanan?page=1&pageSize=10')).json()).total).toBe(1);
});
