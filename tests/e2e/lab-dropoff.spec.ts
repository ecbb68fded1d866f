import fs from 'node:fs';
import { LAB_SAMPLE } from '../../src/shared/lab-sample-strings.ts';
import { insertUjilabRequest, profileId } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// Issue 40, item 4: a paid lab request waits for its sample; the customer books a slot on the request page,
// the lab's staff see it in the day's list and record the sample's arrival; the customer then sees the
// register number and the day the result is due.

const SHOTS = '/tmp/i40-dropoff-shots';
const B = LAB_SAMPLE.booking;

test('the customer books a slot; staff see it in the day list and record the arrival', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await withDb((db) =>
    db.query(
      `UPDATE lab_schedule SET weekdays = '{1,2,3,4,5}', opens_at = '08:00', closes_at = '15:00', slot_minutes = 60, capacity = 4 WHERE id = 1`,
    ),
  );
  const customer = await createUser(request, { fullName: 'Andi Kontraktor', verified: true });
  const lab = await insertUjilabRequest(await profileId(customer), { jenisUji: 'Uji Beton', status: 'Menunggu Sampel' });

  // The customer: the request page offers the open slots and the opening hours.
  await loginAs(page, customer);
  await page.goto(`/dashboard/permohonan/${lab.trackingCode}`);
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: B.title }) });
  await expect(panel).toContainText(B.intro);
  await expect(panel).toContainText('Senin–Jumat, 08.00–15.00 WITA');
  const slot = panel.getByLabel(B.slot);
  const first = await slot.locator('option[value*=" "]').first().getAttribute('value');
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await slot.selectOption(first!);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/customer-booking-${width}.png`, fullPage: true });
  }
  await expectNoViolations(page, 'the booking panel');
  await panel.getByRole('button', { name: B.book }).click();
  await expectToast(page, B.bookedToast);
  await expect(panel).toContainText(B.booked);
  const [day, start] = first!.split(' ');
  const [booked] = await withDb(
    async (db) => (await db.query('SELECT slot_day::text AS day FROM lab_bookings WHERE request_id = $1', [lab.id])).rows,
  );
  expect(booked.day).toBe(day);

  // The lab's staff: the day's list, then "Sampel diterima".
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staffContext.newPage();
  await loginAs(staffPage, await createUser(request, { role: 'admin_ujilab', fullName: 'Petugas Lab' }));
  await staffPage.goto(`/admin/ujilab/sampel?tanggal=${day}`);
  const row = staffPage.getByRole('listitem').filter({ hasText: lab.trackingCode });
  await expect(row).toContainText(start!.replace(':', '.'));
  await expect(row).toContainText('Andi Kontraktor');
  await expectNoViolations(staffPage, 'the day list');
  await staffPage.screenshot({ path: `${SHOTS}/staff-day-list-1280.png`, fullPage: true });
  await row.getByRole('button', { name: `${LAB_SAMPLE.arrivals.receive}: ${lab.trackingCode}` }).click();
  const dialog = staffPage.getByRole('dialog');
  await dialog.getByLabel(LAB_SAMPLE.receive.count).fill('6');
  await dialog.getByLabel(LAB_SAMPLE.receive.condition).selectOption('baik');
  const register = `LAB/2026/${Date.now() % 100000}`;
  await dialog.getByLabel(LAB_SAMPLE.receive.register).fill(register);
  await expectNoViolations(staffPage, 'the arrival form');
  await staffPage.setViewportSize({ width: 360, height: 900 });
  await staffPage.screenshot({ path: `${SHOTS}/staff-receive-360.png`, fullPage: true });
  await dialog.getByRole('button', { name: LAB_SAMPLE.receive.submit }).click();
  await expectToast(staffPage, LAB_SAMPLE.receive.done);
  await expect(row).toContainText('Dalam Pengujian');
  await expect(row).toContainText(register);
  await staffPage.screenshot({ path: `${SHOTS}/staff-day-list-360.png`, fullPage: true });
  const [db] = await withDb(async (c) => (await c.query('SELECT status FROM pengajuan_uji WHERE id = $1', [lab.id])).rows);
  expect(db.status).toBe('Dalam Pengujian');

  // The schedule page, as staff set it.
  await staffPage.goto('/admin/ujilab/jadwal');
  await expect(staffPage.getByLabel(LAB_SAMPLE.schedule.capacity)).toHaveValue('4');
  await expectNoViolations(staffPage, 'the schedule page');
  for (const width of [360, 1280]) {
    await staffPage.setViewportSize({ width, height: 900 });
    await staffPage.screenshot({ path: `${SHOTS}/staff-schedule-${width}.png`, fullPage: true });
  }
  await staffContext.close();

  // The customer sees the register number and the due day.
  await page.reload();
  await expect(panel).toContainText(B.received(register));
  await expect(panel).toContainText(B.due);
  await page.setViewportSize({ width: 360, height: 900 });
  await page.screenshot({ path: `${SHOTS}/customer-received-360.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});
