import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningInfo } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import { issuedDocuments, ujilabRequests } from '../../db/schema.ts';
import { createLogger } from '../../http/log-error.ts';
import { FAKE_BSRE, startFakeBsre } from '../../signing/fake-bsre.ts';
import { padesVerify } from '../../signing/pades.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fileOf, pdfBytes } from '../../uploads/test-files.ts';
import { changeForm, insertUjilabRequest } from '../admin-requests/request-factories.ts';

// Issue 40, item 5: with BSrE configured, staff type the official's passphrase in the "Ubah status" form;
// the result report is signed by BSrE before it is stored, and the passphrase is kept nowhere.

let t: TestApp;
let bsre: Awaited<ReturnType<typeof startFakeBsre>>;
const logLines: string[] = [];
beforeAll(async () => {
  bsre = await startFakeBsre();
  t = await createTestApp({
    env: {
      BSRE_API_URL: bsre.url,
      BSRE_CLIENT_ID: FAKE_BSRE.clientId,
      BSRE_CLIENT_SECRET: FAKE_BSRE.clientSecret,
      BSRE_NIK: FAKE_BSRE.nik,
      BSRE_TIMEOUT_MS: '500',
    },
    // Everything the portal logs, at its most talkative.
    log: createLogger({ level: 'trace', destination: { write: (line: string) => void logLines.push(line) } }),
  });
});
afterAll(async () => {
  await t.close();
  await bsre.stop();
});

const S = DOCUMENTS.signing;
const S_PDF = () => fileOf(pdfBytes(2500), 'hasil-uji.pdf', 'application/pdf');

async function selesaiWith(passphrase: string | null) {
  const admin = await t.createUser({ role: 'admin_ujilab', fullName: 'Rina Laboran' });
  const owner = await t.createUser();
  const request = await insertUjilabRequest(t.db, owner.id, { status: 'Dalam Pengujian' });
  const form = changeForm({ status: 'Selesai', from: 'Dalam Pengujian', note: 'Hasil uji terlampir.' }, S_PDF());
  if (passphrase !== null) form.set('passphrase', passphrase);
  const res = await t.request('POST', `/api/admin/ujilab/${request.id}/changes`, { as: admin, form });
  return { res, request, owner, admin };
}

const statusOf = async (id: string) =>
  (await t.db.select({ s: ujilabRequests.status }).from(ujilabRequests).where(eq(ujilabRequests.id, id)))[0]?.s;
const documentsOf = (id: string) => t.db.select().from(issuedDocuments).where(eq(issuedDocuments.requestId, id));

/** Every row of every table of the database, as text, that contains `needle`. */
async function rowsContaining(needle: string) {
  const { rows: tables } = await t.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}" r WHERE r::text LIKE $1`, [`%${needle}%`]);
    if (Number(rows[0]?.n) > 0) found.push(name);
  }
  return found;
}

describe('a result report signed by BSrE when issued', () => {
  it('tells the form to ask for the passphrase', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab' });
    const res = await t.request('GET', '/api/admin/ujilab/signing', { as: admin });
    expect((await res.json()) as SigningInfo).toEqual({ provider: 'bsre', ask: 'passphrase' });
  });

  it('with the right passphrase: signed by the official through BSrE, stored, and the passphrase kept nowhere', async () => {
    const { res, request, owner } = await selesaiWith(FAKE_BSRE.passphrase);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await statusOf(request.id)).toBe('Selesai');
    const [doc] = await documentsOf(request.id);
    expect(doc).toMatchObject({ signatureProvider: 'bsre', signerName: FAKE_BSRE.signerCn });
    const file = Buffer.from(await (await t.request('GET', doc!.fileUrl, { as: owner })).arrayBuffer());
    expect(padesVerify(file)).toMatchObject({ valid: true, signer: FAKE_BSRE.signerCn, reason: S.reason.lab_result(request.trackingCode) });
    // BSrE received it once; the portal's logs and database never had it.
    expect(bsre.calls.filter((c) => c.passphrase === FAKE_BSRE.passphrase)).toHaveLength(1);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(FAKE_BSRE.passphrase);
    expect(await rowsContaining(FAKE_BSRE.passphrase)).toEqual([]);
  });

  it('without a passphrase, or with a wrong one: the field says so, nothing stored, status unchanged, nothing logged of it', async () => {
    const none = await selesaiWith(null);
    expect(none.res.status).toBe(400);
    expect((await none.res.json()).error.fields).toEqual({ passphrase: S.passphraseMissing });
    expect(await statusOf(none.request.id)).toBe('Dalam Pengujian');

    const wrongPassphrase = 'Salah-Ketik-91x';
    const wrong = await selesaiWith(wrongPassphrase);
    expect(wrong.res.status).toBe(400);
    expect((await wrong.res.json()).error.fields).toEqual({ passphrase: S.passphraseWrong });
    expect(await statusOf(wrong.request.id)).toBe('Dalam Pengujian');
    expect(await documentsOf(wrong.request.id)).toEqual([]);
    expect(logLines.join('\n')).not.toContain(wrongPassphrase);
    expect(await rowsContaining(wrongPassphrase)).toEqual([]);
  });

  it('BSrE failing (5xx): 503 "tidak dapat dihubungi", nothing changed', async () => {
    bsre.replies.push('error');
    const { res, request } = await selesaiWith(FAKE_BSRE.passphrase);
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe(S.unavailable);
    expect(await statusOf(request.id)).toBe('Dalam Pengujian');
    expect(await documentsOf(request.id)).toEqual([]);
  });

  it('no answer in time: "tidak diketahui", nothing changed, and the request was sent once, never retried', async () => {
    bsre.replies.push('hang');
    const before = bsre.calls.length;
    const { res, request } = await selesaiWith(FAKE_BSRE.passphrase);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { title: string; message: string } };
    expect(body.error).toMatchObject({ title: S.unknownTitle, message: S.unknown });
    expect(await statusOf(request.id)).toBe('Dalam Pengujian');
    expect(await documentsOf(request.id)).toEqual([]);
    await new Promise((r) => setTimeout(r, 800));
    expect(bsre.calls.length - before).toBe(1);
    expect(logLines.join('\n')).not.toContain(FAKE_BSRE.passphrase);
  });
});
