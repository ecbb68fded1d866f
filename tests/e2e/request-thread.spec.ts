import fs from 'node:fs';
import { REQUEST_THREAD as T } from '../../src/shared/request-thread-strings.ts';
import { REQUEST_CHANGE } from '../../src/shared/status-note-strings.ts';
import { insertDamageReport, insertSirekanan, profileId } from './admin-fixtures.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

// Issue 38, item 2: staff ask for something specific ("Perlu Dilengkapi"), the customer sees what was
// asked on their request's page and answers with a file, and the answer is back on staff's request page.

const SHOTS = '/tmp/i38-thread-shots';

for (const width of [360, 1280]) {
  test(`Perlu Dilengkapi asks, the customer answers with a file, staff see it (${width} px)`, async ({
    browser,
    page,
    request,
  }, testInfo) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const viewport = { width, height: width === 360 ? 740 : 900 };
    await page.setViewportSize(viewport);
    const customer = await createUser(request, { fullName: 'Andi Pratama' });
    const req = await insertSirekanan(await profileId(customer), { subject: `Rekomendasi drainase ${width}`, status: 'Diproses' });
    const staff = await createUser(request, { role: 'admin_sirekanan', fullName: 'Rina Petugas' });
    const asked = 'Lampirkan NPWP perusahaan dan gambar rencana drainase.';

    // Staff: the change form in the details, with what is missing.
    await loginAs(page, staff);
    await page.goto(`/admin/sirekanan/${req.trackingCode}`);
    const dialog = page.getByRole('main');
    await dialog.getByLabel(REQUEST_CHANGE.statusLabel, { exact: true }).selectOption('Perlu Dilengkapi');
    await dialog.getByLabel(new RegExp(`^${REQUEST_CHANGE.publicNoteLabel}`)).fill(asked);
    await dialog.getByRole('button', { name: REQUEST_CHANGE.save }).click();
    await expectToast(page, REQUEST_CHANGE.saved);

    // The customer: the box says what was asked; the answer with a file.
    const context = await browser.newContext({ viewport });
    const mine = await context.newPage();
    await loginAs(mine, customer);
    await mine.goto(`/dashboard/permohonan/${req.trackingCode}`);
    const box = mine.getByRole('region', { name: T.askTitle });
    await expect(box).toContainText(asked);
    await mine.screenshot({ path: `${SHOTS}/customer-asked-${width}.png`, fullPage: true });
    await expectNoViolations(mine, 'request page, Perlu Dilengkapi');
    await box.getByRole('link', { name: T.sendMore }).click();
    const pdf = testInfo.outputPath('npwp.pdf');
    fs.writeFileSync(pdf, `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% NPWP ${req.trackingCode}\n${' '.repeat(400)}\n%%EOF\n`);
    await mine.getByLabel(T.bodyLabel, { exact: true }).fill('Terlampir NPWP perusahaan kami.');
    await mine.getByLabel(new RegExp(`^${T.filesLabel.replace(/[()]/g, '\\$&')}`)).setInputFiles(pdf);
    await mine.getByRole('button', { name: T.sendMore }).click();
    await expectToast(mine, T.replySent);
    await expect(mine.getByRole('region', { name: T.askTitle })).toHaveCount(0);
    const thread = mine.getByRole('list', { name: T.title });
    await expect(thread).toContainText('Terlampir NPWP perusahaan kami.');
    await expect(thread.getByRole('link', { name: 'npwp.pdf' })).toBeVisible();
    await expect(mine.locator('header').getByText('Diproses', { exact: true })).toBeVisible();
    await mine.screenshot({ path: `${SHOTS}/customer-replied-${width}.png`, fullPage: true });
    await context.close();

    // Staff: the reply is in the details, waiting for them.
    await page.reload();
    await expect(dialog.getByText(T.awaitingStaff)).toBeVisible();
    const staffThread = dialog.getByRole('list', { name: T.title });
    await expect(staffThread).toContainText('Terlampir NPWP perusahaan kami.');
    await expect(staffThread.getByRole('link', { name: 'npwp.pdf' })).toBeVisible();
    // An internal note, marked as such, and the reply is no longer waiting… until the customer writes again.
    await dialog.getByLabel(T.bodyLabel, { exact: true }).fill('NPWP sudah dicek, sesuai.');
    await dialog.getByLabel(T.internalLabel).check();
    await dialog.getByRole('button', { name: T.send }).click();
    await expectToast(page, T.sent, T.sentInternal);
    await expect(staffThread.getByRole('listitem').filter({ hasText: 'NPWP sudah dicek' })).toContainText(T.internalBadge);
    await staffThread.getByRole('listitem').filter({ hasText: 'NPWP sudah dicek' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/staff-thread-${width}.png` });
    await expectNoViolations(page, 'staff details with the thread');
  });
}

test('a damage reporter without an account reads and answers staff by the link in the e-mail (360 px)', async ({
  browser,
  page,
  request,
}) => {
  const email = `pelapor-${Date.now()}@contoh.id`;
  const report = await insertDamageReport({ reporterEmail: email, location: 'Jl. Poros Mamuju–Kalukku km 9' });
  await loginAs(page, await createUser(request, { role: 'admin_jembatantif', fullName: 'Petugas Jalan' }));
  await page.goto(`/admin/laporan/${report.trackingCode}`);
  const main = page.getByRole('main');
  await main.getByLabel(T.bodyLabel, { exact: true }).fill('Mohon kirim foto lubang dari jarak dekat.');
  await main.getByRole('button', { name: T.send }).click();
  await expectToast(page, T.sent);

  // The e-mail's link opens the thread without an account.
  const [mail] = await withDb(
    async (db) => (await db.query("SELECT text_body FROM outbox_mails WHERE kind = 'message' AND to_address = $1", [email])).rows,
  );
  const link = new URL(/https?:\/\/\S+\/pesan\?t=[\w-]+/.exec(mail.text_body as string)![0]);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await context.newPage();
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(report.trackingCode);
  await expect(visitor.getByRole('list', { name: T.title })).toContainText('Mohon kirim foto lubang dari jarak dekat.');
  await expectNoViolations(visitor, 'reporter thread');
  await visitor.getByLabel(T.bodyLabel, { exact: true }).fill('Lubangnya sekitar 40 cm, foto menyusul sore ini.');
  await visitor.getByRole('button', { name: T.send }).click();
  await expectToast(visitor, T.replySent);
  await visitor.screenshot({ path: `${SHOTS}/reporter-thread-360.png`, fullPage: true });
  // A forged link opens nothing.
  await visitor.goto(`/laporan/${report.trackingCode}/pesan?t=palsu`);
  await expect(visitor.getByRole('alert')).toContainText(T.invalidLink);
  await context.close();

  await page.reload();
  await expect(page.getByRole('main').getByRole('list', { name: T.title })).toContainText('Lubangnya sekitar 40 cm');
});
