import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { DOCUMENTS } from '../../src/shared/issued-document-strings.ts';
import { REQUEST_DETAIL } from '../../src/shared/request-detail-strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { insertUjilabRequest, profileId, saveChange } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';
import { pdfBytes } from '../../src/server/uploads/test-files.ts';

// A lab result from the admin's upload to the customer's download and to a stranger's check of a
// copy at /verifikasi/{code} (issue 13, items 6 and 7).

/** A small real PDF (one the signer can sign), unique to this run so that its SHA-256 is too. */
function resultPdf(tag: string): Buffer {
  const pdf = Buffer.from(pdfBytes(1200));
  pdf.write(`Laporan hasil uji ${tag}`, 12, 'latin1');
  return pdf;
}

test('staff issue a lab result; the customer downloads it from the request page; a copy verifies, an altered one does not', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const customer = await createUser(request, { fullName: 'Rahmat Hidayat', verified: true });
  const lab = await insertUjilabRequest(await profileId(customer), { jenisUji: 'Uji Beton', status: 'Dalam Pengujian' });
  const staff = await createUser(request, { role: 'admin_ujilab' });
  const pdf = resultPdf(lab.trackingCode);
  const pdfPath = testInfo.outputPath('hasil.pdf');
  fs.writeFileSync(pdfPath, pdf);

  // Staff: not before Selesai; then upload, and the list shows it with its fingerprint.
  await loginAs(page, staff);
  await page.goto(`/admin/ujilab?q=${lab.trackingCode}`);
  await page.getByRole('link', { name: ADMIN.requests.openOf(lab.trackingCode) }).click();
  const dialog = page.getByRole('main');
  await expect(dialog.getByText(DOCUMENTS.notYet.lab_result)).toBeVisible();
  // Issue 38: Selesai and its result report in one change, one e-mail.
  await saveChange(page, { status: 'Selesai', file: { name: 'hasil.pdf', mimeType: 'application/pdf', buffer: pdf } });
  await expectToast(page, REQUEST_CHANGE.saved, REQUEST_CHANGE.savedMailed);
  // Issue 40: the file is signed when issued; the fingerprint shown is the signed file's.
  await expect(dialog.getByText(DOCUMENTS.signing.signedBy)).toBeVisible();
  const shown = (await dialog.getByText(DOCUMENTS.fingerprint).first().textContent()) ?? '';
  const sha = /[0-9a-f]{64}/.exec(shown)?.[0];
  await expect(dialog.getByRole('button', { name: DOCUMENTS.replace.lab_result })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /bukti-pengajuan-/ })).toHaveAttribute('href', `/api/receipts/${lab.trackingCode}`);

  // Customer: from the dashboard's list to the request's own page, and the very bytes downloaded.
  const customerContext = await browser.newContext();
  const mine = await customerContext.newPage();
  await loginAs(mine, customer);
  await mine.goto('/dashboard');
  await mine.getByRole('link', { name: 'Uji Beton' }).first().click();
  await expect(mine).toHaveURL(new RegExp(`/dashboard/permohonan/${lab.trackingCode}$`));
  await expect(mine.getByRole('heading', { level: 1, name: 'Uji Beton' })).toBeVisible();
  await expect(mine.locator('main')).toContainText('Selesai');
  const [download] = await Promise.all([
    mine.waitForEvent('download'),
    mine.getByRole('link', { name: `${DOCUMENTS.download} ${DOCUMENTS.kinds.lab_result}` }).click(),
  ]);
  const saved = testInfo.outputPath('unduhan.pdf');
  await download.saveAs(saved);
  expect(createHash('sha256').update(fs.readFileSync(saved)).digest('hex')).toBe(sha);
  await expectNoViolations(mine, 'request detail');
  await mine.getByRole('link', { name: REQUEST_DETAIL.verifyLink }).click();
  await expect(mine).toHaveURL(new RegExp(`/verifikasi/${lab.trackingCode}$`));
  await customerContext.close();

  // Anyone: the copy is genuine, an altered one is not, and nothing of the customer shows.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(`/verifikasi/${lab.trackingCode}`);
  await stranger.getByLabel(new RegExp(`^${DOCUMENTS.verify.fileLabel}`)).setInputFiles(saved);
  const result = stranger.getByRole('status');
  await expect(result).toContainText(DOCUMENTS.verify.genuineTitle);
  await expect(result).toContainText('Uji Beton');
  const altered = Buffer.from(pdf);
  altered[60] = 0x41;
  await stranger
    .getByLabel(new RegExp(`^${DOCUMENTS.verify.fileLabel}`))
    .setInputFiles({ name: 'hasil.pdf', mimeType: 'application/pdf', buffer: altered });
  await expect(result).toContainText(DOCUMENTS.verify.unknownTitle);
  await expect(stranger.locator('main')).not.toContainText('Rahmat');
  await expectNoViolations(stranger, 'verifikasi');
  await strangerContext.close();
});

test('an unknown code is a 404 with an Indonesian message; someone else’s request is not found on the dashboard', async ({
  page,
  request,
}) => {
  const res = await page.goto('/verifikasi/LAB-2026-ZZZZZZ');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText(DOCUMENTS.verify.notFound);

  const owner = await createUser(request);
  const lab = await insertUjilabRequest(await profileId(owner));
  await loginAs(page, await createUser(request));
  await page.goto(`/dashboard/permohonan/${lab.trackingCode}`);
  await expect(page.getByRole('alert')).toContainText(REQUEST_DETAIL.notFound);
});
