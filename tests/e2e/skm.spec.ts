import { PDF_FILE } from './admin-fixtures.ts';
import { randomUUID } from 'node:crypto';
import { SKM_ELEMENTS, SKM_TEXT } from '../../src/shared/skm-strings.ts';
import { SKM_ADMIN } from '../../src/shared/skm-admin-strings.ts';
import type { SkmResults } from '../../src/shared/skm.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const year = () => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Makassar' }).format(new Date());
const two = (v: number) => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

test('a finished Sirekanan request invites its customer to the survey, and /skm/hasil shows the IKM as computed by hand', async ({
  page,
  browser,
}) => {
  // The customer sends a letter; staff finish it.
  const customer = await createUser(page.request);
  await loginAs(page, customer);
  const sent = await page.request.post('/api/sirekanan', {
    multipart: { subject: `Survei ${randomUUID().slice(0, 6)}`, details: 'Detail' },
  });
  expect(sent.status()).toBe(201);
  const { id, trackingCode } = (await sent.json()) as { id: string; trackingCode: string };
  const staff = await browser.newContext();
  const admin = await createUser(staff.request, { role: 'admin_sirekanan' });
  expect((await staff.request.post('/api/account/admin-login', { data: { email: admin.email, password: admin.password } })).status()).toBe(
    200,
  );
  // Selesai goes with its reply letter, in one change (issue 38).
  const done = await staff.request.post(`/api/admin/sirekanan/${id}/changes`, { multipart: { status: 'Selesai', document: PDF_FILE } });
  expect(done.status()).toBe(200);
  await staff.close();

  // The figures before this answer (other tests may answer for other services, not this one's request).
  const before = (await (await page.request.get(`/api/skm/hasil?periode=${year()}`)).json()) as SkmResults;
  const sirekanan = before.services.find((s) => s.service === 'sirekanan')!;
  const n0 = sirekanan.respondents;
  const sums0 = sirekanan.nrr.map((v) => Math.round(v * n0));

  // The dashboard invites; the survey names the request.
  await page.goto('/dashboard');
  await expect(page.getByText(SKM_TEXT.invitation.banner(trackingCode))).toBeVisible();
  await page.getByRole('link', { name: SKM_TEXT.invitation.action }).click();
  await expect(page.getByText(SKM_TEXT.form.forRequest(trackingCode, 'Sirekanan (Surat Masuk)'))).toBeVisible();
  await expect(page.locator('select[name=service]')).toHaveCount(0);

  // d (4) for every element, b (2) for waiting time (U3) and c (3) for facilities (U9).
  const answers = [4, 4, 2, 4, 4, 4, 4, 4, 3];
  for (const [i, element] of SKM_ELEMENTS.entries()) {
    await page
      .getByRole('group', { name: new RegExp(element.question.replace(/[?/()]/g, '.')) })
      .getByRole('radio', { name: element.answers[answers[i]! - 1], exact: true })
      .check();
  }
  await page.getByLabel(SKM_TEXT.form.suggestion).fill('Loket daring sangat membantu.');
  await page.getByRole('button', { name: SKM_TEXT.form.submit }).click();
  await expect(page.getByRole('heading', { name: SKM_TEXT.form.thanksHeading })).toBeFocused();

  // By hand: Σ = old sums + this answer; IKM = Σ × 25 / (9 × (n0 + 1)).
  const total = sums0.reduce((a, b) => a + b, 0) + answers.reduce((a, b) => a + b, 0);
  const ikm = Math.round((total * 2500) / (9 * (n0 + 1)) + 1e-9) / 100;
  await page.goto(`/skm/hasil?periode=${year()}`);
  const card = page.getByRole('region', { name: 'Sirekanan (Surat Masuk)' });
  await expect(card.getByRole('definition').first()).toHaveText(two(ikm));
  await expect(card.getByRole('definition').nth(2)).toHaveText(String(n0 + 1));
  await card.getByText(SKM_TEXT.results.showTable).click();
  const u3 = (sums0[2]! + 2) / (n0 + 1);
  await expect(card.getByRole('row', { name: /U3\. Waktu penyelesaian/ })).toContainText(two(u3));

  // Asked once only.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(SKM_TEXT.invitation.banner(trackingCode))).toHaveCount(0);
});

test('the open survey asks for the service first; the pages pass axe at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/skm');
  await expectNoViolations(page, '/skm');
  await page.getByRole('button', { name: SKM_TEXT.form.submit }).click();
  await expect(page.getByText(SKM_TEXT.form.serviceRequired)).toBeVisible();
  await expect(page.getByText(SKM_TEXT.form.answerRequired)).toHaveCount(9);
  await expect(page.locator('select[name=service]')).toBeFocused();
  await expectNoViolations(page, '/skm with errors');
  await page.goto('/skm/hasil');
  await expect(page.getByRole('heading', { level: 1, name: SKM_TEXT.results.title })).toBeVisible();
  await expectNoViolations(page, '/skm/hasil');
});

test('a super admin sees both IKM figures, publishes a suggestion, and the public page shows it', async ({ page, browser }) => {
  const text = `Saran e2e ${randomUUID().slice(0, 8)}`;
  // A walk-in answer with a suggestion, from its own browser.
  const visitor = await browser.newContext();
  const res = await visitor.request.post('/api/skm', {
    data: { service: 'jembatantif', u1: 4, u2: 4, u3: 4, u4: 4, u5: 4, u6: 4, u7: 4, u8: 4, u9: 4, suggestion: text },
  });
  expect(res.status()).toBe(201);
  await visitor.close();

  const admin = await createUser(page.request, { role: 'super_admin' });
  await loginAs(page, admin);
  await page.goto('/admin/skm');
  await expect(page.getByRole('columnheader', { name: SKM_ADMIN.ikmExact })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: SKM_ADMIN.ikm0111 })).toBeVisible();
  await expectNoViolations(page, '/admin/skm');
  const row = page.getByRole('listitem').filter({ hasText: text });
  await row.getByRole('button', { name: SKM_ADMIN.publish }).click();
  await expect(row.getByRole('button', { name: SKM_ADMIN.unpublish })).toBeVisible();

  await page.goto('/skm/hasil');
  await expect(page.getByRole('region', { name: 'Jembatantif (Informasi Jembatan)' }).getByText(text)).toBeVisible();
});
