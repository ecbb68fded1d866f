import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether X-Hub-Signature-256 ("sha256=<hex>") is the HMAC-SHA256 of the body with the app secret, compared in constant time. */
export function validSignature(secret: string, body: Uint8Array, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** Whether two secrets are equal, in time that does not tell how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const x = createHmac('sha256', 'compare').update(a).digest();
  const y = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(x, y);
}
