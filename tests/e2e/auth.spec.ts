import { randomUUID } from 'node:crypto';
import { AUTH, COMMON, NAV, SITE } from '../../src/shared/strings.ts';
import { accountMenuButton, expectToast, fillLogin, loginDialog, loginThroughDialog, passwordInput, toastWith } from './auth-helpers.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const newEmail = () => `daftar-${randomUUID().slice(0, 8)}@contoh.id`;

test.describe('login / register dialog', () => {
  test('shows both tabs with the spec titles, subtitles and fields', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('tab', { name: AUTH.loginTab })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('heading', { name: AUTH.loginTitle })).toBeVisible();
    await expect(dialog.getByText(AUTH.loginSubtitle)).toBeVisible();
    await expect(dialog.getByLabel(AUTH.email)).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel(AUTH.email)).toBeFocused();
    await expect(passwordInput(dialog)).toHaveAttribute('type', 'password');

    await dialog.getByRole('tab', { name: AUTH.registerTab }).click();
    await expect(dialog.getByRole('heading', { name: AUTH.registerTitle })).toBeVisible();
    await expect(dialog.getByText(AUTH.registerSubtitle)).toBeVisible();
    await expect(dialog.getByLabel(AUTH.fullName)).toBeVisible();
    await expect(dialog.getByLabel(AUTH.email)).toHaveAttribute('type', 'email');
    await expect(passwordInput(dialog)).toBeVisible();
    await expect(dialog.getByLabel(AUTH.confirmPassword)).toBeVisible();
  });

  test('registering shows the success toast and switches to the Login tab with the e-mail filled in', async ({ page }) => {
    const email = newEmail();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: AUTH.registerTab }).click();
    await dialog.getByLabel(AUTH.fullName).fill('Nurul Hidayah');
    await dialog.getByLabel(AUTH.email).fill(email);
    await passwordInput(dialog).fill('rahasia-daftar-1');
    await dialog.getByLabel(AUTH.confirmPassword).fill('rahasia-daftar-1');
    // Hold the request a moment so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/account/register', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: AUTH.registerButton, exact: true }).click();
    await expect(dialog.getByRole('button', { name: COMMON.busy })).toBeDisabled();
    release();
    await expectToast(page, AUTH.registerSuccessTitle, SITE.auth.registerSuccessDescription);
    await expect(dialog.getByRole('tab', { name: AUTH.loginTab })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel(AUTH.email)).toHaveValue(email);
    await expect(passwordInput(dialog)).toBeFocused();

    await passwordInput(dialog).fill('rahasia-daftar-1');
    await dialog.getByRole('button', { name: AUTH.loginButton, exact: true }).click();
    await expectToast(page, SITE.auth.loginSuccessTitle, SITE.auth.loginSuccessDescription);
    await expect(dialog).toBeHidden();
    await expect(accountMenuButton(page)).toContainText('Nurul Hidayah');
  });

  test('a password that differs from its confirmation gives the Registrasi Gagal toast and creates nothing', async ({ page }) => {
    const email = newEmail();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: AUTH.registerTab }).click();
    await dialog.getByLabel(AUTH.fullName).fill('Salah Ketik');
    await dialog.getByLabel(AUTH.email).fill(email);
    await passwordInput(dialog).fill('rahasia-satu-1');
    await dialog.getByLabel(AUTH.confirmPassword).fill('rahasia-dua-2');
    await dialog.getByRole('button', { name: AUTH.registerButton, exact: true }).click();
    await expectToast(page, AUTH.registerFailed, AUTH.passwordMismatch);
    await expect(dialog.getByRole('heading', { name: AUTH.registerTitle })).toBeVisible();
    const login = await page.request.post('/api/account/login', { data: { email, password: 'rahasia-satu-1' } });
    expect(login.status()).toBe(401);
  });

  test('every register field is required', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: AUTH.registerTab }).click();
    await dialog.getByRole('button', { name: AUTH.registerButton, exact: true }).click();
    await expect(dialog.getByText(AUTH.fullNameRequired)).toBeVisible();
    await expect(dialog.getByLabel(AUTH.fullName)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(AUTH.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordInput(dialog)).toHaveAttribute('aria-invalid', 'true');
  });

  test('an e-mail already registered gets the same answer as a new one and the account stays as it was', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: AUTH.registerTab }).click();
    await dialog.getByLabel(AUTH.fullName).fill('Orang Lain');
    await dialog.getByLabel(AUTH.email).fill(user.email);
    await passwordInput(dialog).fill('rahasia-baru-1');
    await dialog.getByLabel(AUTH.confirmPassword).fill('rahasia-baru-1');
    await dialog.getByRole('button', { name: AUTH.registerButton, exact: true }).click();
    await expectToast(page, AUTH.registerSuccessTitle, SITE.auth.registerSuccessDescription);
    const other = await page.request.post('/api/account/login', { data: { email: user.email, password: 'rahasia-baru-1' } });
    expect(other.status()).toBe(401);
    const owner = await page.request.post('/api/account/login', { data: { email: user.email, password: user.password } });
    expect(owner.status()).toBe(200);
  });

  test('a failed login keeps the dialog open with the message inside it and no toast', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/');
    await loginThroughDialog(page, user.email, 'bukan-kata-sandinya');
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('alert')).toHaveText(AUTH.wrongCredentials);
    await expect(dialog).toBeVisible();
    await expect(page.locator('li[data-variant]')).toHaveCount(0);

    await fillLogin(page, user.email, user.password);
    await expectToast(page, SITE.auth.loginSuccessTitle, SITE.auth.loginSuccessDescription);
    await expect(dialog).toBeHidden();
  });

  test('an empty login says that e-mail and password are required', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: AUTH.loginButton, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(AUTH.credentialsRequired);
  });

  test('works by keyboard: Escape closes the dialog and focus returns to the button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('link', { name: NAV.login });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(dialog.getByLabel(AUTH.email)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(passwordInput(dialog)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('signed-in header menu and sign-out', () => {
  test('a customer sees Dashboard and Keluar; signing out ends the session on the server', async ({ page, request }) => {
    const user = await createUser(request, { fullName: 'Rahmat Hidayat' });
    await page.goto('/');
    await loginThroughDialog(page, user.email, user.password);
    const menu = accountMenuButton(page);
    await expect(menu).toContainText('Rahmat Hidayat');
    await expect(page.getByRole('banner').getByRole('link', { name: NAV.login })).toHaveCount(0);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('menuitem', { name: NAV.dashboard })).toBeVisible();
    await expect(banner.getByRole('menuitem', { name: NAV.admin })).toHaveCount(0);
    await expect(banner.getByRole('menuitem', { name: NAV.users })).toHaveCount(0);
    await banner.getByRole('menuitem', { name: NAV.dashboard }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await banner.getByRole('menuitem', { name: NAV.logout }).click();
    await expectToast(page, AUTH.logoutSuccess);
    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('link', { name: NAV.login })).toBeVisible();
    // The old cookie no longer opens a session: it was ended on the server, not just forgotten.
    const me = await request.get(`${E2E.baseUrl}/api/account/me`, { headers: { cookie } });
    expect((await me.json()).user).toBeNull();
  });

  test('the account menu works by keyboard and closes on Escape', async ({ page, request }) => {
    const user = await createUser(request);
    await loginAs(page, user);
    await page.goto('/profil');
    const menu = accountMenuButton(page);
    await menu.focus();
    // A menu button (WAI-ARIA): Enter opens the menu on its first item.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('menuitem', { name: NAV.dashboard })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('banner').getByRole('menuitem', { name: NAV.logout })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('pressed before its code has arrived, the menu opens once it does, from the keyboard on its first item', async ({
    page,
    request,
  }) => {
    await loginAs(page, await createUser(request));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/account-menu-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's script has run by 'load' (the menu is an island taken over at the first focus on it).
    await page.goto('/kontak', { waitUntil: 'load' });
    const menu = accountMenuButton(page);
    await menu.focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('banner').getByRole('menuitem', { name: NAV.dashboard })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
  });

  test('a press that begins before the code of the menu has arrived and ends after it opens the menu', async ({ page, request }) => {
    await loginAs(page, await createUser(request));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/account-menu-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profil', { waitUntil: 'load' });
    const menu = accountMenuButton(page);
    const box = (await menu.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The finger is down while the code is on its way (where Radix would open the menu) ...
    await page.mouse.down();
    release();
    await expect(page.locator('[data-island="account-menu"]')).toHaveAttribute('data-hydrated', '');
    // ... and lifted once React has the button: only the click reaches it, and it opens the menu.
    await page.mouse.up();
    await expect(page.getByRole('banner').getByRole('menuitem', { name: NAV.dashboard })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('a menu opened while the next page is on its way stays open when that page arrives', async ({ page, request }) => {
    await loginAs(page, await createUser(request));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/dashboard-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profil');
    const menu = accountMenuButton(page);
    const banner = page.getByRole('banner');
    await menu.click();
    await banner.getByRole('menuitem', { name: NAV.dashboard }).click();
    await expect(page).toHaveURL('/dashboard');
    await menu.click();
    await expect(banner.getByRole('menuitem', { name: NAV.logout })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dashboard');
    // The page's arrival does not take focus away from the open menu, which would close it.
    await expect(banner.getByRole('menuitem', { name: NAV.logout })).toBeVisible();
    await banner.getByRole('menuitem', { name: NAV.logout }).click();
    await expectToast(page, AUTH.logoutSuccess);
  });

  test('an admin sees the Admin link; a super admin also the users page, which opens /admin/users', async ({ page, request }) => {
    const admin = await createUser(request, { role: 'admin_ujilab' });
    await loginAs(page, admin);
    await page.goto('/profil');
    const banner = page.getByRole('banner');
    await accountMenuButton(page).click();
    await expect(banner.getByRole('menuitem', { name: NAV.admin })).toHaveAttribute('href', '/admin');
    await expect(banner.getByRole('menuitem', { name: NAV.dashboard })).toHaveCount(0);
    await expect(banner.getByRole('menuitem', { name: NAV.users })).toHaveCount(0);

    await page.context().clearCookies();
    const res = await page.request.post('/api/account/admin-login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } });
    expect(res.status()).toBe(200);
    await page.goto('/profil');
    await accountMenuButton(page).click();
    await expect(banner.getByRole('menuitem', { name: NAV.admin })).toBeVisible();
    await banner.getByRole('menuitem', { name: NAV.users }).click();
    await expect(page).toHaveURL('/admin/users');
  });

  test('a failed admin login is the Login Gagal toast; a customer gets no session from it', async ({ page, request }) => {
    const customer = await createUser(request);
    await page.goto('/admin-login');
    const dialog = loginDialog(page);
    await expect(dialog.getByRole('heading', { name: AUTH.adminLoginTitle })).toBeVisible();
    await fillLogin(page, customer.email, 'salah-sekali-1');
    await expectToast(page, AUTH.loginFailed, AUTH.wrongCredentials);
    await fillLogin(page, customer.email, customer.password);
    await expect(toastWith(page, AUTH.loginFailed)).toContainText(AUTH.notAdmin);
    await expect(dialog).toBeVisible();
    const me = await (await page.request.get('/api/account/me')).json();
    expect(me.user).toBeNull();
  });
});
