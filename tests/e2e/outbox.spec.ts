import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACCOUNT } from '../../src/shared/account-strings.ts';
import { OUTBOX } from '../../src/shared/outbox-strings.ts';
import { AUTH } from '../../src/shared/strings.ts';
import { expectToast, loginDialog, passwordInput } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// The e2e portal has no SMTP_URL: every e-mail stays in the outbox, where a super admin reads it
// (/admin/surel). The links in those mails are followed here as a citizen would follow them.
const T = OUTBOX;

async function linkFromOutbox(page: Page, email: string, subject: RegExp, prefix: string): Promise<string> {
  await page.goto(`/admin/surel?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await row.getByRole('button', { expanded: false }).first().click();
  const text = await row.locator('pre').textContent();
  const link = text!.split(/\s+/).find((w) => w.includes(prefix));
  expect(link, text!).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test.describe('/admin/surel and the links in the mails', () => {
  test('a new account is verified through the link in its mail', async ({ browser, page, request }) => {
    const admin = await createUser(request, { role: 'super_admin' });
    const citizen = await createUser(request);
    await loginAs(page, admin);
    await page.goto('/admin/surel');
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(T.smtpOff);
    await expectNoViolations(page, 'surel keluar');
    const path = await linkFromOutbox(page, citizen.email, /Verifikasi email/, '/verifikasi-email?token=');

    const context = await browser.newContext();
    const tab = await context.newPage();
    await loginAs(tab, citizen);
    await tab.goto(path);
    await expect(tab.getByRole('status').filter({ hasText: ACCOUNT.verifySuccess })).toBeVisible();
    await tab.goto('/dashboard');
    await expect(tab.getByText(ACCOUNT.verifiedBadge)).toBeVisible();
    await context.close();
  });

  test('a forgotten password is reset through the mailed link, and the old one stops working', async ({ browser, page, request }) => {
    const admin = await createUser(request, { role: 'super_admin' });
    const citizen = await createUser(request);
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto('/lupa-kata-sandi');
    await tab.getByLabel(AUTH.email).fill(citizen.email);
    await tab.getByRole('button', { name: ACCOUNT.forgotButton }).click();
    await expect(tab.getByRole('status')).toHaveText(ACCOUNT.forgotSent);

    await loginAs(page, admin);
    const path = await linkFromOutbox(page, citizen.email, /Atur ulang kata sandi/, '/atur-ulang-kata-sandi?token=');
    const newPassword = `Pantai-${randomUUID().slice(0, 8)}`;
    await tab.goto(path);
    await tab.getByLabel(new RegExp(`^${ACCOUNT.newPassword}`)).fill(newPassword);
    await tab.getByLabel(new RegExp(`^${ACCOUNT.confirmNewPassword}`)).fill(newPassword);
    await tab.getByRole('button', { name: ACCOUNT.resetButton }).click();
    await expectToast(tab, ACCOUNT.resetSuccessTitle, ACCOUNT.resetSuccess);
    const dialog = loginDialog(tab);
    await dialog.getByLabel(AUTH.email).fill(citizen.email);
    await passwordInput(dialog).fill(citizen.password);
    await dialog.getByRole('button', { name: AUTH.loginButton }).click();
    await expect(dialog.getByText(AUTH.wrongCredentials)).toBeVisible();
    await passwordInput(dialog).fill(newPassword);
    await dialog.getByRole('button', { name: AUTH.loginButton }).click();
    await expect(dialog).toBeHidden();
    await context.close();

    // The same link a second time: refused, with the way out.
    const again = await browser.newPage();
    await again.goto(path);
    await again.getByLabel(new RegExp(`^${ACCOUNT.newPassword}`)).fill(newPassword + 'x');
    await again.getByLabel(new RegExp(`^${ACCOUNT.confirmNewPassword}`)).fill(newPassword + 'x');
    await again.getByRole('button', { name: ACCOUNT.resetButton }).click();
    await expect(again.getByRole('alert')).toHaveText(ACCOUNT.resetLinkInvalid);
    await again.close();
  });

  test('a mail can be sent again', async ({ page, request }) => {
    const admin = await createUser(request, { role: 'super_admin' });
    const citizen = await createUser(request);
    await loginAs(page, admin);
    await page.goto(`/admin/surel?q=${encodeURIComponent(citizen.email)}`);
    const row = page.getByRole('listitem').filter({ hasText: citizen.email });
    await row.getByRole('button', { expanded: false }).click();
    await row.getByRole('button', { name: T.resend }).click();
    await expectToast(page, T.resent);
  });
});
