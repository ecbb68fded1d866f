import { HOME } from '../../src/shared/home-strings.ts';
import { CONTACT } from '../../src/shared/contact-strings.ts';
import { NAV, OFFICE, SERVICES, SITE } from '../../src/shared/strings.ts';
import sharp from 'sharp';
import { GALLERY } from '../../src/shared/gallery-strings.ts';
import { PROFILE_CONTENT } from '../../src/web/features/public/content.ts';
import { expectNoViolations } from './axe.ts';
import { expectToast } from './auth-helpers.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';
import { futureDate, insertArticle, SITE_PAGES } from './public-helpers.ts';

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Makassar' }).format(d);

test('every public page has its own title naming the office, one h1, and no console error', async ({ page, consoleErrors }) => {
  const titles: string[] = [];
  for (const path of SITE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`\\| ${OFFICE.name}$`));
    titles.push(await page.title());
  }
  expect(new Set(titles).size).toBe(SITE_PAGES.length);
  expect(consoleErrors).toEqual([]);
});

test('home: the hero links to /profil, and the service tiles show only for a signed-in customer', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: HOME.heroCta }).click();
  await expect(page).toHaveURL('/profil');

  const tiles = page.getByRole('region', { name: HOME.servicesTitle, exact: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HOME.visitorServicesTitle })).toBeVisible();
  await expect(tiles).toHaveCount(0);

  await loginAs(page, await createUser(request));
  await page.goto('/');
  await expect(tiles).toBeVisible();
  for (const [name, href] of [
    [SERVICES.laporKerusakan, '/layanan/lapor-kerusakan'],
    [SERVICES.sirekanan, '/layanan/sirekanan'],
    [SERVICES.jembatantif, '/layanan/jembatantif'],
    [SERVICES.ujilab, '/layanan/ujilab'],
  ] as const) {
    await expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('heading', { name: HOME.visitorServicesTitle })).toHaveCount(0);

  await page.context().clearCookies();
  await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tiles).toHaveCount(0);
});

test('home: the news teaser shows the latest published article and leads to /berita', async ({ page }) => {
  const latest = await insertArticle({ publishedAt: new Date(Date.UTC(2099, 11, 31)) });
  await page.goto('/');
  const teaser = page.getByRole('region', { name: HOME.newsTitle });
  await expect(teaser.getByRole('article').first()).toContainText(latest.title);
  await teaser.getByRole('link', { name: HOME.newsAll }).click();
  await expect(page).toHaveURL('/berita');
});

test('/profil shows the vision, the five missions, the organisation chart and the duties', async ({ page }) => {
  await page.goto('/profil');
  await expect(page.getByRole('heading', { name: SITE.profile.visionTitle })).toBeVisible();
  await expect(page.getByText(PROFILE_CONTENT.vision)).toBeVisible();
  const missions = page.getByRole('region', { name: SITE.profile.missionTitle }).getByRole('listitem');
  await expect(missions).toHaveCount(5);
  await expect(missions).toHaveText(PROFILE_CONTENT.missions.map((m) => new RegExp(m)));
  const chart = page.getByRole('img', { name: /Bagan struktur organisasi/ });
  await expect(chart).toHaveAttribute('width', '1000');
  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: SITE.profile.dutiesTitle })).toBeVisible();
  await expect(page.getByText(PROFILE_CONTENT.duties)).toBeVisible();
});

test('/berita lists published articles newest first with date, summary and image; drafts stay hidden', async ({ page }) => {
  const older = await insertArticle({ publishedAt: futureDate(10) });
  const draft = await insertArticle({ publishedAt: null });
  const newer = await insertArticle({ publishedAt: futureDate(20) });
  await page.goto('/berita');
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: newer.title })).toBeVisible();
  const titles = await cards.getByRole('heading').allTextContents();
  expect(titles.indexOf(newer.title)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title));
  expect(titles).not.toContain(draft.title);

  const card = cards.filter({ hasText: newer.title });
  await expect(card).toContainText(longDate(newer.publishedAt));
  await expect(card).toContainText(newer.excerpt);
  const img = card.locator('img');
  await expect(img).toHaveAttribute('src', '/images/berita/jalan.svg');
  await expect(img).toHaveAttribute('width', '640');

  await card.getByRole('link', { name: new RegExp(SITE.news.readMore) }).click();
  await expect(page).toHaveURL(`/berita/${newer.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer.title);
  await expect(page).toHaveTitle(`${newer.title} | ${OFFICE.name}`);
  await expect(page.getByRole('heading', { level: 2, name: /Subjudul/ })).toBeVisible();
  await page.getByRole('link', { name: SITE.news.backToNews }).click();
  await expect(page).toHaveURL('/berita');
});

test('an article link shared to a messaging app carries its title, description and Open Graph tags in the HTML', async ({ request }) => {
  const article = await insertArticle({
    publishedAt: futureDate(1),
    title: 'Jembatan "Sejahtera" & <Baru>',
    excerpt: 'Ringkasan yang dibagikan.',
  });
  const res = await request.get(`/berita/${article.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const title = `Jembatan &quot;Sejahtera&quot; &amp; &lt;Baru&gt; | ${OFFICE.name}`;
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain('<meta name="description" content="Ringkasan yang dibagikan." />');
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain(`<meta property="og:url" content="${E2E.baseUrl}/berita/${article.slug}" />`);
  // The SVG cover has a JPEG twin made for link previews.
  expect(html).toContain(`<meta property="og:image" content="${E2E.baseUrl}/images/berita/jalan.jpg" />`);
  expect((await request.get('/images/berita/jalan.jpg')).headers()['content-type']).toBe('image/jpeg');
});

test('an unknown article is a real 404 with a not-found page', async ({ page, request }) => {
  const res = await request.get('/berita/tidak-pernah-ada');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  const draft = await insertArticle({ publishedAt: null });
  expect((await request.get(`/berita/${draft.slug}`)).status()).toBe(404);

  await page.goto('/berita/tidak-pernah-ada');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.news.notFoundTitle);
  await page.getByRole('link', { name: SITE.news.backToNews }).click();
  await expect(page).toHaveURL('/berita');
});

test('/galeri lists the published albums; an album’s photos open large and move by keyboard; Esc gives the focus back', async ({
  page,
  request,
  browser,
}) => {
  // An album of three photos, made as a content editor would (the API the CMS uses).
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  const title = `Album Uji ${Date.now()}`;
  const album = await (
    await page.request.post('/api/admin/albums', {
      data: { title, albumDate: '2026-11-20', description: 'Dokumentasi uji.', published: true },
    })
  ).json();
  for (const [i, color] of ['#1d4ed8', '#15803d', '#b45309'].entries()) {
    const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const image = await (
      await page.request.post('/api/admin/images?purpose=gallery', {
        multipart: { image: { name: `f${i}.jpg`, mimeType: 'image/jpeg', buffer } },
      })
    ).json();
    const res = await page.request.post(`/api/admin/albums/${album.id}/photos`, {
      data: { imageId: image.id, alt: `Foto ${i + 1} kegiatan`, caption: `Keterangan ${i + 1}`, credit: 'Humas' },
    });
    expect(res.status()).toBe(201);
  }

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/galeri');
  await visitor.getByRole('link', { name: new RegExp(title) }).click();
  await expect(visitor).toHaveURL(`/galeri/${album.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photos = visitor.getByRole('button', { name: /^Buka foto/ });
  await expect(photos).toHaveCount(3);
  await expect(photos.first().locator('img')).toHaveAttribute('srcset', /\/images\/[0-9a-f-]{36}\/320 320w/);
  // The photos are buttons once the page's script has them (disabled in the HTML before it).
  await expect(photos.nth(1)).toBeEnabled();
  await photos.nth(1).focus();
  await visitor.keyboard.press('Enter');
  const box = visitor.getByRole('dialog');
  await expect(box).toContainText(GALLERY.photoOf(2, 3));
  await expect(box).toContainText('Keterangan 2');
  await visitor.keyboard.press('ArrowRight');
  await expect(box).toContainText(GALLERY.photoOf(3, 3));
  await visitor.keyboard.press('ArrowRight');
  await expect(box).toContainText(GALLERY.photoOf(1, 3));
  await expectNoViolations(visitor, 'lightbox');
  await visitor.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(photos.nth(1)).toBeFocused();
});

test('/kontak: office details, a map placeholder, and a message that is stored, confirmed and cleared', async ({ page }) => {
  await page.goto('/kontak');
  const main = page.locator('main');
  await expect(main).toContainText(OFFICE.address);
  await expect(main.getByRole('link', { name: OFFICE.phone })).toHaveAttribute('href', /^tel:/);
  await expect(main.getByRole('link', { name: OFFICE.email })).toHaveAttribute('href', `mailto:${OFFICE.email}`);
  await expect(main.getByRole('heading', { name: CONTACT.mapTitle })).toBeVisible();

  const form = main.getByRole('region', { name: CONTACT.formTitle });
  await form.getByRole('button', { name: CONTACT.submit }).click();
  await expect(form.getByText(CONTACT.nameRequired)).toBeVisible();
  await expect(form.getByText(CONTACT.emailRequired)).toBeVisible();
  await expect(form.getByText(CONTACT.subjectRequired)).toBeVisible();
  await expect(form.getByText(CONTACT.messageRequired)).toBeVisible();
  await expect(form.getByLabel(CONTACT.name)).toBeFocused();

  const subject = `Jalan berlubang ${Date.now()}`;
  await form.getByLabel(CONTACT.name).fill('Muhammad Arif');
  await expect(form.getByLabel(CONTACT.emailField)).toHaveAttribute('type', 'email');
  await form.getByLabel(CONTACT.emailField).fill('bukan-email');
  await form.getByLabel(CONTACT.subject).fill(subject);
  await form.getByLabel(CONTACT.message).fill('Mohon perbaikan jalan di depan sekolah.');
  await form.getByRole('button', { name: CONTACT.submit }).click();
  await expect(form.getByText(CONTACT.emailInvalid)).toBeVisible();
  await form.getByLabel(CONTACT.emailField).fill('arif@contoh.id');
  await form.getByRole('button', { name: CONTACT.submit }).click();
  await expectToast(page, CONTACT.sentTitle, CONTACT.sentDescription);
  for (const label of [CONTACT.name, CONTACT.emailField, CONTACT.subject, CONTACT.message]) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }
  await expect(form.getByText(CONTACT.nameRequired)).toHaveCount(0);
  const rows = await withDb((db) => db.query('SELECT name, email, message FROM contact_messages WHERE subject = $1', [subject]));
  expect(rows.rows).toEqual([{ name: 'Muhammad Arif', email: 'arif@contoh.id', message: 'Mohon perbaikan jalan di depan sekolah.' }]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const path of SITE_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });

  test('the menu button opens the navigation, which closes after choosing a page', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: NAV.openMenu });
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Navigasi seluler' });
    await expect(page.getByRole('button', { name: NAV.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: NAV.gallery }).click();
    await expect(page).toHaveURL('/galeri');
    await expect(nav).toBeHidden();
    // Escape closes it too, and gives focus back to the button.
    await page.getByRole('button', { name: NAV.openMenu }).click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: NAV.openMenu })).toBeFocused();
    // A link to /masuk that opens the login dialog (issue 35): it works before and without the script.
    await expect(page.getByRole('banner').getByRole('link', { name: NAV.login })).toBeVisible();
  });

  test('focus given back to the menu button stays there when a slow page arrives', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/gallery-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: NAV.openMenu }).click();
    await page.getByRole('navigation', { name: 'Navigasi seluler' }).getByRole('link', { name: NAV.gallery }).click();
    await page.getByRole('button', { name: NAV.openMenu }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: NAV.openMenu })).toBeFocused();
    release();
    await expect(page.getByRole('heading', { level: 1, name: GALLERY.title })).toBeVisible();
    await expect(page.getByRole('button', { name: NAV.openMenu })).toBeFocused();
  });
});

test('the public pages fetch nothing from other hosts, except the map tiles of MAP_TILE_URL', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    // The one exception, configured by the office (scripts/e2e-server.ts points it at a closed port).
    if (url.startsWith(E2E.mapTileOrigin)) return;
    if (!url.startsWith(E2E.baseUrl) && !url.startsWith('data:')) foreign.push(url);
  });
  for (const path of SITE_PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(foreign).toEqual([]);
});

test('the home page carries its news in its HTML, with no page code: the browser never asks /api/news', async ({ page, request }) => {
  const latest = await insertArticle({ publishedAt: new Date(Date.UTC(2099, 11, 31)) });
  const html = await (await request.get('/')).text();
  // HTML rendered on the server (issue 35): the page's own code is never fetched, its news is in it.
  expect(html).not.toMatch(/\/assets\/home-page-[\w-]+\.js/);
  expect(html).toContain(latest.title);
  const newsCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/news')) newsCalls.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: /Baca selengkapnya/ }).first()).toBeVisible();
  expect(newsCalls).toEqual([]);
});
