import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentCheckResult, DocumentSummary, IssuedDocumentItem } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import { auditLog, issuedDocuments, outboxMails, users } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { fileOf, MB, pdfBytes, pngBytes } from '../../uploads/test-files.ts';
import { changeForm, insertSirekanan, insertUjilabRequest } from '../admin-requests/request-factories.ts';
import type { OwnRequestDetail } from '../customer-dashboard/get-own-request.ts';
import { PORTAL_SIGNER_CN } from '../../signing/local-signer.ts';
import { padesVerify } from '../../signing/pades.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** A PDF unique to the test, so that its SHA-256 is too. */
const uniquePdf = (size = 2000) => {
  const bytes = pdfBytes(size);
  Buffer.from(bytes.buffer).write(`% ${crypto.randomUUID()}`, 60);
  return bytes;
};
const formWith = (bytes: Uint8Array, name = 'surat.pdf') => {
  const f = new FormData();
  f.set('document', fileOf(bytes, name, 'application/pdf'));
  return f;
};
const filesOf = (bucket: string, user: TestUser) => {
  const dir = path.join(t.deps.env.dataDir, 'files', bucket, user.id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const verified = async (user: TestUser) => {
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
};

describe('a Sirekanan reply letter', () => {
  it('is signed and stored with the signed file’s SHA-256, readable by the owner and staff only, audited, and announced by e-mail', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const owner = await verified(await t.createUser({ fullName: 'Andi Mappanyukki' }));
    const stranger = await t.createUser();
    const request = await insertSirekanan(t.db, owner.id, { status: 'Selesai' });
    const letter = uniquePdf();

    const res = await t.request('POST', `/api/admin/sirekanan/${request.id}/documents`, { as: admin, form: formWith(letter) });
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as IssuedDocumentItem;
    expect(item).toMatchObject({
      kind: 'reply_letter',
      replacedAt: null,
      signature: { provider: 'lokal', signer: PORTAL_SIGNER_CN, signedAt: expect.any(String) },
    });
    expect(item.url).toMatch(new RegExp(`^/files/service-documents/${owner.id}/surat-balasan-\\d+\\.pdf$`));

    // The owner and the Sirekanan staff read the signed file: the letter as sent, its signature appended
    // (an incremental update); another citizen or the lab admin do not.
    const asOwner = await t.request('GET', item.url, { as: owner });
    expect(asOwner.status).toBe(200);
    const stored = Buffer.from(await asOwner.arrayBuffer());
    expect(stored.subarray(0, letter.byteLength).equals(Buffer.from(letter))).toBe(true);
    expect(stored.byteLength).toBe(item.sizeBytes);
    expect(sha(stored)).toBe(item.sha256);
    expect(padesVerify(stored)).toMatchObject({
      valid: true,
      signer: PORTAL_SIGNER_CN,
      reason: DOCUMENTS.signing.reason.reply_letter(request.trackingCode),
    });
    expect((await t.request('GET', item.url, { as: admin })).status).toBe(200);
    expect((await t.request('GET', item.url, { as: stranger })).status).toBe(403);
    expect((await t.request('GET', item.url, { as: await t.createUser({ role: 'admin_ujilab' }) })).status).toBe(403);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, request.id), eq(auditLog.action, 'document.issue')));
    expect(audit).toMatchObject({ actorId: admin.id, details: expect.objectContaining({ kind: 'reply_letter', sha256: item.sha256 }) });

    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, owner.email), eq(outboxMails.kind, 'document')));
    expect(mail?.subject).toBe(DOCUMENTS.mail.subject.reply_letter(request.trackingCode));
    expect(mail?.textBody).toContain(`/dashboard/permohonan/${request.trackingCode}`);
    expect(mail?.textBody).toContain(`/verifikasi/${request.trackingCode}`);
    expect(mail?.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/mail\/unsubscribe\?/);
    // The file stays on the dashboard: the mail carries no attachment.
    expect(mail?.attachments).toEqual([]);
  });

  it('is refused (409) before the request is Selesai or Ditolak, and nothing is stored', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const owner = await t.createUser();
    const request = await insertSirekanan(t.db, owner.id, { status: 'Diproses' });
    const res = await t.request('POST', `/api/admin/sirekanan/${request.id}/documents`, { as: admin, form: formWith(uniquePdf()) });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(DOCUMENTS.wrongStatus.reply_letter);
    expect(await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.requestId, request.id))).toEqual([]);
    expect(filesOf('service-documents', owner)).toEqual([]);

    // Ditolak is fine: the letter explains the refusal.
    const refused = await insertSirekanan(t.db, owner.id, { status: 'Ditolak' });
    expect(
      (await t.request('POST', `/api/admin/sirekanan/${refused.id}/documents`, { as: admin, form: formWith(uniquePdf()) })).status,
    ).toBe(201);
  });

  it('refuses a file that is not a PDF (415), one over 10 MB (413) and no file (400), storing nothing', async () => {
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const owner = await t.createUser();
    const request = await insertSirekanan(t.db, owner.id, { status: 'Selesai' });
    const url = `/api/admin/sirekanan/${request.id}/documents`;

    const png = await t.request('POST', url, { as: admin, form: formWith(await pngBytes(), 'menyamar.pdf') });
    expect(png.status).toBe(415);
    expect((await png.json()).error.message).toContain('PDF');
    const big = await t.request('POST', url, { as: admin, form: formWith(pdfBytes(10 * MB + 1)) });
    expect(big.status).toBe(413);
    const none = await t.request('POST', url, { as: admin, form: new FormData() });
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe(DOCUMENTS.fileMissing);

    expect(await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.requestId, request.id))).toEqual([]);
    expect(filesOf('service-documents', owner)).toEqual([]);
  });

  it('keeps the other services and citizens out', async () => {
    const owner = await t.createUser();
    const request = await insertSirekanan(t.db, owner.id, { status: 'Selesai' });
    const url = `/api/admin/sirekanan/${request.id}/documents`;
    for (const who of [owner, await t.createUser({ role: 'admin_ujilab' }), await t.createUser({ role: 'admin_jembatantif' })]) {
      expect((await t.request('POST', url, { as: who, form: formWith(uniquePdf()) })).status).toBe(403);
      expect((await t.request('GET', url, { as: who })).status).toBe(403);
    }
    expect((await t.request('POST', url, { form: formWith(uniquePdf()) })).status).toBe(401);
    expect(filesOf('service-documents', owner)).toEqual([]);
  });
});

describe('an Uji Lab result and /verifikasi/{code}', () => {
  it('recognises the issued copy and a replaced one, tells an altered copy apart, and shows nothing of the customer', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab' });
    const owner = await t.createUser({ fullName: 'Siti Rahmawati' });
    const request = await insertUjilabRequest(t.db, owner.id, { status: 'Selesai', jenisUji: 'Uji Aspal' });
    const url = `/api/admin/ujilab/${request.id}/documents`;
    const issue = async () =>
      (await (await t.request('POST', url, { as: admin, form: formWith(uniquePdf()) })).json()) as IssuedDocumentItem;
    const firstItem = await issue();
    const secondItem = await issue();
    // The signed files as the customer downloads them.
    const first = Buffer.from(await (await t.request('GET', firstItem.url, { as: owner })).arrayBuffer());
    const second = Buffer.from(await (await t.request('GET', secondItem.url, { as: owner })).arrayBuffer());

    const list = (await (await t.request('GET', url, { as: admin })).json()) as IssuedDocumentItem[];
    expect(list.map((d) => [d.sha256, d.replacedAt === null])).toEqual([
      [sha(second), true],
      [sha(first), false],
    ]);

    const code = request.trackingCode;
    const summary = await t.request('GET', `/api/documents/${code.toLowerCase()}`);
    expect(summary.status).toBe(200);
    const body = (await summary.json()) as DocumentSummary;
    expect(body).toMatchObject({ trackingCode: code, service: 'ujilab', testType: 'Uji Aspal' });
    expect(body.documents.map((d) => d.kind)).toEqual(['lab_result', 'lab_result']);
    const text = JSON.stringify(body);
    for (const secret of ['Siti', owner.email, owner.id, 'files/', sha(first)]) expect(text).not.toContain(secret);

    const check = async (hash: string) =>
      (await (await t.request('POST', `/api/documents/${code}`, { json: { sha256: hash } })).json()) as DocumentCheckResult;
    expect(await check(sha(second))).toMatchObject({
      match: true,
      kind: 'lab_result',
      replacedAt: null,
      testType: 'Uji Aspal',
      signature: { valid: true, signer: PORTAL_SIGNER_CN, signedAt: secondItem.signature!.signedAt },
    });
    expect(await check(sha(first).toUpperCase())).toMatchObject({ match: true, replacedAt: expect.any(String) });
    // One byte of the page's text changed after signing.
    const altered = Buffer.from(second);
    altered[altered.indexOf('Hasil Uji') + 8] = 0x31;
    expect(await check(sha(altered))).toEqual({ match: false, signature: null });

    // Sent as a file, a copy's own signature is checked too: the genuine copy is valid and names its signer;
    // the changed one is not valid, because it was changed after signing.
    const sendFile = async (bytes: Uint8Array, name = 'hasil.pdf', type = 'application/pdf') => {
      const f = new FormData();
      f.set('document', fileOf(bytes, name, type));
      return t.request('POST', `/api/documents/${code}/file`, { form: f });
    };
    const genuine = await sendFile(second);
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toMatchObject({ match: true, replacedAt: null, signature: { valid: true, signer: PORTAL_SIGNER_CN } });
    expect(await (await sendFile(altered)).json()).toEqual({
      match: false,
      signature: { valid: false, problem: 'changed', signer: PORTAL_SIGNER_CN, signedAt: expect.any(String) },
    });
    // A PDF the office never signed, and a file that is not a PDF (refused, 415, in Indonesian).
    expect(await (await sendFile(uniquePdf())).json()).toEqual({
      match: false,
      signature: { valid: false, problem: 'unsigned', signer: null, signedAt: null },
    });
    const png = await sendFile(await pngBytes(), 'hasil.pdf');
    expect(png.status).toBe(415);
    expect((await png.json()).error.message).toContain('PDF');

    // A copy of this request's result is not genuine for another code.
    const other = await insertUjilabRequest(t.db, owner.id, { status: 'Selesai' });
    const elsewhere = await t.request('POST', `/api/documents/${other.trackingCode}`, { json: { sha256: sha(second) } });
    expect(await elsewhere.json()).toEqual({ match: false, signature: null });
  });

  it('answers an unknown or malformed code with 404/400 in Indonesian and a malformed hash with 400', async () => {
    const unknown = await t.request('GET', '/api/documents/LAB-2026-ZZZZZZ');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(DOCUMENTS.verify.notFound);
    expect((await t.request('GET', '/api/documents/LPR-2026-ZZZZZZ')).status).toBe(400);
    const owner = await t.createUser();
    const request = await insertSirekanan(t.db, owner.id);
    const bad = await t.request('POST', `/api/documents/${request.trackingCode}`, { json: { sha256: 'bukan-hash' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(DOCUMENTS.verify.hashInvalid);
    const none = (await (await t.request('GET', `/api/documents/${request.trackingCode}`)).json()) as DocumentSummary;
    expect(none.documents).toEqual([]);
  });

  it('only for a Selesai lab request, and only by the lab staff', async () => {
    const owner = await t.createUser();
    const open = await insertUjilabRequest(t.db, owner.id, { status: 'Diproses' });
    const done = await insertUjilabRequest(t.db, owner.id, { status: 'Selesai' });
    const admin = await t.createUser({ role: 'admin_ujilab' });
    const refused = await t.request('POST', `/api/admin/ujilab/${open.id}/documents`, { as: admin, form: formWith(uniquePdf()) });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(DOCUMENTS.wrongStatus.lab_result);
    const sirekananAdmin = await t.createUser({ role: 'admin_sirekanan' });
    expect(
      (await t.request('POST', `/api/admin/ujilab/${done.id}/documents`, { as: sirekananAdmin, form: formWith(uniquePdf()) })).status,
    ).toBe(403);
    expect(filesOf('lab-documents', owner)).toEqual([]);
  });
});

describe('the customer’s own request at /dashboard/permohonan/{code}', () => {
  it('shows what was sent, the history with the public notes and the documents, to the owner only', async () => {
    const owner = await t.createUser();
    const admin = await t.createUser({ role: 'super_admin' });
    const request = await insertUjilabRequest(t.db, owner.id, { jenisUji: 'Uji Tanah', status: 'Dalam Pengujian' });
    // One step (issue 38): Selesai, its note and the result report together.
    const result = uniquePdf();
    const form = changeForm({ status: 'Selesai', note: 'Sampel memenuhi syarat.' }, fileOf(result, 'hasil.pdf', 'application/pdf'));
    expect((await t.request('POST', `/api/admin/ujilab/${request.id}/changes`, { as: admin, form })).status).toBe(200);

    const res = await t.request('GET', `/api/dashboard/requests/${request.trackingCode}`, { as: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const detail = (await res.json()) as OwnRequestDetail;
    expect(detail).toMatchObject({ service: 'ujilab', jenisUji: 'Uji Tanah', status: 'Selesai', trackingCode: request.trackingCode });
    expect(detail.history).toEqual([{ status: 'Selesai', at: expect.any(String), note: 'Sampel memenuhi syarat.', byRequester: false }]);
    expect(detail.documents).toHaveLength(1);
    expect(detail.documents[0]).toMatchObject({ kind: 'lab_result', signature: { provider: 'lokal', signer: PORTAL_SIGNER_CN } });
    const downloaded = Buffer.from(await (await t.request('GET', detail.documents[0]!.url, { as: owner })).arrayBuffer());
    expect(detail.documents[0]!.sha256).toBe(sha(downloaded));
    expect(padesVerify(downloaded)).toMatchObject({ valid: true, signer: PORTAL_SIGNER_CN });

    // Another customer's code is as unknown as a code that does not exist; staff use their own pages.
    const other = await t.request('GET', `/api/dashboard/requests/${request.trackingCode}`, { as: await t.createUser() });
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe(DOCUMENTS.notFound);
    expect((await t.request('GET', `/api/dashboard/requests/${request.trackingCode}`, { as: admin })).status).toBe(403);
    expect((await t.request('GET', `/api/dashboard/requests/${request.trackingCode}`)).status).toBe(401);
  });
});
