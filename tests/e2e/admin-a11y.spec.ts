import { ADMIN } from '../../src/shared/admin-strings.ts';
import { insertContactMessage, insertDamageReport, insertUjilabRequest, insertSirekanan, profileId, uniqueTag } from './admin-fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const PAGES = [
  '/admin',
  '/admin/sirekanan',
  '/admin/ujilab',
  '/admin/laporan',
  '/admin/users',
  '/admin/cms',
  '/admin/cms/articles',
  '/admin/cms/articles/new',
  '/admin/pesan',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every admin screen of the super admin', async ({ page, request }) => {
      // Nine screens, each loaded whole and checked by axe: a minute was too close on a busy 2-core machine.
      test.setTimeout(120_000);
      const citizenId = await profileId(await createUser(request));
      await insertSirekanan(citizenId, { attachmentUrl: `/files/service-documents/${citizenId}/sirekanan-1.pdf` });
      await insertUjilabRequest(citizenId);
      await insertDamageReport();
      await insertContactMessage(uniqueTag('Axe '));
      await loginAs(page, await createUser(request, { role: 'super_admin' }));
      for (const path of PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, path);
      }
    });
  });
}

test('a request page, the role dialog and notification menu', async ({ page, request }) => {
  const tag = uniqueTag('Axe');
  const citizen = await createUser(request, { fullName: `Warga ${tag}` });
  const req = await insertSirekanan(await profileId(citizen));
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto(`/admin/sirekanan/${req.trackingCode}`);
  await expect(page.getByRole('heading', { name: ADMIN.requests.history })).toBeVisible();
  await expectNoViolations(page, 'request page');
  await page.goto(`/admin/users?q=${tag}`);
  await page.getByRole('button', { name: ADMIN.users.editRoleOf(`Warga ${tag}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'role dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifikasi/ }).click();
  await expect(page.getByRole('dialog', { name: ADMIN.layout.notificationsTitle })).toBeVisible();
  await expectNoViolations(page, 'notification menu');
});
