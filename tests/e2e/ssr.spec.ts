// Public pages arrive rendered: the HTML the server sends already holds the page (a cheap phone
// paints it before any script has run, and readers without JavaScript see it), and the browser
// takes that HTML over without rendering it again.
import { NAV, SERVICES, SITE } from '../../src/shared/strings.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';
import { insertArticle, PUBLIC_PAGES } from './public-helpers.ts';

// Later than any other spec's article, so each is among the three the home page shows.
const newest = (year: number) => new Date(Date.UTC(year, 0, 1) + Math.floor(Math.random() * 86_400_000));

const H1: Record<(typeof PUBLIC_PAGES)[number], string> = {
  '/': SITE.home.heroTitle,
  '/profil': SITE.profile.title,
  '/berita': SITE.news.title,
  '/galeri': SITE.gallery.title,
  '/kontak': SITE.contact.title,
};

/** The text of the page's <h1> in the HTML as sent, before any script. */
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '').trim();

test('the server sends every public page already rendered, with the data it shows', async ({ request }) => {
  const article = await insertArticle({ publishedAt: newest(2101) });
  for (const path of PUBLIC_PAGES) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html, path).toContain('<div id="root" data-ssr="">');
    expect(h1Of(html), path).toBe(H1[path]);
  }
  for (const path of ['/', '/berita']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`href="/berita/${article.slug}"`);
    // The answer travels with the page, so the browser does not ask for it again.
    expect(html, path).toContain('<script id="query-data" type="application/json">');
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
  await expect(page.getByRole('heading', { level: 1, name: SITE.home.heroTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: SITE.home.newsTitle }).getByRole('article').first()).toContainText(article.title);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.home.heroTitle);
  await page.getByRole('button', { name: NAV.login }).first().click();
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
  expect(html).toContain('<div id="root" data-ssr="">');
  expect(html).toContain(SITE.home.servicesTitle);
  expect(html).toContain(SERVICES.sirekanan);
  expect(html).not.toContain(SITE.home.visitorServicesTitle);
});
