import type { Env } from '../env.ts';
import { SigningFailed, type DocumentSigner, type SignatureCheck, type SignOptions } from './document-signer.ts';
import { padesVerify } from './pades.ts';

/**
 * BSrE's (BSSN) e-signature API v2, as its integrators document it (docs/decisions/073):
 * `POST {BSRE_API_URL}/api/v2/sign/pdf` with HTTP Basic (the client's id and secret) and JSON
 * `{ nik, passphrase | idSubscriber, totp, signatureProperties: [{ tampilan: 'INVISIBLE', reason, location }], file: [base64] }`,
 * answered `{ file: [base64 of the signed PDF], time, id }`; `POST /api/v2/verify/pdf` with `{ file: base64 }`.
 * The passphrase or one-time code goes into that one request body and nowhere else: not in a log line, an
 * error, the database or a retry. A request that times out may still have been signed at BSrE: it ends
 * "tidak diketahui" and is never sent again by the portal.
 */

export type BsreConfig = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** A person's certificate (their NIK; the passphrase is theirs) or the institution's seal (a one-time code). */
  identity: { nik: string } | { sealId: string };
  timeoutMs: number;
};

type BsreEnv = Pick<Env, 'BSRE_API_URL' | 'BSRE_CLIENT_ID' | 'BSRE_CLIENT_SECRET' | 'BSRE_NIK' | 'BSRE_SEAL_ID' | 'BSRE_TIMEOUT_MS'>;

/** Null (BSrE off) unless the address, the client's id and secret and a NIK or seal id are set. */
export function bsreConfig(env: BsreEnv): BsreConfig | null {
  if (!env.BSRE_API_URL || !env.BSRE_CLIENT_ID || !env.BSRE_CLIENT_SECRET) return null;
  const identity = env.BSRE_SEAL_ID ? { sealId: env.BSRE_SEAL_ID } : env.BSRE_NIK ? { nik: env.BSRE_NIK } : null;
  if (!identity) return null;
  return {
    apiUrl: env.BSRE_API_URL.replace(/\/+$/, ''),
    clientId: env.BSRE_CLIENT_ID,
    clientSecret: env.BSRE_CLIENT_SECRET,
    identity,
    timeoutMs: env.BSRE_TIMEOUT_MS,
  };
}

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export class BsreSigner implements DocumentSigner {
  readonly provider = 'bsre' as const;
  readonly needsPassphrase = true;
  readonly #config: BsreConfig;
  constructor(config: BsreConfig) {
    this.#config = config;
  }

  async #post(path: string, body: unknown): Promise<Response> {
    const { apiUrl, clientId, clientSecret, timeoutMs } = this.#config;
    try {
      return await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      // Sent, and no answer in time: BSrE may have signed it. Not retried (docs/decisions/073).
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new SigningFailed('unknown', `BSrE ${path}: no answer in ${timeoutMs} ms`);
      throw new SigningFailed('unavailable', `BSrE ${path}: no connection`);
    }
  }

  async sign(pdf: Buffer, { reason, passphrase }: SignOptions): Promise<Buffer> {
    if (!passphrase) throw new SigningFailed('passphrase', 'no passphrase');
    const { identity } = this.#config;
    const res = await this.#post('/api/v2/sign/pdf', {
      ...('nik' in identity ? { nik: identity.nik, passphrase } : { idSubscriber: identity.sealId, totp: passphrase }),
      signatureProperties: [{ tampilan: 'INVISIBLE', reason, location: 'Mamuju, Sulawesi Barat' }],
      file: [pdf.toString('base64')],
    });
    let json: Record<string, unknown>;
    try {
      json = asObject(await res.json());
    } catch {
      // A 200 whose body did not arrive whole is as unknown as a timeout.
      if (res.ok) throw new SigningFailed('unknown', `BSrE sign: HTTP ${res.status}, unreadable body`);
      json = {};
    }
    if (res.status >= 500) throw new SigningFailed('unavailable', `BSrE sign: HTTP ${res.status}`);
    if (res.status === 401 || res.status === 403) throw new SigningFailed('unavailable', `BSrE sign: client refused (HTTP ${res.status})`);
    if (!res.ok) throw new SigningFailed('passphrase', `BSrE sign: HTTP ${res.status}`);
    const file = Array.isArray(json.file) ? json.file[0] : undefined;
    if (typeof file !== 'string') throw new SigningFailed('unknown', 'BSrE sign: no file in the answer');
    const signed = Buffer.from(file, 'base64');
    if (!padesVerify(signed).valid) throw new SigningFailed('unknown', 'BSrE sign: the file returned carries no valid signature');
    return signed;
  }

  /** BSrE's own check of a file (its trust in the certificate), with the portal's cryptographic one. */
  async verify(pdf: Buffer): Promise<SignatureCheck> {
    const local = padesVerify(pdf);
    const res = await this.#post('/api/v2/verify/pdf', { file: pdf.toString('base64') });
    if (!res.ok) throw new SigningFailed('unavailable', `BSrE verify: HTTP ${res.status}`);
    const json = asObject(await res.json().catch(() => ({})));
    const conclusion = typeof json.conclusion === 'string' ? json.conclusion : '';
    if (!local.valid) return local;
    if (conclusion !== 'VALID' && conclusion !== 'INDETERMINATE') return { ...local, valid: false, problem: 'badSignature' };
    return local;
  }
}
