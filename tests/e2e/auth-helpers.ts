import type { Locator, Page } from '@playwright/test';
import { AUTH, NAV } from '../../src/shared/strings.ts';
import { expect } from './fixtures.ts';

/** The toast on screen (Radix renders each as an <li> carrying our data-variant). */
export function toastWith(page: Page, title: string) {
  return page.locator('li[data-variant]').filter({ hasText: title });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const t = toastWith(page, title);
  await expect(t).toBeVisible();
  if (description) await expect(t).toContainText(description);
}

export const loginDialog = (page: Page) => page.getByRole('dialog');

/** The password field (not its confirmation); its label may carry the required-field star. */
export const passwordInput = (scope: Locator) => scope.getByLabel(new RegExp(`^${AUTH.password}`));

/** Opens the public dialog from the header and fills the Login tab. */
export async function loginThroughDialog(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('link', { name: NAV.login }).click();
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('heading', { name: AUTH.loginTitle })).toBeVisible();
  await fillLogin(page, email, password);
}

export async function fillLogin(page: Page, email: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByLabel(AUTH.email).fill(email);
  await passwordInput(dialog).fill(password);
  await dialog.getByRole('button', { name: AUTH.loginButton, exact: true }).click();
}

export const accountMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: new RegExp(NAV.accountMenu) });
