import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { pdfBytes } from '../uploads/test-files.ts';
import { BsreSigner, bsreConfig } from './bsre-signer.ts';
import { SigningFailed } from './document-signer.ts';
import { FAKE_BSRE, startFakeBsre } from './fake-bsre.ts';
import { documentSigner } from './index.ts';
import { LocalSigner, PORTAL_SIGNER_CN, selfSigned } from './local-signer.ts';
import { padesVerify } from './pades.ts';

const run = promisify(execFile);
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), ...extra });
const plain = () => Buffer.from(pdfBytes(3000));
const options = { signer: 'Budi Santoso', reason: 'Laporan hasil uji LAB-2026-ABCDEF' };

/** poppler's pdfsig on a file: its exit code and what it printed. */
async function pdfsig(pdf: Buffer) {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const { stdout } = await run('pdfsig', [file]);
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

describe('the local PAdES signer', () => {
  it('signs a PDF that its own check and poppler find valid, naming the portal certificate, the reason and the time', async () => {
    const before = Date.now() - 2000;
    const signed = await new LocalSigner(env()).sign(plain(), options);
    const text = signed.toString('latin1');
    expect(text).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(text).toMatch(/\/ByteRange \[0 \d+ \d+ \d+\s*\]/);

    const check = padesVerify(signed);
    expect(check).toMatchObject({ valid: true, signer: PORTAL_SIGNER_CN, reason: options.reason, subFilter: 'ETSI.CAdES.detached' });
    expect(check.signedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(check.signedAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const poppler = await pdfsig(signed);
    expect(poppler.code).toBe(0);
    expect(poppler.out).toContain(`Signer Certificate Common Name: ${PORTAL_SIGNER_CN}`);
    expect(poppler.out).toContain('Signature Type: ETSI.CAdES.detached');
    expect(poppler.out).toContain('Total document signed');
    expect(poppler.out).toContain('Signature Validation: Signature is Valid.');
  });

  it('carries the signing-certificate-v2 attribute naming its certificate (CAdES)', async () => {
    const signed = await new LocalSigner(env()).sign(plain(), options);
    const text = signed.toString('latin1');
    const at = text.lastIndexOf('/ByteRange');
    const [, , b, c] = /\[(\d+) (\d+) (\d+)/.exec(text.slice(at))!.map(Number) as [number, number, number, number];
    const cms = Buffer.from(text.slice(b! + 1, c! - 1), 'hex');
    // id-aa-signingCertificateV2, 1.2.840.113549.1.9.16.2.47, DER.
    expect(cms.includes(Buffer.from('060b2a864886f70d010910022f', 'hex'))).toBe(true);
  });

  it('finds one byte changed inside the signed range: not valid, "changed", and poppler agrees', async () => {
    const signed = await new LocalSigner(env()).sign(plain(), options);
    const changed = Buffer.from(signed);
    // The page's text: "Hasil Uji" becomes "Hasil Uj1".
    const at = changed.indexOf('Hasil Uji Laboratorium');
    expect(at).toBeGreaterThan(0);
    changed[at + 8] = '1'.charCodeAt(0);
    expect(padesVerify(changed)).toMatchObject({ valid: false, problem: 'changed', signer: PORTAL_SIGNER_CN });
    const poppler = await pdfsig(changed);
    expect(poppler.out).not.toContain('Signature is Valid.');
    expect(poppler.out).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('finds an update appended after signing: not valid, "changed"', async () => {
    const signed = await new LocalSigner(env()).sign(plain(), options);
    const appended = Buffer.concat([signed, Buffer.from('\n6 0 obj\n<< /Type /Annot >>\nendobj\n%%EOF\n')]);
    expect(padesVerify(appended)).toMatchObject({ valid: false, problem: 'changed' });
  });

  it('says a PDF without a signature is unsigned, and garbage is damaged, without throwing', () => {
    expect(padesVerify(plain())).toEqual({ valid: false, problem: 'unsigned' });
    const fake = Buffer.from('%PDF-1.4\n/ByteRange [0 10 20 5] /Contents <3082zz>\n%%EOF');
    expect(padesVerify(fake)).toMatchObject({ valid: false, problem: 'damaged' });
  });

  it('makes its certificate once, kept in DATA_DIR/signing with the key readable by the portal only', async () => {
    const e = env({ DATA_DIR: path.join(dir, 'once') });
    const first = padesVerify(await new LocalSigner(e).sign(plain(), options));
    const second = padesVerify(await new LocalSigner(e).sign(plain(), options));
    expect(first.valid && second.valid).toBe(true);
    if (first.valid && second.valid) expect(second.certificateSha256).toBe(first.certificateSha256);
    const keyFile = path.join(e.dataDir, 'signing', 'portal-key.pem');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it("signs with the office's own P12 when SIGNING_P12_FILE names one", async () => {
    const made = selfSigned('Kepala Laboratorium Bahan (uji)');
    const p12 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(made.keyPem),
      [forge.pki.certificateFromPem(made.certPem)],
      'sandi-p12',
      {
        algorithm: '3des',
      },
    );
    const file = path.join(dir, 'kantor.p12');
    fs.writeFileSync(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
    const signer = new LocalSigner(env({ SIGNING_P12_FILE: file, SIGNING_P12_PASSPHRASE: 'sandi-p12' }));
    const signed = await signer.sign(plain(), options);
    expect(padesVerify(signed)).toMatchObject({ valid: true, signer: 'Kepala Laboratorium Bahan (uji)' });
    expect((await pdfsig(signed)).out).toContain('Signature is Valid.');
  });

  it('refuses a file it cannot read as a PDF with "unsignable"', async () => {
    const err = await new LocalSigner(env()).sign(Buffer.from('%PDF-1.4\nbukan pdf sungguhan\n'), options).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SigningFailed);
    expect((err as SigningFailed).kind).toBe('unsignable');
  });
});

describe('the BSrE v2 client against a fake BSrE', () => {
  let bsre: Awaited<ReturnType<typeof startFakeBsre>>;
  beforeAll(async () => {
    bsre = await startFakeBsre();
  });
  afterAll(() => bsre.stop());
  const bsreEnv = (extra: Record<string, string> = {}) =>
    env({
      BSRE_API_URL: bsre.url,
      BSRE_CLIENT_ID: FAKE_BSRE.clientId,
      BSRE_CLIENT_SECRET: FAKE_BSRE.clientSecret,
      BSRE_NIK: FAKE_BSRE.nik,
      BSRE_TIMEOUT_MS: '400',
      ...extra,
    });
  const signer = (extra?: Record<string, string>) => new BsreSigner(bsreConfig(bsreEnv(extra))!);

  it('is off unless its address, client and NIK or seal are set; then it is the signer', () => {
    expect(bsreConfig(env())).toBeNull();
    expect(bsreConfig(env({ BSRE_API_URL: bsre.url, BSRE_CLIENT_ID: 'x', BSRE_CLIENT_SECRET: 'y' }))).toBeNull();
    expect(documentSigner(env()).provider).toBe('lokal');
    expect(documentSigner(bsreEnv())).toMatchObject({ provider: 'bsre', needsPassphrase: true });
  });

  it('signs with the passphrase: the PDF returned is signed by the official, checked by the portal and poppler', async () => {
    const signed = await signer().sign(plain(), { ...options, passphrase: FAKE_BSRE.passphrase });
    expect(padesVerify(signed)).toMatchObject({ valid: true, signer: FAKE_BSRE.signerCn, reason: options.reason });
    expect((await pdfsig(signed)).out).toContain(`Signer Certificate Common Name: ${FAKE_BSRE.signerCn}`);
    expect(await signer().verify(signed)).toMatchObject({ valid: true });
  });

  it("signs with the institution's seal and its one-time code; a wrong code is refused like a wrong passphrase", async () => {
    const seal = () => new BsreSigner(bsreConfig(bsreEnv({ BSRE_NIK: '', BSRE_SEAL_ID: FAKE_BSRE.sealId }))!);
    const sent = bsre.calls.length;
    const signed = await seal().sign(plain(), { ...options, passphrase: FAKE_BSRE.totp });
    expect(padesVerify(signed)).toMatchObject({ valid: true, reason: options.reason });
    expect((await pdfsig(signed)).out).toContain('Signature Validation: Signature is Valid.');
    expect(bsre.calls.slice(sent)).toEqual([{ path: '/api/v2/sign/pdf', passphrase: FAKE_BSRE.totp }]);
    const wrong = await seal()
      .sign(plain(), { ...options, passphrase: '000000' })
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'passphrase' });
  });

  it('a wrong passphrase is "passphrase", the service failing is "unavailable"', async () => {
    const wrong = await signer()
      .sign(plain(), { ...options, passphrase: 'salah' })
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'passphrase' });
    expect(String((wrong as Error).message)).not.toContain('salah');
    bsre.replies.push('error');
    expect(
      await signer()
        .sign(plain(), { ...options, passphrase: FAKE_BSRE.passphrase })
        .catch((e: unknown) => e),
    ).toMatchObject({
      kind: 'unavailable',
    });
    const badClient = await signer({ BSRE_CLIENT_SECRET: 'bukan-rahasianya' })
      .sign(plain(), { ...options, passphrase: FAKE_BSRE.passphrase })
      .catch((e: unknown) => e);
    expect(badClient).toMatchObject({ kind: 'unavailable' });
  });

  it('a sign request with no answer in time ends "unknown" and is sent once, never again', async () => {
    bsre.replies.push('hang');
    const sent = bsre.calls.length;
    const started = Date.now();
    const err = await signer()
      .sign(plain(), { ...options, passphrase: FAKE_BSRE.passphrase })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'unknown' });
    expect(Date.now() - started).toBeLessThan(3000);
    await new Promise((r) => setTimeout(r, 600));
    expect(bsre.calls.slice(sent).map((c) => c.path)).toEqual(['/api/v2/sign/pdf']);
  });
});
