import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { LAB_FIGURES } from '../../src/shared/lab-figures-strings.ts';
import { STATS } from '../../src/shared/statistics-strings.ts';
import { insertUjilabRequest, profileId, uniqueTag } from './admin-fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// Issue 40, item 6: "Ringkasan Laboratorium" on /admin/ujilab and its reconciliation CSV; the lab's median on /statistik.
const SHOTS = '/tmp/i40-figures-shots';
const DAY = 86_400_000;
// Other specs add lab requests at the same time: /statistik is read for a year of its own.
const YEAR = 2045;

async function insertBill(requestId: string, o: { test: string; quantity: number; unitPrice: number; paid: boolean; dueAt: Date }) {
  const seq = 700_000_000 + randomInt(100_000_000);
  const amount = o.quantity * o.unitPrice;
  const lines = [{ name: o.test, unit: 'per benda uji', quantity: o.quantity, unitPrice: o.unitPrice, amount }];
  await withDb((db) =>
    db.query(
      `INSERT INTO lab_bills (seq, number, request_id, lines, total, due_at, status, paid_at, channel, paid_reference, va_customer_no)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        seq,
        `SKRD/UJILAB/2026/${seq}`,
        requestId,
        JSON.stringify(lines),
        amount,
        o.dueAt,
        o.paid ? 'lunas' : 'belum',
        o.paid ? new Date(Date.now() - 3600_000) : null,
        o.paid ? 'loket' : null,
        o.paid ? `KW-${seq}` : null,
        `9${seq}`,
      ],
    ),
  );
  return `SKRD/UJILAB/2026/${seq}`;
}

async function insertSample(requestId: string, register: string, receivedAt: Date, dueOn: string) {
  await withDb((db) =>
    db.query(
      `INSERT INTO lab_samples (request_id, register_number, sample_count, condition, received_at, due_on) VALUES ($1, $2, 3, 'baik', $3, $4)`,
      [requestId, register, receivedAt, dueOn],
    ),
  );
}

test('the lab staff see revenue, unpaid bills and late tests above the list, and download the day’s reconciliation', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('Beton');
  const customer = await createUser(request, { fullName: `Kontraktor ${tag}` });
  const owner = await profileId(customer);
  const testName = `Kuat tekan ${tag} (SNI 1974:2011)`;
  // Paid an hour ago: 5 × Rp 250.000.
  const paid = await insertUjilabRequest(owner, { status: 'Menunggu Sampel' });
  await insertBill(paid.id, { test: testName, quantity: 5, unitPrice: 250_000, paid: true, dueAt: new Date(Date.now() + 14 * DAY) });
  // Unpaid, due well over a year ago: the oldest due, so first in the list.
  const unpaid = await insertUjilabRequest(owner, { status: 'Menunggu Pembayaran' });
  const unpaidNumber = await insertBill(unpaid.id, {
    test: testName,
    quantity: 1,
    unitPrice: 250_000,
    paid: false,
    dueAt: new Date(Date.now() - 400 * DAY),
  });
  // Late: due far in the past, still in the lab; on time: due in a week.
  const late = await insertUjilabRequest(owner, { status: 'Dalam Pengujian' });
  await insertSample(late.id, `REG-${tag}-1`, new Date(Date.now() - 420 * DAY), '2025-01-06');
  const onTime = await insertUjilabRequest(owner, { status: 'Dalam Pengujian' });
  const weekAhead = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  await insertSample(onTime.id, `REG-${tag}-2`, new Date(), weekAhead);

  const staff = await createUser(request, { role: 'admin_ujilab' });
  await loginAs(page, staff);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/ujilab');
  const section = page.getByRole('region', { name: LAB_FIGURES.title });
  await expect(section).toBeVisible();
  // The section sits above the list's filters and table.
  const sectionBox = (await section.boundingBox())!;
  const filterBox = (await page.getByLabel(ADMIN.requests.statusFilter, { exact: true }).boundingBox())!;
  expect(sectionBox.y + sectionBox.height).toBeLessThan(filterBox.y);

  const byTest = section.getByRole('table', { name: LAB_FIGURES.perTestCaption });
  await expect(byTest.getByRole('row', { name: new RegExp(tag) })).toContainText('Rp 1.250.000');
  await expect(section.getByRole('table', { name: LAB_FIGURES.perMonthCaption })).toBeVisible();
  const unpaidList = section.getByTestId('daftar-tagihan-belum-dibayar');
  await expect(unpaidList.getByRole('listitem').first()).toContainText(unpaidNumber);
  await expect(unpaidList.getByRole('listitem').first()).toContainText(LAB_FIGURES.overdue);
  const lateList = section.getByTestId('daftar-pengujian-terlambat');
  await expect(lateList).toContainText(`REG-${tag}-1`);
  await expect(lateList).not.toContainText(`REG-${tag}-2`);
  await expect(lateList.getByRole('link', { name: LAB_FIGURES.openRequest(late.trackingCode) })).toHaveAttribute(
    'href',
    `/admin/ujilab/${late.trackingCode}`,
  );
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page, '/admin/ujilab 360');
  await page.screenshot({ path: `${SHOTS}/admin-ujilab-360.png`, fullPage: true });
  await section.screenshot({ path: `${SHOTS}/ringkasan-360.png` });

  // The reconciliation: the day's CSV, today (WITA) by default.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(new Date());
  await expect(section.getByLabel(LAB_FIGURES.reconciliationDate)).toHaveValue(today);
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: LAB_FIGURES.reconciliationDownload }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rekonsiliasi-ujilab-${today}.csv`);
  const text = (await fs.readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toBe('"jenis","waktu","nomor_tagihan","kode_permohonan","kanal","nominal","referensi","hasil","alasan"');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(page, '/admin/ujilab 1280');
  await page.screenshot({ path: `${SHOTS}/admin-ujilab-1280.png`, fullPage: true });
  await section.screenshot({ path: `${SHOTS}/ringkasan-1280.png` });

  // A request opened from the late list.
  await lateList.getByRole('link', { name: LAB_FIGURES.openRequest(late.trackingCode) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ujilab/${late.trackingCode}$`));
});

test('/statistik shows the median days from the sample received to the result issued', async ({ page, request }) => {
  const customer = await createUser(request);
  const owner = await profileId(customer);
  for (const [i, days] of [2, 6].entries()) {
    const lab = await insertUjilabRequest(owner, { status: 'Selesai' });
    const received = new Date(Date.UTC(YEAR, 2 + i, 3, 1));
    await insertSample(lab.id, `REG-${lab.trackingCode}`, received, `${YEAR}-0${3 + i}-20`);
    await withDb((db) =>
      db.query(
        `INSERT INTO issued_documents (request_table, request_id, tracking_code, kind, file_url, size_bytes, sha256, issued_at)
         VALUES ('pengajuan_uji', $1, $2, 'lab_result', $3, 1000, $4, $5)`,
        [
          lab.id,
          lab.trackingCode,
          `/files/lab-documents/${owner}/hasil-uji-${i}.pdf`,
          `${lab.id}-e2e`,
          new Date(received.getTime() + days * DAY),
        ],
      ),
    );
  }
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/statistik?periode=${YEAR}`);
    const figure = page.getByTestId('lab-turnaround');
    await expect(figure).toContainText(STATS.labTurnaround);
    await expect(figure).toContainText('4,0 hari');
    await expect(figure).toContainText(STATS.labTurnaroundNote('2'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/statistik-${width}.png`, fullPage: true });
    await page.getByRole('region', { name: STATS.servicesTitle }).screenshot({ path: `${SHOTS}/statistik-layanan-${width}.png` });
  }
  // Another year: none yet.
  await page.goto(`/statistik?periode=${YEAR + 1}`);
  await expect(page.getByTestId('lab-turnaround')).toContainText(STATS.noData);
  await expectNoViolations(page, '/statistik 1280');
});
