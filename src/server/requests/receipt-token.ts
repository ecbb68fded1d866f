import { createHmac, timingSafeEqual } from 'node:crypto';

/** A damage report may be sent without an account: its receipt link carries a signature instead. */
export function receiptToken(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`receipt:${code}`).digest('base64url').slice(0, 32);
}

/** The reporter's own thread of a damage report (issue 38, item 2): a signed link in the e-mails, no account needed. */
function threadToken(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`thread:${code}`).digest('base64url').slice(0, 32);
}

/** Whether `token` is the thread link's signature for `code` (compared in constant time). */
export function validThreadToken(secret: string, code: string, token: string): boolean {
  const want = Buffer.from(threadToken(secret, code));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The page of a damage report's thread for its reporter. */
export const threadPath = (secret: string, code: string) => `/laporan/${code}/pesan?t=${threadToken(secret, code)}`;
