import type { Page } from '@playwright/test';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import { REQUEST_CHANGE as C, STATUS_NOTE } from '../../src/shared/status-note-strings.ts';
import {
  insertDamageReport,
  insertUjilabRequest,
  insertSirekanan,
  PDF_FILE,
  profileId,
  saveChange,
  storeFile,
  uniqueTag,
} from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const T = ADMIN.requests;
const rowWith = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
const search = (page: Page) => page.getByLabel(T.searchLabel);

test.describe('Sirekanan requests', () => {
  test('the Sirekanan admin sees requester, subject, code, date and attachment, and changes the status with history', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const tag = uniqueTag('Perihal');
    const citizen = await createUser(request, { fullName: `Andi ${tag}`, verified: true });
    const citizenId = await profileId(citizen);
    storeFile('service-documents', `${citizenId}/sirekanan-1.pdf`, '%PDF-1.4 surat permohonan');
    const req = await insertSirekanan(citizenId, {
      subject: `${tag} drainase`,
      attachmentUrl: `/files/service-documents/${citizenId}/sirekanan-1.pdf`,
    });
    const admin = await createUser(request, { role: 'admin_sirekanan', fullName: 'Petugas Persuratan' });
    await loginAs(page, admin);

    await page.goto(`/admin/sirekanan?q=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: T.sirekananTitle })).toBeVisible();
    const row = rowWith(page, req.trackingCode);
    await expect(row).toContainText(`Andi ${tag}`);
    await expect(row).toContainText(citizen.email);
    await expect(row).toContainText(`${tag} drainase`);
    await expect(row.locator('time')).toContainText(/\d{1,2} \w{3} 2\d{3}/);
    const link = row.getByRole('link', { name: T.attachment });
    await expect(link).toHaveAttribute('href', `/files/service-documents/${citizenId}/sirekanan-1.pdf`);
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 surat permohonan');

    // Status is a badge in the table; the change is on the request's own page.
    await expect(row.getByRole('combobox')).toHaveCount(0);
    await expect(row.locator('[data-status]')).toHaveText('Diajukan');
    await row.getByRole('link', { name: T.openOf(req.trackingCode) }).click();
    await expect(page).toHaveURL(`/admin/sirekanan/${req.trackingCode}`);
    await expect(page.getByRole('heading', { level: 1, name: req.trackingCode })).toBeVisible();
    const data = page.getByRole('region', { name: T.dataSection });
    await expect(data).toContainText(`${tag} drainase`);
    await expect(data).toContainText(`Andi ${tag} (${citizen.email})`);
    const change = page.getByRole('region', { name: C.title });
    await expect(change.getByLabel(C.statusLabel, { exact: true })).toHaveValue('Diajukan');
    // Issue 38: the e-mail can be read before it is sent.
    await change.getByLabel(C.statusLabel, { exact: true }).selectOption('Diproses');
    await change.getByLabel(new RegExp(`^${C.publicNoteLabel}`)).fill('Sedang ditelaah Bidang Bina Marga.');
    await change.getByRole('button', { name: C.preview }).click();
    const preview = change.getByRole('region', { name: C.previewTitle });
    await expect(preview).toContainText(`${req.trackingCode}: status pengajuan kini Diproses`);
    await expect(preview).toContainText('Catatan petugas: Sedang ditelaah Bidang Bina Marga.');
    await saveChange(page, { status: 'Diproses', internalNote: 'Disposisi Kabid 28/11.' });
    await expectToast(page, C.saved, C.savedMailed);
    // One change, one e-mail: the status and the note together, the internal note not in it.
    const mails = await withDb(
      async (c) => (await c.query("SELECT text_body FROM outbox_mails WHERE kind = 'status' AND to_address = $1", [citizen.email])).rows,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain('Sedang ditelaah Bidang Bina Marga.');
    expect(mails[0].text_body).not.toContain('Disposisi Kabid');
    // a colleague opens the same page from its link
    await page.reload();
    await expect(page.getByRole('region', { name: C.title }).getByLabel(C.statusLabel, { exact: true })).toHaveValue('Diproses');

    const history = page.getByRole('region', { name: T.history });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem')).toContainText('Diajukan → Diproses');
    await expect(history.getByRole('listitem')).toContainText('oleh Petugas Persuratan');
    await expect(history.getByRole('listitem')).toContainText('Disposisi Kabid 28/11.');
    // A refusal must say why, to the requester; the one change then adds one step to the history.
    await saveChange(page, { status: 'Ditolak' });
    await expect(page.getByRole('region', { name: C.title }).getByText(STATUS_NOTE.reasonRequired)).toBeVisible();
    await saveChange(page, { status: 'Ditolak', note: 'Berkas permohonan belum ditandatangani.' });
    await expectToast(page, C.saved);
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Diproses → Ditolak');
    await expect(history.getByRole('listitem').first()).toContainText('Berkas permohonan belum ditandatangani.');
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]); // the refusal without a reason above
  });

  test('a failed change says Gagal memperbarui status', async ({ page, request }) => {
    const tag = uniqueTag();
    const req = await insertSirekanan(await profileId(await createUser(request)), { subject: tag });
    await loginAs(page, await createUser(request, { role: 'super_admin' }));
    await page.goto(`/admin/sirekanan/${req.trackingCode}`);
    await expect(page.getByRole('region', { name: C.title }).getByLabel(C.statusLabel, { exact: true })).toHaveValue('Diajukan');
    await withDb((db) => db.query('DELETE FROM sirekanan_requests WHERE id = $1', [req.id]));
    await saveChange(page, { status: 'Diproses' });
    await expectToast(page, C.failed, T.notFound);
    // the page reloads the request, which is gone
    await expect(page.getByRole('heading', { level: 1, name: T.notFound })).toBeVisible();
  });

  test('a code that is none, or of another service, opens the not-found page', async ({ page, request }) => {
    const lab = await insertUjilabRequest(await profileId(await createUser(request)));
    await loginAs(page, await createUser(request, { role: 'super_admin' }));
    await page.goto('/admin/sirekanan/SRK-2026-TIDAKA');
    await expect(page.getByRole('heading', { level: 1, name: T.notFound })).toBeVisible();
    await page.goto(`/admin/sirekanan/${lab.trackingCode}`);
    await expect(page.getByRole('heading', { level: 1, name: T.notFound })).toBeVisible();
    await expect(page.getByText(T.notFoundHint)).toBeVisible();
  });

  test('search, status filter and paging work together and survive a reload', async ({ page, request }) => {
    const tag = uniqueTag('Cari');
    const citizenId = await profileId(await createUser(request));
    for (let i = 0; i < 22; i++)
      await insertSirekanan(citizenId, { subject: `${tag} surat ${i}`, minutesAgo: i, status: i === 0 ? 'Selesai' : 'Diajukan' });
    await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
    await page.goto('/admin/sirekanan');
    await search(page).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await expect(page.locator('tbody tr').first()).toContainText(`${tag} surat 0`); // newest first
    await expect(page.getByText('1–20 dari 22')).toBeVisible();
    await page.getByRole('button', { name: ADMIN.common.next }).click();
    // The second page by its cursor (docs/decisions/075), kept in the address with the search.
    await expect(page).toHaveURL(new RegExp(`q=${tag}.*cursor=|cursor=.*q=${tag}`));
    await expect(page.getByText('21–22 dari 22')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.reload();
    await expect(search(page)).toHaveValue(tag);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.getByLabel(T.statusFilter, { exact: true }).selectOption('Selesai');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText(`${tag} surat 0`);
    await search(page).fill(`${tag}-tidak-ada`);
    await expect(page.getByText(T.empty)).toBeVisible();
  });

  test('the lab admin may not open the Sirekanan page', async ({ page, request }) => {
    await loginAs(page, await createUser(request, { role: 'admin_ujilab' }));
    await page.goto('/admin/sirekanan');
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('lab requests', () => {
  test('the lab admin sees the test type and both documents, and changes the status', async ({ page, request, consoleErrors }) => {
    const tag = uniqueTag('Lab');
    const citizen = await createUser(request, { fullName: `Sitti ${tag}`, verified: true });
    const citizenId = await profileId(citizen);
    // Issue 40: the result follows the test (the sample is in: Dalam Pengujian).
    const req = await insertUjilabRequest(citizenId, { jenisUji: 'Uji Tanah', status: 'Dalam Pengujian' });
    storeFile('lab-documents', `${citizenId}/ktp-1.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await loginAs(page, await createUser(request, { role: 'admin_ujilab' }));
    await page.goto(`/admin/ujilab?q=${tag}`);
    const row = rowWith(page, req.trackingCode);
    await expect(row).toContainText('Uji Tanah');
    await expect(row).toContainText(citizen.email);
    await expect(row.getByRole('link', { name: T.letter })).toHaveAttribute(
      'href',
      `/files/lab-documents/${citizenId}/surat-permohonan-1.pdf`,
    );
    const ktp = row.getByRole('link', { name: T.ktp });
    expect((await page.request.get((await ktp.getAttribute('href'))!)).status()).toBe(200);
    await row.getByRole('link', { name: req.trackingCode, exact: true }).click();
    await expect(page).toHaveURL(`/admin/ujilab/${req.trackingCode}`);
    await expect(page.getByRole('region', { name: T.dataSection })).toContainText('Uji Tanah');
    // Selesai goes out with its result report (issue 38): without it the form says so and nothing changes.
    await saveChange(page, { status: 'Selesai' });
    await expect(page.getByText(C.attachmentRequired(C.attachmentName.lab_result))).toBeVisible();
    await saveChange(page, { status: 'Selesai', file: { ...PDF_FILE, name: 'hasil-uji.pdf' } });
    await expectToast(page, C.saved, C.savedMailed);
    const [db] = await withDb(async (c) => (await c.query('SELECT status FROM pengajuan_uji WHERE id = $1', [req.id])).rows);
    expect(db.status).toBe('Selesai');
    // The refused attempt above is the browser's one logged 400; nothing else went wrong.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  test('the Sirekanan admin may not open the lab page', async ({ page, request }) => {
    await loginAs(page, await createUser(request, { role: 'admin_sirekanan' }));
    await page.goto('/admin/ujilab');
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('damage reports', () => {
  test('the bridge admin sees code, type, location, reporter and photo, and changes the status', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const place = uniqueTag('Jl. Trans ');
    storeFile(
      'damage-photos',
      'public/9-e2e.jpg',
      Buffer.from(
        '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAP/9k=',
        'base64',
      ),
    );
    const report = await insertDamageReport({
      location: place,
      reporterName: 'Rahmat Hidayat',
      reportType: 'Jembatan',
      photoUrl: '/files/damage-photos/public/9-e2e.jpg',
    });
    await loginAs(page, await createUser(request, { role: 'admin_jembatantif' }));
    await page.goto(`/admin/laporan?q=${encodeURIComponent(place)}`);
    const row = rowWith(page, report.trackingCode);
    await expect(row).toContainText('Jembatan');
    await expect(row).toContainText(place);
    await expect(row).toContainText('Rahmat Hidayat');
    await expect(row.getByRole('link', { name: T.openPhoto(report.trackingCode) })).toHaveAttribute(
      'href',
      '/files/damage-photos/public/9-e2e.jpg',
    );
    await expect(row.locator('img')).toHaveJSProperty('complete', true);
    await row.getByRole('link', { name: T.openOf(report.trackingCode) }).click();
    await expect(page).toHaveURL(`/admin/laporan/${report.trackingCode}`);
    await expect(page.getByRole('region', { name: T.dataSection })).toContainText('Rahmat Hidayat');
    await saveChange(page, { status: 'Diproses' });
    await expectToast(page, C.saved);
    expect(consoleErrors).toEqual([]);
  });

  test('the lab admin may not open damage reports', async ({ page, request }) => {
    await loginAs(page, await createUser(request, { role: 'admin_ujilab' }));
    await page.goto('/admin/laporan');
    await expect(page).toHaveURL('/admin');
  });
});
