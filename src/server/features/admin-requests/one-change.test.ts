// Issue 38, item 1: one staff change of a request is one history row and at most one e-mail, with the
// document it carried and, for a finished request, the survey after it. The mail goes through the outbox
// and graphile-worker to a real SMTP server started here.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestChangePreview, StatusChangeItem } from '../../../shared/admin-schemas.ts';
import { REQUEST_CHANGE, STATUS_NOTE } from '../../../shared/status-note-strings.ts';
import type { TrackingResult } from '../../../shared/tracking-schemas.ts';
import { issuedDocuments, outboxMails, sirekananRequests, statusChanges, ujilabRequests, users } from '../../db/schema.ts';
import { witaDate, workingDaysBetween } from '../../calendar/working-days.ts';
import { startJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { startSmtp, toAddress } from '../../test/smtp.ts';
import { fileOf, pdfBytes, pngBytes } from '../../uploads/test-files.ts';
import { changeForm, insertSirekanan, insertUjilabRequest } from './request-factories.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ isolated: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal PUPR <no-reply@portal.test>' } });
  jobs = await startJobRunner(t.deps, { pollInterval: 200 });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await smtp.stop();
});

async function verifiedCustomer(): Promise<TestUser> {
  const user = await t.createUser();
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}
const pdf = (name = 'surat-balasan.pdf') => fileOf(pdfBytes(), name, 'application/pdf');
const historyOf = (id: string) => t.db.select().from(statusChanges).where(eq(statusChanges.requestId, id));
/** The mails about requests (the account's own verification mail is not one). */
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), inArray(outboxMails.kind, ['status', 'document'])));
/** Long enough for a second mail of the same change to have reached the SMTP server too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('one change, one message (issue 38, item 1)', () => {
  it('Selesai with its note, an internal note and the reply letter: one history row, one e-mail with the letter and then the survey', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const customer = await verifiedCustomer();
    const req = await insertSirekanan(t.db, customer.id, { status: 'Diproses' });
    const res = await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, {
      as: admin,
      form: changeForm(
        { status: 'Selesai', from: 'Diproses', note: 'Rekomendasi teknis terbit.', internalNote: 'Ditandatangani Kabid Bina Marga.' },
        pdf(),
      ),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'Selesai', changed: true, mailed: true });

    const aboutIt = (m: { subject?: string | undefined }) => m.subject?.includes(req.trackingCode) ?? false;
    const mail = await smtp.waitFor((m) => toAddress(m) === customer.email && aboutIt(m));
    await settle();
    expect(smtp.received.filter((m) => toAddress(m) === customer.email && aboutIt(m))).toHaveLength(1);
    expect(mail.subject).toBe(`${req.trackingCode}: status pengajuan kini Selesai`);
    const text = mail.text ?? '';
    expect(text).toContain('Catatan petugas: Rekomendasi teknis terbit.');
    expect(text).toContain('Surat balasan Dinas PUPR untuk permohonan ini sudah terbit.');
    expect(text).not.toContain('Kabid Bina Marga');
    // The survey comes after the document, in the same e-mail, never before it.
    expect(text.indexOf('Surat balasan Dinas PUPR')).toBeLessThan(text.indexOf('/skm?kode='));

    const history = await historyOf(req.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: 'Diproses',
      toStatus: 'Selesai',
      publicNote: 'Rekomendasi teknis terbit.',
      internalNote: 'Ditandatangani Kabid Bina Marga.',
      attachment: 'reply_letter',
    });
    const docs = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.requestId, req.id));
    expect(docs).toHaveLength(1);

    // Staff see the internal note; /lacak never does.
    const staffHistory = (await (await t.request('GET', `/api/admin/sirekanan/${req.id}/history`, { as: admin })).json()) as {
      items: StatusChangeItem[];
    };
    expect(staffHistory.items[0]).toMatchObject({ internalNote: 'Ditandatangani Kabid Bina Marga.', attachment: 'reply_letter' });
    const lacak = await (await t.request('GET', `/api/tracking/${req.trackingCode}`)).text();
    expect(lacak).toContain('Rekomendasi teknis terbit.');
    expect(lacak).not.toContain('Kabid Bina Marga');
  });

  it('refuses Selesai without its document, and a document of the wrong type, changing nothing', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab' });
    const customer = await verifiedCustomer();
    // Issue 40: a result follows its test (Dalam Pengujian).
    const req = await insertUjilabRequest(t.db, customer.id, { status: 'Dalam Pengujian' });

    const bare = await t.request('POST', `/api/admin/ujilab/${req.id}/changes`, { as: admin, form: changeForm({ status: 'Selesai' }) });
    expect(bare.status).toBe(400);
    expect((await bare.json()).error.fields.document).toBe(REQUEST_CHANGE.attachmentRequired('laporan hasil uji'));

    const image = fileOf(await pngBytes(), 'hasil.pdf', 'application/pdf');
    const wrong = await t.request('POST', `/api/admin/ujilab/${req.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Selesai' }, image),
    });
    expect(wrong.status).toBe(415);

    const early = await t.request('POST', `/api/admin/ujilab/${req.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Ditolak', note: 'Sampel tidak memenuhi syarat.' }, pdf('hasil.pdf')),
    });
    expect(early.status).toBe(400);
    expect((await early.json()).error.fields.document).toBe(REQUEST_CHANGE.attachmentNotWith('Laporan hasil uji', 'Selesai'));

    const [row] = await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.id, req.id));
    expect(row!.status).toBe('Dalam Pengujian');
    expect(await historyOf(req.id)).toHaveLength(0);
    expect(await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.requestId, req.id))).toHaveLength(0);
    expect(await mailsTo(customer.email)).toHaveLength(0);
  });

  it('an internal note alone is one history row for staff, no e-mail, nothing on /lacak', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const customer = await verifiedCustomer();
    const req = await insertSirekanan(t.db, customer.id, { status: 'Diproses' });
    const res = await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Diproses', from: 'Diproses', internalNote: 'Menunggu disposisi Kepala Dinas.' }),
    });
    expect(await res.json()).toMatchObject({ changed: true, mailed: false });
    expect(await historyOf(req.id)).toHaveLength(1);
    expect(await mailsTo(customer.email)).toHaveLength(0);
    const lacak = (await (await t.request('GET', `/api/tracking/${req.trackingCode}`)).json()) as TrackingResult;
    expect(lacak.history).toEqual([]);
  });

  it('leaving Perlu Dilengkapi adds the working days it waited to the request’s paused clock', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const req = await insertSirekanan(t.db, (await verifiedCustomer()).id, { status: 'Perlu Dilengkapi' });
    // Asked on Monday 2 March 2026 (WITA); answered now: every working day since then is off the clock.
    await t.db.insert(statusChanges).values({
      requestTable: 'sirekanan_requests',
      requestId: req.id,
      fromStatus: 'Diproses',
      toStatus: 'Perlu Dilengkapi',
      publicNote: 'Lampirkan gambar situasi.',
      changedAt: new Date('2026-03-02T01:00:00Z'),
    });
    await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, { as: admin, form: changeForm({ status: 'Diproses' }) });
    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row!.clockPausedDays).toBe(workingDaysBetween('2026-03-02', witaDate(new Date())));
    expect(row!.clockPausedDays).toBeGreaterThan(100);
  });

  it('Perlu Dilengkapi must say what is missing', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const req = await insertSirekanan(t.db, (await verifiedCustomer()).id);
    const res = await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Perlu Dilengkapi' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.note).toBe(STATUS_NOTE.moreRequired);
    expect(await historyOf(req.id)).toHaveLength(0);
  });

  it('the preview is the e-mail the change then sends, and saves nothing', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const customer = await verifiedCustomer();
    const req = await insertSirekanan(t.db, customer.id, { status: 'Diproses' });
    const fields = { status: 'Perlu Dilengkapi' as const, from: 'Diproses' as const, note: 'Lampirkan gambar situasi lokasi.' };
    const preview = (await (
      await t.request('POST', `/api/admin/sirekanan/${req.id}/changes/preview`, { as: admin, json: fields })
    ).json()) as RequestChangePreview;
    expect(preview.mail).toMatchObject({ to: customer.email, subject: `${req.trackingCode}: status pengajuan kini Perlu Dilengkapi` });
    expect(preview.mail!.text).toContain('Catatan petugas: Lampirkan gambar situasi lokasi.');
    // Nothing saved, nothing queued.
    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row!.status).toBe('Diproses');
    expect(await historyOf(req.id)).toHaveLength(0);
    expect(await mailsTo(customer.email)).toHaveLength(0);

    await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, { as: admin, form: changeForm(fields) });
    const sent = await mailsTo(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(preview.mail!.subject);
    // The same text but for the unsubscribe link, which is the address's own.
    const withoutLinks = (s: string) => s.replace(/https?:\/\/\S+/g, '');
    expect(withoutLinks(sent[0]!.textBody)).toBe(withoutLinks(preview.mail!.text));

    // A colleague of another service may neither preview nor change it.
    const lab = await t.createUser({ role: 'admin_ujilab' });
    expect((await t.request('POST', `/api/admin/sirekanan/${req.id}/changes/preview`, { as: lab, json: fields })).status).toBe(403);
    const changes = await t.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.requestId, req.id), eq(statusChanges.toStatus, 'Perlu Dilengkapi')));
    expect(changes).toHaveLength(1);
  });
});
