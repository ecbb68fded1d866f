import { createHash, sign as cryptoSign, verify as cryptoVerify, X509Certificate, type KeyObject } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf, Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { SignatureCheck } from './document-signer.ts';

/**
 * PAdES baseline B-B (ETSI EN 319 142-1) without a library's CMS: the signature dictionary is added as an
 * incremental update (`/SubFilter /ETSI.CAdES.detached`, `/ByteRange` over the whole file but the
 * signature), and the CMS SignedData is built here because node-forge's cannot carry the
 * signing-certificate-v2 attribute that CAdES requires. The signing time is the dictionary's /M (B-B
 * forbids the CMS signing-time attribute).
 */

const { asn1 } = forge;
const C = asn1.Class;
const T = asn1.Type;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Room for the CMS (hex doubles it): a 4096-bit key and a chain of three certificates fit. */
const SIGNATURE_BYTES = 16_384;

type Asn1 = forge.asn1.Asn1;
const oid = (o: string) => asn1.create(C.UNIVERSAL, T.OID, false, asn1.oidToDer(o).getBytes());
const seq = (v: Asn1[]) => asn1.create(C.UNIVERSAL, T.SEQUENCE, true, v);
const set = (v: Asn1[]) => asn1.create(C.UNIVERSAL, T.SET, true, v);
const octets = (b: Buffer) => asn1.create(C.UNIVERSAL, T.OCTETSTRING, false, b.toString('binary'));
const integer = (n: number) => asn1.create(C.UNIVERSAL, T.INTEGER, false, asn1.integerToDer(n).getBytes());
const nullValue = () => asn1.create(C.UNIVERSAL, T.NULL, false, '');
const toDer = (a: Asn1) => Buffer.from(asn1.toDer(a).getBytes(), 'binary');
// node-forge takes options as its second argument; its types still say a boolean (strict).
const fromDer = (b: Buffer, parseAllBytes = true) =>
  asn1.fromDer(forge.util.createBuffer(b.toString('binary')), { parseAllBytes, strict: false } as unknown as boolean);
const children = (a: Asn1 | undefined): Asn1[] => (a && Array.isArray(a.value) ? a.value : []);
const bytesOf = (a: Asn1 | undefined): Buffer => (a && typeof a.value === 'string' ? Buffer.from(a.value, 'binary') : Buffer.alloc(0));
const oidOf = (a: Asn1 | undefined) => (a && typeof a.value === 'string' ? asn1.derToOid(a.value) : '');

/** The CMS SignedData (detached) of `content`, signed with `key` for the first of `certs` (DER). */
function cadesDetached(content: Buffer, key: KeyObject, certs: Buffer[]): Buffer {
  const certDer = certs[0]!;
  const cert = fromDer(certDer);
  const tbs = children(cert)[0];
  const fields = children(tbs);
  const offset = fields[0]?.tagClass === C.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = fields[offset]!;
  const issuer = fields[offset + 2]!;
  const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    // SigningCertificateV2 { certs: [ESSCertIDv2 { certHash }] } (hashAlgorithm: SHA-256, the default).
    attribute(OID.signingCertificateV2, seq([seq([seq([octets(createHash('sha256').update(certDer).digest())])])])),
  ]
    // DER: a SET OF is sorted by its members' encodings; verifiers re-encode it before checking.
    .map((a) => ({ a, der: toDer(a) }))
    .sort((x, y) => Buffer.compare(x.der, y.der))
    .map((x) => x.a);
  const signedAttributes = toDer(set(attributes));
  const ec = key.asymmetricKeyType === 'ec';
  const signature = cryptoSign('sha256', signedAttributes, key);
  const signerInfo = seq([
    integer(1),
    seq([issuer, serial]),
    seq([oid(OID.sha256)]),
    asn1.create(C.CONTEXT_SPECIFIC, 0, true, attributes),
    ec ? seq([oid(OID.ecdsaWithSha256)]) : seq([oid(OID.rsaEncryption), nullValue()]),
    octets(signature),
  ]);
  const signedData = seq([
    integer(1),
    set([seq([oid(OID.sha256)])]),
    seq([oid(OID.data)]),
    asn1.create(
      C.CONTEXT_SPECIFIC,
      0,
      true,
      certs.map((c) => fromDer(c)),
    ),
    set([signerInfo]),
  ]);
  return toDer(seq([oid(OID.signedData), asn1.create(C.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}

class CadesSigner extends Signer {
  readonly #key: KeyObject;
  readonly #certs: Buffer[];
  constructor(key: KeyObject, certs: Buffer[]) {
    super();
    this.#key = key;
    this.#certs = certs;
  }
  override async sign(content: Buffer): Promise<Buffer> {
    return cadesDetached(content, this.#key, this.#certs);
  }
}

/** Thrown when a PDF cannot take a signature (its structure is one the placeholder cannot read). */
export class UnsignablePdf extends Error {}

/** `pdf` with an invisible PAdES signature by `key` for `certs[0]`; /Name and /Reason as given, /M now. */
export async function padesSign(
  pdf: Buffer,
  { key, certs, name, reason, location }: { key: KeyObject; certs: Buffer[]; name: string; reason: string; location: string },
): Promise<Buffer> {
  let prepared: Buffer;
  try {
    prepared = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason,
      name,
      location,
      contactInfo: '',
      signingTime: new Date(),
      signatureLength: SIGNATURE_BYTES,
      subFilter: 'ETSI.CAdES.detached',
      appName: 'Portal-PUPR-Sulawesi-Barat',
    });
  } catch (err) {
    throw new UnsignablePdf(err instanceof Error ? err.message : String(err));
  }
  return new SignPdf().sign(prepared, new CadesSigner(key, certs));
}

/** A PDF literal string `(…)` or hex string `<…>` as text (PDFDocEncoding taken as Latin-1, or UTF-16BE with its BOM). */
function pdfText(raw: string): string {
  let bytes: Buffer;
  if (raw.startsWith('<')) bytes = Buffer.from(raw.slice(1, -1).replace(/\s/g, ''), 'hex');
  else {
    const body = raw
      .slice(1, -1)
      .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
        /^[0-7]/.test(e)
          ? String.fromCharCode(parseInt(e, 8))
          : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
      );
    bytes = Buffer.from(body, 'latin1');
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/** D:YYYYMMDDHHmmSS with Z or ±HH'mm' as a Date; null when it is not one. */
function pdfDate(text: string): Date | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(text);
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', tz = 'Z'] = m;
  const zone = tz === 'Z' ? 'Z' : `${tz.slice(0, 3)}:${tz.replace(/'/g, '').slice(3, 5) || '00'}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function stringEntry(dict: string, key: string): string | null {
  const m = new RegExp(`/${key}\\s*(\\((?:\\\\.|[^\\\\)])*\\)|<[0-9A-Fa-f\\s]*>)`).exec(dict);
  return m ? pdfText(m[1]!) : null;
}

/** The CN of an X.509 subject (Node writes it one attribute a line). */
function commonName(subject: string): string {
  const line = subject.split('\n').find((l) => l.startsWith('CN='));
  return line ? line.slice(3) : subject.replace(/\n/g, ', ');
}

/**
 * Checks the last signature of a PDF by itself: that it covers the whole file (nothing was added after
 * it), that the signed bytes still hash to its message digest, that the certificate's key made it, and
 * that the signing-certificate-v2 attribute names that certificate. Never throws on bad input.
 */
export function padesVerify(pdf: Buffer): SignatureCheck {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return { valid: false, problem: 'unsigned' };
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120));
  if (!range) return { valid: false, problem: 'damaged' };
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || b >= c || c + d > pdf.length || text[b] !== '<' || text[c - 1] !== '>') return { valid: false, problem: 'damaged' };
  // The dictionary around the signature: from its `obj` to its `endobj`.
  const dict = text.slice(Math.max(0, text.lastIndexOf(' obj', at)), Math.max(c, text.indexOf('endobj', c)));
  const reason = stringEntry(dict, 'Reason');
  const name = stringEntry(dict, 'Name');
  const m = stringEntry(dict, 'M');
  try {
    const cms = fromDer(Buffer.from(text.slice(b + 1, c - 1), 'hex'), false);
    const signedData = children(children(cms)[1])[0];
    const parts = children(signedData);
    const certs = parts
      .filter((p) => p.tagClass === C.CONTEXT_SPECIFIC && p.type === 0)
      .flatMap((p) => children(p))
      .map((p) => toDer(p));
    const signerInfo = children(parts[parts.length - 1])[0];
    const info = children(signerInfo);
    const digestName = DIGESTS[oidOf(children(info[2])[0])];
    const attrsNode = info.find((p) => p.tagClass === C.CONTEXT_SPECIFIC && p.type === 0);
    if (!digestName || !attrsNode) return { valid: false, problem: 'damaged', reason, signedAt: m ? pdfDate(m) : null };
    const attrs = new Map(children(attrsNode).map((attr) => [oidOf(children(attr)[0]), children(children(attr)[1])[0]]));
    const signature = bytesOf(info[info.indexOf(attrsNode) + 2]);
    const signedAttributes = toDer(set(children(attrsNode)));
    const cert = certs
      .map((der) => new X509Certificate(der))
      .find((x) => cryptoVerify(digestName, signedAttributes, x.publicKey, signature));
    const signingTime = attrs.get(OID.signingTime);
    const signedAt =
      (m ? pdfDate(m) : null) ??
      (signingTime && typeof signingTime.value === 'string'
        ? signingTime.type === T.UTCTIME
          ? asn1.utcTimeToDate(signingTime.value)
          : asn1.generalizedTimeToDate(signingTime.value)
        : null);
    const signer = cert ? commonName(cert.subject) : name;
    const base = { signer, signedAt, reason, subFilter: /\/SubFilter\s*\/([\w.]+)/.exec(dict)?.[1] ?? null };
    if (!cert) return { valid: false, problem: 'badSignature', ...base };
    const content = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const digest = createHash(digestName).update(content).digest();
    if (!digest.equals(bytesOf(attrs.get(OID.messageDigest)))) return { valid: false, problem: 'changed', ...base };
    const essCert = attrs.get(OID.signingCertificateV2);
    if (essCert) {
      const certHash = bytesOf(children(children(children(essCert)[0])[0]).find((p) => p.type === T.OCTETSTRING));
      if (!certHash.equals(createHash('sha256').update(cert.raw).digest())) return { valid: false, problem: 'badSignature', ...base };
    }
    // Bytes after the signed range: the file was changed (an update appended) after it was signed.
    if (c + d !== pdf.length) return { valid: false, problem: 'changed', ...base };
    return { valid: true, ...base, certificateSha256: createHash('sha256').update(cert.raw).digest('hex') };
  } catch {
    return { valid: false, problem: 'damaged', reason, signedAt: m ? pdfDate(m) : null };
  }
}
