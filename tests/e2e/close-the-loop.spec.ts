// Issue 15, item 7 (and 11): Selesai → the e-mailed question → "belum diperbaiki" reopens the report;
// staff's "after" photo beside the reporter's on the public page.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { saveChange } from './admin-fixtures.ts';
import { FEEDBACK } from '../../src/shared/feedback-strings.ts';
import { MODERATION } from '../../src/shared/moderation-strings.ts';
import { REPORTS } from '../../src/shared/report-strings.ts';
import { LACAK, LACAK_MAIL } from '../../src/shared/tracking-strings.ts';
import { expectNoViolations } from './axe.ts';
import { expectToast } from './auth-helpers.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const photo = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function sendReport(page: Page, email: string) {
  const res = await page.request.post(`${E2E.baseUrl}/api/damage-reports`, {
    headers: { origin: E2E.baseUrl },
    multipart: {
      reporterName: 'Sitti Rahmah Pelapor',
      reporterEmail: email,
      location: `Jl. Poros Mamasa km ${randomUUID().slice(0, 6)}`,
      reportType: 'Jalan',
      kabupaten: 'Mamasa',
      latitude: (-2.9 - Math.random() / 10).toFixed(5),
      longitude: '119.37000',
      description: 'Jalan amblas setengah badan jalan setelah hujan deras.',
      photos: { name: 'sebelum.jpg', mimeType: 'image/jpeg', buffer: await photo('#7c5a3a') },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { trackingCode: string }).trackingCode;
}

/** The link of the one mail a typed address gets first (docs/decisions/046), as the outbox holds it. */
const confirmationLink = (email: string) =>
  withDb(async (db) => {
    const r = await db.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_mails WHERE to_address = $1 AND kind = 'address_confirmation' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return /http\S+\/konfirmasi-email\?t=\S+/.exec(r.rows[0]?.text_body ?? '')?.[0] ?? '';
  });

/** The link of the question e-mail, as the outbox holds it (the e2e portal sends no mail out). */
const questionLink = (email: string, answer: 'ya' | 'tidak') =>
  withDb(async (db) => {
    const r = await db.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_mails WHERE to_address = $1 AND kind = 'fixed-question' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return new RegExp(`http\\S+/tanggapan\\?\\S+jawab=${answer}`).exec(r.rows[0]?.text_body ?? '')?.[0] ?? '';
  });

test('Selesai asks the reporter; "belum diperbaiki" from the e-mail reopens the report, and staff see why', async ({
  page,
  browser,
  request,
}) => {
  const email = `pelapor-${randomUUID().slice(0, 8)}@contoh.id`;
  const code = await sendReport(page, email);
  // The reporter confirms the address first: until then the report's news does not go there.
  await page.goto(await confirmationLink(email));
  await page.getByRole('button', { name: LACAK_MAIL.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(LACAK_MAIL.confirmed);
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  await page.goto(`/admin/laporan?q=${code}`);
  await page
    .locator('tbody tr')
    .filter({ hasText: code })
    .getByRole('link', { name: ADMIN.requests.openOf(code) })
    .click();
  await saveChange(page, { status: 'Selesai' });
  await expectToast(page, REQUEST_CHANGE.saved);

  // Staff publish it and add the photo of the repair.
  const dialog = page.getByRole('main');
  await dialog.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);
  await dialog
    .getByLabel(FEEDBACK.afterPhotoButton)
    .setInputFiles({ name: 'sesudah.jpg', mimeType: 'image/jpeg', buffer: await photo('#3f6f3a') });
  await expectToast(page, FEEDBACK.afterPhotoTitle, FEEDBACK.afterPhotoSaved);
  await expect(dialog.getByRole('img', { name: FEEDBACK.afterPhotoAlt(code) })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/laporan/${code}`);
  const beforeAfter = visitor.getByRole('region', { name: REPORTS.beforeAfter });
  await expect(beforeAfter.getByRole('img')).toHaveCount(2);
  await expect(beforeAfter.getByRole('img', { name: FEEDBACK.afterPhotoAlt(code) })).toBeVisible();

  // The reporter opens "Belum diperbaiki" from the e-mail on a phone.
  await expect.poll(() => questionLink(email, 'tidak')).not.toBe('');
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await phone.goto(await questionLink(email, 'tidak'));
  await expect(phone.getByRole('heading', { level: 1, name: FEEDBACK.title })).toBeVisible();
  await expect(phone.getByRole('radio', { name: FEEDBACK.noLabel })).toBeChecked();
  await expectNoViolations(phone, 'tanggapan');
  await phone.getByRole('button', { name: FEEDBACK.send }).click();
  await expect(phone.getByText(FEEDBACK.reasonRequired)).toBeVisible();
  await expect(phone.getByLabel(new RegExp(`^${FEEDBACK.reasonLabel}`))).toBeFocused();
  await phone.getByLabel(new RegExp(`^${FEEDBACK.reasonLabel}`)).fill('Lubang di sisi kanan belum ditutup sama sekali.');
  await phone.getByLabel(FEEDBACK.photoLabel).setInputFiles({ name: 'masih.jpg', mimeType: 'image/jpeg', buffer: await photo('#5a3a2a') });
  await phone.getByRole('button', { name: FEEDBACK.send }).click();
  await expect(phone.getByRole('status').filter({ hasText: FEEDBACK.thanksReopened })).toBeVisible();

  const [db] = await withDb(
    async (c) =>
      (
        await c.query(
          `SELECT r.status, d.reopen_count, d.finished_at FROM service_requests r JOIN damage_reports d ON d.request_id = r.id WHERE r.tracking_code = $1`,
          [code],
        )
      ).rows,
  );
  expect(db).toMatchObject({ status: 'Diproses', reopen_count: 1, finished_at: null });

  // The "yes" link of the same e-mail no longer asks anything: this address has answered.
  await phone.goto(await questionLink(email, 'ya'));
  await expect(phone.getByText(FEEDBACK.alreadyAnswered)).toBeVisible();
  await expect(phone.getByRole('button', { name: FEEDBACK.send })).toHaveCount(0);

  // Staff see the reopen, the reason in the history, and the citizen's photo.
  await page.reload();
  await expect(page.getByRole('main').getByText(FEEDBACK.reopenedCount(1))).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: `${FEEDBACK.reopenPhotos} 1` })).toBeVisible();
  await visitor.reload();
  // Issue 38: the reason is the citizen's, and is shown as theirs (not as a staff note).
  await expect(visitor.getByText(`${LACAK.requesterNote}: Lubang di sisi kanan belum ditutup sama sekali.`)).toBeVisible();
  await expect(visitor.getByRole('region', { name: REPORTS.beforeAfter })).toHaveCount(0);
});
