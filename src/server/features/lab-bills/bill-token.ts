import { createHmac, timingSafeEqual } from 'node:crypto';

/** The bill's PDF link in its e-mail opens without signing in: the link carries a signature of the request's code. */
export const billToken = (secret: string, code: string): string =>
  createHmac('sha256', secret).update(`lab-bill:${code}`).digest('base64url').slice(0, 32);

export function validBillToken(secret: string, code: string, token: string | undefined): boolean {
  if (!token) return false;
  const want = Buffer.from(billToken(secret, code));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

export const billPdfPath = (secret: string, code: string) => `/api/lab-bills/${code}/pdf?t=${billToken(secret, code)}`;
