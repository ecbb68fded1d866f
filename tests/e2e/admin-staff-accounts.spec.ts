import { randomUUID } from 'node:crypto';
import { ACCOUNT } from '../../src/shared/account-strings.ts';
import { STAFF } from '../../src/shared/staff-account-strings.ts';
import { expectToast, fillLogin } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// Staff accounts from the interface (issue 13, item 9): invite, activate from the e-mailed link,
// sign in as the new staff member, deactivate.

test('a super admin invites a staff member, who sets a password from the mail and signs in; then the account is deactivated', async ({
  page,
  request,
  browser,
}) => {
  const email = `staf-${randomUUID().slice(0, 8)}@contoh.id`;
  await loginAs(page, await createUser(request, { role: 'super_admin', fullName: 'Kasubbag Umum' }));
  await page.goto('/admin/users');
  await page.getByRole('button', { name: STAFF.invite }).click();
  const dialog = page.getByRole('dialog', { name: STAFF.inviteTitle });
  await dialog.getByLabel(new RegExp(`^${STAFF.fullName}`)).fill('Nurul Hidayah');
  await dialog.getByLabel(new RegExp(`^${STAFF.email}`)).fill(email);
  await dialog.getByLabel(new RegExp(`^${STAFF.role}`)).selectOption('admin_ujilab');
  await expectNoViolations(page, 'invite dialog');
  await dialog.getByRole('button', { name: STAFF.send }).click();
  await expectToast(page, STAFF.invited, STAFF.invitedDescription(email));
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.locator('tbody tr').filter({ hasText: email });
  await expect(row).toContainText(STAFF.pending);

  // The invitation as the outbox holds it (no SMTP here: the e2e portal keeps mail in the outbox).
  const invitationLink = () =>
    withDb(async (db) => {
      const r = await db.query<{ text_body: string }>(`SELECT text_body FROM outbox_mails WHERE to_address = $1 AND kind = 'invitation'`, [
        email,
      ]);
      return /http\S+atur-ulang-kata-sandi\?token=\S+/.exec(r.rows[0]?.text_body ?? '')?.[0] ?? '';
    });
  await expect.poll(invitationLink).not.toBe('');
  const link = await invitationLink();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(new URL(link).pathname + new URL(link).search);
  await expect(staff.getByRole('heading', { level: 1, name: STAFF.activateTitle })).toBeVisible();
  const password = 'Laboratorium-Mamuju-26';
  await staff.getByLabel(new RegExp(`^${ACCOUNT.newPassword}`)).fill(password);
  await staff.getByLabel(ACCOUNT.confirmNewPassword).fill(password);
  await staff.getByRole('button', { name: ACCOUNT.resetButton }).click();
  await expectToast(staff, ACCOUNT.resetSuccessTitle, STAFF.activateDone);
  await expect(staff).toHaveURL(/\/admin-login$/);
  await fillLogin(staff, email, password);
  await expect(staff).toHaveURL(/\/admin$/);

  // Deactivated: the open session ends at once.
  await page.reload();
  await expect(row).not.toContainText(STAFF.pending);
  await row.getByRole('button', { name: STAFF.actionsOf('Nurul Hidayah') }).click();
  await page.getByRole('menuitem', { name: STAFF.deactivate }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: STAFF.deactivateConfirm }).click();
  await expectToast(page, STAFF.deactivatedToast);
  await expect(row).toContainText(STAFF.deactivated);
  const me = await staff.request.get('/api/account/me');
  expect((await me.json()).user).toBeNull();
  await staffContext.close();
});
