import { createUser, expect, test } from './fixtures.ts';

test('home page loads with no console error and a <main>', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await expect(page).toHaveTitle(/Dinas PUPR Provinsi Sulawesi Barat/);
  expect(consoleErrors).toEqual([]);
});

test('register and login through the API give a session', async ({ request }) => {
  const user = await createUser(request, { fullName: 'Sitti Rahmah' });
  const login = await request.post('/api/account/login', { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const me = await (await request.get('/api/account/me')).json();
  expect(me.user).toMatchObject({ email: user.email, fullName: 'Sitti Rahmah', role: 'customer' });
});
