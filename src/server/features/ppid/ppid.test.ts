import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PPID_FORM } from '../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DipDocument, PpidAdminItem, PpidFigures, PpidObjectionAdminItem, PpidPublic, PpidRequestItem } from '../../../shared/ppid.ts';
import { PPID } from '../../../shared/ppid-strings.ts';
import type { TrackingResult } from '../../../shared/tracking-schemas.ts';
import { outboxMails, ppidDocuments, ppidObjections, ppidRequests, users } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import { formulaCells } from '../../test/csv.ts';
import { exeBytes, MB, pdfBytes, pngBytes } from '../../uploads/test-files.ts';
import { witaDate } from '../../calendar/working-days.ts';
import { answerDueOn } from './ppid-clock.ts';
import { toAdminItem } from './request-rows.ts';
import { PERSON_NAME_TEXT } from '../../../shared/person-name-strings.ts';

let t: TestApp;
let ktpPng: Uint8Array;
let ppidAdmin: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ktpPng = await pngBytes();
  ppidAdmin = await t.createUser({ role: 'admin_ppid' });
  superAdmin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

function requestForm(over: Record<string, string | null> = {}, ktp: File | null = file(ktpPng, 'ktp.png')): FormData {
  const fields: Record<string, string | null> = {
    name: 'Andi Saputra',
    address: 'Jl. Yos Sudarso No. 5, Mamuju',
    phone: '0812 3456 7890',
    email: 'andi@contoh.id',
    information: 'Dokumen kontrak pekerjaan rekonstruksi jalan ruas Mamuju–Kalukku tahun 2025.',
    purpose: 'Bahan penelitian skripsi tentang pengawasan proyek jalan.',
    receiveMethod: 'softcopy',
    copyMethod: 'email',
    ktpConsent: 'ya',
    ...over,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.set(k, v);
  if (ktp) form.set('ktp', ktp);
  return form;
}

async function customer(): Promise<TestUser> {
  const user = await t.createUser();
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

async function submit(as: TestUser, over: Record<string, string | null> = {}): Promise<PpidRequestItem> {
  return json<PpidRequestItem>(
    await t.request('POST', '/api/ppid/permohonan', { as, form: requestForm({ email: as.email, ...over }) }),
    201,
  );
}

const mailsTo = async (email: string) =>
  (
    await t.db
      .select({ subject: outboxMails.subject, text: outboxMails.textBody })
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'ppid')))
      .orderBy(outboxMails.createdAt)
  ).map((m) => m.subject);

const requestRows = (userId: string) => t.db.select().from(ppidRequests).where(eq(ppidRequests.userId, userId));
const ktpFilesOf = (userId: string) => {
  const dir = path.join(t.deps.env.dataDir, 'files', 'ppid-requests', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('an information request', () => {
  it('gets a PPID code, a due date 10 working days on, a receipt, /lacak, and an e-mail; the KTP stays private', async () => {
    const andi = await customer();
    const item = await submit(andi);
    expect(item.trackingCode).toMatch(/^PPID-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(item.status).toBe('Diajukan');
    expect(item.dueOn).toBe(answerDueOn(new Date(item.createdAt)));
    const [row] = await requestRows(andi.id);
    expect(row!.ktpUrl).toMatch(new RegExp(`^/files/ppid-requests/${andi.id}/ktp-\\d+\\.png$`));
    expect(row!.ktpConsentAt).toBeInstanceOf(Date);
    expect(await mailsTo(andi.email)).toEqual([PPID_ADMIN.mail.receivedSubject(item.trackingCode)]);
    // That e-mail is the receipt (issue 37, item 4): the status page, and the receipt PDF by a link that opens signed out.
    const [received] = await t.db
      .select({ text: outboxMails.textBody })
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, andi.email), eq(outboxMails.kind, 'ppid')));
    expect(received!.text).toContain(`/lacak/${item.trackingCode}`);
    const mailed = /Bukti pengajuan \(PDF\): \S+(\/api\/receipts\/\S+)/.exec(received!.text)?.[1];
    expect((await t.request('GET', mailed!)).headers.get('content-type')).toBe('application/pdf');

    const receipt = await t.request('GET', `/api/receipts/${item.trackingCode}`, { as: andi });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const stranger = await customer();
    expect((await t.request('GET', `/api/receipts/${item.trackingCode}`, { as: stranger })).status).toBe(404);

    const tracking = await json<TrackingResult>(await t.request('GET', `/api/tracking/${item.trackingCode}`));
    expect(tracking).toMatchObject({ service: 'ppid', status: 'Diajukan' });
    expect(JSON.stringify(tracking)).not.toMatch(/ktp|Andi|andi@/i);

    // The KTP: its requester and the PPID's staff; nobody else, and never a visitor.
    expect((await t.request('GET', row!.ktpUrl, { as: andi })).status).toBe(200);
    expect((await t.request('GET', row!.ktpUrl, { as: ppidAdmin })).status).toBe(200);
    expect((await t.request('GET', row!.ktpUrl, { as: stranger })).status).toBe(403);
    expect((await t.request('GET', row!.ktpUrl, { as: await t.createUser({ role: 'admin_ujilab' }) })).status).toBe(403);
    expect((await t.request('GET', row!.ktpUrl)).status).toBe(401);

    // Customers see only their own.
    expect(await json<PpidRequestItem[]>(await t.request('GET', '/api/ppid/permohonan', { as: stranger }))).toEqual([]);
    const mine = await json<PpidRequestItem[]>(await t.request('GET', '/api/ppid/permohonan', { as: andi }));
    expect(mine.map((r) => r.trackingCode)).toEqual([item.trackingCode]);
    expect(JSON.stringify(mine)).not.toContain('ktp');
  });

  it('is refused with a clear message and changes nothing when a field, the KTP or the consent is missing, or the KTP is not a document', async () => {
    const budi = await customer();
    const cases: [FormData, number, string][] = [
      [requestForm({ information: null }), 400, PPID_FORM.required.information],
      [requestForm({ receiveMethod: 'telepati' }), 400, PPID_FORM.required.receiveMethod],
      [requestForm({ email: 'bukan-email' }), 400, PPID_FORM.required.emailInvalid],
      [requestForm({ phone: 'telepon saya' }), 400, PPID_FORM.required.phoneInvalid],
      [requestForm({ ktpConsent: null }), 400, 'Centang persetujuan'],
      [requestForm({}, null), 400, PPID_FORM.required.ktp],
      [requestForm({}, file(exeBytes(), 'ktp.pdf')), 415, 'KTP'],
      [requestForm({}, file(new Uint8Array(2 * MB + 1), 'ktp.pdf')), 413, 'KTP'],
    ];
    for (const [form, status, message] of cases) {
      const res = await t.request('POST', '/api/ppid/permohonan', { as: budi, form });
      const text = await res.text();
      expect(res.status, text).toBe(status);
      expect(text).toContain(message);
    }
    expect(await requestRows(budi.id)).toHaveLength(0);
    expect(ktpFilesOf(budi.id)).toHaveLength(0);
  });

  it('is sent only by a signed-in customer', async () => {
    expect((await t.request('POST', '/api/ppid/permohonan', { form: requestForm() })).status).toBe(401);
    expect((await t.request('POST', '/api/ppid/permohonan', { as: ppidAdmin, form: requestForm() })).status).toBe(403);
    expect((await t.request('GET', '/api/ppid/permohonan')).status).toBe(401);
  });

  // Issue 33, item 4: the office's mail must not carry a stranger's message to a stranger's address.
  it("never mails an address typed into the form: only the account's own, once it is verified", async () => {
    const victim = `korban-${randomUUID().slice(0, 8)}@contoh.id`;
    const allMailsTo = (email: string) => t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email));

    // The probe: a fresh, unverified account, a third party's address and a "name" that is a message.
    const fresh = await t.createUser();
    const phishing = await t.request('POST', '/api/ppid/permohonan', {
      as: fresh,
      form: requestForm({ email: victim, name: 'PERHATIAN: akun bank Anda diblokir, hubungi 0812-3456-7890' }),
    });
    expect(phishing.status).toBe(400);
    expect((await phishing.json()).error.message).toBe(PERSON_NAME_TEXT.noContact);
    expect(await requestRows(fresh.id)).toHaveLength(0);

    // With an ordinary name the request is filed, and nobody is mailed: not the stranger, not the unproven account.
    const filed = await json<PpidRequestItem>(
      await t.request('POST', '/api/ppid/permohonan', { as: fresh, form: requestForm({ email: victim, name: 'Andi Saputra' }) }),
      201,
    );
    await t.request('POST', `/api/admin/ppid/permohonan/${filed.id}/terima`, { as: ppidAdmin }).then((r) => expect(r.status).toBe(200));
    expect(await allMailsTo(victim)).toHaveLength(0);
    expect(await mailsTo(fresh.email)).toEqual([]);

    // A verified account that types someone else's address: its steps go to the account's own address.
    const verified = await customer();
    const item = await submit(verified, { email: victim });
    expect(await allMailsTo(victim)).toHaveLength(0);
    expect(await mailsTo(verified.email)).toEqual([PPID_ADMIN.mail.receivedSubject(item.trackingCode)]);
  });
});

describe('the PPID officer', () => {
  it('is the only one besides the super admin to see and handle requests and the DIP', async () => {
    const others = [
      null,
      await customer(),
      await t.createUser({ role: 'admin_sirekanan' }),
      await t.createUser({ role: 'admin_jembatantif' }),
    ];
    for (const as of others) {
      const expected = as ? 403 : 401;
      expect((await t.request('GET', '/api/admin/ppid/permohonan', { as })).status).toBe(expected);
      expect((await t.request('GET', '/api/admin/ppid/dip', { as })).status).toBe(expected);
      expect((await t.request('GET', '/api/admin/ppid/permohonan.csv', { as })).status).toBe(expected);
      expect((await t.request('POST', `/api/admin/ppid/permohonan/${crypto.randomUUID()}/terima`, { as })).status).toBe(expected);
      expect((await t.request('GET', '/api/admin/ppid-keberatan', { as })).status).toBe(expected);
    }
    expect((await t.request('GET', '/api/admin/ppid/permohonan', { as: ppidAdmin })).status).toBe(200);
    // Issue 33, item 6: what a citizen typed, split by Indonesian Excel at `;`, never starts a formula.
    await submit(await customer(), {
      // (A name may not carry a link, issue 33 item 4: the formula rides in the address.)
      name: 'Andi;=SUM(A1)',
      address: 'Jl. A;=HYPERLINK("http://x","klik"), =1+1',
      purpose: 'Penelitian\n@SUM(A1) dan lain-lain untuk skripsi.',
    });
    const register = await (await t.request('GET', '/api/admin/ppid/permohonan.csv', { as: ppidAdmin })).text();
    expect(register).toContain('HYPERLINK');
    expect(formulaCells(register)).toEqual([]);
    expect((await t.request('GET', '/api/admin/ppid/permohonan', { as: superAdmin })).status).toBe(200);
    // Objections go to the superior: not the officer who answered.
    expect((await t.request('GET', '/api/admin/ppid-keberatan', { as: ppidAdmin })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/ppid-keberatan', { as: superAdmin })).status).toBe(200);
    // The officer has nothing else: no Sirekanan, no bridges' admin, no users.
    expect((await t.request('GET', '/api/admin/sirekanan', { as: ppidAdmin })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/users', { as: ppidAdmin })).status).toBe(403);
  });

  it('accepts, extends once by at most 7 working days with a reason, answers with an attachment; the requester objects; the superior answers', async () => {
    const citra = await customer();
    const item = await submit(citra);
    const base = `/api/admin/ppid/permohonan/${item.id}`;
    const accepted = await json<PpidAdminItem>(await t.request('POST', `${base}/terima`, { as: ppidAdmin }));
    expect(accepted.status).toBe('Diproses');
    expect(accepted.daysLeft).toBeGreaterThan(0);
    expect(accepted.late).toBe(false);

    // The extension: a reason and 1–7 days.
    await json(await t.request('POST', `${base}/perpanjang`, { as: ppidAdmin, json: { days: 8, reason: 'Arsip di gudang' } }), 400);
    await json(await t.request('POST', `${base}/perpanjang`, { as: ppidAdmin, json: { days: 3, reason: '  ' } }), 400);
    const extended = await json<PpidAdminItem>(
      await t.request('POST', `${base}/perpanjang`, { as: ppidAdmin, json: { days: 7, reason: 'Dokumen masih di arsip UPTD Mamuju.' } }),
    );
    expect(extended.extendedReason).toBe('Dokumen masih di arsip UPTD Mamuju.');
    expect(extended.dueOn > item.dueOn).toBe(true);
    expect(extended.daysLeft).toBe(accepted.daysLeft! + 7);
    const again = await t.request('POST', `${base}/perpanjang`, { as: ppidAdmin, json: { days: 1, reason: 'Lagi' } });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(PPID_ADMIN.admin.alreadyExtended);

    // An objection before the answer, while the PPID still has time: not yet.
    const early = await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, { as: citra, json: { reason: 'c' } });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain(PPID_FORM.objection.notYet);

    // The answer with an XLSX attachment; a program is refused and changes nothing.
    const bad = new FormData();
    bad.set('answer', 'Terlampir.');
    bad.append('lampiran', file(exeBytes(), 'kontrak.xlsx'));
    expect((await t.request('POST', `${base}/jawab`, { as: ppidAdmin, form: bad })).status).toBe(415);
    const [stillOpen] = await requestRows(citra.id);
    expect(stillOpen!.status).toBe('Diproses');

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Kontrak').addRow(['Paket', 'Nilai']);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const form = new FormData();
    form.set('answer', 'Dokumen kontrak yang Anda minta terlampir.');
    form.append('lampiran', file(xlsx, 'Kontrak Mamuju-Kalukku.xlsx'));
    form.append('lampiran', file(pdfBytes(), 'adendum.pdf'));
    const answered = await json<PpidAdminItem>(await t.request('POST', `${base}/jawab`, { as: ppidAdmin, form }));
    expect(answered.status).toBe('Selesai');
    expect(answered.answerFiles.map((f) => f.name)).toEqual(['Kontrak Mamuju-Kalukku.xlsx', 'adendum.pdf']);
    const attachment = answered.answerFiles[0]!.url;
    const download = await t.request('GET', attachment, { as: citra });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(xlsx);
    expect((await t.request('GET', attachment, { as: await customer() })).status).toBe(403);
    // Answered once: no second answer, no refusal after it.
    expect((await t.request('POST', `${base}/tolak`, { as: ppidAdmin, json: { basis: 'h' } })).status).toBe(409);

    const mine = (await json<PpidRequestItem[]>(await t.request('GET', '/api/ppid/permohonan', { as: citra })))[0]!;
    expect(mine.answer).toBe('Dokumen kontrak yang Anda minta terlampir.');
    expect(mine.objectionUntil).not.toBeNull();

    // The objection: the requester's only, once, with a reason from Pasal 35.
    const other = await customer();
    expect(
      (await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, { as: other, json: { reason: 'd' } })).status,
    ).toBe(404);
    await json(await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, { as: citra, json: { reason: 'z' } }), 400);
    const objected = await json<PpidRequestItem>(
      await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, {
        as: citra,
        json: { reason: 'd', note: 'Yang dikirim hanya ringkasan, bukan kontraknya.' },
      }),
      201,
    );
    expect(objected.objection).toMatchObject({ reason: 'd', answer: null });
    expect(objected.objectionUntil).toBeNull();
    const twice = await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, { as: citra, json: { reason: 'd' } });
    expect(twice.status).toBe(409);

    const list = await json<PpidObjectionAdminItem[]>(await t.request('GET', '/api/admin/ppid-keberatan', { as: superAdmin }));
    const objection = list.find((o) => o.trackingCode === item.trackingCode)!;
    expect(objection).toMatchObject({ reason: 'd', late: false, answer: null });
    expect(objection.daysLeft).toBeGreaterThanOrEqual(29);
    expect(
      (await t.request('POST', `/api/admin/ppid-keberatan/${objection.id}/jawab`, { as: ppidAdmin, json: { answer: 'x' } })).status,
    ).toBe(403);
    await json(
      await t.request('POST', `/api/admin/ppid-keberatan/${objection.id}/jawab`, {
        as: superAdmin,
        json: { decision: 'ditolak', answer: ' ' },
      }),
      400,
    );
    const done = await json<PpidObjectionAdminItem>(
      await t.request('POST', `/api/admin/ppid-keberatan/${objection.id}/jawab`, {
        as: superAdmin,
        json: { decision: 'ditolak', answer: 'Salinan kontrak lengkap sudah dikirim; keberatan tidak beralasan.' },
      }),
    );
    expect(done.answeredAt).not.toBeNull();
    expect(
      (
        await t.request('POST', `/api/admin/ppid-keberatan/${objection.id}/jawab`, {
          as: superAdmin,
          json: { decision: 'diterima', answer: 'lagi' },
        })
      ).status,
    ).toBe(409);

    expect(await mailsTo(citra.email)).toEqual([
      PPID_ADMIN.mail.receivedSubject(item.trackingCode),
      PPID_ADMIN.mail.acceptedSubject(item.trackingCode),
      PPID_ADMIN.mail.extendedSubject(item.trackingCode),
      PPID_ADMIN.mail.answeredSubject(item.trackingCode),
      PPID_ADMIN.mail.objectionSubject(item.trackingCode),
      PPID_ADMIN.mail.objectionAnsweredSubject(item.trackingCode),
    ]);
    // /lacak shows each step and its public note, never the answer's text.
    const tracking = await json<TrackingResult>(await t.request('GET', `/api/tracking/${item.trackingCode}`));
    expect(tracking.history.map((h) => h.status)).toEqual(['Diproses', 'Diproses', 'Selesai']);
    expect(JSON.stringify(tracking)).not.toContain('Dokumen kontrak yang Anda minta');
  });

  it('refuses with a Pasal 17 exemption, which the requester sees', async () => {
    const dewi = await customer();
    const item = await submit(dewi, { information: 'Data pribadi pegawai bidang Bina Marga.' });
    const base = `/api/admin/ppid/permohonan/${item.id}`;
    await json(await t.request('POST', `${base}/tolak`, { as: ppidAdmin, json: { basis: 'x' } }), 400);
    const rejected = await json<PpidAdminItem>(
      await t.request('POST', `${base}/tolak`, { as: ppidAdmin, json: { basis: 'h', note: 'Berisi data pribadi pegawai.' } }),
    );
    expect(rejected).toMatchObject({ status: 'Ditolak', rejectionBasis: 'h' });
    const tracking = await json<TrackingResult>(await t.request('GET', `/api/tracking/${item.trackingCode}`));
    expect(tracking.history.at(-1)!.note).toContain('Pasal 17 huruf h');
    // An unknown id, or not an id at all, is a 404 in Indonesian.
    const missing = await t.request('POST', `/api/admin/ppid/permohonan/${crypto.randomUUID()}/terima`, { as: ppidAdmin });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(PPID_ADMIN.admin.notFound);
    expect((await t.request('POST', '/api/admin/ppid/permohonan/bukan-id/terima', { as: ppidAdmin })).status).toBe(404);
  });

  it('sees a request past its due date as Terlambat, and its requester may object without an answer', async () => {
    const eka = await customer();
    const item = await submit(eka);
    await t.db.update(ppidRequests).set({ dueOn: '2026-01-05' }).where(eq(ppidRequests.id, item.id));
    const page = await json<{ items: PpidAdminItem[] }>(
      await t.request('GET', '/api/admin/ppid/permohonan?status=terlambat', { as: ppidAdmin }),
    );
    const late = page.items.find((r) => r.id === item.id)!;
    expect(late.late).toBe(true);
    expect(late.daysLeft).toBeLessThan(0);
    // 30 working days after 5 January 2026 have passed long ago: the window is closed.
    const closed = await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, { as: eka, json: { reason: 'c' } });
    expect(closed.status).toBe(400);
    expect(await closed.text()).toContain(PPID_FORM.objection.closed);
    // Due yesterday: late, and the objection "tidak ditanggapi" is open.
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.db
      .update(ppidRequests)
      .set({ dueOn: witaDate(yesterday) })
      .where(eq(ppidRequests.id, item.id));
    await json(await t.request('POST', `/api/ppid/permohonan/${item.trackingCode}/keberatan`, { as: eka, json: { reason: 'c' } }), 201);
    const [objection] = await t.db.select().from(ppidObjections).where(eq(ppidObjections.requestId, item.id));
    expect(objection!.reason).toBe('c');
  });

  it('finds a request by its code, keeps the page while nothing is written, and shows a change made elsewhere at once (issue 41)', async () => {
    const item = await submit(await customer());
    const url = `/api/admin/ppid/permohonan?q=${item.trackingCode}`;
    const list = async () => json<{ items: PpidAdminItem[]; total: number }>(await t.request('GET', url, { as: ppidAdmin }));
    expect(await list()).toMatchObject({ total: 1, items: [{ id: item.id, status: 'Diajukan' }] });
    const reads = vi.spyOn(t.pool, 'query');
    try {
      expect((await list()).items.map((r) => r.id)).toEqual([item.id]);
      const sent = (reads.mock.calls as unknown[][]).map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      expect(sent.filter((text) => text.includes('ppid_requests'))).toEqual([]);
    } finally {
      reads.mockRestore();
    }
    // Written around the app, as another worker would: the data version moves as it commits.
    await t.pool.query(`UPDATE ppid_requests SET status = 'Diproses' WHERE id = $1`, [item.id]);
    expect(await list()).toMatchObject({ items: [{ id: item.id, status: 'Diproses' }] });
    // Two letters are no search: the whole list, not an error.
    const short = await json<{ total: number }>(await t.request('GET', '/api/admin/ppid/permohonan?q=PP', { as: ppidAdmin }));
    expect(short.total).toBeGreaterThan(1);
  });

  it('lists each request as its steps answer it: the clock counted in PostgreSQL is the clock of the rows (issue 41)', async () => {
    // Due dates from ten weeks ago to three weeks on, answered or not, on every weekday and weekend, some
    // with an objection (upheld and carried out on time, late, or not yet): the days left, "terlambat"
    // and the last day of an objection window as request-rows.ts counts them, around today's holidays too.
    const word = `kalibrasi${randomUUID().slice(0, 8)}`;
    const today = witaDate(new Date());
    const shift = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const answered = i % 3 === 0 ? new Date(Date.now() - (i * 26 + 7) * 3_600_000) : null;
      const [row] = await t.db
        .insert(ppidRequests)
        .values({
          trackingCode: `PPID-2026-T${String(i).padStart(5, '0')}${word.slice(-4).toUpperCase()}`,
          name: `Pemohon ${i}`,
          address: 'Jl. Poros',
          phone: '0812',
          email: `p${i}@contoh.id`,
          ktpUrl: '/files/ppid-requests/ktp.jpg',
          ktpConsentAt: new Date(),
          information: `Dokumen ${word} ${i}`,
          purpose: 'Penelitian',
          receiveMethod: 'softcopy',
          copyMethod: 'email',
          status: answered ? 'Selesai' : 'Diproses',
          dueOn: shift(i * 2 - 70),
          answer: answered ? 'Terlampir.' : null,
          answerFiles: answered && i % 2 ? [{ url: '/files/ppid-requests/a.pdf', name: 'a.pdf', size: 1234 }] : null,
          answerType: answered ? 'dikabulkan' : null,
          answeredAt: answered,
          createdAt: new Date(Date.now() - i * 60_000),
        })
        .returning({ id: ppidRequests.id });
      ids.push(row!.id);
      if (i % 5 === 0) {
        await t.db.insert(ppidObjections).values({
          requestId: row!.id,
          reason: 'c',
          dueOn: shift(i - 20),
          decision: i % 10 === 0 ? 'diterima' : null,
          answeredAt: i % 10 === 0 ? new Date(Date.now() - 3 * 86_400_000) : null,
          orderDueOn: i % 10 === 0 ? shift(i % 20 === 0 ? -2 : 3) : null,
          carriedOutAt: i % 30 === 0 ? new Date(Date.now() - 86_400_000) : null,
          carriedOutFiles: i % 30 === 0 ? [{ url: '/files/ppid-requests/b.pdf', name: 'b.pdf', size: 99 }] : null,
        });
      }
    }
    const listed: PpidAdminItem[] = [];
    let url: string | null = `/api/admin/ppid/permohonan?q=${word}`;
    while (url) {
      const page: { items: PpidAdminItem[]; next: string | null } = await json(await t.request('GET', url, { as: ppidAdmin }));
      listed.push(...page.items);
      url = page.next ? `/api/admin/ppid/permohonan?q=${word}&cursor=${encodeURIComponent(page.next)}` : null;
    }
    const rows = await t.db
      .select({ r: ppidRequests, o: ppidObjections })
      .from(ppidRequests)
      .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
      .where(sql`${ppidRequests.information} like ${`%${word}%`}`)
      .orderBy(sql`${ppidRequests.createdAt} desc, ${ppidRequests.id} desc`);
    expect(rows).toHaveLength(60);
    // Made from the rows in JavaScript as the steps' answers are (reload), in the list's order.
    expect(listed).toEqual(rows.map(({ r, o }) => toAdminItem(r, o, today)));
    // The cases the comparison is about are there.
    expect(listed.filter((i) => i.objectionUntil !== null).length).toBeGreaterThan(3);
    expect(listed.filter((i) => i.late).length).toBeGreaterThan(10);
    expect(new Set(listed.map((i) => i.daysLeft)).size).toBeGreaterThan(20);
    expect(listed.some((i) => i.objection?.orderLate)).toBe(true);
  });
});

describe('the DIP', () => {
  const dipForm = (over: Record<string, string> = {}, doc?: File) => {
    const form = new FormData();
    const fields = {
      category: 'berkala',
      nomor: 'B-01',
      ringkasan: 'Laporan Keuangan Dinas PUPR Tahun 2025',
      pejabat: 'Sekretariat / Subbagian Keuangan',
      penanggungJawab: 'Kepala Subbagian Keuangan',
      waktuTempat: 'Maret 2026, Mamuju',
      bentuk: 'Softcopy (PDF)',
      jangkaWaktu: '10 tahun',
      ...over,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (doc) form.set('dokumen', doc);
    return form;
  };

  it('publishes a document the public downloads; a draft stays hidden; a replaced or deleted file goes', async () => {
    const pdf = pdfBytes(4000);
    const draft = await json<DipDocument>(
      await t.request('POST', '/api/admin/ppid/dip', { as: ppidAdmin, form: dipForm({}, file(pdf, 'laporan.pdf')) }),
      201,
    );
    expect(draft.published).toBe(false);
    expect(draft.downloadUrl).toBe(`/api/ppid/dip/${draft.id}/berkas`);
    let pub = await json<PpidPublic>(await t.request('GET', '/api/ppid'));
    expect(pub.documents.map((d) => d.id)).not.toContain(draft.id);
    expect((await t.request('GET', draft.downloadUrl!)).status).toBe(404);
    expect((await t.request('GET', draft.downloadUrl!, { as: ppidAdmin })).status).toBe(200);

    const published = await json<DipDocument>(
      await t.request('PUT', `/api/admin/ppid/dip/${draft.id}`, { as: ppidAdmin, form: dipForm({ published: 'ya' }) }),
    );
    expect(published.fileName).toBe(draft.fileName);
    pub = await json<PpidPublic>(await t.request('GET', '/api/ppid'));
    expect(pub.documents.find((d) => d.id === draft.id)).toMatchObject({ category: 'berkala', nomor: 'B-01', bentuk: 'Softcopy (PDF)' });
    const download = await t.request('GET', draft.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="B-01-Laporan-Keuangan-Dinas-PUPR-Tahun-2025.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    // A new XLSX replaces the PDF, whose file is removed.
    const [before] = await t.db.select().from(ppidDocuments).where(eq(ppidDocuments.id, draft.id));
    const oldPath = path.join(t.deps.env.dataDir, 'files', before!.fileUrl!.replace('/files/', ''));
    expect(fs.existsSync(oldPath)).toBe(true);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Data').addRow(['Ruas', 'Panjang']);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const replaced = await json<DipDocument>(
      await t.request('PUT', `/api/admin/ppid/dip/${draft.id}`, {
        as: ppidAdmin,
        form: dipForm({ published: 'ya' }, file(xlsx, 'data.xlsx')),
      }),
    );
    expect(replaced.fileName).toMatch(/\.xlsx$/);
    expect(fs.existsSync(oldPath)).toBe(false);

    await json(await t.request('DELETE', `/api/admin/ppid/dip/${draft.id}`, { as: ppidAdmin }), 204);
    expect((await t.request('GET', draft.downloadUrl!)).status).toBe(404);
    expect(await t.db.select().from(ppidDocuments).where(eq(ppidDocuments.id, draft.id))).toHaveLength(0);
  });

  it('refuses a program, a file over 20 MB, a missing column and anyone but the PPID', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(ppidDocuments))[0]!.n;
    const start = await count();
    expect((await t.request('POST', '/api/admin/ppid/dip', { as: ppidAdmin, form: dipForm({}, file(exeBytes(), 'a.pdf')) })).status).toBe(
      415,
    );
    const big = new Uint8Array(20 * MB + 1);
    big.set(pdfBytes());
    expect((await t.request('POST', '/api/admin/ppid/dip', { as: ppidAdmin, form: dipForm({}, file(big, 'a.pdf')) })).status).toBe(413);
    const missing = await t.request('POST', '/api/admin/ppid/dip', { as: ppidAdmin, form: dipForm({ ringkasan: '' }) });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(PPID_ADMIN.dipAdmin.fieldRequired);
    await json(await t.request('POST', '/api/admin/ppid/dip', { as: ppidAdmin, form: dipForm({ category: 'rahasia' }) }), 400);
    expect((await t.request('POST', '/api/admin/ppid/dip', { as: await customer(), form: dipForm() })).status).toBe(403);
    expect((await t.request('POST', '/api/admin/ppid/dip', { form: dipForm() })).status).toBe(401);
    expect(await count()).toBe(start);
  });
});

describe('the yearly figures', () => {
  it('count the year’s requests, answers, refusals by basis and objections, on /ppid and as CSV', async () => {
    const isolated = await createTestApp({ isolated: true });
    try {
      const officer = await isolated.createUser({ role: 'admin_ppid' });
      const people = [await isolated.createUser(), await isolated.createUser(), await isolated.createUser()];
      const sent: PpidRequestItem[] = [];
      for (const p of people) {
        const res = await isolated.request('POST', '/api/ppid/permohonan', { as: p, form: requestForm({ email: p.email }) });
        sent.push(await json<PpidRequestItem>(res, 201));
      }
      const answer = new FormData();
      answer.set('answer', 'Terlampir.');
      await json(await isolated.request('POST', `/api/admin/ppid/permohonan/${sent[0]!.id}/jawab`, { as: officer, form: answer }));
      await json(await isolated.request('POST', `/api/admin/ppid/permohonan/${sent[1]!.id}/tolak`, { as: officer, json: { basis: 'h' } }));
      await json(
        await isolated.request('POST', `/api/ppid/permohonan/${sent[1]!.trackingCode}/keberatan`, {
          as: people[1]!,
          json: { reason: 'a' },
        }),
        201,
      );
      const year = Number(witaDate(new Date()).slice(0, 4));
      const pub = await json<PpidPublic>(await isolated.request('GET', `/api/ppid?tahun=${year}`));
      const expected: PpidFigures = {
        year,
        received: 3,
        answered: 1,
        rejected: 1,
        rejectedBy: [{ basis: 'h', count: 1 }],
        byAnswer: { dikabulkan: 1, sebagian: 0, ditolak: 1, 'tidak-dikuasai': 0 },
        open: 1,
        medianDays: 0,
        late: 0,
        objections: 1,
        objectionsAnswered: 0,
        objectionsUpheld: 0,
      };
      expect(pub.figures).toEqual(expected);
      expect(pub.years).toContain(year);
      const csv = await isolated.request('GET', `/api/ppid/statistik.csv?tahun=${year}`);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text).toContain(`"${PPID.figures.received}",3`);
      expect(text).toContain('Pasal 17 huruf h');
    } finally {
      await isolated.close();
    }
  });
});
