import sharp from 'sharp';
import { ARTICLE } from '../../src/shared/article-strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { uniqueTag } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// Issue 14, items 1–2: an article with a cover and an inline image, published, seen on / and on its
// own page with srcset; a later change is a revision that can be compared and restored.

const T = ADMIN.cms;
const photo = (color: string, width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test('an article with a cover and an inline image is published and shown in sizes on / and /berita/{slug}', async ({
  page,
  request,
  browser,
}) => {
  const admin = await createUser(request, { role: 'super_admin', fullName: 'Humas E2E' });
  await loginAs(page, admin);
  await page.goto('/admin/cms/articles/new');
  const name = uniqueTag('Berita Bergambar ');
  await page.getByLabel(T.titleLabel).fill(name);

  await page
    .getByLabel(ARTICLE.coverUpload)
    .setInputFiles({ name: 'sampul.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d4ed8', 2000, 2000) });
  await expect(page.getByLabel(new RegExp(`^${ARTICLE.coverAlt}`))).toBeVisible();
  // Alt text is required with a cover.
  await page.getByRole('button', { name: T.saveNew }).click();
  await expect(page.getByText(ARTICLE.coverAltRequired).first()).toBeVisible();
  await page.getByLabel(new RegExp(`^${ARTICLE.coverAlt}`)).fill('Jembatan baru di atas sungai');

  await page.getByRole('textbox', { name: T.contentLabel }).click();
  await page.keyboard.type('Paragraf pembuka.');
  await page.getByRole('toolbar', { name: T.toolbar }).getByRole('button', { name: ARTICLE.imageButton }).click();
  const dialog = page.getByRole('dialog', { name: ARTICLE.imageDialogTitle });
  await dialog
    .getByLabel(new RegExp(`^${ARTICLE.imageFile}`))
    .setInputFiles({ name: 'isi.jpg', mimeType: 'image/jpeg', buffer: await photo('#15803d') });
  await dialog.getByRole('button', { name: ARTICLE.imageInsert }).click();
  await expect(dialog.getByText(ARTICLE.imageAltRequired)).toBeVisible();
  await dialog.getByLabel(new RegExp(`^${ARTICLE.imageAlt}`)).fill('Pekerja mengaspal jalan');
  await dialog.getByLabel(ARTICLE.imageCaption).fill('Pengaspalan ruas Mamuju–Kalukku');
  await dialog.getByRole('button', { name: ARTICLE.imageInsert }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel(ARTICLE.authorName).fill('Humas Dinas PUPR Sulbar');
  await page.getByLabel(T.statusLabel).selectOption('published');
  await page.getByRole('button', { name: T.saveNew }).click();
  await expectToast(page, T.saved, T.created);

  const [row] = await withDb(
    async (db) => (await db.query('SELECT slug, content, author_name FROM articles WHERE title = $1', [name])).rows,
  );
  expect(row.author_name).toBe('Humas Dinas PUPR Sulbar');
  expect(row.content).toMatch(/<figure><img src="\/images\/[0-9a-f-]{36}\/960" srcset="[^"]+ 1600w"/);
  expect(row.content).toContain('<figcaption>Pengaspalan ruas Mamuju–Kalukku</figcaption>');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const card = visitor.locator('article').filter({ hasText: name });
  const cover = card.getByRole('img', { name: 'Jembatan baru di atas sungai' });
  await expect(cover).toHaveAttribute('srcset', /\/images\/[0-9a-f-]{36}\/320 320w, .* 1920w/);
  await expect(cover).toHaveAttribute('sizes', /384px/);
  await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  const articleRes = await visitor.goto(`/berita/${row.slug}`);
  expect(articleRes?.status()).toBe(200);
  // The cover (the largest paint) is asked for with the HTML, in the size the screen needs.
  expect(await articleRes!.text()).toMatch(
    /<link rel="preload" as="image" href="\/images\/[0-9a-f-]{36}\/960" imagesrcset="[^"]+1920w" imagesizes="[^"]+" fetchpriority="high"/,
  );
  const main = visitor.locator('main');
  await expect(main.getByText('Oleh Humas Dinas PUPR Sulbar')).toBeVisible();
  const hero = main.getByRole('img', { name: 'Jembatan baru di atas sungai' });
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  const inline = main.getByRole('img', { name: 'Pekerja mengaspal jalan' });
  await expect(inline).toHaveAttribute('srcset', /1600w/);
  await expect(inline).toHaveAttribute('loading', 'lazy');
  await inline.scrollIntoViewIfNeeded();
  await expect.poll(() => inline.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\/images\//);
  await expect.poll(() => inline.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(main.getByText('Pengaspalan ruas Mamuju–Kalukku')).toBeVisible();
  await expectNoViolations(visitor, 'article with images');
});

test('an article without a cover shows the office mark, never an empty box', async ({ page, request }) => {
  const admin = await createUser(request, { role: 'super_admin' });
  await loginAs(page, admin);
  await page.goto('/admin/cms/articles/new');
  const name = uniqueTag('Tanpa Sampul ');
  await page.getByLabel(T.titleLabel).fill(name);
  await page.getByLabel(T.statusLabel).selectOption('published');
  await page.getByRole('button', { name: T.saveNew }).click();
  await expectToast(page, T.saved, T.created);
  await page.goto('/berita');
  const card = page.locator('article').filter({ hasText: name });
  await expect(card.locator('img[src="/images/logo.svg"]')).toBeVisible();
});

test('a change is a revision: compared paragraph by paragraph, and the old words restored', async ({ page, request }) => {
  const admin = await createUser(request, { role: 'super_admin', fullName: 'Editor Revisi' });
  await loginAs(page, admin);
  await page.goto('/admin/cms/articles/new');
  const name = uniqueTag('Revisi ');
  await page.getByLabel(T.titleLabel).fill(name);
  await page.getByRole('textbox', { name: T.contentLabel }).click();
  await page.keyboard.type('Kalimat asli.');
  await page.getByRole('button', { name: T.saveNew }).click();
  await expectToast(page, T.saved, T.created);
  await page
    .locator('tbody tr')
    .filter({ hasText: name })
    .getByRole('link', { name: T.editOf(name) })
    .click();
  await page.getByRole('textbox', { name: T.contentLabel }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Tambahan.');
  await page.getByRole('button', { name: T.saveEdit }).click();
  await expectToast(page, T.saved, T.updated);
  await page
    .locator('tbody tr')
    .filter({ hasText: name })
    .getByRole('link', { name: T.editOf(name) })
    .click();

  const history = page
    .getByRole('region', { name: ARTICLE.revisionsTitle })
    .or(page.locator('section').filter({ hasText: ARTICLE.revisionsTitle }));
  await history.getByRole('button', { name: ARTICLE.compare }).click();
  const diff = page.getByRole('region', { name: ARTICLE.compareTitle });
  await expect(diff.locator('del')).toHaveText('Kalimat asli.');
  await expect(diff.locator('ins')).toHaveText('Kalimat asli. Tambahan.');
  await history
    .getByRole('button', { name: /^Pulihkan revisi/ })
    .last()
    .click();
  await expectToast(page, ARTICLE.restored);
  const [row] = await withDb(async (db) => (await db.query('SELECT content FROM articles WHERE title = $1', [name])).rows);
  expect(row.content).toBe('<p>Kalimat asli.</p>');
});
