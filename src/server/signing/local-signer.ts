import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type { Env } from '../env.ts';
import { SigningFailed, type DocumentSigner, type SignOptions } from './document-signer.ts';
import { padesSign, padesVerify, UnsignablePdf } from './pades.ts';

/** The CN of the certificate the portal makes for itself (docs/decisions/073). */
export const PORTAL_SIGNER_CN = 'Dinas PUPR Provinsi Sulawesi Barat (tanda tangan portal)';
const LOCATION = 'Mamuju, Sulawesi Barat';

type KeyPair = { key: KeyObject; certs: Buffer[] };

/** A new RSA 3072 key and a self-signed certificate for it (ten years, for signing documents only), as PEM. */
export function selfSigned(commonName: string): { keyPem: string; certPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial of 16 random bytes.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Pemerintah Provinsi Sulawesi Barat' },
    { name: 'countryName', value: 'ID' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}

/**
 * The portal's own key and certificate, made once and kept in DATA_DIR/signing (like the auth secret):
 * RSA 3072, self-signed, ten years, for document signing only (digitalSignature, nonRepudiation).
 */
function portalKeyPair(dataDir: string): KeyPair {
  const dir = path.join(dataDir, 'signing');
  const keyFile = path.join(dir, 'portal-key.pem');
  const certFile = path.join(dir, 'portal-cert.pem');
  if (!fs.existsSync(keyFile) || !fs.existsSync(certFile)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const made = selfSigned(PORTAL_SIGNER_CN);
    // The key first, with 'wx': two processes starting at once keep the first one's pair.
    try {
      fs.writeFileSync(keyFile, made.keyPem, { mode: 0o600, flag: 'wx' });
      fs.writeFileSync(certFile, made.certPem, { mode: 0o644, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = createPrivateKey(fs.readFileSync(keyFile));
  return { key, certs: [new X509Certificate(fs.readFileSync(certFile)).raw] };
}

/** The office's own P12 (SIGNING_P12_FILE and SIGNING_P12_PASSPHRASE): its key and certificate chain, signer first. */
function p12KeyPair(p12: Buffer, passphrase: string): KeyPair {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  const bags = (type: string | undefined) => (type ? (parsed.getBags({ bagType: type })[type] ?? []) : []);
  const keyBag = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag), ...bags(forge.pki.oids.keyBag)][0];
  if (!keyBag?.key) throw new Error('P12 has no private key');
  const key = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const publicDer = (k: KeyObject) => (k.type === 'public' ? k : createPublicKey(k)).export({ type: 'spki', format: 'der' });
  const ours = publicDer(key);
  const certs = bags(forge.pki.oids.certBag)
    .flatMap((bag) => (bag.cert ? [Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), 'binary')] : []))
    .map((der) => ({ der, mine: publicDer(new X509Certificate(der).publicKey).equals(ours) }));
  const own = certs.find((c) => c.mine);
  if (!own) throw new Error('P12 has no certificate for its key');
  return { key, certs: [own.der, ...certs.filter((c) => !c.mine).map((c) => c.der)] };
}

/** Signs with the portal's own certificate, or the office's P12 when it loads one (development, offices without BSrE). */
export class LocalSigner implements DocumentSigner {
  readonly provider = 'lokal' as const;
  readonly needsPassphrase = false;
  readonly #env: Pick<Env, 'dataDir' | 'SIGNING_P12_FILE' | 'SIGNING_P12_PASSPHRASE'>;
  #pair: KeyPair | undefined;
  constructor(env: Pick<Env, 'dataDir' | 'SIGNING_P12_FILE' | 'SIGNING_P12_PASSPHRASE'>) {
    this.#env = env;
  }

  #keyPair(): KeyPair {
    this.#pair ??= this.#env.SIGNING_P12_FILE
      ? p12KeyPair(fs.readFileSync(this.#env.SIGNING_P12_FILE), this.#env.SIGNING_P12_PASSPHRASE ?? '')
      : portalKeyPair(this.#env.dataDir);
    return this.#pair;
  }

  /** The signing certificate (the P12's or the portal's own, made now if it is not yet): who it names, until when. */
  certificate(): { source: 'p12' | 'portal'; subject: string | null; validTo: Date } {
    const cert = new X509Certificate(this.#keyPair().certs[0]!);
    const cn = /(?:^|\n)CN=([^\n]+)/.exec(cert.subject)?.[1] ?? null;
    return { source: this.#env.SIGNING_P12_FILE ? 'p12' : 'portal', subject: cn, validTo: new Date(cert.validTo) };
  }

  async sign(pdf: Buffer, { signer, reason }: SignOptions): Promise<Buffer> {
    try {
      return await padesSign(pdf, { ...this.#keyPair(), name: signer, reason, location: LOCATION });
    } catch (err) {
      if (err instanceof UnsignablePdf) throw new SigningFailed('unsignable', err.message);
      throw err;
    }
  }

  async verify(pdf: Buffer) {
    return padesVerify(pdf);
  }
}
