import { AUTH, NAV } from '../../src/shared/strings.ts';
import { accountMenuButton, loginDialog } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';
import { futureDate, insertArticle, SITE_PAGES } from './public-helpers.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every public page, an article and the not-found page', async ({ page }) => {
      // Twenty pages, each loaded and analysed whole.
      test.slow();
      const article = await insertArticle({ publishedAt: futureDate(3) });
      for (const path of [...SITE_PAGES, `/berita/${article.slug}`, '/berita/tidak-ada']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, path);
      }
    });
  });
}

test('the open login dialog, both tabs, and the admin login dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
  await expect(loginDialog(page).getByRole('heading', { name: AUTH.loginTitle })).toBeVisible();
  await expectNoViolations(page, 'login tab');
  // With the failure message shown inside it.
  await loginDialog(page).getByRole('button', { name: AUTH.loginButton, exact: true }).click();
  await expect(loginDialog(page).getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'login tab with an error');
  await loginDialog(page).getByRole('tab', { name: AUTH.registerTab }).click();
  await loginDialog(page).getByRole('button', { name: AUTH.registerButton, exact: true }).click();
  await expect(loginDialog(page).getByText(AUTH.fullNameRequired)).toBeVisible();
  await expectNoViolations(page, 'register tab with errors');

  await page.goto('/admin-login');
  await expect(loginDialog(page).getByRole('heading', { name: AUTH.adminLoginTitle })).toBeVisible();
  await expectNoViolations(page, 'admin login dialog');
  await page.goto('/admin');
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoViolations(page, 'admin area, signed out');
});

test('the signed-in header with its menu open, and the home page with service tiles', async ({ page, request }) => {
  await loginAs(page, await createUser(request));
  await page.goto('/', { waitUntil: 'networkidle' });
  await accountMenuButton(page).click();
  await expectNoViolations(page, 'account menu');
});

test('the keyboard reaches the skip link first, and it moves focus to the main content', async ({ page }) => {
  await page.goto('/profil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: NAV.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// A public page is a document (issue 35): following a link loads the next one, which starts at its top with
// nothing focused, as any web page does (the app, which moved within one page, had to put focus on <main>).
test('following a link starts the new page at its top, focus at its start', async ({ page }) => {
  await page.goto('/profil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Lapor Kerusakan' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: NAV.gallery }).first().click({ force: true });
  await expect(page).toHaveURL('/galeri');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The first Tab reaches the skip link, which leads to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: NAV.skipToContent })).toBeFocused();
});
