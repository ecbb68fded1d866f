import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { CONSENT, REQUIRED } from '../../src/shared/consent-strings.ts';
import { KABUPATEN_FIELD } from '../../src/shared/kabupaten.ts';
import { REPORT_FORM } from '../../src/shared/report-form-strings.ts';
import { AUTH } from '../../src/shared/strings.ts';
import { LAYANAN } from '../../src/shared/layanan-strings.ts';
import { LAYANAN_SIREKANAN } from '../../src/shared/layanan-sirekanan-strings.ts';
import { LAYANAN_UJILAB } from '../../src/shared/layanan-ujilab-strings.ts';
import { LAYANAN_DAMAGE } from '../../src/shared/layanan-damage-strings.ts';
import { LAYANAN_UPLOADS } from '../../src/shared/layanan-uploads-strings.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const S = LAYANAN_SIREKANAN;
const U = LAYANAN_UJILAB;
const D = LAYANAN_DAMAGE;

const toast = (page: Page, title: string) => page.locator('li[data-variant]').filter({ hasText: title });
const label = (text: string) => new RegExp(`^${text.replace(/[()*]/g, '\\$&')}`);

function pdf(text = 'Surat permohonan'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`);
}
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b4a8b' } })
    .png()
    .toBuffer();
const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'KameraPonsel' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '2/1 40/1 0/1' } })
    .toBuffer();

/** What a screen reader announces as required: the native attribute or aria-required. */
const isRequired = (box: Locator) => box.evaluate((el) => (el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true');

async function pickOption(page: Page, field: string, option: string) {
  await page.getByLabel(label(field)).selectOption(option);
}

test.describe('Sirekanan', () => {
  test('a visitor sees the login prompt, whose button opens the login dialog', async ({ page }) => {
    await page.goto('/layanan/sirekanan');
    await expect(page.getByRole('heading', { level: 1, name: S.heading })).toBeVisible();
    await expect(page.getByText(S.subheading)).toBeVisible();
    await expect(page).toHaveTitle(/Dinas PUPR Provinsi Sulawesi Barat/);
    await expect(page.getByRole('heading', { name: S.formTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: LAYANAN.loginRequired })).toBeVisible();
    await expect(page.getByLabel(label(S.subject))).toHaveCount(0);
    // A link to /masuk in the page's HTML (issue 35), which the page's script turns into the dialog.
    await page.getByRole('main').getByRole('link', { name: LAYANAN.loginButton }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: AUTH.loginTitle })).toBeVisible();
  });

  test('a customer sends a letter with an attachment; the form clears and the history shows it', async ({ page }) => {
    const user = await createUser(page.request);
    await loginAs(page, user);
    await page.goto('/layanan/sirekanan');
    const subject = `Permohonan rekomendasi ${randomUUID().slice(0, 6)}`;

    await page.getByRole('button', { name: S.submit }).click();
    await expect(toast(page, S.incompleteTitle)).toContainText(S.incomplete);

    expect(await isRequired(page.getByLabel(label(S.subject)))).toBe(true);
    expect(await isRequired(page.getByLabel(label(S.details)))).toBe(true);
    expect(await isRequired(page.getByLabel(label(S.attachment)))).toBe(false);
    await page.getByLabel(label(S.subject)).fill(subject);
    await page.getByLabel(label(S.details)).fill('Mohon rekomendasi teknis untuk pembangunan jembatan desa.');
    await page.getByLabel(label(S.attachment)).setInputFiles({ name: 'surat.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(page.getByText('surat.pdf')).toBeVisible();
    await page.getByRole('button', { name: S.submit }).click();

    const done = toast(page, S.successTitle);
    await expect(done).toContainText(S.success);
    await expect(done).toContainText(/SRK-\d{4}-[A-Z0-9]{6}/);
    await expect(page.getByLabel(label(S.subject))).toHaveValue('');
    await expect(page.getByLabel(label(S.details))).toHaveValue('');
    await expect(page.getByText(LAYANAN_UPLOADS.none)).toBeVisible();

    const history = page.getByRole('list', { name: S.historyTitle });
    const item = history.getByRole('listitem').filter({ hasText: subject });
    await expect(item).toContainText('Diajukan');
    await expect(item).toContainText(/SRK-\d{4}-[A-Z0-9]{6}/);
    const href = await item.getByRole('link', { name: LAYANAN.attachment }).getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).toString()).toContain('%PDF-1.4');
  });

  test('a renamed program is refused by the server and nothing typed is lost', async ({ page }) => {
    const user = await createUser(page.request);
    await loginAs(page, user);
    await page.goto('/layanan/sirekanan');
    const exe = Buffer.alloc(512);
    exe.write('MZ', 0);
    await page.getByLabel(label(S.subject)).fill('Surat dengan lampiran palsu');
    await page.getByLabel(label(S.details)).fill('Detail tetap ada.');
    await page.getByLabel(label(S.attachment)).setInputFiles({ name: 'surat.pdf', mimeType: 'application/pdf', buffer: exe });
    await page.getByRole('button', { name: S.submit }).click();
    await expect(toast(page, S.failedTitle)).toContainText('Gagal mengunggah lampiran: jenis berkas tidak didukung.');
    await expect(page.getByLabel(label(S.subject))).toHaveValue('Surat dengan lampiran palsu');
    await expect(page.getByLabel(label(S.details))).toHaveValue('Detail tetap ada.');
    await expect(page.getByRole('list', { name: S.historyTitle })).toHaveCount(0);
    await expect(page.getByText(LAYANAN.empty)).toBeVisible();
  });

  test('an attachment over 5 MB is refused before sending', async ({ page }) => {
    const user = await createUser(page.request);
    await loginAs(page, user);
    await page.goto('/layanan/sirekanan');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n', 0);
    await page.getByLabel(label(S.attachment)).setInputFiles({ name: 'besar.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(page.getByText('Gagal mengunggah lampiran: ukuran berkas melebihi batas 5 MB.')).toBeVisible();
    await expect(page.getByText(LAYANAN_UPLOADS.none)).toBeVisible();
  });
});

test.describe('Uji Lab', () => {
  test('a visitor sees the login prompt', async ({ page }) => {
    await page.goto('/layanan/ujilab');
    await expect(page.getByRole('heading', { name: LAYANAN.loginRequired })).toBeVisible();
    await expect(page.getByRole('button', { name: U.newRequest })).toHaveCount(0);
  });

  test('a customer files a lab request with both documents and sees it in the history', async ({ page }) => {
    const user = await createUser(page.request);
    await loginAs(page, user);
    await page.goto('/layanan/ujilab');
    await expect(page.getByText(LAYANAN.empty)).toBeVisible();

    await page.getByRole('button', { name: U.newRequest }).click();
    const dialog = page.getByRole('dialog', { name: U.dialogTitle });
    await dialog.getByRole('button', { name: U.submit }).click();
    await expect(toast(page, U.incompleteTitle)).toContainText(U.incomplete);

    await pickOption(page, U.jenisUji, 'Uji Aspal');
    // Issue 40, item 2: at least one test of the tariff.
    await dialog.getByRole('spinbutton').first().fill('1');
    await dialog.getByLabel(label(U.suratPermohonan)).setInputFiles({ name: 'permohonan.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await dialog.getByRole('button', { name: U.submit }).click();
    await expect(toast(page, U.incompleteTitle)).toContainText(U.incomplete); // the KTP is still missing

    await dialog.getByLabel(label(U.ktp)).setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: await png() });
    // The KTP's use needs its own, explicit consent (issue 14).
    await dialog.getByRole('button', { name: U.submit }).click();
    await expect(toast(page, U.incompleteTitle)).toContainText(CONSENT.ktpConsentRequired);
    await expect(dialog.getByText(CONSENT.ktpConsentRequired)).toBeVisible();
    await expect(dialog.getByRole('link', { name: CONSENT.policyLink })).toHaveAttribute('href', '/kebijakan-privasi');
    await dialog.getByRole('checkbox', { name: CONSENT.ktpConsent }).check();
    await dialog.getByRole('button', { name: U.submit }).click();
    await expect(toast(page, U.successTitle)).toContainText(/LAB-\d{4}-[A-Z0-9]{6}/);
    await expect(dialog).toBeHidden();

    const item = page.getByRole('list', { name: U.historyTitle }).getByRole('listitem').filter({ hasText: 'Uji Aspal' });
    await expect(item).toContainText('Diajukan');
    await expect(item).toContainText(/LAB-\d{4}-[A-Z0-9]{6}/);
    await expect(item.getByRole('link', { name: U.ktpKind })).toHaveAttribute('href', /\/files\/lab-documents\/.+\/ktp-\d+\.png$/);
  });

  test('a mistyped KTP is refused with "Gagal mengunggah KTP" and the dialog keeps the choices', async ({ page }) => {
    const user = await createUser(page.request);
    await loginAs(page, user);
    await page.goto('/layanan/ujilab');
    await page.getByRole('button', { name: U.newRequest }).click();
    const dialog = page.getByRole('dialog', { name: U.dialogTitle });
    await pickOption(page, U.jenisUji, 'Uji Beton');
    await dialog.getByRole('spinbutton').first().fill('1');
    await dialog.getByLabel(label(U.suratPermohonan)).setInputFiles({ name: 'permohonan.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await dialog.getByLabel(label(U.ktp)).setInputFiles({ name: 'ktp.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bukan gambar') });
    await dialog.getByRole('checkbox', { name: CONSENT.ktpConsent }).check();
    await dialog.getByRole('button', { name: U.submit }).click();
    await expect(toast(page, LAYANAN.submitFailedTitle)).toContainText('Gagal mengunggah KTP: jenis berkas tidak didukung.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(label(U.jenisUji))).toHaveValue('Uji Beton');
    await expect(dialog.getByText('permohonan.pdf')).toBeVisible();
  });
});

test('"Lainnya" asks which test is wanted, and the dialog says what happens after sending', async ({ page }) => {
  const user = await createUser(page.request);
  await loginAs(page, user);
  await page.goto('/layanan/ujilab');
  await page.getByRole('button', { name: U.newRequest }).click();
  const dialog = page.getByRole('dialog', { name: U.dialogTitle });
  await dialog.getByText(CONSENT.nextTitle).click();
  await expect(dialog.getByText(/Antar benda uji/)).toBeVisible();
  await pickOption(page, U.jenisUji, 'Lainnya');
  await dialog.getByLabel(label(U.suratPermohonan)).setInputFiles({ name: 'permohonan.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await dialog.getByLabel(label(U.ktp)).setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: pdf('ktp') });
  await dialog.getByRole('checkbox', { name: CONSENT.ktpConsent }).check();
  await dialog.getByRole('button', { name: U.submit }).click();
  await expect(dialog.getByText(CONSENT.otherTestRequired)).toBeVisible();
  await dialog.getByLabel(label(CONSENT.otherTest)).fill('Uji CBR tanah dasar');
  await dialog.getByRole('button', { name: U.submit }).click();
  await expect(toast(page, U.successTitle)).toBeVisible();
  const own = await (await page.request.get('/api/ujilab?page=1&pageSize=10')).json();
  expect(own.items[0]).toMatchObject({ jenisUji: 'Lainnya', jenisUjiLainnya: 'Uji CBR tanah dasar' });
});

test.describe('Lapor Kerusakan', () => {
  test('a visitor reports damage with a photo and looks the status up by tracking code', async ({ page }) => {
    await page.goto('/layanan/lapor-kerusakan');
    await page.getByRole('button', { name: D.submit }).click();
    await expect(toast(page, D.incompleteTitle)).toContainText(D.incomplete);
    // The spec's sentence, then which boxes are empty: the optional e-mail and photo are not among them (issue 38).
    await expect(toast(page, D.incompleteTitle)).toContainText(D.incompleteMissing(`${D.reporterName}, ${D.location}`).slice(0, -1));
    await expect(toast(page, D.incompleteTitle)).not.toContainText(D.reporterEmail);

    const place = `Jl. Poros Mamuju–Kalukku km ${randomUUID().slice(0, 4)}`;
    await page.getByLabel(label(D.reporterName)).fill('Sitti Rahmah');
    await page.getByLabel(label(D.reporterEmail)).fill('sitti@contoh.id');
    await page.getByLabel(label(D.location)).fill(place);
    await pickOption(page, D.reportType, 'Jembatan');
    await page.getByLabel(label(D.descriptionLabel)).fill('Lantai jembatan berlubang di sisi hilir.');
    await page
      .getByLabel(label(REPORT_FORM.photos))
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() });
    await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    // A tap on the map drops the pin (no tiles reach a test: the map is its plain background), which
    // fills the two boxes and suggests the kabupaten of the nearest seat.
    const map = page.getByLabel(REPORT_FORM.mapLabel);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-pane').first()).toBeAttached();
    await map.click({ position: { x: 60, y: 60 } });
    await expect(page.getByLabel(label(REPORT_FORM.latitude))).toHaveValue(/^-\d+\.\d{6}$/);
    await expect(page.getByLabel(label(REPORT_FORM.longitude))).toHaveValue(/^1\d\d\.\d{6}$/);
    await expect(page.getByLabel(label(KABUPATEN_FIELD.label))).not.toHaveValue('');
    await expect(map.locator('.map-pin')).toHaveCount(1);
    const pinned = {
      lat: Number(await page.getByLabel(label(REPORT_FORM.latitude)).inputValue()),
      lng: Number(await page.getByLabel(label(REPORT_FORM.longitude)).inputValue()),
    };
    await page.getByRole('button', { name: D.submit }).click();

    const sent = toast(page, D.successTitle);
    await expect(sent).toContainText(/LPR-\d{4}-[A-Z0-9]{6}/);
    const code = (await sent.textContent())!.match(/LPR-\d{4}-[A-Z0-9]{6}/)![0];
    await expect(page.getByLabel(label(D.location))).toHaveValue('');

    // The receipt fills the lookup; anyone with the code sees status and dates, no personal data.
    await expect(page.getByLabel(LAYANAN.trackingCode, { exact: true })).toHaveValue(code);
    await page.getByRole('button', { name: D.statusButton }).click();
    const result = page.locator('dl').filter({ hasText: D.statusLabel });
    await expect(result).toContainText('Diajukan');
    await expect(result).toContainText(code);
    await expect(result).not.toContainText('Sitti');
    await expect(result).not.toContainText(place);
    const stored = await withDb(
      async (db) =>
        (
          await db.query<{ latitude: number; longitude: number }>(
            'SELECT latitude, longitude FROM damage_reports d JOIN service_requests r ON r.id = d.request_id WHERE r.tracking_code = $1',
            [code],
          )
        ).rows[0],
    );
    expect(stored).toEqual({ latitude: pinned.lat, longitude: pinned.lng });
  });

  test('each missing box says so, the first gets the focus, a mistyped e-mail has its own words; a signed-in citizen finds name and e-mail filled', async ({
    page,
  }) => {
    await page.goto('/layanan/lapor-kerusakan');
    await page.getByLabel(label(D.reporterName)).fill('Sitti Rahmah');
    await page.getByRole('button', { name: D.submit }).click();
    await expect(toast(page, D.incompleteTitle)).toContainText(D.incomplete);
    const location = page.getByLabel(label(D.location));
    await expect(location).toBeFocused();
    // The asterisk is hidden from screen readers; the boxes say they are required.
    for (const required of [D.reporterName, D.location, KABUPATEN_FIELD.label, D.reportType, D.descriptionLabel])
      expect(await isRequired(page.getByLabel(label(required))), required).toBe(true);
    expect(await isRequired(page.getByLabel(label(D.reporterEmail)))).toBe(false);
    await expect(location).toHaveAttribute('aria-invalid', 'true');
    // Each box its own words (issue 14); the toast keeps the spec's sentence.
    for (const words of [REQUIRED.location, REQUIRED.reportType, REQUIRED.description])
      await expect(page.getByText(words, { exact: true })).toBeVisible();
    await location.fill('Jl. Ahmad Yani, Mamuju');
    await expect(location).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(REQUIRED.location, { exact: true })).toHaveCount(0);
    await expect(page.getByText(REQUIRED.reportType, { exact: true })).toBeVisible();

    await pickOption(page, D.reportType, 'Jalan');
    await pickOption(page, KABUPATEN_FIELD.label, 'Mamuju');
    await page.getByLabel(label(D.descriptionLabel)).fill('Aspal mengelupas sepanjang 20 meter.');
    await page.getByLabel(label(D.reporterEmail)).fill('sitti@contoh');
    await page.getByRole('button', { name: D.submit }).click();
    await expect(toast(page, D.incompleteTitle).last()).toContainText(D.emailInvalid);
    await expect(page.getByLabel(label(D.reporterEmail))).toBeFocused();

    const user = await createUser(page.request, { fullName: 'Baso Mandar' });
    await loginAs(page, user);
    await page.goto('/layanan/lapor-kerusakan');
    await expect(page.getByLabel(label(D.reporterName))).toHaveValue('Baso Mandar');
    await expect(page.getByLabel(label(D.reporterEmail))).toHaveValue(user.email);
    await page.getByLabel(label(D.location)).fill('Jembatan Kalukku');
    await pickOption(page, KABUPATEN_FIELD.label, 'Mamuju');
    await pickOption(page, D.reportType, 'Jembatan');
    await page.getByLabel(label(D.descriptionLabel)).fill('Sandaran jembatan patah.');
    await page.getByRole('button', { name: D.submit }).click();
    await expect(toast(page, D.successTitle)).toBeVisible();
    await expect(page.getByLabel(label(D.location))).toHaveValue('');
    await expect(page.getByLabel(label(D.reportType))).toHaveValue('');
    await expect(page.getByLabel(label(D.reporterName))).toHaveValue('Baso Mandar');
  });

  test('an unknown tracking code says so', async ({ page }) => {
    await page.goto('/layanan/lapor-kerusakan');
    await page.getByLabel(LAYANAN.trackingCode, { exact: true }).fill('lpr-2026-zzzzzz');
    // The form is taken over when reached for; pressed before that, the lookup is /lacak's page
    // (tests/e2e/no-javascript.spec.ts). Here it answers on the page.
    await expect(page.locator('[data-island="damage-report"]')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('button', { name: D.statusButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: D.statusNotFound })).toBeVisible();
    await page.getByLabel(LAYANAN.trackingCode, { exact: true }).fill('bukan kode');
    await page.getByRole('button', { name: D.statusButton }).click();
    await expect(page.getByText(D.statusCodeInvalid)).toBeVisible();
  });
});
