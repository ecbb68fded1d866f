import sharp from 'sharp';
import { GALLERY } from '../../src/shared/gallery-strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { uniqueTag } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 14, item 3: a content editor builds an album in the CMS, reorders it by keyboard, publishes
// it, and the public sees it in that order.

const photo = (color: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test('an album made in the CMS: photos with alt text, reordered, published, shown on /galeri in that order', async ({
  page,
  request,
  browser,
}) => {
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto('/admin/cms');
  await page.getByRole('link', { name: new RegExp(ADMIN.cms.galleryCard) }).click();
  await expect(page).toHaveURL('/admin/cms/albums');
  const title = uniqueTag('Album Kegiatan ');
  await page.getByLabel(new RegExp(`^${GALLERY.albumTitle}`)).fill(title);
  await page.getByRole('button', { name: GALLERY.newAlbum }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  for (const [i, color] of ['#1d4ed8', '#15803d'].entries()) {
    await page.getByLabel(/^Foto/).setInputFiles({ name: `foto-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(color) });
    if (i === 0) {
      // Alt text is required.
      await page.getByRole('button', { name: GALLERY.addPhotos }).click();
      await expect(page.getByText(GALLERY.altRequired)).toBeVisible();
    }
    await page.getByLabel(new RegExp(`^${GALLERY.alt}`)).fill(`Foto ${i + 1}`);
    await page.getByLabel(GALLERY.caption).fill(`Keterangan ${i + 1}`);
    await page.getByRole('button', { name: GALLERY.addPhotos }).click();
    await expect(page.getByText(`${i + 1}. Keterangan ${i + 1}`)).toBeVisible();
  }
  await page.getByRole('button', { name: GALLERY.moveUp(2) }).click();
  await expectToast(page, GALLERY.reordered);
  await expect(page.getByText('1. Keterangan 2')).toBeVisible();
  await expectNoViolations(page, 'album editor');

  await page.getByLabel(GALLERY.published).check();
  await page.getByRole('button', { name: GALLERY.save }).click();
  await expectToast(page, GALLERY.saved);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/galeri');
  await visitor.getByRole('link', { name: new RegExp(title) }).click();
  const captions = visitor.locator('main figcaption');
  await expect(captions).toHaveText(['Keterangan 2', 'Keterangan 1']);
});
