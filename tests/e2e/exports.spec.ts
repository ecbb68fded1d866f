import fs from 'node:fs';
import { EXPORTS } from '../../src/shared/export-strings.ts';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { insertSirekanan, profileId, uniqueTag } from './admin-fixtures.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

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
