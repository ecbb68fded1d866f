import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { CONSENT } from '../../src/shared/consent-strings.ts';
import { DOCUMENTS } from '../../src/shared/issued-document-strings.ts';
import { LAB_BILL } from '../../src/shared/lab-bill-strings.ts';
import { LAB_SAMPLE } from '../../src/shared/lab-sample-strings.ts';
import { LAYANAN_UJILAB } from '../../src/shared/layanan-ujilab-strings.ts';
import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { TARIFF_TEXT } from '../../src/shared/ujilab-tariff-strings.ts';
import { PORTAL_SIGNER_CN } from '../../src/server/signing/local-signer.ts';
import { pdfBytes } from '../../src/server/uploads/test-files.ts';
import { saveChange } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// Issue 40 end to end, as the lab's customer, its staff and its cashier live it: two Uji Beton tests chosen
// with the total shown → staff accept and bill → paid at the counter → a slot booked → the sample received →
// the result issued and signed → the customer downloads it (pdfsig: valid) → /verifikasi says signed and valid.
const U = LAYANAN_UJILAB;
const T = TARIFF_TEXT;
const B = LAB_SAMPLE.booking;
const SHOTS = '/tmp/i40-journey-shots';
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
const letter = () => Buffer.from('%PDF-1.4\n1 0 obj << /Title (Surat) >> endobj\n%%EOF\n');

async function shot(page: Page, name: string, widths: number[] = [360, 1280]) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('request two Uji Beton tests → bill → paid at the counter → slot → sample → signed result → verified', async ({
  browser,
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  await withDb((db) =>
    db.query(
      `UPDATE lab_schedule SET weekdays = '{1,2,3,4,5}', opens_at = '08:00', closes_at = '15:00', slot_minutes = 60, capacity = 4 WHERE id = 1`,
    ),
  );
  const customer = await createUser(request, { fullName: 'Andi Kontraktor', verified: true });

  // 1. The customer chooses two tests of the tariff and sees the total before sending.
  await loginAs(page, customer);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/layanan/ujilab');
  await page.getByRole('button', { name: U.newRequest }).click();
  const dialog = page.getByRole('dialog', { name: U.dialogTitle });
  await dialog.getByLabel(label(U.jenisUji)).selectOption('Uji Beton');
  const tests = dialog.getByRole('group', { name: label(T.testsLegend) });
  await tests.getByLabel('Kuat tekan beton silinder', { exact: true }).fill('2');
  await tests.getByLabel('Kuat tekan beton kubus', { exact: true }).fill('3');
  await expect(dialog.getByTestId('lab-total')).toContainText('Rp 675.000');
  await dialog
    .getByLabel(label(U.suratPermohonan))
    .setInputFiles({ name: 'permohonan.pdf', mimeType: 'application/pdf', buffer: letter() });
  await dialog.getByLabel(label(U.ktp)).setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: letter() });
  await dialog.getByRole('checkbox', { name: CONSENT.ktpConsent }).check();
  await dialog.getByRole('button', { name: U.submit }).click();
  const sent = page.locator('li[data-variant]').filter({ hasText: U.successTitle });
  await expect(sent).toBeVisible();
  const code = (await sent.textContent())!.match(/LAB-\d{4}-[A-Z0-9]{6}/)![0];

  // 2. Staff accept it: the bill is the request's own tests; the request waits for its payment.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await loginAs(staff, await createUser(request, { role: 'admin_ujilab', fullName: 'Nur Laboran' }));
  await staff.goto(`/admin/ujilab/${code}`);
  const issue = staff.getByRole('form', { name: LAB_BILL.issueTitle });
  await expect(issue.getByTestId('total-tagihan')).toHaveText('Rp 675.000');
  await expectNoViolations(staff, 'accept and bill');
  await shot(staff, 'staff-issue');
  await issue.getByRole('button', { name: LAB_BILL.issueAction }).click();
  await expectToast(staff, LAB_BILL.issueDone);
  const staffBill = staff.getByTestId('tagihan');
  await expect(staffBill).toContainText('Rp 675.000');
  await expect(staffBill).toContainText('Kuat tekan beton kubus');
  await expect(staff.getByRole('main').getByText('Menunggu Pembayaran').first()).toBeVisible();

  // 3. The customer sees the bill, with its number and how to pay, and its PDF.
  await page.goto(`/dashboard/permohonan/${code}`);
  const bill = page.getByTestId('tagihan');
  await expect(bill).toContainText(/SKRD\/UJILAB\/\d{4}\/\d{6}/);
  await expect(bill).toContainText('Rp 675.000');
  await expect(bill).toContainText(LAB_BILL.counterTitle);
  const pdf = await page.request.get(`/api/lab-bills/${code}/pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoViolations(page, 'the customer bill');
  await shot(page, 'customer-bill');

  // 4. The cashier records Lunas at the counter; the request now waits for its sample.
  const counter = staff.getByRole('form', { name: LAB_BILL.counterTitleStaff });
  await counter.getByLabel(label(LAB_BILL.receiptNumber)).fill('KW-2026-0042');
  await counter.getByRole('button', { name: LAB_BILL.counterAction }).click();
  await expectToast(staff, LAB_BILL.counterDone);
  await expect(staffBill).toContainText(LAB_BILL.statuses.lunas);
  await expect(staff.getByRole('main').getByText('Menunggu Sampel').first()).toBeVisible();
  await shot(staff, 'staff-paid');

  // 5. The customer sees it paid and books the first open slot.
  await page.reload();
  await expect(bill).toContainText(LAB_BILL.statuses.lunas);
  const booking = page.locator('section').filter({ has: page.getByRole('heading', { name: B.title }) });
  const slot = booking.getByLabel(B.slot);
  const first = await slot.locator('option[value*=" "]').first().getAttribute('value');
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await slot.selectOption(first!);
  await expectNoViolations(page, 'the booking panel');
  await booking.getByRole('button', { name: B.book }).click();
  await expectToast(page, B.bookedToast);
  await expect(booking).toContainText(B.booked);
  await shot(page, 'customer-booked');

  // 6. The lab receives the sample on that day: Dalam Pengujian, the test's clock starts.
  const [day] = first!.split(' ');
  await staff.goto(`/admin/ujilab/sampel?tanggal=${day}`);
  const row = staff.getByRole('listitem').filter({ hasText: code });
  await row.getByRole('button', { name: `${LAB_SAMPLE.arrivals.receive}: ${code}` }).click();
  const arrival = staff.getByRole('dialog');
  await arrival.getByLabel(LAB_SAMPLE.receive.count).fill('5');
  await arrival.getByLabel(LAB_SAMPLE.receive.condition).selectOption('baik');
  const register = `LAB/2026/J${Date.now() % 100000}`;
  await arrival.getByLabel(LAB_SAMPLE.receive.register).fill(register);
  await arrival.getByRole('button', { name: LAB_SAMPLE.receive.submit }).click();
  await expectToast(staff, LAB_SAMPLE.receive.done);
  await expect(row).toContainText('Dalam Pengujian');

  // 7. The result report, issued with Selesai, is signed by the portal's certificate.
  const result = Buffer.from(pdfBytes(1500));
  result.write(`Hasil uji ${code}`, 12, 'latin1');
  await staff.goto(`/admin/ujilab/${code}`);
  await saveChange(staff, { status: 'Selesai', file: { name: 'hasil.pdf', mimeType: 'application/pdf', buffer: result } });
  await expectToast(staff, REQUEST_CHANGE.saved, REQUEST_CHANGE.savedMailed);
  await expect(staff.getByRole('main').getByText(DOCUMENTS.signing.signedBy).first()).toContainText(PORTAL_SIGNER_CN);
  await shot(staff, 'staff-result');
  await staffContext.close();

  // 8. The customer downloads it; poppler finds a valid signature by the portal.
  await page.reload();
  await expect(page.getByRole('main').getByText('Selesai').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `${DOCUMENTS.download} ${DOCUMENTS.kinds.lab_result}` }).click(),
  ]);
  const saved = testInfo.outputPath('hasil-uji.pdf');
  await download.saveAs(saved);
  const pdfsig = execFileSync('pdfsig', [saved]).toString();
  expect(pdfsig).toContain(`Signer Certificate Common Name: ${PORTAL_SIGNER_CN}`);
  expect(pdfsig).toContain('Signature Validation: Signature is Valid.');
  await shot(page, 'customer-done');

  // 9. Anyone checks the downloaded copy on /verifikasi: genuine, signed, by whom.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/verifikasi/${code}`);
  await stranger.getByLabel(label(DOCUMENTS.verify.fileLabel)).setInputFiles(saved);
  const verdict = stranger.getByRole('status').first();
  await expect(verdict).toContainText(DOCUMENTS.verify.genuineTitle);
  await expect(verdict.getByTestId('signature-verdict')).toContainText(`Sah: ditandatangani secara elektronik oleh ${PORTAL_SIGNER_CN}`);
  await expectNoViolations(stranger, 'verifikasi');
  await shot(stranger, 'verifikasi');

  // Each step told the customer by e-mail: the bill, the payment, the booking, the arrival, the result.
  const kinds = await withDb(
    async (db) =>
      (
        await db.query<{ kind: string }>('SELECT kind FROM outbox_mails WHERE lower(to_address) = lower($1) ORDER BY created_at', [
          customer.email,
        ])
      ).rows,
  );
  expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['lab_bill', 'lab_paid']));
  expect(kinds.length).toBeGreaterThanOrEqual(5);
  expect(consoleErrors).toEqual([]);
});
