import { REQUIRED } from '../../src/shared/consent-strings.ts';
import { LAYANAN_UJILAB } from '../../src/shared/layanan-ujilab-strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';
import { SERVICE_PAGES } from './public-helpers.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`service pages pass axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('visitor views', async ({ page }) => {
      for (const path of SERVICE_PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, path);
      }
    });

    test('customer views, the lab dialog and a filled history', async ({ page }) => {
      const user = await createUser(page.request);
      await loginAs(page, user);
      expect(
        (await page.request.post('/api/sirekanan', { multipart: { subject: 'Surat uji aksesibilitas', details: 'D' } })).status(),
      ).toBe(201);
      for (const path of ['/dashboard', '/layanan/sirekanan', '/layanan/ujilab', '/layanan/lapor-kerusakan']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, path);
      }
      await page.goto('/layanan/ujilab', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: LAYANAN_UJILAB.newRequest }).click();
      await page.getByRole('dialog').getByRole('button', { name: LAYANAN_UJILAB.submit }).click();
      await expect(page.getByText(REQUIRED.jenisUji)).toBeVisible();
      await expectNoViolations(page, 'lab dialog with errors');
    });

    test('bridge manager views and dialogs', async ({ page }) => {
      const admin = await createUser(page.request, { role: 'admin_jembatantif' });
      await loginAs(page, admin);
      await page.goto('/admin/jembatantif', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: LAYANAN_BRIDGES.adminHeading })).toBeVisible();
      await expectNoViolations(page, '/admin/jembatantif');
      await page.getByRole('button', { name: LAYANAN_BRIDGES.add }).click();
      await expect(page.getByRole('dialog', { name: LAYANAN_BRIDGES.addTitle })).toBeVisible();
      await expectNoViolations(page, 'add bridge dialog');
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Hapus / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoViolations(page, 'delete bridge dialog');
    });
  });
}
