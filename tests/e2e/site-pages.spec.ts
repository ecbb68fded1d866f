import { SITE_PAGE_TEXTS } from '../../src/shared/site-page-strings.ts';
import { NAV } from '../../src/shared/strings.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 14, item 5: the privacy policy, terms and accessibility statement are linked from every
// page's footer, rendered on the server, and written by the office in the CMS.

test('the footer leads to the three pages, each a real page with its heading', async ({ page }) => {
  for (const [label, path, heading] of [
    [NAV.privacy, '/kebijakan-privasi', /Kebijakan Privasi/],
    [NAV.terms, '/syarat-ketentuan', /Syarat dan Ketentuan/],
    [NAV.accessibility, '/pernyataan-aksesibilitas', /Aksesibilitas/],
  ] as const) {
    await page.goto('/kontak');
    await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  const res = await page.request.get('/kebijakan-privasi');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('Undang-Undang Nomor 27 Tahun 2022');
  await expectNoViolations(page, 'site page');
});

test('a content editor rewrites the accessibility statement and the public page shows it', async ({ page, request, browser }) => {
  const admin = await createUser(request, { role: 'super_admin' });
  await loginAs(page, admin);
  await page.goto('/admin/cms');
  await page.getByRole('link', { name: new RegExp(SITE_PAGE_TEXTS.cardTitle) }).click();
  await page.getByRole('link', { name: SITE_PAGE_TEXTS.editOf('Pernyataan Aksesibilitas') }).click();
  const editor = page.getByRole('textbox', { name: SITE_PAGE_TEXTS.contentLabel });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Kontak aksesibilitas baru: loket layanan lantai 1.');
  await page.getByRole('button', { name: SITE_PAGE_TEXTS.save }).click();
  await expectToast(page, SITE_PAGE_TEXTS.saved);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/pernyataan-aksesibilitas');
  await expect(visitor.getByText('Kontak aksesibilitas baru: loket layanan lantai 1.')).toBeVisible();
  await expect(visitor.getByText(/Terakhir diperbarui/)).toBeVisible();
});
