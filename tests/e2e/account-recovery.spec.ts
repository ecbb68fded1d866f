import { ACCOUNT } from '../../src/shared/account-strings.ts';
import { AUTH } from '../../src/shared/strings.ts';
import { expectToast, loginDialog } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// The pages an e-mailed link opens. The mails themselves, their links and the tokens are tested
// against a real SMTP server in src/server/mail/mail.test.ts.
test.describe('account recovery and verification pages', () => {
  test('"Lupa kata sandi?" in the login dialog leads to a form that answers the same for any address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: /Login/ }).click();
    await loginDialog(page).getByRole('link', { name: AUTH.forgotLink }).click();
    await expect(page).toHaveURL(/\/lupa-kata-sandi$/);
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNT.forgotTitle })).toBeVisible();
    await page.getByLabel(AUTH.email).fill('tidak-terdaftar@contoh.id');
    await page.getByRole('button', { name: ACCOUNT.forgotButton }).click();
    await expect(page.getByRole('status')).toHaveText(ACCOUNT.forgotSent);
    await expectNoViolations(page, 'lupa kata sandi');
  });

  test('a reset link that is not valid says what to do next and offers a new one', async ({ page }) => {
    await page.goto('/atur-ulang-kata-sandi?token=tautan-palsu');
    await page.getByLabel(new RegExp(`^${ACCOUNT.newPassword}`)).fill('Pantai-Manakarra-21');
    await page.getByLabel(ACCOUNT.confirmNewPassword).fill('Pantai-Manakarra-21');
    await page.getByRole('button', { name: ACCOUNT.resetButton }).click();
    await expect(page.getByRole('alert')).toHaveText(ACCOUNT.resetLinkInvalid);
    await page.getByRole('link', { name: ACCOUNT.resetRequestNew }).click();
    await expect(page).toHaveURL(/\/lupa-kata-sandi$/);
  });

  test('a verification link that is not valid is explained in Indonesian', async ({ page }) => {
    await page.goto('/verifikasi-email?token=tautan-palsu');
    await expect(page.getByRole('alert')).toHaveText(ACCOUNT.verifyLinkInvalid);
    await expectNoViolations(page, 'verifikasi email');
  });

  test('the dashboard shows the unverified address and sends the link again', async ({ page, request }) => {
    const user = await createUser(request);
    await loginAs(page, user);
    await page.goto('/dashboard');
    await expect(page.getByText(ACCOUNT.unverifiedBadge)).toBeVisible();
    await page.getByRole('button', { name: ACCOUNT.resendVerification }).click();
    await expectToast(page, ACCOUNT.resendVerificationSent);
  });
});
