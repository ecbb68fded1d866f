import { HOME } from '../../src/shared/home-strings.ts';
import { CONTACT } from '../../src/shared/contact-strings.ts';
// Public pages arrive rendered: the HTML the server sends already holds the page (a cheap phone
// paints it before any script has run, and readers without JavaScript see it), and the browser
// takes that HTML over without rendering it again.
import { META } from '../../src/shared/page-meta-strings.ts';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { NAV, SERVICES, SITE } from '../../src/shared/strings.ts';
import { LAYANAN } from '../../src/shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../src/shared/layanan-sirekanan-strings.ts';
import { LAYANAN_UJILAB } from '../../src/shared/layanan-ujilab-strings.ts';
import { LAYANAN_DAMAGE } from '../../src/shared/layanan-damage-strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { PPID } from '../../src/shared/ppid-strings.ts';
import { REPORT_FORM } from '../../src/shared/report-form-strings.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';
import { AREA_ALERTS } from '../../src/shared/area-alert-strings.ts';
import { insertArticle, SERVICE_PAGES, SITE_PAGES } from './public-helpers.ts';

// Later than any other spec's article, so each is among the three the home page shows.
const newest = (year: number) => new Date(Date.UTC(year, 0, 1) + Math.floor(Math.random() * 86_400_000));

const H1: Record<string, string> = {
  '/': HOME.heroTitle,
  '/profil': SITE.profile.title,
  '/berita': SITE.news.title,
  '/galeri': SITE.gallery.title,
  '/kontak': CONTACT.title,
  '/lacak': META.trackingTitle,
  '/laporan': META.reportsTitle,
  // Issue 16.
  '/maklumat-pelayanan': META.pledgeTitle,
  '/skm': META.skmTitle,
  '/skm/hasil': META.skmResultsTitle,
  '/statistik': META.statisticsTitle,
  '/ppid': META.ppidTitle,
  // The office's own pages (issue 14), as their default text names them.
  '/kebijakan-privasi': 'Kebijakan Privasi',
  '/syarat-ketentuan': 'Syarat dan Ketentuan',
  '/pernyataan-aksesibilitas': 'Pernyataan Aksesibilitas',
  // Issue 35: the login dialog's own page.
  '/masuk': NAV.login,
  // Issue 39, item 5: the pages the "Ikuti laporan" e-mails open (without their link, they say so under the title).
  '/ikuti/konfirmasi': AREA_ALERTS.confirmTitle,
  '/ikuti/berhenti': AREA_ALERTS.stopTitle,
};

/** The text of the page's <h1> in the HTML as sent, before any script. */
const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .trim();

test('the server sends every public page already rendered, with the data it shows', async ({ request }) => {
  const article = await insertArticle({ publishedAt: newest(2101) });
  for (const path of SITE_PAGES) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    // The page itself, rendered by React on the server (issue 35): no script makes it.
    expect(html, path).toMatch(/<div id="root"><div/);
    expect(h1Of(html), path).toBe(H1[path]);
  }
  for (const path of ['/', '/berita']) {
    const html = await (await request.get(path)).text();
    // The news is in the page's HTML: the browser has nothing to ask for.
    expect(html, path).toContain(`href="/berita/${article.slug}"`);
    expect(html, path).not.toContain('rel="preload" as="fetch"');
  }
  const html = await (await request.get(`/berita/${article.slug}`)).text();
  expect(h1Of(html)).toBe(article.title);
  expect(html).toContain(article.content);
});

test('a newly published article is on the home page at once, not after a cache expires', async ({ request }) => {
  await request.get('/');
  const article = await insertArticle({ publishedAt: newest(2102) });
  expect(await (await request.get('/')).text()).toContain(article.title);
});

test('without JavaScript a visitor still reads the home page, the news and an article', async ({ browser }) => {
  const article = await insertArticle({ publishedAt: newest(2103) });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME.heroTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: HOME.newsTitle }).getByRole('article').first()).toContainText(article.title);
  await page.getByRole('link', { name: NAV.news, exact: true }).first().click();
  await expect(page).toHaveURL('/berita');
  await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
  await page.goto(`/berita/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await context.close();
});

test('the browser takes the rendered page over: the same elements, no error, and the buttons work', async ({ page, consoleErrors }) => {
  // A page rendered again in the browser would remove the server's <h1>; one taken over keeps it.
  await page.addInitScript(() => {
    const w = window as unknown as { h1Removed: number };
    w.h1Removed = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.removedNodes) if (n instanceof Element && (n.matches('h1') || n.querySelector('h1'))) w.h1Removed++;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME.heroTitle);
  // The login control is a link to /masuk (issue 35) that the page's script turns into the dialog.
  await page.getByRole('link', { name: NAV.login }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { h1Removed: number }).h1Removed)).toBe(0);
  await page.getByRole('link', { name: NAV.profile, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.profile.title);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in customer gets the page rendered for them, kept out of shared caches', async ({ page, request }) => {
  await loginAs(page, await createUser(request));
  const res = await page.request.get('/');
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  const html = await res.text();
  expect(html).toMatch(/<div id="root"><div/);
  expect(html).toContain(HOME.servicesTitle);
  expect(html).toContain(SERVICES.sirekanan);
  expect(html).not.toContain(HOME.visitorServicesTitle);
});

test('the services arrive rendered for a visitor: the login prompt, the report form, the first page of bridges', async ({
  browser,
  request,
}) => {
  // Made through the API, which also clears the server's cached first page of bridges.
  const nama = `Jembatan Zs${randomUUID().slice(0, 8)}`;
  const manager = await browser.newContext();
  const managerPage = await manager.newPage();
  await loginAs(managerPage, await createUser(request, { role: 'admin_jembatantif' }));
  const made = await managerPage.request.post('/api/bridges', {
    data: { nama, lokasi: 'Kalukku, Mamuju', tahunBangun: 2020, tipe: '', kondisi: 'Rusak Berat' },
  });
  expect(made.status(), await made.text()).toBe(201);
  await manager.close();

  const expected: Record<string, string[]> = {
    '/layanan/sirekanan': [LAYANAN_SIREKANAN.heading, LAYANAN.loginRequired],
    '/layanan/ujilab': [LAYANAN_UJILAB.heading, LAYANAN.loginRequired],
    '/layanan/lapor-kerusakan': [LAYANAN_DAMAGE.heading, LAYANAN_DAMAGE.reporterName, LAYANAN_DAMAGE.statusTitle],
    '/layanan/jembatantif': [LAYANAN_BRIDGES.heading, nama, 'Rusak Berat'],
    '/ppid/permohonan': [PPID.form.title, LAYANAN.loginRequired],
  };
  expect(Object.keys(expected).sort()).toEqual([...SERVICE_PAGES].sort());
  for (const [path, texts] of Object.entries(expected)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<div id="root"><div/);
    expect(html, path).toContain(`<title>${texts[0]} | `);
    expect(h1Of(html), path).toBe(texts[0]);
    for (const text of texts) expect(html, path).toContain(text);
  }

  // Read without JavaScript, and taken over by the browser with it: the search works on the rendered table.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto('/layanan/jembatantif');
  await expect(plain.getByRole('row').nth(1)).toContainText(nama);
  // Issue 35, item 5: the damage report form works without the script, a multipart POST to its page
  // (never a GET with the reporter's name in the address), and its status lookup a GET to /lacak
  // (tests/e2e/no-javascript.spec.ts sends both).
  await plain.goto('/layanan/lapor-kerusakan');
  const reportForm = plain.locator('form').filter({ has: plain.getByRole('button', { name: LAYANAN_DAMAGE.submit }) });
  await expect(reportForm).toHaveAttribute('method', 'post');
  await expect(reportForm).toHaveAttribute('enctype', 'multipart/form-data');
  await expect(reportForm).toHaveAttribute('action', '/layanan/lapor-kerusakan');
  await expect(plain.getByRole('button', { name: LAYANAN_DAMAGE.submit })).toBeEnabled();
  const lookupForm = plain.locator('form').filter({ has: plain.getByRole('button', { name: LAYANAN_DAMAGE.statusButton }) });
  await expect(lookupForm).toHaveAttribute('action', '/lacak');
  await plain.goto('/kontak');
  await expect(plain.getByRole('button', { name: CONTACT.submit })).toBeDisabled();
  await noJs.close();
});

test('the rendered bridge table is searched with its GET form (issue 35), and no error', async ({ page, consoleErrors }) => {
  await page.goto('/layanan/jembatantif');
  await page.getByLabel(LAYANAN_BRIDGES.search).fill(`tidak-ada-${randomUUID().slice(0, 8)}`);
  await page.getByLabel(LAYANAN_BRIDGES.search).press('Enter');
  await expect(page.getByText(LAYANAN_BRIDGES.empty)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an admin on a service page gets no rendered customer page and is sent to /admin', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  const html = await (await page.request.get('/layanan/jembatantif')).text();
  expect(html).not.toContain('data-ssr');
  await page.goto('/layanan/jembatantif');
  await expect(page).toHaveURL('/admin');
});

test('the forms break no rule of our Content Security Policy (no eval: Zod runs without its compiler)', async ({ page, request }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/layanan/lapor-kerusakan');
  await page.getByRole('button', { name: LAYANAN_DAMAGE.submit }).click();
  await expect(page.getByText(LAYANAN_DAMAGE.incomplete).first()).toBeVisible();
  expect(await violations()).toEqual([]);
  await loginAs(page, await createUser(request));
  await page.goto('/layanan/sirekanan');
  await page.getByRole('button', { name: LAYANAN_SIREKANAN.submit }).click();
  await expect(page.locator('li[data-variant]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('what a visitor types before the scripts have arrived is kept and used, and nothing is sent too early', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/layanan/lapor-kerusakan', { waitUntil: 'commit' });
  const code = page.getByLabel(LAYANAN.trackingCode, { exact: true });
  await code.fill('LPR-2026-ZZZZZZ');
  // Pressed now, the lookup would go to /lacak as a page (the form without the script); the test
  // waits for the script, whose lookup answers on the page.
  release();
  const ownedByReact = () =>
    page.evaluate(() => Object.keys(document.querySelector('form[action="/lacak"]') ?? {}).some((k) => k.startsWith('__react')));
  await expect.poll(ownedByReact).toBe(true);
  await page.getByRole('button', { name: LAYANAN_DAMAGE.statusButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: LAYANAN_DAMAGE.statusNotFound })).toBeVisible();
  await expect(code).toHaveValue('LPR-2026-ZZZZZZ');
  expect(new URL(page.url()).search).toBe('');
});

test('a damage report typed before the scripts have arrived is kept: its type and pin offer the bridge picker, and it is sent', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/layanan/lapor-kerusakan', { waitUntil: 'commit' });
  await page.getByLabel(/^Nama Pelapor/).fill('Sitti Rahmah');
  await page.getByLabel(/^Lokasi/).fill('Jembatan di Desa Lembang');
  await page.getByLabel(/^Lintang/).fill('-2.95000');
  await page.getByLabel(/^Bujur/).fill('119.20000');
  await page.getByLabel(/^Kabupaten/).selectOption('Majene');
  await page.getByLabel(/^Jenis Infrastruktur/).selectOption('Jembatan');
  await page.getByLabel(/^Deskripsi/).fill('Lantai jembatan berlubang.');
  release();
  // The type and the pin chosen before React took over reach the form's state: the picker comes.
  await expect(page.getByRole('group', { name: REPORT_FORM.bridgeLegend })).toBeVisible();
  await expect(page.getByLabel(/^Jenis Infrastruktur/)).toHaveValue('Jembatan');
  await expect(page.getByLabel(/^Lintang/)).toHaveValue('-2.95000');
  await page.getByRole('button', { name: LAYANAN_DAMAGE.submit }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /LPR-\d{4}-/ })
      .first(),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('a bridge search sent before the scripts have arrived is run: the search is a GET form (issue 35)', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/layanan/jembatantif', { waitUntil: 'commit' });
  await page.getByLabel(LAYANAN_BRIDGES.search).fill(`tidak-ada-${randomUUID().slice(0, 8)}`);
  await page.getByLabel(LAYANAN_BRIDGES.search).press('Enter');
  await expect(page.getByText(LAYANAN_BRIDGES.empty)).toBeVisible();
  release();
});

test('a file picked before the scripts have arrived is taken by the form, through the size check', async ({ page, request }) => {
  await loginAs(page, await createUser(request));
  const release = await holdScripts(page);
  await page.goto('/layanan/sirekanan', { waitUntil: 'commit' });
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
  big.write('%PDF-1.4\n', 0);
  await page.getByLabel(LAYANAN_SIREKANAN.attachment).setInputFiles({ name: 'besar.pdf', mimeType: 'application/pdf', buffer: big });
  release();
  await expect(page.getByText('Gagal mengunggah lampiran: ukuran berkas melebihi batas 5 MB.')).toBeVisible();
  await page
    .getByLabel(LAYANAN_SIREKANAN.attachment)
    .setInputFiles({ name: 'surat.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('surat.pdf')).toBeVisible();
});

/** Holds the page's scripts back, as a slow connection does, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
