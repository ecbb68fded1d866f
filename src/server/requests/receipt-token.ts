import { createHmac } from 'node:crypto';

/** A damage report may be sent without an account: its receipt link carries a signature instead. */
export function receiptToken(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`receipt:${code}`).digest('base64url').slice(0, 32);
}
