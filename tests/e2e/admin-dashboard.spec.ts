import { ADMIN } from '../../src/shared/admin-strings.ts';
import { insertSirekanan, profileId } from './admin-fixtures.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const ID_NUMBER = /^\d{1,3}(\.\d{3})*$/;

test('the dashboard shows four live figures in id-ID format that grow with new submissions', async ({ page, request, consoleErrors }) => {
  await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: ADMIN.dashboard.title })).toBeVisible();
  for (const label of [
    ADMIN.dashboard.users,
    ADMIN.dashboard.ujilabRequests,
    ADMIN.dashboard.sirekananRequests,
    ADMIN.dashboard.damageReports,
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const figure = page.getByTestId('summary-sirekananRequests');
  await expect(figure).toHaveText(ID_NUMBER);
  for (const key of ['users', 'ujilabRequests', 'damageReports']) await expect(page.getByTestId(`summary-${key}`)).toHaveText(ID_NUMBER);
  const before = Number((await figure.textContent())!.replace(/\./g, ''));
  await insertSirekanan(await profileId(await createUser(request)));
  await page.reload();
  await expect(async () => {
    expect(Number((await figure.textContent())!.replace(/\./g, ''))).toBeGreaterThanOrEqual(before + 1);
  }).toPass();
  expect(consoleErrors).toEqual([]);
});

test('a customer never sees the admin dashboard', async ({ page, request }) => {
  await loginAs(page, await createUser(request));
  await page.goto('/admin');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: ADMIN.dashboard.title })).toHaveCount(0);
});
