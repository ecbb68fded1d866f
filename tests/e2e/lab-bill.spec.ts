import { LAB_BILL } from '../../src/shared/lab-bill-strings.ts';
import { insertUjilabRequest, profileId } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 40, item 3: staff accept a lab request and bill it; the customer sees the bill and opens its PDF; the
// cashier records Lunas at the counter; the customer sees it paid.
const SHOTS = '/tmp/i40-payment-shots';

test('staff bill a lab request, the customer opens the bill, the counter records Lunas, the customer sees it paid', async ({
  browser,
  page,
  request,
}) => {
  const customer = await createUser(request, { fullName: 'Rahmat Hidayat', verified: true });
  const lab = await insertUjilabRequest(await profileId(customer), { jenisUji: 'Uji Beton', status: 'Diajukan' });
  const staff = await createUser(request, { role: 'admin_ujilab' });

  // Staff: accept and issue the bill (two lines; the total shows before sending).
  await loginAs(page, staff);
  await page.goto(`/admin/ujilab/${lab.trackingCode}`);
  const panel = page.getByRole('form', { name: LAB_BILL.issueTitle });
  await panel.getByLabel(new RegExp(`^${LAB_BILL.itemName}`)).fill('Kuat tekan beton (SNI 1974:2011)');
  await panel.getByLabel(new RegExp(`^${LAB_BILL.itemUnit}`)).fill('per benda uji');
  await panel.getByLabel(new RegExp(`^${LAB_BILL.itemQuantity}`)).fill('5');
  await panel.getByLabel(new RegExp(`^${LAB_BILL.itemPrice}`)).fill('150000');
  await panel.getByRole('button', { name: `Tambah ${LAB_BILL.itemName.toLowerCase()}` }).click();
  await panel
    .getByLabel(new RegExp(`^${LAB_BILL.itemName}`))
    .nth(1)
    .fill('Slump test (SNI 1972:2008)');
  await panel
    .getByLabel(new RegExp(`^${LAB_BILL.itemUnit}`))
    .nth(1)
    .fill('per sampel');
  await panel
    .getByLabel(new RegExp(`^${LAB_BILL.itemPrice}`))
    .nth(1)
    .fill('500000');
  await expect(panel.getByTestId('total-tagihan')).toHaveText('Rp 1.250.000');
  await expectNoViolations(page, 'issue bill form');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/staff-issue-1280.png`, fullPage: true });
  await panel.getByRole('button', { name: LAB_BILL.issueAction }).click();
  await expectToast(page, LAB_BILL.issueDone);
  const bill = page.getByTestId('tagihan');
  await expect(bill).toContainText('Rp 1.250.000');
  await expect(bill).toContainText(LAB_BILL.statuses.belum);
  await expect(page.getByRole('main').getByText('Menunggu Pembayaran').first()).toBeVisible();

  // Customer: the bill on the request page, and its PDF.
  const customerContext = await browser.newContext();
  const mine = await customerContext.newPage();
  await loginAs(mine, customer);
  await mine.goto(`/dashboard/permohonan/${lab.trackingCode}`);
  const own = mine.getByTestId('tagihan');
  await expect(own).toContainText(/SKRD\/UJILAB\/\d{4}\/\d{6}/);
  await expect(own).toContainText('Rp 1.250.000');
  await expect(own).toContainText(LAB_BILL.counterTitle);
  await expectNoViolations(mine, 'customer bill');
  for (const width of [360, 1280]) {
    await mine.setViewportSize({ width, height: 900 });
    await mine.screenshot({ path: `${SHOTS}/customer-bill-${width}.png`, fullPage: true });
  }
  const pdf = await mine.request.get(`/api/lab-bills/${lab.trackingCode}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(own.getByRole('link', { name: LAB_BILL.download })).toHaveAttribute('href', `/api/lab-bills/${lab.trackingCode}/pdf`);

  // The cashier: Lunas with the receipt number.
  const counter = page.getByRole('form', { name: LAB_BILL.counterTitleStaff });
  await counter.getByLabel(new RegExp(`^${LAB_BILL.receiptNumber}`)).fill('KW-2026-0042');
  await page.setViewportSize({ width: 360, height: 900 });
  await page.screenshot({ path: `${SHOTS}/staff-counter-360.png`, fullPage: true });
  await counter.getByRole('button', { name: LAB_BILL.counterAction }).click();
  await expectToast(page, LAB_BILL.counterDone);
  await expect(bill).toContainText(LAB_BILL.statuses.lunas);
  await expect(bill).toContainText('KW-2026-0042');
  await expectNoViolations(page, 'paid bill (staff)');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/staff-paid-1280.png`, fullPage: true });

  // Customer: paid, and the request moved on.
  await mine.reload();
  await expect(own).toContainText(LAB_BILL.statuses.lunas);
  await expect(own).toContainText('KW-2026-0042');
  await expect(mine.getByRole('main').getByText('Diproses').first()).toBeVisible();
  await mine.setViewportSize({ width: 360, height: 900 });
  await mine.screenshot({ path: `${SHOTS}/customer-paid-360.png`, fullPage: true });
  await customerContext.close();
});
