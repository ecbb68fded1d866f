import type { Page } from '@playwright/test';
import type { Role } from '../../src/shared/roles.ts';
import { AUTH } from '../../src/shared/strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { insertSirekanan, profileId } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const M = ADMIN.menu;
// DECISIONS.md rule 4 / ARCHITECTURE.md §5: exactly what each role may open.
const MENU: Record<Exclude<Role, 'customer'>, string[]> = {
  admin_sirekanan: [M.dashboard, M.sirekanan, M.jembatantif],
  // Issue 40, item 1: the lab's tariff.
  admin_ujilab: [M.dashboard, M.ujilab, M.labTariff, M.jembatantif],
  admin_jembatantif: [M.dashboard, M.jembatantif, M.laporan],
  admin_jalan: [M.dashboard, M.jembatantif, M.laporan, M.ruas, M.roadPriorities, M.instansi],
  admin_ppid: [M.dashboard, M.ppid, M.ppidDip],
  super_admin: [
    M.dashboard,
    M.sirekanan,
    M.ujilab,
    M.labTariff,
    M.jembatantif,
    M.laporan,
    M.ruas,
    M.roadPriorities,
    M.instansi,
    M.cms,
    M.users,
    M.inbox,
    M.outbox,
    M.skm,
    M.open311,
    M.ppid,
    M.ppidDip,
    M.ppidObjections,
    // Issue 37, item 3: how the portal is doing.
    M.system,
  ],
};

const sidebar = (page: Page) => page.getByRole('navigation', { name: ADMIN.layout.sidebarLabel });
const badgeCount = async (page: Page) =>
  Number((await page.getByRole('button', { name: /^Notifikasi/ }).getAttribute('aria-label'))!.replace(/\D/g, '') || 0);

for (const [role, items] of Object.entries(MENU)) {
  test(`the sidebar of ${role} shows exactly ${items.length} items`, async ({ page, request, consoleErrors }) => {
    await loginAs(page, await createUser(request, { role: role as Role }));
    await page.goto('/admin');
    await expect(sidebar(page).getByRole('link')).toHaveText(items);
    await expect(page.locator('main')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('the top bar names the page from the URL', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  const title = page.getByTestId('admin-title');
  for (const [path, text] of [
    ['/admin', ADMIN.titles.dashboard],
    ['/admin/sirekanan', ADMIN.titles.sirekanan],
    ['/admin/laporan', ADMIN.titles.laporan],
    ['/admin/cms/articles/new', ADMIN.titles.articleNew],
    ['/admin/users', ADMIN.titles.users],
  ] as const) {
    await page.goto(path);
    await expect(title).toHaveText(text);
  }
  // and follows client-side navigation
  await sidebar(page).getByRole('link', { name: M.cms }).click();
  await expect(title).toHaveText(ADMIN.titles.cms);
});

test('the notification badge counts new submissions of the admin’s own services and links to them', async ({ page, request }) => {
  const admin = await createUser(request, { role: 'admin_sirekanan' });
  await loginAs(page, admin);
  await page.goto('/admin');
  const before = await badgeCount(page);
  const citizenId = await profileId(await createUser(request));
  await insertSirekanan(citizenId);
  await insertSirekanan(citizenId);
  await expect(async () => {
    await page.reload();
    expect(await badgeCount(page)).toBeGreaterThanOrEqual(before + 1);
  }).toPass();
  await expect(page.getByTestId('notification-badge')).toHaveText(/^\d{1,3}(\.\d{3})*$|^99\+$/);
  await page.getByRole('button', { name: /^Notifikasi/ }).click();
  const panel = page.getByRole('dialog', { name: ADMIN.layout.notificationsTitle });
  await expect(panel.getByRole('link')).toHaveCount(1); // Sirekanan only: no lab or damage counts for this role
  await panel.getByRole('link', { name: new RegExp(M.sirekanan) }).click();
  await expect(page).toHaveURL('/admin/sirekanan?status=Diajukan');
  await expect(page.getByLabel(ADMIN.requests.statusFilter, { exact: true })).toHaveValue('Diajukan');
});

test('at 360 px the sidebar folds into a drawer that closes after choosing a page', async ({ page, request, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto('/admin');
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: ADMIN.layout.openSidebar }).click();
  await expect(sidebar(page).getByRole('link')).toHaveText(MENU.super_admin);
  await sidebar(page).getByRole('link', { name: M.users }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(sidebar(page)).toBeHidden();
  // nothing sticks out sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(consoleErrors).toEqual([]);
});

test('signing out from the top bar ends the session and leaves the admin area', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'admin_ujilab' }));
  await page.goto('/admin');
  await page.getByRole('button', { name: ADMIN.layout.logout }).click();
  await expectToast(page, AUTH.logoutSuccess);
  await expect(page).toHaveURL('/');
  expect((await (await page.request.get('/api/account/me')).json()).user).toBeNull();
});
