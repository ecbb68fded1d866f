import { createHash, createHmac, createVerify, timingSafeEqual, type KeyObject } from 'node:crypto';

/*
 * SNAP BI (Bank Indonesia's Standar Nasional Open API Pembayaran) signatures, as docs/decisions/071 records:
 * - the B2B access token is asked for with SHA256withRSA(bank's private key, clientKey + "|" + X-TIMESTAMP), checked
 *   here with the bank's public key;
 * - every transaction call carries HMAC-SHA512(clientSecret, method:path:accessToken:lowercase(hex(sha256(minified
 *   body))):X-TIMESTAMP), base64.
 */

/** The body as SNAP hashes it: JSON without insignificant whitespace (a body that is not JSON is hashed as sent). */
function minifyBody(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw));
  } catch {
    return raw;
  }
}

export const bodyHash = (raw: string): string => createHash('sha256').update(minifyBody(raw)).digest('hex').toLowerCase();

export const symmetricStringToSign = (method: string, path: string, accessToken: string, rawBody: string, timestamp: string): string =>
  `${method.toUpperCase()}:${path}:${accessToken}:${bodyHash(rawBody)}:${timestamp}`;

export const symmetricSignature = (clientSecret: string, stringToSign: string): string =>
  createHmac('sha512', clientSecret).update(stringToSign).digest('base64');

/** Compares two base64 signatures in constant time. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** SHA256withRSA over clientKey|timestamp, verified with the bank's public key. */
export function verifyAsymmetric(publicKey: KeyObject, clientKey: string, timestamp: string, signature: string | undefined): boolean {
  if (!signature) return false;
  try {
    return createVerify('RSA-SHA256').update(`${clientKey}|${timestamp}`).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** X-TIMESTAMP as SNAP writes it (ISO 8601 with offset), within `skewMs` of now. */
export function freshTimestamp(timestamp: string | undefined, now: Date, skewMs = 5 * 60_000): boolean {
  if (!timestamp || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?([+-]\d{2}:\d{2}|Z)$/.test(timestamp)) return false;
  const at = Date.parse(timestamp);
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= skewMs;
}

/**
 * The B2B access token: stateless, so every worker process accepts the one another issued. It is the expiry
 * and an HMAC of it under the client secret; nobody without the secret can make one.
 */
export function issueAccessToken(clientSecret: string, now: Date, ttlSeconds: number): string {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const mac = createHmac('sha256', clientSecret).update(`snap-b2b:${exp}`).digest('base64url');
  return `${exp}.${mac}`;
}

export function accessTokenValid(clientSecret: string, token: string | undefined, now: Date): boolean {
  const m = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return false;
  const exp = Number(m[1]);
  if (exp * 1000 < now.getTime()) return false;
  const mac = createHmac('sha256', clientSecret).update(`snap-b2b:${exp}`).digest('base64url');
  return sameSignature(mac, m[2]);
}
