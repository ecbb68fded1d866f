import { randomUUID } from 'node:crypto';
import { LAYANAN } from '../../src/shared/layanan-strings.ts';
import { ACCOUNT } from '../../src/shared/account-strings.ts';
import { LAYANAN_DASHBOARD } from '../../src/shared/layanan-dashboard-strings.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const T = LAYANAN_DASHBOARD;

test('a new customer sees an empty dashboard with their profile', async ({ page }) => {
  const user = await createUser(page.request, { fullName: 'Rahmawati Said' });
  await loginAs(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await expect(page.getByText('Selamat datang, Rahmawati Said!')).toBeVisible();
  await expect(page.getByText(LAYANAN.empty)).toHaveCount(2);
  const profile = page.locator('section').filter({ has: page.getByRole('heading', { name: T.profileTitle }) });
  await expect(profile).toContainText(user.email);
  await expect(profile).toContainText('Customer');
  const joined = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Makassar' }).format(
    new Date(),
  );
  await expect(profile).toContainText(joined);
});

test("the dashboard lists the customer's submissions with status badges, and its buttons lead to the services", async ({ page }) => {
  const user = await createUser(page.request);
  await loginAs(page, user);
  const subject = `Surat dasbor ${randomUUID().slice(0, 6)}`;
  const form = { subject, details: 'Detail' };
  const res = await page.request.post('/api/sirekanan', { multipart: form });
  expect(res.status()).toBe(201);
  const { trackingCode } = await res.json();
  // Issue 40, item 2: a request names at least one test of its jenis.
  const tariff = (await (await page.request.get('/api/ujilab-tariff')).json()) as { id: string; jenisUji: string }[];
  const tanah = tariff.find((l) => l.jenisUji === 'Uji Tanah')!;
  const lab = await page.request.post('/api/ujilab', {
    multipart: {
      jenisUji: 'Uji Tanah',
      items: JSON.stringify([{ testId: tanah.id, quantity: 1 }]),
      suratPermohonan: { name: 's.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ktp: { name: 'k.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ktpConsent: 'ya',
    },
  });
  expect(lab.status()).toBe(201);

  await page.goto('/dashboard');
  const letters = page.getByRole('list', { name: T.sirekananTitle });
  const item = letters.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText(trackingCode);
  await expect(item.locator('[data-status="Diajukan"]')).toBeVisible();
  await expect(page.getByRole('list', { name: T.ujilabTitle })).toContainText('Uji Tanah');

  await page.getByRole('link', { name: T.newUjilab }).click();
  await expect(page).toHaveURL(/\/layanan\/ujilab$/);
  await page.goBack();
  await page.getByRole('link', { name: T.newSirekanan }).click();
  await expect(page).toHaveURL(/\/layanan\/sirekanan$/);
});

test("customer B never sees customer A's submissions", async ({ page, browser }) => {
  const a = await createUser(page.request);
  await loginAs(page, a);
  const secret = `Rahasia A ${randomUUID().slice(0, 6)}`;
  expect((await page.request.post('/api/sirekanan', { multipart: { subject: secret, details: 'D' } })).status()).toBe(201);

  const other = await browser.newContext();
  const pageB = await other.newPage();
  const b = await createUser(pageB.request);
  await loginAs(pageB, b);
  await pageB.goto('/dashboard');
  await expect(pageB.getByText(LAYANAN.empty)).toHaveCount(2);
  await expect(pageB.getByText(secret)).toHaveCount(0);
  await other.close();
});

test("a wrong current password is the server's message under its box, with the cursor there", async ({ page }) => {
  const user = await createUser(page.request);
  await loginAs(page, user);
  await page.goto('/dashboard');
  const settings = page.locator('section').filter({ has: page.getByRole('heading', { name: ACCOUNT.settingsTitle }) });
  await settings.getByLabel(ACCOUNT.currentPassword).fill('bukan-kata-sandinya-1');
  await settings.getByLabel(ACCOUNT.newPassword, { exact: true }).fill('rahasia-baru-sekali-1');
  await settings.getByLabel(ACCOUNT.confirmNewPassword).fill('rahasia-baru-sekali-1');
  await settings.getByRole('button', { name: ACCOUNT.changePasswordButton }).click();
  const current = settings.getByLabel(ACCOUNT.currentPassword);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(ACCOUNT.currentPasswordWrong);
  await expect(current).toBeFocused();
});
