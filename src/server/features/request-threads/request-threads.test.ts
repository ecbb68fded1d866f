// Issue 38, item 2: a thread per request. Staff write (an e-mail to the requester, through the outbox and
// graphile-worker to a real SMTP server started here) or note internally; the customer answers with files
// by the service's own upload rules; an answer to "Perlu Dilengkapi" sends the request back to staff, and
// the time it waited does not count against its deadline.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bucket } from '../../../shared/constants.ts';
import type { MessageSent, OwnThread, StaffThread } from '../../../shared/request-thread-schemas.ts';
import {
  damageReports,
  mailConfirmations,
  requestMessages,
  sirekananRequests,
  statusChanges,
  ujilabRequests,
  users,
} from '../../db/schema.ts';
import { startJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { pausedWorkingDays } from '../../requests/paused-clock.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { startSmtp, toAddress } from '../../test/smtp.ts';
import { exeBytes, fileOf, pdfBytes, pngBytes } from '../../uploads/test-files.ts';
import { changeForm, insertDamageReport, insertSirekanan, insertUjilabRequest } from '../admin-requests/request-factories.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    isolated: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal PUPR <no-reply@portal.test>', UPLOAD_QUOTA_FILES_PER_DAY: '4' },
  });
  jobs = await startJobRunner(t.deps, { pollInterval: 200 });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await smtp.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

async function verifiedCustomer(): Promise<TestUser> {
  const user = await t.createUser();
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}
const pdf = (name = 'npwp.pdf') => fileOf(pdfBytes(), name, 'application/pdf');
const message = (fields: { body?: string; internal?: boolean }, files: File[] = []) => {
  const form = new FormData();
  if (fields.body) form.set('body', fields.body);
  if (fields.internal) form.set('internal', 'true');
  for (const f of files) form.append('files', f);
  return form;
};
const messagesOf = (id: string) => t.db.select().from(requestMessages).where(eq(requestMessages.requestId, id));
const historyOf = (id: string) => t.db.select().from(statusChanges).where(eq(statusChanges.requestId, id));
async function keysIn(bucket: Bucket, folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.deps.store.list(bucket)) if (o.key.startsWith(`${folder}/`)) keys.push(o.key);
  return keys;
}

describe('a thread per request (issue 38, item 2)', () => {
  it('staff ask for more, the customer sees the message (never the internal note), replies with a file, and the request is back with staff', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan', fullName: 'Rina Petugas' });
    const customer = await verifiedCustomer();
    const req = await insertSirekanan(t.db, customer.id, { status: 'Diproses' });

    // "Perlu Dilengkapi" through the one-step change, with what is missing.
    const ask = await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Perlu Dilengkapi', from: 'Diproses', note: 'Lampirkan NPWP perusahaan.' }),
    });
    expect(ask.status).toBe(200);

    const sent = await t.request('POST', `/api/admin/sirekanan/${req.id}/messages`, {
      as: admin,
      form: message({ body: 'Mohon kirim juga gambar rencana drainase.' }),
    });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as MessageSent).mailed).toBe(true);
    const note = await t.request('POST', `/api/admin/sirekanan/${req.id}/messages`, {
      as: admin,
      form: message({ body: 'Pemohon ini sudah dua kali terlambat.', internal: true }),
    });
    expect(((await note.json()) as MessageSent).mailed).toBe(false);

    const mail = await smtp.waitFor((m) => toAddress(m) === customer.email && (m.subject ?? '').includes('pesan baru'));
    expect(mail.subject).toBe(`${req.trackingCode}: pesan baru dari petugas`);
    expect(mail.text).toContain('Mohon kirim juga gambar rencana drainase.');
    expect(mail.text).toContain(`/dashboard/permohonan/${req.trackingCode}`);
    expect(mail.text).not.toContain('terlambat');
    // Give a wrongly queued mail of the internal note the time to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((m) => toAddress(m) === customer.email && (m.text ?? '').includes('terlambat'))).toEqual([]);

    const own = await t.request('GET', `/api/dashboard/requests/${req.trackingCode}/messages`, { as: customer });
    expect(own.status).toBe(200);
    const ownThread = (await own.json()) as OwnThread;
    expect(ownThread.messages.map((m) => m.body)).toEqual(['Mohon kirim juga gambar rencana drainase.']);
    expect(JSON.stringify(ownThread)).not.toContain('terlambat');
    const tracking = await t.request('GET', `/api/tracking/${req.trackingCode}`);
    expect(await tracking.text()).not.toContain('terlambat');

    const reply = await t.request('POST', `/api/dashboard/requests/${req.trackingCode}/messages`, {
      as: customer,
      form: message({ body: 'Terlampir NPWP perusahaan kami.' }, [pdf('NPWP PT Maju.pdf')]),
    });
    expect(reply.status).toBe(201);
    const replied = (await reply.json()) as MessageSent;
    expect(replied.status).toBe('Diproses');
    const [file] = replied.message.attachments;
    expect(file).toMatchObject({ name: 'NPWP PT Maju.pdf', contentType: 'application/pdf' });
    expect(file!.url).toMatch(new RegExp(`^/files/service-documents/${customer.id}/pesan-\\d+-1\\.pdf$`));

    const [row] = await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.id, req.id));
    expect(row!.status).toBe('Diproses');
    const back = (await historyOf(req.id)).filter((h) => h.fromStatus === 'Perlu Dilengkapi');
    expect(back).toMatchObject([{ toStatus: 'Diproses', byRequester: true, publicNote: null, actorId: customer.id }]);

    const staff = await t.request('GET', `/api/admin/sirekanan/${req.id}/messages`, { as: admin });
    const thread = (await staff.json()) as StaffThread;
    expect(thread.awaitingStaff).toBe(true);
    expect(thread.messages.map((m) => [m.body, m.internal, m.fromRequester])).toEqual([
      ['Mohon kirim juga gambar rencana drainase.', false, false],
      ['Pemohon ini sudah dua kali terlambat.', true, false],
      ['Terlampir NPWP perusahaan kami.', false, true],
    ]);
    expect(thread.messages[0]!.author).toBe('Rina Petugas');

    // The file: its owner and the service's staff, nobody else.
    expect((await t.request('GET', file!.url, { as: customer })).status).toBe(200);
    expect((await t.request('GET', file!.url, { as: admin })).status).toBe(200);
    expect((await t.request('GET', file!.url, { as: await t.createUser() })).status).toBe(403);
    expect((await t.request('GET', file!.url, { as: await t.createUser({ role: 'admin_ujilab' }) })).status).toBe(403);

    // Staff answer: the reply is no longer waiting.
    await t.request('POST', `/api/admin/sirekanan/${req.id}/messages`, {
      as: admin,
      form: message({ body: 'Terima kasih, kami proses.' }),
    });
    const after = (await (await t.request('GET', `/api/admin/sirekanan/${req.id}/messages`, { as: admin })).json()) as StaffThread;
    expect(after.awaitingStaff).toBe(false);
  });

  it('refusals change nothing: another customer, a wrong file type, too many files, the daily quota, an empty message', async () => {
    const customer = await verifiedCustomer();
    const req = await insertUjilabRequest(t.db, customer.id, { status: 'Perlu Dilengkapi' });
    const url = `/api/dashboard/requests/${req.trackingCode}/messages`;
    const stranger = await t.createUser();
    expect((await t.request('GET', url, { as: stranger })).status).toBe(404);
    const foreign = await t.request('POST', url, { as: stranger, form: message({ body: 'Halo' }) });
    expect(foreign.status).toBe(404);

    const exe = await t.request('POST', url, {
      as: customer,
      form: message({ body: 'Ini' }, [fileOf(exeBytes(), 'ktp.pdf', 'application/pdf')]),
    });
    expect(exe.status).toBe(415);
    expect((await exe.json()).error.message).toContain('lampiran pesan');

    const png = async () => fileOf(await pngBytes(), 'foto.png', 'image/png');
    const many = await t.request('POST', url, {
      as: customer,
      form: message({ body: 'Ini' }, [await png(), await png(), await png(), await png()]),
    });
    expect(many.status).toBe(400);
    expect((await many.json()).error.message).toBe('Lampirkan paling banyak 3 berkas.');

    const empty = await t.request('POST', url, { as: customer, form: message({}) });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Tulis pesan atau lampirkan berkas.');

    // The quota (4 files a day here): three pass, two more do not.
    const first = await t.request('POST', url, {
      as: customer,
      form: message({ body: 'Tiga berkas' }, [await png(), await png(), await png()]),
    });
    expect(first.status).toBe(201);
    const rows = await messagesOf(req.id);
    const keys = await keysIn('lab-documents', customer.id);
    const [status] = await t.db.select({ s: ujilabRequests.status }).from(ujilabRequests).where(eq(ujilabRequests.id, req.id));
    expect(status!.s).toBe('Diproses');
    await t.db.update(ujilabRequests).set({ status: 'Perlu Dilengkapi' }).where(eq(ujilabRequests.id, req.id));
    const over = await t.request('POST', url, { as: customer, form: message({ body: 'Dua lagi' }, [await png(), await png()]) });
    expect(over.status).toBe(429);

    // Nothing of the refused ones was written or kept.
    expect(await messagesOf(req.id)).toHaveLength(rows.length);
    expect(rows).toHaveLength(1);
    expect(await keysIn('lab-documents', customer.id)).toEqual(keys);
    const [still] = await t.db.select({ s: ujilabRequests.status }).from(ujilabRequests).where(eq(ujilabRequests.id, req.id));
    expect(still!.s).toBe('Perlu Dilengkapi');
    expect((await historyOf(req.id)).filter((h) => h.byRequester)).toHaveLength(1);
  });

  it("staff of another service cannot read or write a thread; a damage report's thread is its staff's", async () => {
    const customer = await verifiedCustomer();
    const req = await insertSirekanan(t.db, customer.id);
    const lab = await t.createUser({ role: 'admin_ujilab' });
    expect((await t.request('GET', `/api/admin/sirekanan/${req.id}/messages`, { as: lab })).status).toBe(403);
    expect((await t.request('POST', `/api/admin/sirekanan/${req.id}/messages`, { as: lab, form: message({ body: 'x' }) })).status).toBe(
      403,
    );
    expect((await t.request('GET', `/api/dashboard/requests/${req.trackingCode}/messages`, { as: lab })).status).toBe(403);
    expect(await messagesOf(req.id)).toEqual([]);

    const report = await insertDamageReport(t.db);
    const roads = await t.createUser({ role: 'super_admin' });
    const photo = fileOf(await pngBytes(), 'lokasi.png', 'image/png');
    const res = await t.request('POST', `/api/admin/damage-reports/${report.id}/messages`, {
      as: roads,
      form: message({ body: 'Sudah disurvei.', internal: true }, [photo]),
    });
    expect(res.status).toBe(201);
    const { message: m } = (await res.json()) as MessageSent;
    expect(m.attachments[0]!.url).toMatch(new RegExp(`^/files/damage-photos/pesan/${report.id}/pesan-\\d+-1\\.png$`));
    expect((await t.request('GET', m.attachments[0]!.url, { as: roads })).status).toBe(200);
    expect((await t.request('GET', m.attachments[0]!.url, { as: customer })).status).toBe(403);
  });

  it('a damage reporter without an account answers by the signed link in the e-mail; a wrong signature opens nothing', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const email = `pelapor-${Date.now()}@contoh.id`;
    const report = await insertDamageReport(t.db, { status: 'Diproses', details: { reporter_email: email } });
    await t.db.insert(mailConfirmations).values({ requestId: report.id, email, tokenHash: `uji-${report.id}`, confirmedAt: new Date() });
    const ask = await t.request('POST', `/api/admin/damage-reports/${report.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Perlu Dilengkapi', from: 'Diproses', note: 'Kirim foto lubang dari dekat.' }),
    });
    expect(ask.status).toBe(200);
    await t.request('POST', `/api/admin/damage-reports/${report.id}/messages`, {
      as: admin,
      form: message({ body: 'Foto dari jarak 1 meter, dengan penggaris bila ada.' }),
    });
    await t.request('POST', `/api/admin/damage-reports/${report.id}/messages`, {
      as: admin,
      form: message({ body: 'Lokasi dekat proyek BBPJN.', internal: true }),
    });

    // The e-mail carries the thread's signed link.
    const mail = await smtp.waitFor((m) => toAddress(m) === email && (m.text ?? '').includes('Foto dari jarak 1 meter'));
    const link = new URL(/https?:\/\/\S+\/laporan\/\S+\/pesan\?t=[\w-]+/.exec(mail.text ?? '')![0]);
    expect(link.pathname).toBe(`/laporan/${report.trackingCode}/pesan`);
    const token = link.searchParams.get('t')!;
    const api = `/api/laporan/${report.trackingCode}/pesan`;

    const thread = (await (await t.request('GET', `${api}?t=${token}`)).json()) as OwnThread;
    expect(thread.messages.map((m) => m.body)).toEqual(['Foto dari jarak 1 meter, dengan penggaris bila ada.']);
    // A forged or missing signature, or another report's, is as unknown as a code that does not exist.
    const other = await insertDamageReport(t.db);
    // The first character changed (the last may only carry padding bits, and may already be the one written).
    const forged = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    expect((await t.request('GET', `${api}?t=${forged}`)).status).toBe(404);
    expect((await t.request('GET', api)).status).toBe(404);
    expect((await t.request('GET', `/api/laporan/${other.trackingCode}/pesan?t=${token}`)).status).toBe(404);
    expect((await t.request('POST', `/api/laporan/${other.trackingCode}/pesan?t=${token}`, { form: message({ body: 'x' }) })).status).toBe(
      404,
    );

    const photo = fileOf(await pngBytes(), 'lubang.png', 'image/png');
    const reply = await t.request('POST', `${api}?t=${token}`, { form: message({ body: 'Terlampir foto dari dekat.' }, [photo]) });
    expect(reply.status).toBe(201);
    expect(((await reply.json()) as MessageSent).status).toBe('Diproses');
    const history = await historyOf(report.id);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'Perlu Dilengkapi', toStatus: 'Diproses', byRequester: true, actorId: null });
    const staff = (await (await t.request('GET', `/api/admin/damage-reports/${report.id}/messages`, { as: admin })).json()) as StaffThread;
    expect(staff.messages.at(-1)).toMatchObject({ body: 'Terlampir foto dari dekat.', fromRequester: true });
    expect(staff.awaitingStaff).toBe(true);
    expect(await messagesOf(other.id)).toEqual([]);
  });

  it("Perlu Dilengkapi for 3 working days moves a damage report's due date by 3", async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const report = await insertDamageReport(t.db, { status: 'Diproses' });
    await t.db.update(damageReports).set({ dueOn: '2026-03-10' }).where(eq(damageReports.requestId, report.id));
    const ask = await t.request('POST', `/api/admin/damage-reports/${report.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Perlu Dilengkapi', from: 'Diproses', note: 'Kirim foto lebih dekat.' }),
    });
    expect(ask.status).toBe(200);
    // Asked on Monday 2 March 2026 (WITA) …
    await t.db
      .update(statusChanges)
      .set({ changedAt: new Date('2026-03-02T02:00:00Z') })
      .where(and(eq(statusChanges.requestId, report.id), eq(statusChanges.toStatus, 'Perlu Dilengkapi')));
    // … and answered on Thursday 5 March: Tuesday, Wednesday and Thursday did not count.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-05T03:00:00Z') });
    const resume = await t.request('POST', `/api/admin/damage-reports/${report.id}/changes`, {
      as: admin,
      form: changeForm({ status: 'Diproses', from: 'Perlu Dilengkapi' }),
    });
    vi.useRealTimers();
    expect(resume.status).toBe(200);
    const [row] = await t.db.select({ dueOn: damageReports.dueOn }).from(damageReports).where(eq(damageReports.requestId, report.id));
    expect(row!.dueOn).toBe('2026-03-13');
  });

  it('counts the working days a Sirekanan request waited in Perlu Dilengkapi, the current stay up to now', async () => {
    const customer = await verifiedCustomer();
    const req = await insertSirekanan(t.db, customer.id, { status: 'Diproses' });
    const other = await insertSirekanan(t.db, customer.id, { status: 'Diproses' });
    const at = (iso: string) => new Date(iso);
    const step = (from: 'Diproses' | 'Perlu Dilengkapi', to: 'Diproses' | 'Perlu Dilengkapi', changedAt: Date) => ({
      requestTable: 'sirekanan_requests',
      requestId: req.id,
      fromStatus: from,
      toStatus: to,
      changedAt,
    });
    await t.db.insert(statusChanges).values([
      // Friday 6 to Tuesday 10 March 2026: Monday and Tuesday (2).
      step('Diproses', 'Perlu Dilengkapi', at('2026-03-06T01:00:00Z')),
      step('Perlu Dilengkapi', 'Diproses', at('2026-03-10T01:00:00Z')),
      // Since Monday 23 March, up to Wednesday 25 (2).
      step('Diproses', 'Perlu Dilengkapi', at('2026-03-23T01:00:00Z')),
    ]);
    const days = await pausedWorkingDays(t.db, 'sirekanan', [req.id, other.id], at('2026-03-25T05:00:00Z'));
    expect(days.get(req.id)).toBe(4);
    expect(days.get(other.id)).toBe(0);
  });
});
