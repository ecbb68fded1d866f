import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { MODERATION } from '../../src/shared/moderation-strings.ts';
import { REPORTS } from '../../src/shared/report-strings.ts';
import { REPORT_FORM } from '../../src/shared/report-form-strings.ts';
import { COMMON, fillText, SERVICE_MENU } from '../../src/shared/strings.ts';
import { LAYANAN_DAMAGE } from '../../src/shared/layanan-damage-strings.ts';
import { LAYANAN } from '../../src/shared/layanan-strings.ts';
import { expectNoViolations } from './axe.ts';
import { expectToast } from './auth-helpers.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const REPORTER = 'Sitti Rahmah Pelapor';

/** A report sent through the public API, as the form sends it: with a pin and one photo. */
async function sendReport(page: Page, place: string, pin = { lat: '-3.5403', lng: '118.9707' }) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c5a3a' } })
    .jpeg()
    .toBuffer();
  const res = await page.request.post(`${E2E.baseUrl}/api/damage-reports`, {
    headers: { origin: E2E.baseUrl },
    multipart: {
      reporterName: REPORTER,
      reporterEmail: 'sitti.pelapor@contoh.id',
      location: place,
      reportType: 'Jalan',
      kabupaten: 'Majene',
      latitude: pin.lat,
      longitude: pin.lng,
      description: 'Aspal berlubang sepanjang 20 meter di depan sekolah.',
      photos: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { trackingCode: string }).trackingCode;
}

/** The moderator opens the report's own page, /admin/laporan/{code}. */
async function openModeration(page: Page, code: string) {
  await page.goto(`/admin/laporan/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  return page.getByRole('main');
}

test('a report is public only once a moderator approves it, and the public never sees the reporter', async ({ page, browser, request }) => {
  const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
  // A spot of its own, so that no other test's report is near it.
  const lat = -2 - Math.random();
  const code = await sendReport(page, place, { lat: lat.toFixed(5), lng: '119.30000' });
  const visitor = await browser.newContext();
  const public_ = await visitor.newPage();
  expect((await public_.goto(`/laporan/${code}`))!.status()).toBe(404);
  await expect(public_.getByRole('heading', { level: 1, name: REPORTS.notFoundTitle })).toBeVisible();

  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  const dialog = await openModeration(page, code);
  await expect(dialog.getByText(MODERATION.visibility.menunggu, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);
  await expect(dialog.getByText(MODERATION.visibility.publik, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: MODERATION.historyAction['damage-report.publish'] })).toBeVisible();

  // The visitor finds it on /laporan, from the Layanan menu, and opens it.
  await public_.goto('/');
  await public_.getByRole('button', { name: SERVICE_MENU.label }).click();
  await public_.getByRole('link', { name: /Laporan Warga/ }).click();
  await expect(public_.getByRole('heading', { level: 1, name: REPORTS.title })).toBeVisible();
  await public_.getByLabel(REPORTS.kabupaten).selectOption('Majene');
  await public_.getByRole('button', { name: REPORTS.apply }).click();
  await expect(public_).toHaveURL(/kabupaten=Majene/);
  await public_.getByRole('link', { name: place }).click();
  await expect(public_).toHaveURL(`/laporan/${code}`);
  await expect(public_.getByRole('heading', { level: 1, name: place })).toBeVisible();
  await expect(public_.getByRole('img', { name: `Foto 1 laporan ${code}` })).toHaveJSProperty('complete', true);
  await expect(public_.locator('main')).not.toContainText(REPORTER);
  await expect(public_.locator('main')).not.toContainText('sitti.pelapor');
  // The map comes when asked for (issue 35: Leaflet and React are a phone's heaviest download) and
  // shows the pin with no tiles at all.
  await public_.getByRole('main').getByRole('button', { name: COMMON.mapShow }).click();
  await expect(public_.getByLabel(`${REPORTS.location}: ${place}`).locator('.map-pin')).toHaveCount(1);

  // The page is rendered on the server with its Open Graph tags.
  const html = await (await request.get(`${E2E.baseUrl}/laporan/${code}`)).text();
  expect(html).toContain(`<meta property="og:title" content="Laporan ${code}`);
  expect(html).toContain(place);
  expect(html).not.toContain(REPORTER);
  await visitor.close();
});

test('a confidential report shows its kabupaten but no pin; hidden with a reason, it is gone', async ({ page, request }) => {
  const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
  // A spot of its own, so that no other test's report is near it.
  const lat = -2 - Math.random();
  const code = await sendReport(page, place, { lat: lat.toFixed(5), lng: '119.30000' });
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  const dialog = await openModeration(page, code);
  await dialog.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);
  await dialog.getByLabel(MODERATION.confidential).check();
  await expect(dialog.getByText(MODERATION.confidentialBadge, { exact: true })).toBeVisible();

  const publicPage = await page.context().browser()!.newPage();
  await publicPage.goto(`${E2E.baseUrl}/laporan/${code}`);
  await expect(publicPage.getByText(REPORTS.confidentialPlace)).toBeVisible();
  await expect(publicPage.locator('.leaflet-container')).toHaveCount(0);

  await dialog.getByRole('button', { name: MODERATION.hide, exact: true }).click();
  await expect(dialog.getByText(MODERATION.hideReasonRequired)).toBeVisible();
  await dialog.getByLabel(MODERATION.hideReason).fill('Laporan ganda, sudah ditangani lewat laporan lain.');
  await dialog.getByRole('button', { name: MODERATION.hide, exact: true }).click();
  await expect(dialog.getByText(MODERATION.visibility.disembunyikan, { exact: true }).first()).toBeVisible();
  // The reason in the moderation history (the reason box may still hold it while the dialog refreshes).
  await expect(dialog.locator('span').filter({ hasText: 'Laporan ganda, sudah ditangani lewat laporan lain.' })).toBeVisible();
  expect((await publicPage.goto(`${E2E.baseUrl}/laporan/${code}`))!.status()).toBe(404);
  await publicPage.close();
});

for (const width of [360, 1280]) {
  test(`/laporan and a report pass axe at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
    const code = await sendReport(page, place);
    const moderator = await createUser(request, { role: 'admin_jembatantif' });
    await loginAs(page, moderator);
    const dialog = await openModeration(page, code);
    await dialog.getByRole('button', { name: MODERATION.publish }).click();
    await expectToast(page, MODERATION.savedTitle);
    await expectNoViolations(page, 'moderation dialog');
    await page.context().clearCookies();

    await page.goto('/laporan');
    if (width < 1024) await page.getByRole('button', { name: REPORTS.showMap }).click();
    await expect(page.locator('#peta-laporan .leaflet-container')).toBeVisible();
    await expectNoViolations(page, '/laporan');
    await page.goto(`/laporan/${code}`);
    await page.getByRole('main').getByRole('button', { name: COMMON.mapShow }).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectNoViolations(page, `/laporan/${code}`);
  });
}

test('"saya juga": a neighbour who drops a pin by the same damage joins the report instead of sending another, once', async ({
  page,
  browser,
  request,
}) => {
  const place = `Jl. Poros Majene km ${randomUUID().slice(0, 6)}`;
  // A spot of its own, so that no other test's report is near it.
  const lat = -2 - Math.random();
  const code = await sendReport(page, place, { lat: lat.toFixed(5), lng: '119.30000' });
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
  const dialog = await openModeration(page, code);
  await dialog.getByRole('button', { name: MODERATION.publish }).click();
  await expectToast(page, MODERATION.savedTitle);

  // Another browser, no account: the pin typed in the boxes, 11 m from the first report.
  const neighbour = await (await browser.newContext()).newPage();
  await neighbour.goto('/layanan/lapor-kerusakan');
  await neighbour.getByLabel(/^Lintang/).fill((lat + 0.0001).toFixed(5));
  await neighbour.getByLabel(/^Bujur/).fill('119.30000');
  await neighbour.getByLabel(/^Jenis Infrastruktur/).selectOption('Jalan');
  const nearby = neighbour.getByRole('region', { name: REPORTS.nearbyTitle });
  await expect(nearby).toContainText(place);
  await expect(nearby).toContainText(code);
  await nearby.getByLabel(REPORTS.supportEmail).fill('tetangga@contoh.id');
  await nearby.getByRole('button', { name: REPORTS.supportButton }).click();
  await expectToast(neighbour, REPORTS.supportedTitle);

  await neighbour.goto(`/laporan/${code}`);
  await expect(neighbour.getByText('1 warga mengalami hal yang sama')).toBeVisible();
  await neighbour.getByRole('button', { name: REPORTS.supportButton }).click();
  // Issue 38: a repeat is told kindly that it was counted, not "Dukungan Gagal".
  await expectToast(neighbour, REPORTS.alreadySupportedTitle, fillText(REPORTS.alreadySupported, { n: 1, code }));
  await expect(neighbour.getByText(REPORTS.supportFailedTitle)).toHaveCount(0);
  await expect(neighbour.getByText('1 warga mengalami hal yang sama')).toBeVisible();
  await neighbour.context().close();
});

test('a report of type Jembatan names the bridge: the ones near the pin are offered, a search finds the rest', async ({ page }) => {
  const tag = randomUUID().slice(0, 6);
  const lat = -2 - Math.random();
  await withDb((db) =>
    db.query(
      `insert into bridges (nama, lokasi, tahun_bangun, kondisi, latitude, longitude) values
       ($1, 'Desa Lembang, Majene', 1998, 'Rusak Ringan', $3, 119.2), ($2, 'Mamasa', 2004, 'Baik', null, null)`,
      [`Jembatan Salu ${tag}`, `Jembatan Mambi ${tag}`, lat + 0.002],
    ),
  );
  await page.goto('/layanan/lapor-kerusakan');
  await page.getByLabel(/^Nama Pelapor/).fill('Sitti Rahmah');
  await page.getByLabel(/^Lokasi/).fill('Jembatan di Desa Lembang');
  await page.getByLabel(/^Lintang/).fill(lat.toFixed(5));
  await page.getByLabel(/^Bujur/).fill('119.20000');
  await page.getByLabel(/^Kabupaten/).selectOption('Majene');
  await page.getByLabel(/^Jenis Infrastruktur/).selectOption('Jembatan');
  const picker = page.getByRole('group', { name: REPORT_FORM.bridgeLegend });
  await expect(picker.getByRole('radio', { name: REPORT_FORM.bridgeNone })).toBeChecked();
  await expect(picker.getByRole('radio', { name: new RegExp(`Jembatan Salu ${tag}`) })).toHaveAccessibleName(/± 2\d\d m dari titik Anda/);
  await expect(picker.getByRole('radio', { name: new RegExp(`Jembatan Mambi ${tag}`) })).toHaveCount(0);
  await picker.getByLabel(REPORT_FORM.bridgeSearch).fill(`Mambi ${tag}`);
  await picker.getByRole('radio', { name: new RegExp(`Jembatan Mambi ${tag}`) }).check();
  await page.getByLabel(/^Deskripsi/).fill('Lantai jembatan berlubang dan sandaran patah sebelah hilir.');
  await page.getByRole('button', { name: LAYANAN_DAMAGE.submit }).click();
  await expectToast(page, LAYANAN_DAMAGE.successTitle);
  const code = (await page
    .getByRole('status')
    .filter({ hasText: /LPR-\d{4}-/ })
    .first()
    .textContent())!.match(/LPR-\d{4}-[A-Z0-9]{6}/)![0];
  const named = await withDb((db) =>
    db.query<{ nama: string }>(
      `select b.nama from damage_reports d join bridges b on b.id = d.bridge_id
       join service_requests r on r.id = d.request_id where r.tracking_code = $1`,
      [code],
    ),
  );
  expect(named.rows.map((r) => r.nama)).toEqual([`Jembatan Mambi ${tag}`]);
});

test('/laporan on a phone: the filters fold behind "Saring laporan" and the first report is on the first screen; open when filtering, always from 640 px', async ({
  page,
}) => {
  const place = `Jl. Lipat Saringan km ${randomUUID().slice(0, 6)}`;
  const code = await sendReport(page, place, { lat: (-2 - Math.random()).toFixed(5), lng: '119.30000' });
  await withDb((db) =>
    db.query(
      `UPDATE damage_reports SET visibility = 'publik' WHERE request_id = (SELECT id FROM service_requests WHERE tracking_code = $1)`,
      [code],
    ),
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/laporan');
  const fold = page.locator('details', { has: page.getByText(REPORTS.filters, { exact: true }) });
  await expect(fold).not.toHaveAttribute('open');
  await expect(page.getByLabel(REPORTS.kabupaten)).toBeHidden();
  // Issue 38: the first report was at ≈ 820 px, below a 740 px screen.
  const first = page.getByRole('main').getByRole('listitem').first();
  const box = (await first.boundingBox())!;
  expect(box.y).toBeLessThan(740);
  await page.screenshot({ path: '/tmp/i38-small-shots/laporan-360.png' });
  await fold.getByText(REPORTS.filters, { exact: true }).click();
  await page.getByLabel(REPORTS.kabupaten).selectOption('Majene');
  await page.getByRole('button', { name: REPORTS.apply }).click();
  await expect(page).toHaveURL(/kabupaten=Majene/);
  // A filter chosen: the fold is open, the choice visible.
  await expect(fold).toHaveAttribute('open', '');
  await expect(page.getByLabel(REPORTS.kabupaten)).toHaveValue('Majene');
  await page.screenshot({ path: '/tmp/i38-small-shots/laporan-filtered-360.png' });

  // At a desk the filters are always shown, without a summary to press.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/laporan');
  await expect(page.getByLabel(REPORTS.kabupaten)).toBeVisible();
  await expect(fold.getByText(REPORTS.filters, { exact: true })).toBeHidden();
  await page.screenshot({ path: '/tmp/i38-small-shots/laporan-1280.png' });
  await expectNoViolations(page, '/laporan');
});

test('without JavaScript /laporan pages by its links: Berikutnya by cursor, Sebelumnya back to the same first page (issue 41)', async ({
  browser,
}) => {
  // Thirteen public reports of a kind and kabupaten no other test publishes: one page and one more.
  const mark = randomUUID().slice(0, 4).toUpperCase();
  await withDb((db) =>
    db.query(
      `WITH r AS (
         INSERT INTO service_requests (service_type, title, description, details, status, tracking_code, created_at)
         SELECT 'lapor_kerusakan', 'Laporan Kerusakan Lainnya', 'Jl. Halaman ' || $1 || ' no. ' || i,
           '{"report_type":"Lainnya","description":"Pagar pembatas patah."}'::jsonb, 'Diajukan',
           'LPR-2026-' || $1 || lpad(i::text, 2, '0'), now() - make_interval(mins => i)
         FROM generate_series(1, 13) AS i RETURNING id, created_at)
       INSERT INTO damage_reports (request_id, report_type, kabupaten, visibility, reported_at)
       SELECT id, 'Lainnya', 'Mamasa', 'publik', created_at FROM r`,
      [mark],
    ),
  );
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  try {
    const codes = () => page.locator('article .font-mono').allTextContents();
    await page.goto('/laporan?kabupaten=Mamasa&jenis=Lainnya');
    const first = await codes();
    expect(first).toHaveLength(12);
    expect(first[0]).toBe(`LPR-2026-${mark}01`);
    const pager = page.getByRole('navigation', { name: LAYANAN.pagination });
    // On the first page "Sebelumnya" is words, not a link to nowhere.
    await expect(pager.getByRole('link', { name: LAYANAN.previous })).toHaveCount(0);
    await expect(pager.getByText(LAYANAN.previous)).toBeVisible();
    await pager.getByRole('link', { name: LAYANAN.next }).click();
    await expect(page).toHaveURL(/kursor=/);
    expect(await codes()).toEqual([`LPR-2026-${mark}13`]);
    await expect(pager.getByText('Halaman 2 dari 2')).toBeVisible();
    await expect(pager.getByRole('link', { name: LAYANAN.next })).toHaveCount(0);
    await pager.getByRole('link', { name: LAYANAN.previous }).click();
    expect(await codes()).toEqual(first);
    // An old link's page number still shows that page.
    await page.goto('/laporan?kabupaten=Mamasa&jenis=Lainnya&halaman=2');
    expect(await codes()).toEqual([`LPR-2026-${mark}13`]);
  } finally {
    await visitor.close();
    await withDb((db) => db.query(`DELETE FROM service_requests WHERE tracking_code LIKE $1`, [`LPR-2026-${mark}%`]));
  }
});
