import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { LACAK, LACAK_MAIL } from '../../src/shared/tracking-strings.ts';
import { insertSirekanan, profileId, saveChange } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// /lacak: one public status page for every service (issue 13, item 4).
test('a refusal with its reason is on the public status page, and nothing of the request itself', async ({ browser, page, request }) => {
  const citizen = await createUser(request);
  const req = await insertSirekanan(await profileId(citizen), { subject: 'Rekomendasi jalan usaha tani Kalukku' });
  const staff = await createUser(request, { role: 'admin_sirekanan' });
  await loginAs(page, staff);
  await page.goto(`/admin/sirekanan/${req.trackingCode}`);
  await saveChange(page, { status: 'Ditolak', note: 'Surat belum ditandatangani kepala desa.' });
  await expectToast(page, REQUEST_CHANGE.saved);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/lacak');
  await visitor.getByLabel(LACAK.codeLabel).fill(req.trackingCode.toLowerCase());
  await visitor.getByRole('button', { name: LACAK.submit }).click();
  await expect(visitor).toHaveURL(new RegExp(`/lacak/${req.trackingCode}$`));
  await expect(visitor.locator('main dd').getByText(LACAK.services.sirekanan, { exact: true })).toBeVisible();
  await expect(visitor.getByText('Surat belum ditandatangani kepala desa.')).toBeVisible();
  await expect(visitor.getByText(LACAK.received)).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText('Kalukku');
  await expectNoViolations(visitor, 'lacak');
  await context.close();
});

test('an unknown code is a 404 with an Indonesian message; a malformed one is explained before any request', async ({ page }) => {
  const res = await page.goto('/lacak/LPR-2026-ZZZZZZ');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText(LACAK.notFound);
  await page.getByLabel(LACAK.codeLabel).fill('LPR-26-12');
  await page.getByRole('button', { name: LACAK.submit }).click();
  await expect(page.getByText(LACAK.codeInvalid)).toBeVisible();
});

test('an unsubscribe link without its signature changes nothing and says so', async ({ page }) => {
  await page.goto('/berhenti-langganan?e=warga%40contoh.id&t=palsu');
  await page.getByRole('button', { name: LACAK_MAIL.unsubscribeButton }).click();
  await expect(page.getByRole('alert')).toHaveText(LACAK_MAIL.unsubscribeInvalid);
});
