import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { BRIDGE_ROAD } from '../../src/shared/bridge-form-strings.ts';
import { BRIDGE_PAGE } from '../../src/shared/bridge-page-strings.ts';
import { LAYANAN_BRIDGES } from '../../src/shared/layanan-bridges-strings.ts';
import { ROAD_OVERVIEW as T } from '../../src/shared/road-overview-strings.ts';
import { STATS } from '../../src/shared/statistics-strings.ts';
import { fillText } from '../../src/shared/strings.ts';
import { insertDamageReport } from './admin-fixtures.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// Issue 39, item 6: a ruas for its engineers — its reports, its bridges, the worst-first list — and a bridge placed on a ruas.
const SHOTS = '/tmp/i39-engineer-shots';

/** A ruas near Mamuju with condition figures (75 % mantap), a late report on it and a bridge at STA 12+300. */
async function ruasWithReportAndBridge() {
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const noRuas = `E2E-${tag}`;
  const name = `Mamuju – Kalukku ${tag}`;
  const geometry = {
    type: 'LineString',
    coordinates: [
      [118.885, -2.68],
      [118.9, -2.66],
      [118.93, -2.63],
    ],
  };
  const report = await insertDamageReport({ location: `Jl. Poros Kalukku ${tag}` });
  const bridgeName = `Jembatan Karema ${tag}`;
  const { ruasId, bridgeId } = await withDb(async (db) => {
    const ruas = await db.query<{ id: string }>(
      `INSERT INTO road_sections (no_ruas, name, status, kabupaten, length_km, geometry, min_lon, min_lat, max_lon, max_lat, surface,
         kondisi_baik_km, kondisi_sedang_km, kondisi_rusak_ringan_km, kondisi_rusak_berat_km, kondisi_year)
       VALUES ($1, $2, 'Provinsi', 'Mamuju', 20, $3, 118.885, -2.68, 118.93, -2.63, 'Aspal', 10, 5, 3, 2, 2025) RETURNING id`,
      [noRuas, name, JSON.stringify(geometry)],
    );
    const id = ruas.rows[0]!.id;
    // Past its due day and still open: late.
    await db.query(
      `UPDATE damage_reports SET road_section_id = $1, road_distance_m = 12, due_on = (now() at time zone 'Asia/Makassar')::date - 3
       WHERE request_id = $2`,
      [id, report.id],
    );
    const bridge = await db.query<{ id: string }>(
      `INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, kabupaten, road_section_id, sta_m)
       VALUES ($1, 'Kalukku, Mamuju', 2012, 'Rusak Ringan', 'Mamuju', $2, 12300) RETURNING id`,
      [bridgeName, id],
    );
    return { ruasId: id, bridgeId: bridge.rows[0]!.id };
  });
  return { ruasId, bridgeId, noRuas, name, report, bridgeName };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a road engineer opens a ruas: its late report and its bridge at STA 12+300, then the worst-first list', async ({
      page,
      request,
    }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      const r = await ruasWithReportAndBridge();
      await loginAs(page, await createUser(request, { role: 'admin_jalan' }));

      await page.goto(`/admin/ruas/${r.ruasId}`);
      await expect(page.getByRole('heading', { level: 1, name: fillText(T.title, { no: r.noRuas, nama: r.name }) })).toBeVisible();
      await expect(page.getByTestId('kemantapan')).toHaveText('75%');
      const late = page.getByRole('region', { name: new RegExp(`^${T.groups.late}`) });
      await expect(late).toContainText('(1)');
      await expect(late.getByRole('link', { name: r.report.trackingCode })).toHaveAttribute(
        'href',
        `/admin/laporan/${r.report.trackingCode}`,
      );
      await expect(page.getByRole('region', { name: new RegExp(`^${T.groups.done}`) })).toContainText(T.noReports);
      const bridges = page.getByRole('region', { name: new RegExp(`^${T.bridges}`) });
      await expect(bridges.getByRole('link', { name: r.bridgeName })).toHaveAttribute('href', `/admin/jembatantif/${r.bridgeId}`);
      await expect(bridges).toContainText('12+300');
      // The line and the report's pin on the map.
      await expect(page.locator('path.road-line')).toHaveCount(1);
      await expect(page.getByRole('button', { name: `${r.report.trackingCode} (${T.groups.late})` })).toBeVisible();
      await expectNoViolations(page, 'ruas page');
      await page.screenshot({ path: `${SHOTS}/ruas-${viewport.width}.png`, fullPage: true });

      await page.goto('/admin/prioritas-ruas');
      await expect(page.getByRole('heading', { level: 1, name: T.priorityTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: `${r.noRuas} ${r.name}` })).toBeVisible();
      await expectNoViolations(page, 'worst first');
      await page.screenshot({ path: `${SHOTS}/prioritas-${viewport.width}.png`, fullPage: true });
    });
  });
}

test('a bridge manager puts a bridge on a ruas at an STA; a wrong STA is refused; the bridge page says where it is', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const r = await ruasWithReportAndBridge();
  const nama = `Jembatan Tanpa Ruas ${randomUUID().slice(0, 6)}`;
  await withDb((db) =>
    db.query(`INSERT INTO bridges (nama, lokasi, tahun_bangun, kondisi, kabupaten) VALUES ($1, 'Kalukku', 2015, 'Baik', 'Mamuju')`, [nama]),
  );
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  await page.goto('/admin/jembatantif');
  await page.getByLabel(LAYANAN_BRIDGES.search).fill(nama);
  await page.getByRole('button', { name: fillText(LAYANAN_BRIDGES.edit, { nama }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(BRIDGE_ROAD.ruasSearch).fill(r.noRuas);
  const select = dialog.getByLabel(BRIDGE_ROAD.ruasLabel, { exact: true });
  await expect(select.locator('option', { hasText: r.noRuas })).toHaveCount(1);
  await select.selectOption({ label: `${r.noRuas} ${r.name}` });
  await dialog.getByLabel(BRIDGE_ROAD.staLabel, { exact: true }).fill('12+3000');
  await dialog.getByRole('button', { name: LAYANAN_BRIDGES.saveEdit }).click();
  await expect(dialog.getByText(BRIDGE_ROAD.staInvalid)).toBeVisible();
  await expectNoViolations(page, 'bridge form with a wrong STA');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/bridge-form-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/bridge-form-1280.png`, fullPage: true });

  await dialog.getByLabel(BRIDGE_ROAD.staLabel, { exact: true }).fill('4+050');
  await dialog.getByRole('button', { name: LAYANAN_BRIDGES.saveEdit }).click();
  await expect(page.locator('li[data-variant]').filter({ hasText: LAYANAN_BRIDGES.updatedTitle })).toBeVisible();

  await page.getByRole('link', { name: nama }).click();
  const place = fillText(BRIDGE_PAGE.onRuasSta, { no: r.noRuas, nama: r.name, sta: '4+050' });
  await expect(page.getByText(place)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bridge-admin-1280.png`, fullPage: true });
  // The public page of the bridge says it too.
  await page.goto(page.url().replace('/admin/jembatantif/', '/layanan/jembatantif/'));
  await expect(page.getByText(place)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/bridge-public-360.png`, fullPage: true });
});

test('/statistik shows the kemantapan of each ruas surveyed and of the provincial roads', async ({ page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const r = await ruasWithReportAndBridge();
  // The figures are at most a minute old: ask until the new ruas is counted.
  await expect(async () => {
    await page.goto('/statistik?periode=2031');
    await expect(page.getByRole('row', { name: new RegExp(r.noRuas) })).toContainText('75%');
  }).toPass({ timeout: 75_000 });
  await expect(page.getByText(STATS.roadsProvince)).toBeVisible();
  await expectNoViolations(page, 'statistik');
  await page.screenshot({ path: `${SHOTS}/statistik-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoViolations(page, 'statistik at 360 px');
  await page.screenshot({ path: `${SHOTS}/statistik-360.png`, fullPage: true });
});
