// Issue 38, item 3: the PPID's four answers (Perki 1/2021), the superior told of an objection, an upheld
// objection carried out by the PPID, and /lacak showing the objection's course.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import type { PpidAdminItem, PpidObjectionAdminItem, PpidRequestItem } from '../../../shared/ppid.ts';
import type { TrackingResult } from '../../../shared/tracking-schemas.ts';
import { auditLog, outboxMails, ppidObjections, ppidRequests, statusChanges, users } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import { pdfBytes, pngBytes } from '../../uploads/test-files.ts';
import { addWorkingDays, witaDate } from '../../calendar/working-days.ts';

let t: TestApp;
let ktpPng: Uint8Array;
let officer: TestUser;
let superior: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ktpPng = await pngBytes();
  officer = await t.createUser({ role: 'admin_ppid' });
  superior = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

const M = PPID_ADMIN.mail;
const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

async function customer(): Promise<TestUser> {
  const user = await t.createUser();
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

async function submit(as: TestUser): Promise<PpidRequestItem> {
  const form = new FormData();
  const fields = {
    name: 'Fajar Ramadhan',
    address: 'Jl. Pababari No. 9, Mamuju',
    phone: '0813 1111 2222',
    email: as.email,
    information: 'Salinan kontrak dan RAB paket rehabilitasi jembatan Salubatu tahun 2025.',
    purpose: 'Pengawasan warga atas pembangunan di desa kami.',
    receiveMethod: 'softcopy',
    copyMethod: 'email',
    ktpConsent: 'ya',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('ktp', file(ktpPng, 'ktp.png'));
  return json<PpidRequestItem>(await t.request('POST', '/api/ppid/permohonan', { as, form }), 201);
}

/** The mails an address got about PPID, oldest first, with their text. */
const mails = (email: string) =>
  t.db
    .select({ subject: outboxMails.subject, text: outboxMails.textBody })
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'ppid')))
    .orderBy(outboxMails.createdAt);

function answerForm(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append('lampiran', f);
  return form;
}

const answer = (id: string, fields: Record<string, string>, files: File[] = [], as: TestUser = officer) =>
  t.request('POST', `/api/admin/ppid/permohonan/${id}/jawab`, { as, form: answerForm(fields, files) });

const tracking = async (code: string) => json<TrackingResult>(await t.request('GET', `/api/tracking/${code}`));

describe('the PPID answers', () => {
  it('"Dikabulkan seluruhnya": the requester reads the decision and the answer in the mail, on their page and on /lacak', async () => {
    const gita = await customer();
    const item = await submit(gita);
    const done = await json<PpidAdminItem>(
      await answer(item.id, { type: 'dikabulkan', answer: 'Salinan kontrak dan RAB terlampir.' }, [file(pdfBytes(), 'kontrak.pdf')]),
    );
    expect(done).toMatchObject({ status: 'Selesai', answerType: 'dikabulkan', rejectionBasis: null, withheld: null, holder: null });
    const mail = (await mails(gita.email)).at(-1)!;
    expect(mail.subject).toBe(M.answeredSubject(item.trackingCode));
    expect(mail.text).toContain('Keputusan PPID: Dikabulkan seluruhnya.');
    expect(mail.text).toContain('Salinan kontrak dan RAB terlampir.');
    expect(mail.text).toContain(M.attachmentsNote(1));
    const [mine] = await json<PpidRequestItem[]>(await t.request('GET', '/api/ppid/permohonan', { as: gita }));
    expect(mine!.answerType).toBe('dikabulkan');
    const lacak = await tracking(item.trackingCode);
    expect(lacak.ppid).toEqual({ answerType: 'dikabulkan', objection: null });
    expect(lacak.history.at(-1)!.note).toContain('Dikabulkan seluruhnya');
    // An answer without a decision is the full grant it always was (the forms before issue 38).
    const older = await submit(gita);
    expect((await json<PpidAdminItem>(await answer(older.id, { answer: 'Terlampir.' }))).answerType).toBe('dikabulkan');
  });

  it('"Dikabulkan sebagian": what is given, and what is withheld with its Pasal 17 exemption', async () => {
    const hana = await customer();
    const item = await submit(hana);
    // Without the exemption or the withheld part: refused, nothing changes.
    const cases: Record<string, string>[] = [
      { type: 'sebagian', answer: 'Kontrak terlampir.', withheld: 'RAB rinci.' },
      { type: 'sebagian', answer: 'Kontrak terlampir.', basis: 'b' },
      { type: 'sebagian', answer: 'Kontrak terlampir.', withheld: 'RAB rinci.', basis: 'z' },
      { type: 'sebagian-besar', answer: 'Kontrak terlampir.' },
    ];
    for (const fields of cases) {
      const res = await answer(item.id, fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/Pilih dasar pengecualian|Tulis informasi yang dikecualikan|Pilih keputusan/);
    }
    const [still] = await t.db.select().from(ppidRequests).where(eq(ppidRequests.id, item.id));
    expect(still).toMatchObject({ status: 'Diajukan', answerType: null, answer: null });
    expect(await mails(hana.email)).toHaveLength(1);

    const done = await json<PpidAdminItem>(
      await answer(item.id, {
        type: 'sebagian',
        answer: 'Salinan kontrak terlampir.',
        withheld: 'Harga satuan penawaran peserta lain: membukanya merugikan persaingan usaha yang sehat (uji konsekuensi terlampir).',
        basis: 'b',
        holder: 'diabaikan untuk jawaban sebagian',
      }),
    );
    expect(done).toMatchObject({ status: 'Selesai', answerType: 'sebagian', rejectionBasis: 'b', holder: null });
    expect(done.withheld).toContain('Harga satuan penawaran');
    const mail = (await mails(hana.email)).at(-1)!;
    expect(mail.text).toContain('Keputusan PPID: Dikabulkan sebagian.');
    expect(mail.text).toContain('Salinan kontrak terlampir.');
    expect(mail.text).toContain('Informasi yang dikecualikan: Harga satuan penawaran');
    expect(mail.text).toContain('Dasar pengecualian: Pasal 17 huruf b');
    expect((await tracking(item.trackingCode)).history.at(-1)!.note).toContain('Pasal 17 huruf b');
  });

  it('"Ditolak" names its exemption; "Informasi tidak dikuasai" may name who holds it', async () => {
    const indra = await customer();
    const refused = await submit(indra);
    await json(
      await t.request('POST', `/api/admin/ppid/permohonan/${refused.id}/tolak`, {
        as: officer,
        json: { basis: 'h', note: 'Berisi data pribadi; uji konsekuensi menunjukkan kerugian bagi pemilik data.' },
      }),
    );
    const refusal = (await mails(indra.email)).at(-1)!;
    expect(refusal.text).toContain('Keputusan PPID: Ditolak.');
    expect(refusal.text).toContain('Pasal 17 huruf h');
    expect((await tracking(refused.trackingCode)).ppid!.answerType).toBe('ditolak');

    const notHeld = await submit(indra);
    const done = await json<PpidAdminItem>(
      await answer(notHeld.id, {
        type: 'tidak-dikuasai',
        answer: 'Kontrak paket ini dibuat dan disimpan oleh balai nasional, bukan Dinas PUPR provinsi.',
        holder: 'Balai Pelaksanaan Jalan Nasional Sulawesi Barat',
      }),
    );
    expect(done).toMatchObject({
      status: 'Selesai',
      answerType: 'tidak-dikuasai',
      holder: 'Balai Pelaksanaan Jalan Nasional Sulawesi Barat',
    });
    const mail = (await mails(indra.email)).at(-1)!;
    expect(mail.text).toContain('Keputusan PPID: Informasi tidak dikuasai.');
    expect(mail.text).toContain(M.notHeld);
    expect(mail.text).toContain('dikuasai oleh: Balai Pelaksanaan Jalan Nasional Sulawesi Barat');
  });
});

describe('an upheld objection', () => {
  it('is mailed to the superior, decided with the answer and its attachments in view, carried out by the PPID, mailed and shown on /lacak', async () => {
    const joko = await customer();
    const item = await submit(joko);
    await json(
      await answer(
        item.id,
        {
          type: 'sebagian',
          answer: 'Salinan kontrak terlampir.',
          withheld: 'Rincian RAB: rahasia dagang.',
          basis: 'b',
        },
        [file(pdfBytes(), 'kontrak.pdf')],
      ),
    );
    await json(
      await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, {
        as: joko,
        json: { reason: 'a', note: 'RAB proyek yang sudah selesai bukan rahasia dagang.' },
      }),
      201,
    );
    // The superior's mail: the request, the reason, by when, and the request's own admin page.
    const toSuperior = await mails(superior.email);
    const told = toSuperior.find((m) => m.subject === M.superiorSubject(item.trackingCode))!;
    expect(told.text).toContain('alasan pengecualian Pasal 17');
    expect(told.text).toContain('RAB proyek yang sudah selesai bukan rahasia dagang.');
    expect(told.text).toContain(`/admin/ppid/${item.trackingCode}`);
    expect((await mails(officer.email)).some((m) => m.subject === M.superiorSubject(item.trackingCode))).toBe(false);

    let lacak = await tracking(item.trackingCode);
    expect(lacak.ppid!.objection).toMatchObject({ decision: null, decidedAt: null, carriedOutAt: null });

    // What the superior sees when deciding: the PPID's answer, its exemption and its attachment, which opens for them.
    const list = await json<PpidObjectionAdminItem[]>(await t.request('GET', '/api/admin/ppid-keberatan', { as: superior }));
    const objection = list.find((o) => o.trackingCode === item.trackingCode)!;
    expect(objection.request).toMatchObject({ answerType: 'sebagian', answer: 'Salinan kontrak terlampir.', rejectionBasis: 'b' });
    expect(objection.request.withheld).toBe('Rincian RAB: rahasia dagang.');
    expect((await t.request('GET', objection.request.answerFiles[0]!.url, { as: superior })).status).toBe(200);
    const page = await json<PpidAdminItem>(await t.request('GET', `/api/admin/ppid/permohonan/${item.trackingCode}`, { as: superior }));
    expect(page.objection!.id).toBe(objection.id);

    // The PPID cannot carry out what is not decided yet.
    const early = await t.request('POST', `/api/admin/ppid/permohonan/${item.id}/laksanakan`, {
      as: officer,
      form: answerForm({ note: 'RAB terlampir.' }),
    });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain(PPID_ADMIN.admin.notUpheld);

    await json(
      await t.request('POST', `/api/admin/ppid-keberatan/${objection.id}/jawab`, {
        as: superior,
        json: { decision: 'diterima', answer: 'Berikan salinan RAB kepada pemohon.', days: 11 },
      }),
      400,
    );
    const decided = await json<PpidObjectionAdminItem>(
      await t.request('POST', `/api/admin/ppid-keberatan/${objection.id}/jawab`, {
        as: superior,
        json: { decision: 'diterima', answer: 'Keberatan beralasan. Berikan salinan RAB kepada pemohon.', days: 5 },
      }),
    );
    const due = addWorkingDays(witaDate(new Date()), 5);
    expect(decided).toMatchObject({ decision: 'diterima', orderDueOn: due, carriedOutAt: null, orderLate: false });
    const decisionMail = (await mails(joko.email)).at(-1)!;
    expect(decisionMail.subject).toBe(M.objectionAnsweredSubject(item.trackingCode));
    expect(decisionMail.text).toContain('Putusan: Keberatan diterima.');
    expect(decisionMail.text).toContain('Berikan salinan RAB kepada pemohon.');
    expect(decisionMail.text).toContain('paling lambat');
    // The PPID officer is told what to carry out and by when, with the request's page.
    const order = (await mails(officer.email)).find((m) => m.subject === M.orderSubject(item.trackingCode))!;
    expect(order.text).toContain('Keberatan beralasan. Berikan salinan RAB kepada pemohon.');
    expect(order.text).toContain(`/admin/ppid/${item.trackingCode}`);
    expect(order.text).toContain('paling lambat');

    // Refusals change nothing: the requester, another service's admin, a missing note.
    const before = (await mails(joko.email)).length;
    for (const as of [joko, await t.createUser({ role: 'admin_ujilab' })]) {
      const res = await t.request('POST', `/api/admin/ppid/permohonan/${item.id}/laksanakan`, { as, form: answerForm({ note: 'x' }) });
      expect(res.status).toBe(403);
    }
    await json(
      await t.request('POST', `/api/admin/ppid/permohonan/${item.id}/laksanakan`, { as: officer, form: answerForm({ note: ' ' }) }),
      400,
    );
    const [untouched] = await t.db.select().from(ppidObjections).where(eq(ppidObjections.id, objection.id));
    expect(untouched!.carriedOutAt).toBeNull();
    expect(await mails(joko.email)).toHaveLength(before);

    const carried = await json<PpidAdminItem>(
      await t.request('POST', `/api/admin/ppid/permohonan/${item.id}/laksanakan`, {
        as: officer,
        form: answerForm({ note: 'Salinan RAB lengkap terlampir sesuai putusan atasan PPID.' }, [file(pdfBytes(), 'RAB Salubatu.pdf')]),
      }),
    );
    expect(carried.status).toBe('Selesai');
    expect(carried.objection).toMatchObject({
      carriedOutNote: 'Salinan RAB lengkap terlampir sesuai putusan atasan PPID.',
      orderLate: false,
    });
    expect(carried.objection!.carriedOutFiles.map((f) => f.name)).toEqual(['RAB Salubatu.pdf']);
    expect((await t.request('GET', carried.objection!.carriedOutFiles[0]!.url, { as: joko })).status).toBe(200);
    const done = (await mails(joko.email)).at(-1)!;
    expect(done.subject).toBe(M.carriedOutSubject(item.trackingCode));
    expect(done.text).toContain('Salinan RAB lengkap terlampir');
    expect(done.text).toContain(M.attachmentsNote(1));
    const history = await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, item.id));
    expect(history.at(-1)!.publicNote).toBe(PPID_ADMIN.admin.carriedOutStep);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ppid.objection.carry_out'), eq(auditLog.target, item.trackingCode)));
    expect(audit).toHaveLength(1);

    lacak = await tracking(item.trackingCode);
    expect(lacak.ppid!.answerType).toBe('sebagian');
    expect(lacak.ppid!.objection).toMatchObject({ decision: 'diterima', orderDueOn: due, orderLate: false });
    expect(lacak.ppid!.objection!.carriedOutAt).not.toBeNull();
    expect(lacak.history.at(-1)!.note).toBe(PPID_ADMIN.admin.carriedOutStep);
    expect(JSON.stringify(lacak)).not.toMatch(/RAB lengkap|rahasia dagang/);

    // Twice: refused, nothing more is mailed or recorded.
    const twice = await t.request('POST', `/api/admin/ppid/permohonan/${item.id}/laksanakan`, {
      as: officer,
      form: answerForm({ note: 'Lagi.' }),
    });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(PPID_ADMIN.admin.alreadyCarriedOut);
    expect((await mails(joko.email)).at(-1)!.subject).toBe(M.carriedOutSubject(item.trackingCode));
    expect(await t.db.select().from(statusChanges).where(eq(statusChanges.requestId, item.id))).toHaveLength(history.length);
  });

  it('a rejected objection gives the PPID nothing to carry out; an upheld one past its day is late', async () => {
    const kiki = await customer();
    const rejected = await submit(kiki);
    await json(await t.request('POST', `/api/admin/ppid/permohonan/${rejected.id}/tolak`, { as: officer, json: { basis: 'h' } }));
    await json(
      await t.request('POST', `/api/ppid/permohonan/${rejected.trackingCode}/keberatan`, { as: kiki, json: { reason: 'a' } }),
      201,
    );
    const [o] = await t.db.select().from(ppidObjections).where(eq(ppidObjections.requestId, rejected.id));
    // The officer is not the superior: they cannot decide their own case.
    expect(
      (await t.request('POST', `/api/admin/ppid-keberatan/${o!.id}/jawab`, { as: officer, json: { decision: 'diterima', answer: 'Ya.' } }))
        .status,
    ).toBe(403);
    await json(
      await t.request('POST', `/api/admin/ppid-keberatan/${o!.id}/jawab`, {
        as: superior,
        json: { decision: 'ditolak', answer: 'Data pribadi tetap dikecualikan.' },
      }),
    );
    const res = await t.request('POST', `/api/admin/ppid/permohonan/${rejected.id}/laksanakan`, {
      as: officer,
      form: answerForm({ note: 'x' }),
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(PPID_ADMIN.admin.notUpheld);
    const lacak = await tracking(rejected.trackingCode);
    expect(lacak.status).toBe('Ditolak');
    expect(lacak.ppid!.objection).toMatchObject({ decision: 'ditolak', orderDueOn: null, carriedOutAt: null });

    // Upheld, and its day has passed without it being carried out.
    await t.db.update(ppidObjections).set({ decision: 'diterima', orderDueOn: '2026-01-05' }).where(eq(ppidObjections.id, o!.id));
    const page = await json<PpidAdminItem>(await t.request('GET', `/api/admin/ppid/permohonan/${rejected.trackingCode}`, { as: officer }));
    expect(page.objection!.orderLate).toBe(true);
    expect((await tracking(rejected.trackingCode)).ppid!.objection!.orderLate).toBe(true);
    // A request's page: someone else's role cannot open it; an unknown code is a 404 in Indonesian.
    expect((await t.request('GET', `/api/admin/ppid/permohonan/${rejected.trackingCode}`, { as: kiki })).status).toBe(403);
    const missing = await t.request('GET', '/api/admin/ppid/permohonan/PPID-2026-ZZZZZZ', { as: officer });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(PPID_ADMIN.admin.notFound);
  });
});
