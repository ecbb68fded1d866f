import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 38: a page opened from an e-mail in a fresh browser drew its header in the fallback font ("Dinas /
// PUPR" on two lines). Every kind of entry page preloads the font, and the header fits one line at 360 px.
const FONT = '700 14px "Plus Jakarta Sans Variable"';

for (const entry of [
  { path: '/lacak/LPR-2026-ZZZZZZ', who: 'visitor', brand: 'Dinas PUPR' },
  { path: '/berita', who: 'visitor', brand: 'Dinas PUPR' },
  { path: '/dashboard', who: 'customer', brand: 'Dinas PUPR' },
  { path: '/admin', who: 'admin', brand: null },
] as const) {
  test(`${entry.path} (${entry.who}) in a fresh browser: the font is preloaded and used, the header on one line at 360 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: E2E.baseUrl, viewport: { width: 360, height: 740 }, locale: 'id-ID' });
    const page = await context.newPage();
    try {
      if (entry.who === 'customer') await loginAs(page, await createUser(page.request));
      if (entry.who === 'admin')
        await loginAs(page, { email: E2E.adminEmail, password: E2E.adminPassword, fullName: 'Super Admin', role: 'super_admin' });
      const html = await (await page.request.get(entry.path)).text();
      expect(html).toMatch(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2"/,
      );

      await page.goto(entry.path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      await expect.poll(() => page.evaluate((f) => document.fonts.check(f), FONT)).toBe(true);
      // Drawn in it: the brand's computed font is the portal's, and the font face is loaded.
      await expect
        .poll(() =>
          page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Plus Jakarta Sans Variable') && f.status === 'loaded')),
        )
        .toBe(true);
      if (entry.brand) {
        const brand = page.getByRole('banner').getByText(entry.brand, { exact: true });
        await expect(brand).toBeVisible();
        const lines = await brand.evaluate((el) => {
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
          return Math.round(el.getBoundingClientRect().height / lineHeight);
        });
        expect(lines).toBe(1);
      }
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });
}
