import fs from 'node:fs';
import { AREA_ALERTS as T } from '../../src/shared/area-alert-strings.ts';
import { expectNoViolations } from './axe.ts';
import { expect, test, withDb } from './fixtures.ts';

// Issue 39, item 5: "Ikuti laporan di sini" on /laporan, filtered by a kabupaten: the form (its kabupaten
// chosen already), the answer, the confirmation page the mail opens and its button; then the stop page.

const SHOTS = '/tmp/i39-alerts-shots';

/** A link of the newest mail of this kind to the address, as the outbox holds it (the e2e portal sends none out). */
const linkIn = (email: string, kind: string, path: string) =>
  withDb(async (db) => {
    const r = await db.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_mails WHERE to_address = $1 AND kind = $2 ORDER BY created_at DESC LIMIT 1`,
      [email, kind],
    );
    return new RegExp(`http\\S+${path}\\?t=\\S+`).exec(r.rows[0]?.text_body ?? '')?.[0] ?? '';
  });

for (const width of [360, 1280]) {
  test(`subscribe on /laporan, confirm by the mailed link, stop (${width} px)`, async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const email = `ikuti-${width}-${Date.now()}@warga.test`;

    await page.goto('/laporan?kabupaten=Majene');
    const section = page.locator('details#ikuti');
    await section.getByText(T.heading).click();
    const form = section.getByRole('form', { name: T.heading });
    await expect(form.getByLabel(T.area)).toHaveValue('Majene');
    await page.screenshot({ path: `${SHOTS}/laporan-form-${width}.png`, fullPage: width === 360 });
    await expectNoViolations(page, '/laporan with the subscription form open');

    // Bad input first: the message by the box, what was typed kept.
    await form.getByLabel(T.email).fill('bukan-email@');
    await form.getByLabel(T.frequencyDaily).check();
    await form.evaluate((f: HTMLFormElement) => f.setAttribute('novalidate', ''));
    await form.getByRole('button', { name: T.submit }).click();
    await expect(page.locator('details#ikuti').getByRole('alert')).toHaveText(T.failed);
    await expect(page.locator('details#ikuti').getByText(T.emailInvalid)).toBeVisible();
    await expect(page.locator('details#ikuti').getByLabel(T.frequencyDaily)).toBeChecked();

    await page.locator('details#ikuti').getByLabel(T.email).fill(email);
    await page.locator('details#ikuti').getByRole('button', { name: T.submit }).click();
    await expect(page).toHaveURL(/\/laporan\?kabupaten=Majene&ikuti=terkirim#ikuti$/);
    await expect(page.locator('details#ikuti').getByRole('status')).toHaveText(T.sent);
    await page.screenshot({ path: `${SHOTS}/laporan-sent-${width}.png`, fullPage: width === 360 });
    await expectNoViolations(page, '/laporan after subscribing');

    // The confirmation page: opening it changes nothing; its button confirms.
    const confirmUrl = await linkIn(email, 'area_alert_confirmation', '/ikuti/konfirmasi');
    expect(confirmUrl).not.toBe('');
    await page.goto(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.confirmTitle);
    await page.screenshot({ path: `${SHOTS}/confirm-${width}.png` });
    await expectNoViolations(page, '/ikuti/konfirmasi');
    await page.getByRole('button', { name: T.confirmButton }).click();
    await expect(page.getByRole('status')).toHaveText(T.confirmed('Kabupaten Majene'));
    await page.screenshot({ path: `${SHOTS}/confirmed-${width}.png` });

    // The stop page, as every mail links it; a forged link says so.
    const id = await withDb(async (db) => {
      const r = await db.query<{ id: string }>(`SELECT id FROM area_alert_subscriptions WHERE email = $1`, [email]);
      return r.rows[0]!.id;
    });
    await page.goto(`/ikuti/berhenti?t=${id}.palsu`);
    await page.getByRole('button', { name: T.stopButton }).click();
    await expect(page.getByRole('alert')).toHaveText(T.stopInvalid);
    await page.screenshot({ path: `${SHOTS}/stop-refused-${width}.png` });
    await expectNoViolations(page, '/ikuti/berhenti refused');
  });
}
