import { CONTACT } from '../../shared/contact-strings.ts';
import { META } from '../../shared/page-meta-strings.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, NEWS_TEASER_SIZE } from '../../shared/news-schemas.ts';
import { PAGE_META } from '../../shared/public-page-meta.ts';
import {
  apiUrl,
  bridgeDetailQuery,
  bridgeFiguresQuery,
  bridgeListQuery,
  newsArticleQuery,
  newsListQuery,
  ownPpidQuery,
  ownSirekananQuery,
  ownUjilabQuery,
  PUBLIC_PAGES,
  skmInvitationQuery,
  type PageQuery,
  type PublicPagePath,
} from '../../shared/public-pages.ts';
import { NAV, OFFICE, SITE } from '../../shared/strings.ts';
import { createApp } from '../app.ts';
import { insertArticle } from '../features/news/article-factories.ts';
import { insertBridge } from '../features/bridges/bridge-factories.ts';
import { insertSirekanan, insertUjilabRequest } from '../features/admin-requests/request-factories.ts';
import { SKM_TEXT } from '../../shared/skm-strings.ts';
import { StaticSite } from '../http/static-site.ts';
import { BASE_URL, createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: these tests read the newest articles, which another file's would change.
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

/** An article written around the app, as another process would: once its write is announced, the news shows it (cache/changes.ts). */
async function createArticle(seed?: Parameters<typeof insertArticle>[1]) {
  const article = await insertArticle(t.db, seed);
  await t.caughtUp();
  return article;
}

describe('server-rendered head of the public pages', () => {
  let siteDir: string;
  let request: (url: string, cookie?: string) => Promise<Response>;
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));
    fs.writeFileSync(
      path.join(siteDir, 'index.html'),
      '<!doctype html><html lang="id"><head><!--app-head--><title>Bawaan</title><!--/app-head--></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(siteDir, 'images'));
    fs.writeFileSync(path.join(siteDir, 'images', 'og-default.png'), 'png');
    const app = createApp(t.deps, new StaticSite(siteDir));
    request = async (url, cookie?: string) =>
      app.request(url, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
  });
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it("sends an article's title, description and Open Graph tags, escaped", async () => {
    const article = await createArticle({
      title: 'Jembatan "Baru" <Mamuju> & Majene',
      excerpt: 'Ringkasan <b>tebal</b> & "kutip"',
      coverImageUrl: 'https://cdn.contoh.id/a.jpg',
    });
    const res = await request(`/berita/${article.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = `Jembatan &quot;Baru&quot; &lt;Mamuju&gt; &amp; Majene | ${OFFICE.name}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<title>Bawaan</title>');
    expect(html).toContain(`<meta name="description" content="Ringkasan &lt;b&gt;tebal&lt;/b&gt; &amp; &quot;kutip&quot;" />`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${BASE_URL}/berita/${article.slug}" />`);
    expect(html).toContain('<meta property="og:image" content="https://cdn.contoh.id/a.jpg" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back to the site image when the cover is an SVG without a raster twin', async () => {
    const article = await createArticle({ coverImageUrl: '/images/berita/tidak-ada.svg' });
    const html = await (await request(`/berita/${article.slug}`)).text();
    expect(html).toContain(`<meta property="og:image" content="${BASE_URL}/images/og-default.png" />`);
  });

  it('answers an unknown or draft article with a real 404 page that search engines skip', async () => {
    const draft = await createArticle({ status: 'draft', title: 'Rahasia draf' });
    for (const slug of [draft.slug, 'tidak-ada-sama-sekali']) {
      const res = await request(`/berita/${slug}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<title>${SITE.news.notFoundTitle} | ${OFFICE.name}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('Rahasia draf');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it("sends a bridge's name, description and Open Graph tags, and a real 404 for an unknown bridge", async () => {
    const bridge = await insertBridge(t.db, {
      nama: 'Jembatan Sungai Uji',
      lokasi: 'Tommo',
      kabupaten: 'Mamuju',
      kondisi: 'Rusak Berat',
      panjang: 42.5,
    });
    const res = await request(`/layanan/jembatantif/${bridge.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="Jembatan Sungai Uji | ${OFFICE.name}" />`);
    expect(html).toContain(`<meta property="og:url" content="${BASE_URL}/layanan/jembatantif/${bridge.id}" />`);
    expect(html).toContain('Jembatan di Tommo, Mamuju, dibangun 2010, panjang 42,5 m. Kondisi: Rusak Berat.');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bukan-id']) {
      const missing = await request(`/layanan/jembatantif/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('names each public page in its title; other paths get the plain shell', async () => {
    const profil = await (await request('/profil')).text();
    expect(profil).toContain(`<title>${SITE.profile.title} | ${OFFICE.name}</title>`);
    expect(profil).toContain(`<meta name="description" content="${META.profileDescription}" />`);
    const home = await (await request('/')).text();
    expect(home).toContain(`<title>${NAV.home} | ${OFFICE.name}</title>`);
    // The hero image is the largest paint of the home page: it is fetched with the HTML.
    expect(home).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high" />');
    const dashboard = await request('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<title>Bawaan</title>');
  });

  it('titles and describes every page of the manifest as it says', async () => {
    for (const page of PUBLIC_PAGES) {
      const { meta } = PAGE_META[page.path as PublicPagePath];
      if (typeof meta === 'function') continue;
      const html = await (await request(page.path)).text();
      expect(html, page.path).toContain(`<title>${meta.title} | ${OFFICE.name}</title>`);
      expect(html, page.path).toContain(`<meta name="description" content="${meta.description}" />`);
    }
  });

  it('writes the session into the page: null for a visitor, the signed-in user otherwise, escaped and never shared-cached', async () => {
    const data = (html: string) => JSON.parse(/<script id="session-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
    const visitor = await request('/profil');
    expect(data(await visitor.text())).toEqual({ user: null });
    expect(visitor.headers.get('cache-control')).toBe('no-cache');

    const user = await t.createUser({ fullName: 'Andi </script><script>alert(1)</script>' });
    for (const path of ['/profil', '/dashboard', '/berita/tidak-ada']) {
      const res = await request(path, user.cookie);
      const html = await res.text();
      expect(html).not.toContain('<script>alert(1)');
      expect(data(html).user).toMatchObject({ email: user.email, fullName: 'Andi </script><script>alert(1)</script>', role: 'customer' });
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('vary')).toMatch(/Cookie/);
    }
    // A cookie that opens no session is a visitor.
    expect(data(await (await request('/profil', 'better-auth.session_token=palsu')).text())).toEqual({ user: null });
  });
});

describe('public pages rendered on the server', () => {
  let siteDir: string;
  let site: StaticSite;
  let request: (url: string, cookie?: string) => Promise<Response>;
  const calls: Array<{ url: string; user: unknown; queries: Array<[readonly unknown[], unknown]> }> = [];
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
    fs.writeFileSync(
      path.join(siteDir, 'index.html'),
      '<!doctype html><html lang="id"><head><!--app-head--><title>Bawaan</title><!--/app-head--></head><body><div id="root"><!--app-root--><p>memuat</p><!--/app-root--></div></body></html>',
    );
    fs.writeFileSync(
      path.join(siteDir, 'public.html'),
      '<!doctype html><html lang="id"><head><!--app-head--><title>Bawaan</title><!--/app-head--><script type="module" src="/assets/public.js"></script></head><body><div id="root"><!--app-root--><!--/app-root--></div></body></html>',
    );
    site = new StaticSite(siteDir);
    site.renderer = async (input) => {
      calls.push(input);
      return { html: `<link rel="preload" as="image" href="/images/x.svg"/><main><h1>Halaman ${input.url}</h1></main>`, islands: [] };
    };
    const app = createApp(t.deps, site);
    request = async (url, cookie?: string) =>
      app.request(url, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
  });
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('sends the rendered page in the public shell, its preloads in the head, made from the news as the API sends them', async () => {
    const article = await createArticle();
    calls.length = 0;
    const html = await (await request('/berita?halaman=1')).text();
    expect(html).toContain('<div id="root"><main><h1>Halaman /berita?halaman=1</h1></main></div>');
    expect(html).toContain('src="/assets/public.js"');
    expect(html).not.toContain('memuat');
    // The page is HTML: its data is not sent a second time beside it.
    expect(html).not.toContain('id="query-data"');
    expect(html.indexOf('<link rel="preload" as="image" href="/images/x.svg"/>')).toBeLessThan(html.indexOf('</head>'));
    expect(calls).toMatchObject([{ url: '/berita?halaman=1', user: null }]);
    const [key, data] = calls[0]!.queries[0] as [unknown, { items: unknown[] }];
    expect(key).toEqual(['news', 'list', 1, 9]);
    expect(data.items[0]).toMatchObject({ slug: article.slug, publishedAt: expect.any(String) });
    expect(JSON.parse(JSON.stringify(data))).toEqual(await (await t.request('GET', '/api/news?page=1&pageSize=9')).json());
  });

  it('renders a visitor page once while its data stays the same, and again as soon as it changes', async () => {
    await request('/');
    calls.length = 0;
    await request('/');
    await request('/');
    expect(calls).toHaveLength(0);
    const article = await createArticle();
    await request('/');
    expect(calls).toHaveLength(1);
    expect((calls[0]!.queries[0]![1] as { items: Array<{ slug: string }> }).items[0]!.slug).toBe(article.slug);
  });

  it('renders a visitor page once for visitors arriving while it is being rendered', async () => {
    const working = site.renderer;
    site.renderer = async (input) => {
      await new Promise((r) => setTimeout(r, 50));
      return working!(input);
    };
    try {
      calls.length = 0;
      const pages = await Promise.all(Array.from({ length: 5 }, () => request('/galeri').then((r) => r.text())));
      expect(calls).toHaveLength(1);
      expect(new Set(pages).size).toBe(1);
      expect(pages[0]).toContain('<h1>Halaman /galeri</h1>');
    } finally {
      site.renderer = working;
    }
  });

  it("renders a signed-in user's page for them, with their session", async () => {
    const user = await t.createUser({ fullName: 'Wahyu Render' });
    calls.length = 0;
    const res = await request('/profil', user.cookie);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(calls).toMatchObject([{ url: '/profil', user: { email: user.email, fullName: 'Wahyu Render' }, queries: [] }]);
  });

  it('falls back to the app, which says the page cannot be shown, when the renderer fails: never a 500', async () => {
    const working = site.renderer;
    site.renderer = async () => {
      throw new Error('render gagal');
    };
    try {
      const res = await request('/kontak');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"><!--app-root--><p>memuat</p><!--/app-root--></div>');
      expect(html).not.toContain('/assets/public.js');
      expect(html).toContain(`<title>${CONTACT.title} | ${OFFICE.name}</title>`);
    } finally {
      site.renderer = working;
    }
  });

  it('renders each page from what it shows, under the query key its hooks ask with, as the API answers it', async () => {
    const article = await createArticle();
    const bridge = await insertBridge(t.db, { kabupaten: 'Mamuju', latitude: -2.6, longitude: 118.9 });
    const pages: Array<[string, PageQuery[]]> = [
      ['/', [newsListQuery(1, NEWS_TEASER_SIZE)]],
      ['/berita?halaman=2', [newsListQuery(2, NEWS_PAGE_SIZE)]],
      [`/berita/${article.slug}`, [newsArticleQuery(article.slug)]],
      ['/layanan/jembatantif', [bridgeListQuery({}), bridgeFiguresQuery()]],
      [`/layanan/jembatantif/${bridge.id}`, [bridgeDetailQuery(bridge.id)]],
    ];
    for (const [url, queries] of pages) {
      calls.length = 0;
      await request(url);
      const entries = JSON.parse(JSON.stringify(calls[0]!.queries)) as Array<[unknown, unknown]>;
      expect(
        entries.map(([key]) => key),
        url,
      ).toEqual(queries.map((q) => q.queryKey));
      for (const [i, query] of queries.entries()) {
        expect(entries[i]![1], url).toEqual(await (await t.request('GET', apiUrl(query.api))).json());
      }
    }
  });

  it("renders a customer's service pages with their own requests, nobody else's, as the API answers them", async () => {
    const customer = await t.createUser();
    const other = await t.createUser();
    await insertSirekanan(t.db, customer.id, { subject: 'Surat milik saya' });
    await insertSirekanan(t.db, other.id, { subject: 'Surat orang lain' });
    await insertUjilabRequest(t.db, customer.id, { jenisUji: 'Uji Aspal' });
    const pages: Array<[string, PageQuery]> = [
      ['/layanan/sirekanan', ownSirekananQuery(1)],
      ['/layanan/ujilab', ownUjilabQuery(1)],
      ['/ppid/permohonan', ownPpidQuery()],
    ];
    for (const [url, query] of pages) {
      calls.length = 0;
      expect((await request(url, customer.cookie)).status, url).toBe(200);
      const [key, data] = (JSON.parse(JSON.stringify(calls[0]!.queries)) as Array<[unknown, unknown]>)[0]!;
      expect(key, url).toEqual(query.queryKey);
      expect(data, url).toEqual(await (await t.request('GET', apiUrl(query.api), { as: customer })).json());
    }
    calls.length = 0;
    await request('/layanan/sirekanan', customer.cookie);
    const mine = calls[0]!.queries[0]![1] as { items: Array<{ subject: string }> };
    expect(mine.items.map((r) => r.subject)).toEqual(['Surat milik saya']);
    // A visitor's page (the login prompt) carries nobody's requests.
    calls.length = 0;
    await request('/layanan/sirekanan');
    expect(calls[0]!.queries[0]![1]).toMatchObject({ items: [], total: 0 });
  });

  it('renders /skm for a survey link with what the link names, or why it is no good, never a 404', async () => {
    calls.length = 0;
    const res = await request('/skm?kode=SRK-TIDAK-ADA&t=palsu');
    expect(res.status).toBe(200);
    expect(calls[0]!.queries).toEqual([[skmInvitationQuery('SRK-TIDAK-ADA', 'palsu').queryKey, { invalid: SKM_TEXT.errors.linkInvalid }]]);
    calls.length = 0;
    await request('/skm');
    expect(calls[0]!.queries).toEqual([]);
  });

  it('sends an admin on a customer service to /admin (DECISIONS.md rule 6), without rendering it', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab' });
    calls.length = 0;
    for (const { path } of PUBLIC_PAGES.filter((page) => page.forCustomers)) {
      const res = await request(path, admin.cookie);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/admin');
    }
    expect(calls).toHaveLength(0);
  });

  it('sends someone signed in from /masuk on to where it would have led, never to another site', async () => {
    const user = await t.createUser();
    for (const [url, to] of [
      ['/masuk?kembali=%2Fppid%2Fpermohonan', '/ppid/permohonan'],
      ['/masuk', '/'],
      ['/masuk?kembali=%2F%2Fjahat.example', '/'],
      ['/masuk?kembali=https%3A%2F%2Fjahat.example', '/'],
    ] as const) {
      const res = await request(url, user.cookie);
      expect(res.status, url).toBe(302);
      expect(res.headers.get('location'), url).toBe(to);
    }
    expect((await request('/masuk')).status).toBe(200);
  });

  it('renders /admin-login as the home page for a visitor and sends a signed-in admin on to /admin', async () => {
    calls.length = 0;
    const res = await request('/admin-login');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Halaman /admin-login</h1>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(calls[0]!.queries.map(([key]) => key)).toEqual([newsListQuery(1, NEWS_TEASER_SIZE).queryKey]);
    const admin = await t.createUser({ role: 'super_admin' });
    const signedIn = await request('/admin-login', admin.cookie);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/admin');
  });

  it('does not render pages outside the public site', async () => {
    calls.length = 0;
    const html = await (await request('/dashboard')).text();
    expect(html).toContain('<p>memuat</p>');
    expect(calls).toHaveLength(0);
  });
});
