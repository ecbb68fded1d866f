import fs from 'node:fs';
import { EXPORTS } from '../../src/shared/export-strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { insertSirekanan, profileId, uniqueTag } from './admin-fixtures.ts';
import { REQUEST_FILTERS } from '../../src/shared/request-filter-strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// "Unduh CSV" of a filtered table holds exactly the rows the table shows (issue 13, item 8).
test('the CSV of a searched and filtered table has the rows on the screen, with Indonesian headers', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag('Ekspor');
  const owner = await profileId(await createUser(request));
  const shown = [
    await insertSirekanan(owner, { subject: `${tag} jalan`, status: 'Diproses' }),
    await insertSirekanan(owner, { subject: `${tag} jembatan`, status: 'Diproses', minutesAgo: 5 }),
  ];
  await insertSirekanan(owner, { subject: `${tag} drainase`, status: 'Selesai' });
  await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
  await page.goto(`/admin/sirekanan?q=${encodeURIComponent(tag)}&status=Diproses`);
  await expect(page.locator('table tbody tr')).toHaveCount(2);
  const codesOnScreen = await page.locator('table tbody tr td:first-child').allTextContents();
  expect(codesOnScreen.sort()).toEqual(shown.map((r) => r.trackingCode).sort());

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: EXPORTS.csv }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pengajuan-sirekanan-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = testInfo.outputPath('export.csv');
  await download.saveAs(file);
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toContain(`"${EXPORTS.headers.code}"`);
  const codesInFile = lines.slice(1).map((l) => l.split(',')[0]!.replace(/"/g, ''));
  expect(codesInFile.sort()).toEqual(codesOnScreen.sort());
  await expect(page.getByRole('heading', { level: 1, name: ADMIN.requests.sirekananTitle })).toBeVisible();
});

test('the bridges table exports what its search shows, and the date filter of a request table travels with its export', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag('Ekspor');
  await withDb(async (db) => {
    for (const [i, nama] of [`Jembatan ${tag} Satu`, `Jembatan ${tag} Dua`].entries())
      await db.query(
        `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, created_at) VALUES ($1, 'Mamuju', 2010, 'Baik', now() - make_interval(mins => $2))`,
        [nama, i],
      );
  });
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  await page.goto('/admin/jembatantif');
  await page.getByLabel(LAYANAN_BRIDGES.search).fill(tag);
  await expect(page.locator('table tbody tr')).toHaveCount(2);
  const namesOnScreen = await page.locator('table tbody tr td:first-child').allTextContents();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: EXPORTS.csv }).click()]);
  expect(download.suggestedFilename()).toMatch(/^jembatan-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = testInfo.outputPath('jembatan.csv');
  await download.saveAs(file);
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toContain(`"${EXPORTS.headers.bridgeName}"`);
  expect(lines.slice(1).map((l) => l.split(',')[0]!.replace(/"/g, ''))).toEqual(namesOnScreen.map((n) => n.trim()));

  await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
  await page.goto('/admin/sirekanan');
  await page.getByLabel(REQUEST_FILTERS.from).fill('2026-01-01');
  await page.getByLabel(REQUEST_FILTERS.sort).selectOption('oldest');
  await expect(page).toHaveURL(/from=2026-01-01/);
  await expect(page.getByRole('link', { name: EXPORTS.csv })).toHaveAttribute(
    'href',
    /from=2026-01-01.*sort=oldest|sort=oldest.*from=2026-01-01/,
  );
});
