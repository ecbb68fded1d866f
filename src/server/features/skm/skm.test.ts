import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkmInvitation, SkmResults, SkmServiceResult } from '../../../shared/skm.ts';
import { SKM_TEXT } from '../../../shared/skm-strings.ts';
import { auditLog, outboxMails, skmResponses, users } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import { formulaCells } from '../../test/csv.ts';
import { changeForm, insertSirekanan, insertUjilabRequest } from '../admin-requests/request-factories.ts';
import { fileOf, pdfBytes } from '../../uploads/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = (score: number) => ({ u1: score, u2: score, u3: score, u4: score, u5: score, u6: score, u7: score, u8: score, u9: score });

async function verifiedCustomer(): Promise<TestUser> {
  const user = await t.createUser();
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

/** The survey link from the status e-mail the customer received. */
async function surveyLinkFromMail(email: string): Promise<URL> {
  const [mail] = await t.db
    .select({ text: outboxMails.textBody })
    .from(outboxMails)
    .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.kind, 'status')))
    .orderBy(sql`${outboxMails.createdAt} desc`)
    .limit(1);
  const line = mail?.text.split('\n').find((l) => l.includes('/skm?'));
  expect(line, mail?.text).toBeDefined();
  return new URL(line!.trim());
}

const service = (r: SkmResults, s: SkmServiceResult['service']) => r.services.find((x) => x.service === s)!;

describe('SKM for a finished request', () => {
  it('invites by e-mail and dashboard when Selesai, takes one survey, then no more', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const customer = await verifiedCustomer();
    const req = await insertSirekanan(t.db, customer.id, {});
    // Not finished: no invitation on the dashboard.
    const before = await json<{ surveys: unknown[] }>(await t.request('GET', '/api/dashboard', { as: customer }));
    expect(before.surveys).toEqual([]);

    const letter = fileOf(pdfBytes(), 'surat-balasan.pdf', 'application/pdf');
    await json(
      await t.request('POST', `/api/admin/sirekanan/${req.id}/changes`, { as: admin, form: changeForm({ status: 'Selesai' }, letter) }),
    );
    const link = await surveyLinkFromMail(customer.email);
    expect(link.searchParams.get('kode')).toBe(req.trackingCode);
    const dashboard = await json<{ surveys: { code: string; path: string }[] }>(await t.request('GET', '/api/dashboard', { as: customer }));
    expect(dashboard.surveys).toEqual([{ code: req.trackingCode, path: `${link.pathname}${link.search}` }]);

    const token = link.searchParams.get('t')!;
    const invitation = await json<SkmInvitation>(await t.request('GET', `/api/skm/undangan?kode=${req.trackingCode}&t=${token}`));
    expect(invitation).toEqual({ code: req.trackingCode, service: 'sirekanan', status: 'Selesai', answered: false });

    const sent = await t.request('POST', '/api/skm', {
      json: { code: req.trackingCode, token, ...all(4), u3: 2, age: '34', gender: 'Perempuan', suggestion: 'Antrean loket lebih cepat.' },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const [row] = await t.db.select().from(skmResponses).where(eq(skmResponses.requestId, req.id));
    expect(row).toMatchObject({ service: 'sirekanan', requestTable: 'sirekanan_requests', u1: 4, u3: 2, age: 34, gender: 'Perempuan' });

    // Once only, and the dashboard stops asking.
    const again = await t.request('POST', '/api/skm', { json: { code: req.trackingCode, token, ...all(1) } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(SKM_TEXT.errors.alreadyAnswered);
    expect((await t.db.select().from(skmResponses).where(eq(skmResponses.requestId, req.id))).length).toBe(1);
    const after = await json<{ surveys: unknown[] }>(await t.request('GET', '/api/dashboard', { as: customer }));
    expect(after.surveys).toEqual([]);
    const answered = await json<SkmInvitation>(await t.request('GET', `/api/skm/undangan?kode=${req.trackingCode}&t=${token}`));
    expect(answered.answered).toBe(true);
  });

  it('invites after a refusal too (Uji Lab), and two answers sent at once store one', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab' });
    const customer = await verifiedCustomer();
    const req = await insertUjilabRequest(t.db, customer.id, {});
    await json(
      await t.request('PATCH', `/api/admin/ujilab/${req.id}/status`, {
        as: admin,
        json: { status: 'Ditolak', note: 'Sampel tidak lengkap.' },
      }),
    );
    const link = await surveyLinkFromMail(customer.email);
    const body = { code: req.trackingCode, token: link.searchParams.get('t'), ...all(3) };
    const results = await Promise.all([1, 2, 3].map(() => t.request('POST', '/api/skm', { json: body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await t.db.select().from(skmResponses).where(eq(skmResponses.requestId, req.id))).length).toBe(1);
  });

  it('refuses a forged link, a request not yet finished and a wrong answer, writing nothing', async () => {
    const customer = await verifiedCustomer();
    const open = await insertSirekanan(t.db, customer.id, {});
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(skmResponses))[0]!.n;
    const before = await count();

    const forged = await t.request('POST', '/api/skm', { json: { code: open.trackingCode, token: 'x'.repeat(32), ...all(4) } });
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(SKM_TEXT.errors.linkInvalid);
    const forgedLookup = await t.request('GET', `/api/skm/undangan?kode=${open.trackingCode}&t=${'y'.repeat(32)}`);
    expect(forgedLookup.status).toBe(404);

    // The right signature, but the request is still Diajukan.
    const { surveyToken } = await import('./survey-link.ts');
    const token = surveyToken(t.deps.env.AUTH_SECRET!, open.id);
    const early = await t.request('POST', '/api/skm', { json: { code: open.trackingCode, token, ...all(4) } });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(SKM_TEXT.errors.notFinished);

    for (const bad of [
      { ...all(4), u5: 5 },
      { ...all(4), u9: 0 },
      { ...all(4), u2: undefined },
      { ...all(4), age: '7' },
      { ...all(4), gender: 'X' },
    ]) {
      const res = await t.request('POST', '/api/skm', { json: { service: 'ujilab', ...bad } });
      expect(res.status).toBe(400);
      const err = (await res.json()) as { error: { message: string; fields?: Record<string, string> } };
      expect(Object.values(err.error.fields ?? {}).join(' ')).toMatch(/Pilih salah satu jawaban|Umur|Pilihan tidak dikenal/);
    }
    const noService = await t.request('POST', '/api/skm', { json: all(4) });
    expect(noService.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('the open survey and the results', () => {
  it('limits the open survey per IP', async () => {
    const app = await createTestApp();
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await app.request('POST', '/api/skm', { json: { service: 'jembatantif', ...all(3) } })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('computes IKM per service as by hand, publishes only chosen suggestions, and falls back on a bad period', async () => {
    const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Makassar' }).format(new Date()));
    const superAdmin = await t.createUser({ role: 'super_admin' });
    // An isolated period: answers dated in 2031's second quarter (WITA), inserted as the route would.
    const at = new Date('2031-05-10T02:00:00Z');
    await t.db.insert(skmResponses).values([
      { service: 'lapor-kerusakan', ...all(4), createdAt: at, suggestion: 'Respons cepat, terima kasih.' },
      { service: 'lapor-kerusakan', ...all(3), u4: 4, createdAt: at, suggestion: 'Nomor telepon petugas tidak aktif.' },
      { service: 'lapor-kerusakan', ...all(2), createdAt: at },
      // 30 June 2031 23:30 WITA is still the second quarter; 1 July 00:30 WITA is not.
      { service: 'lapor-kerusakan', ...all(1), createdAt: new Date('2031-06-30T15:30:00Z') },
      { service: 'lapor-kerusakan', ...all(1), createdAt: new Date('2031-06-30T16:30:00Z') },
    ]);
    const q2 = await json<SkmResults>(await t.request('GET', '/api/skm/hasil?periode=2031-TW2'));
    expect(q2.period).toEqual({ key: '2031-TW2', label: 'Triwulan II 2031' });
    const lk = service(q2, 'lapor-kerusakan');
    // By hand: Σ per element = 4+3+2+1 = 10 except u4 = 4+4+2+1 = 11; n = 4.
    // Σ NRR = (8 × 10 + 11) / 4 = 22.75; IKM = 22.75 / 9 × 25 = 63.19 (D); with 0.111: 63.13.
    expect(lk.respondents).toBe(4);
    expect(lk.nrr[0]).toBe(2.5);
    expect(lk.nrr[3]).toBe(2.75);
    expect(lk.ikm).toBe(63.19);
    expect(lk.ikmWeight0111).toBe(63.13);
    expect(lk.grade).toBe('D');
    expect(service(q2, 'sirekanan')).toMatchObject({ respondents: 0, ikm: null, grade: null });
    expect(lk.suggestions).toEqual([]);
    expect(q2.years).toContain(2031);

    // The super admin publishes one suggestion; only it shows.
    const list = await json<{ items: { id: string; text: string; published: boolean }[] }>(
      await t.request('GET', '/api/admin/skm/saran?pageSize=100', { as: superAdmin }),
    );
    const chosen = list.items.find((i) => i.text === 'Respons cepat, terima kasih.')!;
    expect(chosen.published).toBe(false);
    await json(await t.request('PATCH', `/api/admin/skm/saran/${chosen.id}`, { as: superAdmin, json: { published: true } }));
    const published = service(await json<SkmResults>(await t.request('GET', '/api/skm/hasil?periode=2031-S1')), 'lapor-kerusakan');
    expect(published.suggestions.map((s) => s.text)).toEqual(['Respons cepat, terima kasih.']);
    expect(published.respondents).toBe(4);
    // Not a suggestion: 404, not a fault.
    expect((await t.request('PATCH', '/api/admin/skm/saran/bukan-uuid', { as: superAdmin, json: { published: true } })).status).toBe(404);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, chosen.id));
    expect(audit).toMatchObject({ action: 'skm.suggestion_published', actorId: superAdmin.id });

    // The year counts the fifth answer too: 1 July WITA.
    expect(service(await json<SkmResults>(await t.request('GET', '/api/skm/hasil?periode=2031')), 'lapor-kerusakan').respondents).toBe(5);
    // A period that is not one: the current year, no error.
    for (const bad of ['abc', '2031-TW5', '2031-S3', '1999']) {
      const res = await json<SkmResults>(await t.request('GET', `/api/skm/hasil?periode=${bad}`));
      expect(res.period.key).toBe(String(year));
    }
  });

  it('gives the super admin the anonymised answers as CSV, and nobody else', async () => {
    const superAdmin = await t.createUser({ role: 'super_admin' });
    const customer = await verifiedCustomer();
    await t.db.insert(skmResponses).values({ service: 'ujilab', ...all(4), u7: 3, createdAt: new Date('2032-02-02T02:00:00Z'), age: 40 });
    const res = await t.request('GET', '/api/admin/skm/jawaban?periode=2032', { as: superAdmin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .subarray(3)
      .toString('utf8')
      .trim()
      .split('\r\n')
      .map((l) => l.replace(/"/g, ''));
    expect(lines[0]).toBe('Layanan,Tanggal,U1,U2,U3,U4,U5,U6,U7,U8,U9,Umur,Jenis kelamin,Pendidikan,Pekerjaan,Saran');
    // No id, no request, no time of day: nothing that leads back to a person.
    expect(lines.slice(1)).toEqual(['Uji Laboratorium,2032-02-02,4,4,4,4,4,4,3,4,4,40,,,,']);
    // Issue 33, item 6: a visitor's suggestion, split by Indonesian Excel at `;`, never starts a formula.
    await t.db.insert(skmResponses).values({
      service: 'ujilab',
      ...all(4),
      createdAt: new Date('2034-02-02T02:00:00Z'),
      suggestion: 'Bagus;=HYPERLINK("http://x","klik"), -2+3',
    });
    const hostile = await (await t.request('GET', '/api/admin/skm/jawaban?periode=2034', { as: superAdmin })).text();
    expect(hostile).toContain('HYPERLINK');
    expect(formulaCells(hostile)).toEqual([]);
    for (const who of [customer, await t.createUser({ role: 'admin_ujilab' })]) {
      expect((await t.request('GET', '/api/admin/skm/jawaban?periode=2032', { as: who })).status).toBe(403);
      expect((await t.request('GET', '/api/admin/skm/saran', { as: who })).status).toBe(403);
    }
    expect((await t.request('GET', '/api/admin/skm/jawaban')).status).toBe(401);
  });

  it('prints the period’s report as a PDF with the letterhead and the IKM', async () => {
    await t.db.insert(skmResponses).values({ service: 'sirekanan', ...all(4), createdAt: new Date('2033-03-03T02:00:00Z') });
    const res = await t.request('GET', '/api/skm/laporan.pdf?periode=2033');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { execFileSync } = await import('node:child_process');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain('DINAS PEKERJAAN UMUM');
    expect(text).toContain('Tahun 2033');
    expect(text).toMatch(/Nilai IKM 100,00, mutu pelayanan A \(Sangat Baik\), dari 1 responden/);
    // Only characters the PDF's font has: the method reads as written.
    expect(text).toContain('IKM = (jumlah NRR per unsur × bobot 1/9) × 25.');
  });
});
