import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import type { PpidRequestItem } from '../../src/shared/ppid.ts';
import { PPID_ADMIN } from '../../src/shared/ppid-admin-strings.ts';
import { PPID_FORM, RECEIVE_METHOD_LABELS, COPY_METHOD_LABELS } from '../../src/shared/ppid-form-strings.ts';
import { OBJECTION_REASON_LABELS, PPID } from '../../src/shared/ppid-strings.ts';
import { LACAK } from '../../src/shared/tracking-strings.ts';
import type { Role } from '../../src/shared/roles.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const A = PPID_ADMIN.admin;
const F = PPID_FORM.form;
const label = (text: string) => new RegExp(`^${text.replace(/[()*/.]/g, '\\$&')}`);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

async function staffPage(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, await createUser(page.request, { role }));
  return page;
}

test('an information request is answered with an attachment, objected to, and the objection answered by the superior', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await createUser(page.request);
  await loginAs(page, customer);
  const subject = `Kontrak ruas Mamuju–Kalukku ${randomUUID().slice(0, 6)}`;

  // The form: the name and e-mail come from the account; a missing field is named under its box.
  await page.goto('/ppid/permohonan');
  await expect(page.getByRole('heading', { level: 1, name: PPID.form.title })).toBeVisible();
  await expect(page.getByLabel(label(F.name))).toHaveValue(customer.fullName);
  await expect(page.getByLabel(label(F.email))).toHaveValue(customer.email);
  await page.getByRole('button', { name: F.submit }).click();
  await expectToast(page, F.incompleteTitle, F.incomplete);
  await expect(page.getByText(PPID_FORM.required.information)).toBeVisible();

  await page.getByLabel(label(F.phone)).fill('0812 3456 7890');
  await page.getByLabel(label(F.address)).fill('Jl. Yos Sudarso No. 5, Mamuju');
  await page.getByLabel(label(F.information)).fill(subject);
  await page.getByLabel(label(F.purpose)).fill('Bahan penelitian tentang pengawasan proyek jalan.');
  await page.getByRole('radio', { name: RECEIVE_METHOD_LABELS.softcopy }).check();
  await page.getByRole('radio', { name: COPY_METHOD_LABELS.email }).check();
  const ktp = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
  await page.getByLabel(label(F.ktp)).setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: ktp });
  await page.getByRole('checkbox', { name: F.ktpConsent }).check();
  await page.getByRole('button', { name: F.submit }).click();
  await expectToast(page, PPID.form.successTitle);
  const mine = (await (await page.request.get('/api/ppid/permohonan')).json()) as PpidRequestItem[];
  const code = mine.find((r) => r.information === subject)!.trackingCode;
  expect(code).toMatch(/^PPID-\d{4}-[23456789A-Z]{6}$/);
  // The confirmation card (the toast says the same in a status region of its own).
  await expect(page.locator('div[role="status"]').filter({ hasText: code })).toBeVisible();
  const card = page.getByRole('article', { name: code });
  await expect(card).toContainText(subject);

  // The officer extends once with a reason, then answers with a PDF.
  const officer = await staffPage(browser, 'admin_ppid');
  await officer.goto('/admin/ppid');
  await expect(officer.getByRole('navigation').getByRole('link', { name: ADMIN.menu.ppidDip })).toBeVisible();
  await expect(officer.getByRole('navigation').getByRole('link', { name: ADMIN.menu.ppidObjections })).toHaveCount(0);
  await officer.getByRole('button', { name: `${A.open} ${code}` }).click();
  const dialog = officer.getByRole('dialog');
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: A.extend }).click();
  await dialog.getByLabel(label(A.extendReason)).fill('Dokumen masih di arsip UPTD Mamuju.');
  await dialog.getByRole('button', { name: A.extend }).click();
  await expectToast(officer, A.savedTitle);
  await expect(dialog.getByText('Dokumen masih di arsip UPTD Mamuju.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: A.extend })).toHaveCount(0);
  await dialog.getByRole('button', { name: A.answer }).click();
  await dialog.getByLabel(label(A.answerText)).fill('Salinan kontrak yang Anda minta terlampir.');
  await dialog
    .getByLabel(label(`${PPID.mine.attachments} 1`))
    .setInputFiles({ name: 'kontrak.pdf', mimeType: 'application/pdf', buffer: pdf('kontrak') });
  await dialog.getByRole('button', { name: A.answer }).click();
  await expectToast(officer, A.savedTitle, A.answeredNote);
  await officer.context().close();

  // The requester reads the answer, downloads the attachment and objects.
  await page.reload();
  await expect(card).toContainText('Salinan kontrak yang Anda minta terlampir.');
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: /kontrak\.pdf/ }).click();
  const file = await downloading;
  expect(fs.readFileSync((await file.path())!).toString()).toContain('% kontrak');
  await card.getByRole('button', { name: PPID.mine.objectionButton }).click();
  const objection = page.getByRole('dialog');
  await objection.getByRole('button', { name: PPID_FORM.objection.submit }).click();
  await expect(objection.getByText(PPID_FORM.objection.reasonRequired)).toBeVisible();
  await objection.getByRole('radio', { name: OBJECTION_REASON_LABELS.d }).check();
  await objection.getByLabel(PPID_FORM.objection.note).fill('Yang dikirim hanya ringkasan.');
  await objection.getByRole('button', { name: PPID_FORM.objection.submit }).click();
  await expectToast(page, PPID_FORM.objection.successTitle);
  await expect(card).toContainText(PPID.mine.objectionSent);
  await expect(card.getByRole('button', { name: PPID.mine.objectionButton })).toHaveCount(0);

  // The superior answers; the requester sees it. /lacak shows the steps, not the answer.
  const superior = await staffPage(browser, 'super_admin');
  await superior.goto('/admin/ppid/keberatan');
  await superior.getByRole('button', { name: `${A.respond} ${code}` }).click();
  await superior.getByRole('dialog').getByLabel(label(A.objectionAnswer)).fill('Salinan kontrak lengkap dikirim ulang hari ini.');
  await superior.getByRole('dialog').getByRole('button', { name: A.respond }).click();
  await expectToast(superior, A.savedTitle, A.objectionAnswered);
  await superior.context().close();
  await page.reload();
  await expect(card).toContainText('Salinan kontrak lengkap dikirim ulang hari ini.');

  await page.goto(`/lacak/${code}`);
  await expect(page.getByText(LACAK.services.ppid)).toBeVisible();
  await expect(page.getByText(A.answeredNote)).toBeVisible();
  await expect(page.getByText('Salinan kontrak yang Anda minta terlampir.')).toHaveCount(0);
});

test('a document published in the DIP is listed on /ppid and downloads', async ({ page, browser }) => {
  const officer = await staffPage(browser, 'admin_ppid');
  const summary = `Laporan keuangan ${randomUUID().slice(0, 6)}`;
  await officer.goto('/admin/ppid/dip');
  await officer.getByRole('button', { name: PPID_ADMIN.dipAdmin.add }).click();
  const dialog = officer.getByRole('dialog');
  await dialog.getByLabel(label(PPID.dip.category)).selectOption('berkala');
  await dialog.getByLabel(label(PPID.dip.nomor)).fill('B-99');
  await dialog.getByLabel(label(PPID.dip.ringkasan)).fill(summary);
  await dialog.getByLabel(label(PPID.dip.pejabat)).fill('Subbagian Keuangan');
  await dialog.getByLabel(label(PPID.dip.penanggungJawab)).fill('Kepala Subbagian Keuangan');
  await dialog.getByLabel(label(PPID.dip.waktuTempat)).fill('Maret 2026, Mamuju');
  await dialog.getByLabel(label(PPID.dip.bentuk)).fill('Softcopy (PDF)');
  await dialog.getByLabel(label(PPID.dip.jangkaWaktu)).fill('10 tahun');
  await dialog
    .getByLabel(label(PPID_ADMIN.dipAdmin.file))
    .setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: pdf(summary) });
  await dialog.getByRole('checkbox', { name: PPID_ADMIN.dipAdmin.publish }).check();
  await dialog.getByRole('button', { name: PPID_ADMIN.dipAdmin.save }).click();
  await expectToast(officer, A.savedTitle, PPID_ADMIN.dipAdmin.created);
  await officer.context().close();

  await page.goto('/ppid');
  const section = page.getByRole('region', { name: 'Informasi Berkala' });
  await expect(section).toContainText(summary);
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: new RegExp(`${PPID.dip.download} ${summary}`) }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^B-99-Laporan-keuangan-.*\.pdf$/);
  expect(fs.readFileSync((await file.path())!).toString()).toContain(summary);
});

test('the PPID pages pass axe at 360 and 1280 px', async ({ page, browser }) => {
  // Seven pages through axe, and a staff sign-in: more than the default 30 s on two busy cores.
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/ppid');
  await expect(page.getByRole('heading', { name: PPID.page.dipTitle })).toBeVisible();
  await expectNoViolations(page, '/ppid');
  await page.goto('/ppid/permohonan');
  await expectNoViolations(page, '/ppid/permohonan (tamu)');
  await loginAs(page, await createUser(page.request));
  await page.goto('/ppid/permohonan');
  await expect(page.getByLabel(label(F.information))).toBeVisible();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  await expectNoViolations(page, '/ppid/permohonan');

  const superior = await staffPage(browser, 'super_admin');
  await superior.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/admin/ppid', '/admin/ppid/dip', '/admin/ppid/keberatan']) {
    await superior.goto(path);
    await expect(superior.getByRole('heading', { level: 1 }).last()).toBeVisible();
    await expectNoViolations(superior, path);
  }
  await superior.goto('/admin/ppid/dip');
  await superior.getByRole('button', { name: PPID_ADMIN.dipAdmin.add }).click();
  await expectNoViolations(superior, '/admin/ppid/dip (dialog)');
  await superior.context().close();
});
