// Spec §2 'Redirect rules' and DECISIONS.md rule 6, one test per rule.
import type { Page } from '@playwright/test';
import type { Role } from '../../src/shared/roles.ts';
import { AUTH, NAV, SITE } from '../../src/shared/strings.ts';
import { expectToast, fillLogin, loginDialog } from './auth-helpers.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';
import { SERVICE_PAGES } from './public-helpers.ts';

const adminDialogHeading = (page: Page) => loginDialog(page).getByRole('heading', { name: AUTH.adminLoginTitle });

test('a signed-out visitor on /dashboard lands on / with the login dialog open, and returns after login', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('heading', { name: AUTH.loginTitle })).toBeVisible();
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(dialog).toBeHidden();
});

test('the login flag is not kept: reloading home after the redirect shows no dialog', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(loginDialog(page)).toBeVisible();
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
});

test('signed out in the admin area: the admin login dialog opens, and the admin lands on the page asked for', async ({ page, request }) => {
  const admin = await createUser(request, { role: 'admin_ujilab' });
  await page.goto('/admin/ujilab');
  await expect(page).toHaveURL('/admin/ujilab');
  await expect(adminDialogHeading(page)).toBeVisible();
  await fillLogin(page, admin.email, admin.password);
  await expectToast(page, SITE.auth.loginSuccessTitle);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).toHaveURL('/admin/ujilab');
  await expect(page.getByRole('heading', { name: SITE.auth.adminGateTitle })).toHaveCount(0);
});

test('closing the admin dialog in the admin area leaves a way to open it again, and nothing of the admin page', async ({ page }) => {
  await page.goto('/admin');
  await expect(adminDialogHeading(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: SITE.auth.adminGateTitle })).toBeVisible();
  await page.getByRole('button', { name: SITE.auth.adminGateButton }).click();
  await expect(adminDialogHeading(page)).toBeVisible();
});

test('/admin-login opens the admin login dialog without the header login button, then goes to /admin', async ({ page, request }) => {
  const admin = await createUser(request, { role: 'admin_sirekanan' });
  await page.goto('/admin-login');
  await expect(adminDialogHeading(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: NAV.login })).toHaveCount(0);
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin');
});

test('/admin-login sends a signed-in admin straight to /admin', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  await page.goto('/admin-login');
  await expect(page).toHaveURL('/admin');
});

test('the admin guard sends a signed-in customer to /dashboard', async ({ page, request }) => {
  await loginAs(page, await createUser(request));
  for (const path of ['/admin', '/admin/ujilab', '/admin/users', '/admin/cms/articles/new']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/dashboard');
  }
});

// ADMIN_PAGE_ROLES: which admin may open which page; the others are sent to /admin.
const ACCESS: Array<{ path: string; allowed: Role[] }> = [
  { path: '/admin', allowed: ['super_admin', 'admin_sirekanan', 'admin_ujilab', 'admin_jembatantif'] },
  { path: '/admin/sirekanan', allowed: ['super_admin', 'admin_sirekanan'] },
  { path: '/admin/ujilab', allowed: ['super_admin', 'admin_ujilab'] },
  { path: '/admin/jembatantif', allowed: ['super_admin', 'admin_sirekanan', 'admin_ujilab', 'admin_jembatantif'] },
  { path: '/admin/jembatantif/impor', allowed: ['super_admin', 'admin_jembatantif'] },
  { path: '/admin/laporan', allowed: ['super_admin', 'admin_jembatantif'] },
  { path: '/admin/users', allowed: ['super_admin'] },
  { path: '/admin/cms', allowed: ['super_admin'] },
  { path: '/admin/cms/articles', allowed: ['super_admin'] },
  { path: '/admin/pesan', allowed: ['super_admin'] },
];

for (const role of ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'super_admin'] as const) {
  test(`the admin guard lets ${role} open only the pages of its role, else /admin`, async ({ page, request }) => {
    await loginAs(page, await createUser(request, { role }));
    for (const { path, allowed } of ACCESS) {
      await page.goto(path);
      await expect(page, `${role} on ${path}`).toHaveURL(allowed.includes(role) ? path : '/admin');
      await expect(page.locator('main')).toBeVisible();
    }
  });
}

test('a signed-in admin on a customer page goes to /admin', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'admin_ujilab' }));
  for (const path of ['/dashboard', ...SERVICE_PAGES]) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/admin');
  }
});

test('customer pages: a visitor may open the four layanan pages; a customer all five', async ({ page, request }) => {
  for (const path of SERVICE_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(path);
    await expect(loginDialog(page)).toHaveCount(0);
  }
  await loginAs(page, await createUser(request));
  for (const path of ['/dashboard', ...SERVICE_PAGES]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(path);
  }
});

test('an unknown path goes to / for visitors and customers and to /admin for admins', async ({ page, request }) => {
  await page.goto('/tidak-ada/sama-sekali');
  await expect(page).toHaveURL('/');
  await loginAs(page, await createUser(request));
  await page.goto('/halaman-lain');
  await expect(page).toHaveURL('/');
  await page.context().clearCookies();
  await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
  await page.goto('/halaman-lain');
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/tidak-ada');
  await expect(page).toHaveURL('/admin');
});

test('/superadmin/users leads a super admin to the users page', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto('/superadmin/users');
  await expect(page).toHaveURL('/admin/users');
});

test('nothing renders before the session is known', async ({ page, request }) => {
  await loginAs(page, await createUser(request));
  // The server writes the session into the page; a copy without it (say, from a cache) makes the
  // app ask /api/account/me, which is held here to look at the screen meanwhile.
  await page.route('**/admin', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace(/<script id="session-data"[^]*?<\/script>/, '') });
  });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/account/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.locator('header, main, [role=dialog]')).toHaveCount(0);
  release();
  // Known to be a customer: sent to the dashboard without ever showing the admin login.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('main')).toBeVisible();
});

test('the page arrives with the session in it: no extra request before the first screen', async ({ page, request }) => {
  const user = await createUser(request, { fullName: 'Hasna Tanpa Tunggu' });
  await loginAs(page, user);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/account/me')) asked.push(r.url());
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('banner').getByRole('button', { name: /Menu akun/ })).toContainText('Hasna Tanpa Tunggu');
  expect(asked).toEqual([]);
});
