import { STATS } from '../../src/shared/statistics-strings.ts';
import { insertDamageReport } from './admin-fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { expect, test, withDb } from './fixtures.ts';

// Other specs add reports at the same time: this one counts in a year of its own.
const YEAR = 2041;

test('/statistik arrives rendered with the figures, shows each table on demand and downloads its CSV', async ({ page, request }) => {
  for (let i = 0; i < 3; i++) {
    const row = await insertDamageReport({ reportType: 'Jembatan' });
    await withDb((db) =>
      db.query(`UPDATE damage_reports SET reported_at = $1, kabupaten = 'Pasangkayu', report_type = 'Jembatan' WHERE request_id = $2`, [
        new Date(Date.UTC(YEAR, 4, 10 + i, 2)),
        row.id,
      ]),
    );
  }
  // Without scripts: the server's HTML holds the numbers.
  const html = await (await request.get(`/statistik?periode=${YEAR}`)).text();
  expect(html).toContain(STATS.damageTotal('3'));

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/statistik?periode=${YEAR}`);
  await expect(page.getByRole('heading', { level: 1, name: STATS.title })).toBeVisible();
  const byKabupaten = page.getByRole('figure').filter({ hasText: STATS.byKabupaten });
  await expect(byKabupaten.getByRole('img', { name: STATS.byKabupaten })).toBeVisible();
  await byKabupaten.getByText(STATS.showTable).click();
  await expect(byKabupaten.getByRole('row', { name: /Pasangkayu/ })).toContainText('3');
  await expectNoViolations(page, '/statistik 360');

  const download = page.waitForEvent('download');
  await byKabupaten.getByRole('link', { name: STATS.csvOf(STATS.byKabupaten) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`laporan-menurut-kabupaten-${YEAR}.csv`);
  const text = (await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toBe('"Kategori","Jumlah"');
  expect(text).toContain('"Pasangkayu",3');

  // The period form works as a plain GET.
  await page.getByLabel(STATS.period).selectOption('12b');
  await page.getByRole('button', { name: STATS.show }).click();
  await expect(page).toHaveURL(/periode=12b/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(page, '/statistik 1280');
});
