import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { REQUIRED } from '../../src/shared/consent-strings.ts';
import { KABUPATEN_FIELD } from '../../src/shared/kabupaten.ts';
import { LAYANAN_DAMAGE as D } from '../../src/shared/layanan-damage-strings.ts';
import { REPORT_FORM } from '../../src/shared/report-form-strings.ts';
import { REPORTS } from '../../src/shared/report-strings.ts';
import { LACAK } from '../../src/shared/tracking-strings.ts';
import { expect, test, withDb } from './fixtures.ts';

// Issue 35, item 5: a phone that never runs the script (a weak 3G signal) still sends a damage
// report and looks a code up. The forms are real HTML forms the server answers with the page.

test.use({ javaScriptEnabled: false });

const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);
const photo = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

test('without JavaScript a visitor sends a damage report with a photo and sees its tracking code, then its status on /lacak', async ({
  page,
}) => {
  await page.goto('/layanan/lapor-kerusakan');
  const place = `Jl. Poros Majene km ${randomUUID().slice(0, 4)}`;
  await page.getByLabel(label(D.reporterName)).fill('Andi Baso');
  await page.getByLabel(label(D.location)).fill(place);
  await page.getByLabel(label(KABUPATEN_FIELD.label)).selectOption('Majene');
  await page.getByLabel(label(D.reportType)).selectOption('Jalan');
  await page.getByLabel(label(D.descriptionLabel)).fill('Aspal amblas sepanjang dua meter.');
  await page.getByLabel(label(REPORT_FORM.photos)).setInputFiles({ name: 'jalan.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await page.getByRole('button', { name: D.submit }).click();

  await expect(page.getByText(D.successTitle)).toBeVisible();
  const code = (await page.locator('body').textContent())!.match(/LPR-\d{4}-[A-Z0-9]{6}/)![0];
  const stored = await withDb(
    async (db) =>
      (
        await db.query<{ kabupaten: string; photos: number }>(
          `SELECT d.kabupaten, (SELECT count(*)::int FROM damage_report_photos p WHERE p.request_id = r.id) AS photos
             FROM damage_reports d JOIN service_requests r ON r.id = d.request_id WHERE r.tracking_code = $1`,
          [code],
        )
      ).rows,
  );
  expect(stored).toEqual([{ kabupaten: 'Majene', photos: 1 }]);

  // The code looked up on /lacak (lower case, as typed on a phone): its status page, read without script.
  await page.goto('/lacak');
  await page.getByLabel(LACAK.codeLabel).fill(code.toLowerCase());
  await page.getByRole('button', { name: LACAK.submit }).click();
  await expect(page).toHaveURL(`/lacak/${code}`);
  await expect(page.locator('dl')).toContainText(code);
  await expect(page.locator('dl')).toContainText('Diajukan');
  await expect(page.locator('dl')).not.toContainText('Andi');
});

test('without JavaScript a bad submission shows the Indonesian messages next to the boxes and keeps what was typed', async ({ page }) => {
  await page.goto('/layanan/lapor-kerusakan');
  const place = `Jl. Trans Sulawesi km ${randomUUID().slice(0, 4)}`;
  await page.getByLabel(label(D.reporterName)).fill('Andi Baso');
  await page.getByLabel(label(D.reporterEmail)).fill('bukan-email');
  await page.getByLabel(label(D.location)).fill(place);
  await page.getByLabel(label(D.reportType)).selectOption('Bangunan Air');
  const response = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: D.submit }).click();
  expect((await response).status()).toBe(422);

  await expect(page.getByRole('alert').filter({ hasText: D.incomplete })).toBeVisible();
  // Each message is the box's own description, next to it.
  await expect(page.getByLabel(label(KABUPATEN_FIELD.label))).toHaveAccessibleDescription(new RegExp(REQUIRED.kabupaten));
  await expect(page.getByLabel(label(D.descriptionLabel))).toHaveAccessibleDescription(new RegExp(REQUIRED.description));
  await expect(page.getByLabel(label(D.reporterEmail))).toHaveAccessibleDescription(/email/i);
  // What was typed is still there.
  await expect(page.getByLabel(label(D.reporterName))).toHaveValue('Andi Baso');
  await expect(page.getByLabel(label(D.location))).toHaveValue(place);
  await expect(page.getByLabel(label(D.reportType))).toHaveValue('Bangunan Air');
  const made = await withDb(async (db) => (await db.query('SELECT 1 FROM service_requests WHERE description = $1', [place])).rowCount);
  expect(made).toBe(0);
});

test('without JavaScript a mistyped code on /lacak says what is wrong next to the box', async ({ page }) => {
  await page.goto('/lacak');
  await page.getByLabel(LACAK.codeLabel).fill('LPR-12');
  await page.getByRole('button', { name: LACAK.submit }).click();
  await expect(page).toHaveURL(/\/lacak\?kode=LPR-12$/);
  await expect(page.getByLabel(LACAK.codeLabel)).toHaveAccessibleDescription(LACAK.codeInvalid);
  await expect(page.getByLabel(LACAK.codeLabel)).toHaveValue('LPR-12');
});

test('without JavaScript the folded filters of /laporan open and filter on a phone (issue 38)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/laporan');
  await expect(page.getByLabel(REPORTS.kabupaten)).toBeHidden();
  await page.getByText(REPORTS.filters, { exact: true }).click();
  await page.getByLabel(REPORTS.kabupaten).selectOption('Mamuju');
  await page.getByRole('button', { name: REPORTS.apply }).click();
  await expect(page).toHaveURL(/\/laporan\?.*kabupaten=Mamuju/);
  await expect(page.getByLabel(REPORTS.kabupaten)).toHaveValue('Mamuju');
});
