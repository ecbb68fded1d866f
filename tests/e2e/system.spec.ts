import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { SYSTEM as T } from '../../src/shared/system-strings.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const SCREENS = '.tmp/screens';

// /admin/sistem (issue 37, item 3): what the office's one IT person reads first.
test('a super admin sees what needs doing, the backups, and sends a failed mail again from /admin/sistem', async ({ page, request }) => {
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

  await expect(page.getByRole('region', { name: T.backupsListHeading, exact: true })).toContainText(T.backupsNone);

  // The backup code records each run when it ends (backup_runs): a good one last night, then one that failed.
  const error = 'Ruang disk tidak cukup: tersisa 12 MB di /srv/portal/data/backups, dibutuhkan 1,2 GB';
  await withDb((db) =>
    db.query(
      `INSERT INTO backup_runs (trigger, status, started_at, finished_at, name, location, size_bytes, error) VALUES
         ('schedule', 'ok', now() - interval '20 hours', now() - interval '19 hours 58 minutes',
          'portal-20261127-010000.tar', '/srv/portal/data/backups', 1288490189, null),
         ('manual', 'failed', now() - interval '5 minutes', now() - interval '4 minutes', null, '/srv/portal/data/backups', null, $1)`,
      [error],
    ),
  );
  await page.reload();
  await expect(warnings).toContainText(T.warnings['backup-failed']);
  await expect(warnings).not.toContainText(T.warnings['no-backup']);
  const backups = page.getByRole('region', { name: T.backupsListHeading, exact: true });
  const runs = backups.getByRole('listitem');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toContainText(T.backupFailed);
  await expect(runs.nth(0)).toContainText(error);
  await expect(runs.nth(1)).toContainText(T.backupOk);
  await expect(runs.nth(1)).toContainText('1,2 GB');
  await expect(runs.nth(1)).toContainText('/srv/portal/data/backups/portal-20261127-010000.tar');

  const failed = page.getByRole('region', { name: T.failedHeading, exact: true });
  const row = failed.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText('550 5.1.1 mailbox unavailable');
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await expectNoViolations(page, `/admin/sistem ${width}`);
    await page.screenshot({ path: `${SCREENS}/admin-sistem-${width}.png`, fullPage: true, animations: 'disabled' });
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
