import { HOME } from '../../src/shared/home-strings.ts';
import { SERVICE_MENU, NAV } from '../../src/shared/strings.ts';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Issue 14, item 4: a visitor finds every service from the header, on a phone as on a desk, and the
// two that need no account straight from the home page.

test('on a 360 px phone the menu lists every service; Lapor Kerusakan opens in one tap', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: NAV.openMenu }).click();
  const menu = page.getByRole('navigation', { name: 'Navigasi seluler' });
  const services = menu.getByRole('list', { name: SERVICE_MENU.label });
  for (const item of SERVICE_MENU.items)
    await expect(services.getByRole('link', { name: new RegExp(`^${item.label.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  await expect(services.getByRole('link', { name: /^Lapor Kerusakan/ })).toContainText(SERVICE_MENU.noAccount);
  await expectNoViolations(page, 'mobile menu open');
  await services.getByRole('link', { name: /^Lapor Kerusakan/ }).click();
  await expect(page).toHaveURL('/layanan/lapor-kerusakan');
  await expect(menu).toBeHidden();
});

test('on a desk the Layanan button opens the list, Escape closes it and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/berita');
  const button = page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('button', { name: SERVICE_MENU.label });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const jembatantif = page.locator('#layanan-menu').getByRole('link', { name: /^Jembatantif/ });
  await expect(jembatantif).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#layanan-menu')).toBeHidden();
  await expect(button).toBeFocused();
  await button.press('Enter');
  await page
    .locator('#layanan-menu')
    .getByRole('link', { name: /^Uji Lab/ })
    .click();
  await expect(page).toHaveURL('/layanan/ujilab');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the home page links straight to the two services that need no account', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section').first();
  await hero.getByRole('link', { name: HOME.heroBridges }).click();
  await expect(page).toHaveURL('/layanan/jembatantif');
  await page.goto('/');
  await page.locator('#layanan-title').locator('..').getByRole('link', { name: HOME.heroReport }).click();
  await expect(page).toHaveURL('/layanan/lapor-kerusakan');
});
