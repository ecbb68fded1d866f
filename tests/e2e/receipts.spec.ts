import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { LAYANAN_DAMAGE } from '../../src/shared/layanan-damage-strings.ts';
import { CONFIRMATION } from '../../src/shared/confirmation-strings.ts';
import { E2E } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';

// Submit → confirmation panel → the receipt PDF downloads and its QR code, read from the rendered
// page, leads to /lacak/{code} (issue 13, items 3 and 11).
type JsQr = (typeof import('jsqr'))['default'];
const jsQR: JsQr = (jsQRModule as unknown as { default?: JsQr }).default ?? (jsQRModule as unknown as JsQr);
const D = LAYANAN_DAMAGE;
const C = CONFIRMATION.confirmation;
const label = (text: string) => new RegExp(`^${text}`);

test('a damage report sent without an account gets a confirmation panel and a receipt whose QR code opens its status', async ({
  page,
}, testInfo) => {
  await page.goto('/layanan/lapor-kerusakan');
  await page.getByLabel(label(D.reporterName)).fill('Sitti Rahmah');
  await page.getByLabel(label(D.location)).fill('Jl. Trans Sulawesi, Desa Belang-Belang');
  await page.getByLabel(label(D.reportType)).selectOption('Jalan');
  await page.getByLabel(/^Kabupaten/).selectOption('Polewali Mandar');
  await page.getByLabel(label(D.descriptionLabel)).fill('Aspal mengelupas sepanjang 20 meter setelah hujan deras.');
  await page.getByRole('button', { name: D.submit }).click();

  const panel = page.getByRole('status').filter({ hasText: C.yourCode });
  await expect(panel).toContainText(D.successTitle);
  const code = (await panel.textContent())!.match(/LPR-\d{4}-[A-Z0-9]{6}/)![0];
  await expect(panel).toContainText(C.next.damage);

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: C.download }).click()]);
  expect(download.suggestedFilename()).toBe(`bukti-pengajuan-${code}.pdf`);
  const file = testInfo.outputPath('receipt.pdf');
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, path.join(path.dirname(file), 'receipt')]);
  const png = PNG.sync.read(fs.readFileSync(path.join(path.dirname(file), 'receipt.png')));
  const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(qr?.data).toBe(`${E2E.baseUrl}/lacak/${code}`);

  await page.goto(new URL(qr!.data).pathname);
  await expect(page.getByText(code).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Sitti');
});
