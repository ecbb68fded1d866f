import { createHash } from 'node:crypto';
import { ROLE_LABELS } from '../../src/shared/roles.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { STAFF } from '../../src/shared/staff-account-strings.ts';
import { uniqueTag } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const T = ADMIN.users;

test('the super admin finds a user, and the role dialog saves only a changed role', async ({ page, request, consoleErrors }) => {
  const tag = uniqueTag('Daeng');
  const user = await createUser(request, { fullName: `Daeng ${tag}` });
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

  // Debounced: the list follows the typed text once typing pauses.
  const searches: string[] = [];
  page.on('request', (r) => r.url().includes('/api/admin/users?') && searches.push(new URL(r.url()).searchParams.get('q') ?? ''));
  await page.getByLabel(T.searchLabel).pressSequentially(tag.toLowerCase(), { delay: 30 });
  const row = page.locator('tbody tr').filter({ hasText: user.email });
  await expect(row).toContainText(`Daeng ${tag}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  expect(searches.filter((q) => q.length > 0 && q.length < tag.length)).toEqual([]);

  await row.getByRole('button', { name: T.editRoleOf(`Daeng ${tag}`) }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: T.save });
  await expect(save).toBeDisabled();
  await dialog.getByLabel(T.roleLabel).selectOption('admin_ujilab');
  await expect(save).toBeEnabled();
  await dialog.getByLabel(T.roleLabel).selectOption('customer');
  await expect(save).toBeDisabled();
  await dialog.getByLabel(T.roleLabel).selectOption('admin_ujilab');
  await save.click();
  await expectToast(page, T.success);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(ROLE_LABELS.admin_ujilab);
  const [p] = await withDb(async (db) => (await db.query('SELECT role, is_admin FROM profiles WHERE email = $1', [user.email])).rows);
  expect(p).toEqual({ role: 'admin_ujilab', is_admin: true });
  const audits = await withDb(
    async (db) =>
      (await db.query(`SELECT details FROM audit_log WHERE action = 'role.change' AND details->>'email' = $1`, [user.email])).rows,
  );
  expect(audits).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('no match shows Tidak ada pengguna ditemukan.', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto('/admin/users');
  await page.getByLabel(T.searchLabel).fill(uniqueTag('tidak-ada-'));
  await expect(page.getByText(T.empty)).toBeVisible();
});

test('a failed save says Gagal memperbarui peran', async ({ page, request }) => {
  const tag = uniqueTag('Hilang');
  const user = await createUser(request, { fullName: `Pengguna ${tag}` });
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto(`/admin/users?q=${tag}`);
  await page.getByRole('button', { name: T.editRoleOf(`Pengguna ${tag}`) }).click();
  await withDb((db) => db.query('DELETE FROM users WHERE email = $1', [user.email]));
  await page.getByRole('dialog').getByLabel(T.roleLabel).selectOption('admin_sirekanan');
  await page.getByRole('dialog').getByRole('button', { name: T.save }).click();
  await expectToast(page, T.failed, T.notFound);
});

test('a super admin who steps down gets the new menu at once and leaves the users page', async ({ page, request }) => {
  const me = await createUser(request, { role: 'super_admin', fullName: uniqueTag('Kepala ') });
  await loginAs(page, me);
  await page.goto(`/admin/users?q=${encodeURIComponent(me.fullName)}`);
  const sidebar = page.getByRole('navigation', { name: ADMIN.layout.sidebarLabel });
  await expect(sidebar.getByRole('link', { name: ADMIN.menu.users })).toBeVisible();
  await page.getByRole('button', { name: T.editRoleOf(me.fullName) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(T.roleLabel).selectOption('admin_sirekanan');
  await expect(dialog.getByText(T.selfChangeWarning)).toBeVisible();
  await dialog.getByRole('button', { name: T.save }).click();
  await expectToast(page, T.success);
  await expect(page).toHaveURL('/admin');
  await expect(sidebar.getByRole('link')).toHaveText([ADMIN.menu.dashboard, ADMIN.menu.sirekanan, ADMIN.menu.jembatantif]);
});

test('other admins cannot open the users page', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: T.title })).toHaveCount(0);
});

test('a locked account shows Terkunci with its reason and end; Buka kunci lifts it', async ({ page, request, consoleErrors }) => {
  const tag = uniqueTag('Ismail');
  const user = await createUser(request, { fullName: `Warga ${tag}` });
  // The account's row as the login limiter leaves it after the hard stop (docs/decisions/045).
  const key = `account:${createHash('sha256').update(user.email).digest('base64url').slice(0, 32)}`;
  await withDb((db) =>
    db.query(
      `INSERT INTO login_throttle (key, failures, window_started_at, blocked_until) VALUES ($1, 96, now(), now() + interval '3 hours')`,
      [key],
    ),
  );
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto(`/admin/users?q=${tag}`);
  const row = page.locator('tbody tr').filter({ hasText: user.email });
  await expect(row).toContainText(STAFF.locked);
  await expect(row).toContainText(/sampai .+ — 96 kali gagal login dalam 24 jam/);

  await row.getByRole('button', { name: STAFF.unlockOf(`Warga ${tag}`) }).click();
  await expectToast(page, STAFF.unlocked);
  await expect(row).not.toContainText(STAFF.locked);
  const audits = await withDb(
    async (db) =>
      (await db.query(`SELECT details FROM audit_log WHERE action = 'user.unlock' AND details->>'email' = $1`, [user.email])).rows,
  );
  expect(audits).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
