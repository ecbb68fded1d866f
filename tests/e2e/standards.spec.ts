import { randomUUID } from 'node:crypto';
import { NAV } from '../../src/shared/strings.ts';
import { STANDARD_TEXT } from '../../src/shared/service-standard-strings.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

test('every service page links to its standard; the standard and the pledge are server-rendered and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/layanan/ujilab');
  await page.getByRole('link', { name: NAV.serviceStandard }).click();
  await expect(page).toHaveURL(/\/layanan\/ujilab\/standar$/);
  await expect(page.getByRole('heading', { level: 1, name: STANDARD_TEXT.title('Uji Lab') })).toBeVisible();
  for (const section of [
    'Persyaratan',
    'Sistem, Mekanisme, dan Prosedur',
    'Jangka Waktu Penyelesaian',
    'Biaya/Tarif',
    'Produk Pelayanan',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(section.replace('/', '.')) })).toBeVisible();
  }
  // On a phone the tariffs are cards (issue 38: the table was 570 px, its tariff column cut off): every tariff is
  // on screen without scrolling sideways, and the page is as wide as the phone.
  const cards = page.getByRole('region', { name: STANDARD_TEXT.tariffCaption }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  for (const amount of await cards.getByText(/Rp \d/).all()) {
    const box = (await amount.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await expect(page.getByRole('table', { name: STANDARD_TEXT.tariffCaption })).toBeHidden();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  await expectNoViolations(page, '/layanan/ujilab/standar');
  // At a desk they are a table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table', { name: STANDARD_TEXT.tariffCaption })).toBeVisible();
  await expect(page.getByRole('region', { name: STANDARD_TEXT.tariffCaption })).toBeHidden();
  await page.setViewportSize({ width: 360, height: 800 });

  // Without scripts the server's HTML already holds it.
  const html = await (await page.request.get('/layanan/lapor-kerusakan/standar')).text();
  expect(html).toContain(STANDARD_TEXT.title('Lapor Kerusakan'));
  expect((await page.request.get('/layanan/parkir/standar')).status()).toBe(404);

  await page.goto('/maklumat-pelayanan');
  await expect(page.getByRole('heading', { level: 1, name: STANDARD_TEXT.pledgeTitle })).toBeVisible();
  await expectNoViolations(page, '/maklumat-pelayanan');
});

test('a super admin edits the Sirekanan standard, the public page shows it, and an older revision is restored', async ({
  page,
  browser,
}) => {
  const admin = await createUser(page.request, { role: 'super_admin', fullName: 'Nurhayati Editor' });
  await loginAs(page, admin);
  const marker = `Syarat baru ${randomUUID().slice(0, 6)}`;
  await page.goto('/admin/cms/standar');
  await page.getByRole('link', { name: STANDARD_TEXT.admin.editOf('Standar Pelayanan Sirekanan') }).click();
  const editor = page.getByRole('textbox', { name: '1. Persyaratan' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(marker);
  await page.getByRole('button', { name: STANDARD_TEXT.admin.save }).click();
  await expectToast(page, STANDARD_TEXT.admin.saved);
  const history = page.getByRole('region', { name: STANDARD_TEXT.admin.revisions });
  await expect(history.getByRole('listitem').first()).toContainText('Nurhayati Editor');
  await expect(history.getByRole('listitem').first()).toContainText(STANDARD_TEXT.admin.changed('Persyaratan'));

  const visitor = await browser.newPage();
  await visitor.goto('/layanan/sirekanan/standar');
  await expect(visitor.getByText(marker)).toBeVisible();
  await expect(visitor.getByText(STANDARD_TEXT.example)).toHaveCount(0);

  // A second save, then the first is restored.
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Versi kedua');
  await page.getByRole('button', { name: STANDARD_TEXT.admin.save }).click();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: /Pulihkan revisi/ })
    .click();
  await expectToast(page, STANDARD_TEXT.admin.restored);
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await visitor.reload();
  await expect(visitor.getByText(marker)).toBeVisible();
  await visitor.close();
});
