import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from '../../src/shared/admin-strings.ts';
import type { PpidRequestItem } from '../../src/shared/ppid.ts';
import { PPID_ADMIN } from '../../src/shared/ppid-admin-strings.ts';
import { PPID_FORM, RECEIVE_METHOD_LABELS, COPY_METHOD_LABELS } from '../../src/shared/ppid-form-strings.ts';
import {
  ANSWER_TYPE_LABELS,
  EXEMPTION_LABELS,
  OBJECTION_DECISION_LABELS,
  OBJECTION_REASON_LABELS,
  PPID,
} from '../../src/shared/ppid-strings.ts';
import { LACAK } from '../../src/shared/tracking-strings.ts';
import type { Role } from '../../src/shared/roles.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

const A = PPID_ADMIN.admin;
/** Screenshots to look at (COMMON.md). */
const SHOTS = '/tmp/i38-ppid-shots';
const F = PPID_FORM.form;
const label = (text: string) => new RegExp(`^${text.replace(/[()*/.]/g, '\\$&')}`);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

async function staffPage(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, await createUser(page.request, { role }));
  return page;
}

test('an information request is answered in part on its own page, objected to, upheld by the superior and carried out by the PPID', async ({
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

  // The officer opens the request's own page from the list, extends once with a reason, then answers
  // "Dikabulkan sebagian" with a PDF; at 1280 px and at 360 px.
  const officer = await staffPage(browser, 'admin_ppid');
  await officer.setViewportSize({ width: 1280, height: 900 });
  await officer.goto('/admin/ppid');
  await expect(officer.getByRole('navigation').getByRole('link', { name: ADMIN.menu.ppidDip })).toBeVisible();
  await expect(officer.getByRole('navigation').getByRole('link', { name: ADMIN.menu.ppidObjections })).toHaveCount(0);
  await officer.getByRole('link', { name: `${A.open} ${code}` }).click();
  await expect(officer).toHaveURL(new RegExp(`/admin/ppid/${code}$`));
  await expect(officer.getByRole('heading', { level: 1, name: A.pageTitle(code) })).toBeVisible();
  await expect(officer.getByText(subject)).toBeVisible();
  await expect(officer.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(1280);
  await officer.screenshot({ path: `${SHOTS}/admin-ppid-request-1280.png`, fullPage: true });
  const actions = officer.getByRole('region', { name: A.actionsSection });
  await actions.getByRole('button', { name: A.extend }).click();
  await actions.getByLabel(label(A.extendReason)).fill('Dokumen masih di arsip UPTD Mamuju.');
  await actions.getByRole('button', { name: A.extend }).click();
  await expectToast(officer, A.savedTitle);
  await expect(officer.getByText('Dokumen masih di arsip UPTD Mamuju.')).toBeVisible();
  await expect(actions.getByRole('button', { name: A.extend })).toHaveCount(0);

  await officer.setViewportSize({ width: 360, height: 800 });
  await actions.getByRole('button', { name: A.answer }).click();
  await actions.getByRole('radio', { name: ANSWER_TYPE_LABELS.sebagian }).check();
  await actions.getByLabel(label(A.answerGiven)).fill('Salinan kontrak yang Anda minta terlampir.');
  await actions.getByRole('button', { name: A.answer }).click();
  await expect(actions.getByText(A.withheldRequired)).toBeVisible();
  await actions.getByLabel(label(A.withheld)).fill('Rincian harga satuan penawaran: rahasia dagang peserta lain.');
  await actions.getByLabel(label(A.withheldBasis)).selectOption({ label: EXEMPTION_LABELS.b });
  await actions
    .getByLabel(label(`${PPID.mine.attachments} 1`))
    .setInputFiles({ name: 'kontrak.pdf', mimeType: 'application/pdf', buffer: pdf('kontrak') });
  await expect(officer.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  await officer.screenshot({ path: `${SHOTS}/admin-ppid-answer-form-360.png`, fullPage: true });
  await expectNoViolations(officer, '/admin/ppid/{code} (jawab, 360 px)');
  await actions.getByRole('button', { name: A.answer }).click();
  await expectToast(officer, A.savedTitle, A.answeredNote);
  const answerSection = officer.getByRole('region', { name: A.answerSection });
  await expect(answerSection).toContainText(ANSWER_TYPE_LABELS.sebagian);
  await expect(answerSection).toContainText(EXEMPTION_LABELS.b);
  await expect(actions).toContainText(A.noActions);
  await officer.screenshot({ path: `${SHOTS}/admin-ppid-answered-360.png`, fullPage: true });

  // The requester reads the answer, downloads the attachment and objects.
  await page.reload();
  await expect(card).toContainText('Salinan kontrak yang Anda minta terlampir.');
  await expect(card).toContainText(ANSWER_TYPE_LABELS.sebagian);
  await expect(card).toContainText('rahasia dagang peserta lain');
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: /kontrak\.pdf/ }).click();
  const file = await downloading;
  expect(fs.readFileSync((await file.path())!).toString()).toContain('% kontrak');
  await card.getByRole('button', { name: PPID.mine.objectionButton }).click();
  const objection = page.getByRole('dialog');
  await objection.getByRole('button', { name: PPID_FORM.objection.submit }).click();
  await expect(objection.getByText(PPID_FORM.objection.reasonRequired)).toBeVisible();
  await objection.getByRole('radio', { name: OBJECTION_REASON_LABELS.a }).check();
  await objection.getByLabel(PPID_FORM.objection.note).fill('Harga kontrak yang sudah selesai bukan rahasia dagang.');
  await objection.getByRole('button', { name: PPID_FORM.objection.submit }).click();
  await expectToast(page, PPID_FORM.objection.successTitle);
  await expect(card).toContainText(PPID.mine.objectionSent);
  await expect(card.getByRole('button', { name: PPID.mine.objectionButton })).toHaveCount(0);

  // The superior decides with the PPID's answer and its attachment in view: upheld, 5 working days.
  const superior = await staffPage(browser, 'super_admin');
  await superior.setViewportSize({ width: 1280, height: 900 });
  await superior.goto('/admin/ppid/keberatan');
  await superior.getByRole('button', { name: `${A.respond} ${code}` }).click();
  const decide = superior.getByRole('dialog');
  await expect(decide).toContainText(ANSWER_TYPE_LABELS.sebagian);
  await expect(decide).toContainText('rahasia dagang peserta lain');
  await expect(decide.getByRole('link', { name: /kontrak\.pdf/ })).toBeVisible();
  await decide.getByRole('radio', { name: OBJECTION_DECISION_LABELS.diterima }).check();
  await decide.getByLabel(label(A.decisionAnswer)).fill('Berikan rincian harga kontrak kepada pemohon.');
  await decide.getByLabel(label(A.orderDays)).fill('5');
  await superior.screenshot({ path: `${SHOTS}/admin-ppid-decide-1280.png`, fullPage: true });
  await decide.getByRole('button', { name: A.respond }).click();
  await expectToast(superior, A.savedTitle, A.objectionAnswered);
  await superior.context().close();
  await page.reload();
  await expect(card).toContainText('Berikan rincian harga kontrak kepada pemohon.');
  await expect(card).toContainText(OBJECTION_DECISION_LABELS.diterima);

  // The officer carries out the decision from the request's page; the requester and /lacak see it.
  await officer.setViewportSize({ width: 1280, height: 900 });
  await officer.reload();
  await actions.getByRole('button', { name: A.carryOut }).click();
  await actions.getByLabel(label(A.carryOutNote)).fill('Rincian harga kontrak terlampir sesuai putusan atasan PPID.');
  await actions.getByRole('button', { name: A.carryOut }).click();
  await expectToast(officer, A.savedTitle, A.carriedOut);
  await expect(officer.getByRole('region', { name: A.objectionSection })).toContainText(PPID.mine.carriedOut);
  await officer.screenshot({ path: `${SHOTS}/admin-ppid-carried-out-1280.png`, fullPage: true });
  await officer.context().close();

  await page.goto(`/lacak/${code}`);
  await expect(page.getByText(LACAK.services.ppid)).toBeVisible();
  await expect(page.getByText(ANSWER_TYPE_LABELS.sebagian, { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${OBJECTION_DECISION_LABELS.diterima} \\(`))).toBeVisible();
  await expect(page.getByText(A.carriedOutStep)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: PPID.mine.orderLate })).toHaveCount(0);
  await expect(page.getByText('Salinan kontrak yang Anda minta terlampir.')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/lacak-ppid-360.png`, fullPage: true });
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
