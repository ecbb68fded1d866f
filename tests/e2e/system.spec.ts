import { randomUUID } from 'node:crypto';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { SYSTEM as T } from '../../src/shared/system-strings.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// /admin/sistem (issue 37, item 3): what the office's one IT person reads first.
test('a super admin sees what needs doing, and sends a failed mail again from /admin/sistem', async ({ page, request }) => {
  const to = `gagal-${randomUUID().slice(0, 8)}@contoh.id`;
  await withDb((db) =>
    db.query(
      `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, status, attempts, last_error, created_at)
       VALUES ('status', $1, 'Status permohonan Anda', 'x', 'x', 'failed', 8, '550 5.1.1 mailbox unavailable', now() - interval '2 hours')`,
      [to],
    ),
  );
  const admin = await createUser(request, { role: 'super_admin' });
  await loginAs(page, admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: ADMIN.menu.system }).first().click();
  await expect(page).toHaveURL(/\/admin\/sistem$/);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

  const warnings = page.getByRole('region', { name: T.warningsHeading });
  await expect(warnings).toContainText(T.warnings['no-backup']);
  await expect(warnings).toContainText(T.warnings['mail-failed']);
  await expect(page.getByRole('region', { name: T.databaseHeading, exact: true })).toContainText(T.up);
  await expect(page.getByRole('region', { name: T.diskHeading, exact: true })).toContainText('%');

  const failed = page.getByRole('region', { name: T.failedHeading, exact: true });
  const row = failed.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText('550 5.1.1 mailbox unavailable');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await expectNoViolations(page, `/admin/sistem ${width}`);
  }
  await row.getByRole('button', { name: T.resendLabel(to) }).click();
  await expectToast(page, T.resent);
  // Sent again: it leaves the failed list.
  await expect(failed.getByRole('row').filter({ hasText: to })).toHaveCount(0);
});

test('a staff member who is not a super admin cannot open /admin/sistem nor read its figures', async ({ page, request }) => {
  const clerk = await createUser(request, { role: 'admin_sirekanan' });
  await loginAs(page, clerk);
  await page.goto('/admin/sistem');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: ADMIN.menu.system })).toHaveCount(0);
  expect((await page.request.get('/api/admin/system')).status()).toBe(403);
});
