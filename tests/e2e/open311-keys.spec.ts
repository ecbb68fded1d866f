import { OPEN311_KEY_TEXT as T } from '../../src/shared/open311-strings.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

test('a super admin issues an Open311 key, sees it once, another system reports with it, and a revoked key is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const admin = await createUser(page.request, { role: 'super_admin' });
  await loginAs(page, admin);
  await page.goto('/admin/open311');
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  const system = `Aplikasi Mamasa ${Date.now()}`;
  await page.getByLabel(T.name).fill(system);
  await page.getByRole('button', { name: T.issue }).click();
  await expectToast(page, T.issued);
  const key = await page.getByLabel(T.keyLabel, { exact: true }).inputValue();
  expect(key).toMatch(/^o311_[\w-]{32}$/);
  await expectNoViolations(page, '/admin/open311');

  // Another system sends a report with it, form-encoded as GeoReport v2 sends.
  const form = {
    api_key: key,
    service_code: 'jembatan',
    lat: '-2.95',
    long: '119.36',
    description: 'Sandaran jembatan patah di sisi hilir.',
    first_name: 'Operator',
    last_name: 'Mamasa',
  };
  const sent = await page.request.post('/open311/v2/requests.json', { form });
  expect(sent.status()).toBe(201);
  const [answer] = (await sent.json()) as { service_request_id: string }[];
  expect(answer!.service_request_id).toMatch(/^LPR-\d{4}-[A-Z0-9]{6}$/);

  // Once the page is left, the key is not shown again: only its prefix.
  await page.reload();
  await expect(page.getByLabel(T.keyLabel, { exact: true })).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: system });
  await expect(row).toContainText(key.slice(0, 8));
  await expect(row).not.toContainText(key);
  await expect(row).toContainText(T.active);

  await row.getByRole('button', { name: T.revokeOf(system) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: T.revoke }).click();
  await expectToast(page, T.revokedToast);
  await expect(row).toContainText(T.revoked);
  const refused = await page.request.post('/open311/v2/requests.json', { form });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual([{ code: 403, description: expect.stringContaining('api_key') }]);
});

test('requests.json is open data: JSON for anyone, with CORS', async ({ request }) => {
  const res = await request.get('/open311/v2/requests.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  expect(Array.isArray(await res.json())).toBe(true);
});
