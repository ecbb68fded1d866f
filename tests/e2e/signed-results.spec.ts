import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { DOCUMENTS } from '../../src/shared/issued-document-strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { pdfBytes } from '../../src/server/uploads/test-files.ts';
import { PORTAL_SIGNER_CN } from '../../src/server/signing/local-signer.ts';
import { insertUjilabRequest, profileId, saveChange } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 40, item 5: a result report is signed when staff issue it (the portal's own certificate here: no
// BSrE in the e2e server); the customer's download carries a PAdES signature that poppler accepts;
// /verifikasi says who signed and when, and a copy changed after signing is "tidak sah" with the reason.

const V = DOCUMENTS.verify;
const SHOTS = '/tmp/i40-signing-shots';

test('a signed result: issued, downloaded, verified; a changed copy is not valid, with its reason', async ({
  browser,
  page,
  request,
}, testInfo) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const customer = await createUser(request, { fullName: 'Yusuf Pabittei', verified: true });
  const lab = await insertUjilabRequest(await profileId(customer), { jenisUji: 'Uji Beton', status: 'Dalam Pengujian' });
  const staff = await createUser(request, { role: 'admin_ujilab', fullName: 'Nur Laboran' });
  const pdf = Buffer.from(pdfBytes(1500));
  pdf.write(`Hasil uji ${lab.trackingCode}`, 12, 'latin1');

  // Staff: Selesai with the result report; the request page says it is signed, and by whom.
  await loginAs(page, staff);
  await page.goto(`/admin/ujilab?q=${lab.trackingCode}`);
  await page.getByRole('link', { name: ADMIN.requests.openOf(lab.trackingCode) }).click();
  await saveChange(page, { status: 'Selesai', file: { name: 'hasil.pdf', mimeType: 'application/pdf', buffer: pdf } });
  await expectToast(page, REQUEST_CHANGE.saved, REQUEST_CHANGE.savedMailed);
  const main = page.getByRole('main');
  await expect(main.getByText(DOCUMENTS.signing.signedBy).first()).toContainText(PORTAL_SIGNER_CN);

  // Customer: downloads it; the file carries a real PDF signature (poppler's pdfsig says valid).
  const customerContext = await browser.newContext();
  const mine = await customerContext.newPage();
  await loginAs(mine, customer);
  await mine.goto(`/dashboard/permohonan/${lab.trackingCode}`);
  await expect(mine.getByRole('main').getByText(DOCUMENTS.signing.signedBy)).toContainText(PORTAL_SIGNER_CN);
  const [download] = await Promise.all([
    mine.waitForEvent('download'),
    mine.getByRole('link', { name: `${DOCUMENTS.download} ${DOCUMENTS.kinds.lab_result}` }).click(),
  ]);
  const saved = testInfo.outputPath('hasil-ditandatangani.pdf');
  await download.saveAs(saved);
  const pdfsig = execFileSync('pdfsig', [saved]).toString();
  expect(pdfsig).toContain(`Signer Certificate Common Name: ${PORTAL_SIGNER_CN}`);
  expect(pdfsig).toContain('Signature Validation: Signature is Valid.');
  fs.copyFileSync(saved, `${SHOTS}/hasil-ditandatangani.pdf`);
  await customerContext.close();

  // Anyone: the downloaded copy is genuine and signed; at both widths, and axe-clean.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const label = new RegExp(`^${V.fileLabel}`);
  for (const width of [360, 1280]) {
    await stranger.setViewportSize({ width, height: 900 });
    await stranger.goto(`/verifikasi/${lab.trackingCode}`);
    await stranger.getByLabel(label).setInputFiles(saved);
    const result = stranger.getByRole('status').first();
    await expect(result).toContainText(V.genuineTitle);
    await expect(result.getByTestId('signature-verdict')).toContainText(`Sah: ditandatangani secara elektronik oleh ${PORTAL_SIGNER_CN}`);
    await expectNoViolations(stranger, `verifikasi sah ${width}`);
    await stranger.screenshot({ path: `${SHOTS}/verifikasi-sah-${width}.png`, fullPage: true });
  }

  // A copy changed after signing (one letter of the page's text): not recognised by its fingerprint; sent
  // as a file at the visitor's request, it is "Tidak sah" because it was changed after signing.
  const changed = fs.readFileSync(saved);
  changed[changed.indexOf('Hasil Uji Laboratorium') + 8] = '1'.charCodeAt(0);
  for (const width of [360, 1280]) {
    await stranger.setViewportSize({ width, height: 900 });
    await stranger.goto(`/verifikasi/${lab.trackingCode}`);
    await stranger.getByLabel(label).setInputFiles({ name: 'hasil.pdf', mimeType: 'application/pdf', buffer: changed });
    const result = stranger.getByRole('status').first();
    await expect(result).toContainText(V.unknownTitle);
    await result.getByRole('button', { name: V.fileCheck }).click();
    await expect(result).toContainText(V.signatureInvalidTitle);
    await expect(result.getByTestId('signature-verdict')).toContainText(V.signatureProblem.changed);
    await expect(stranger.locator('main')).not.toContainText('Yusuf');
    await expectNoViolations(stranger, `verifikasi tidak sah ${width}`);
    await stranger.screenshot({ path: `${SHOTS}/verifikasi-tidak-sah-${width}.png`, fullPage: true });
  }
  await strangerContext.close();
});
