import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORWARDED_PHOTO_DAYS } from '../../../shared/forwarding-schemas.ts';

// Issue 39, item 3: the photos of a forwarded report open without an account for 30 days. The link carries
// its expiry and a signature over photo and expiry (like the receipt's, requests/receipt-token.ts): a
// changed expiry breaks the signature, so a link cannot be made to last longer.

const signature = (secret: string, photoId: string, expires: number) =>
  createHmac('sha256', secret).update(`forwarded-photo:${photoId}:${expires}`).digest('base64url').slice(0, 32);

/** The public address of one photo, valid `FORWARDED_PHOTO_DAYS` days from `from`. */
export function forwardedPhotoUrl(baseUrl: string, secret: string, photoId: string, from: Date): string {
  const expires = Math.floor(from.getTime() / 1000) + FORWARDED_PHOTO_DAYS * 24 * 3600;
  return `${baseUrl}/terusan/foto/${photoId}?s=${expires}&t=${signature(secret, photoId, expires)}`;
}

/** 'valid', 'expired' (a true signature past its time) or 'forged' (anything else). */
export function checkForwardedPhotoLink(
  secret: string,
  photoId: string,
  expires: string,
  token: string,
  now = new Date(),
): 'valid' | 'expired' | 'forged' {
  if (!/^\d{1,12}$/.test(expires)) return 'forged';
  const want = Buffer.from(signature(secret, photoId, Number(expires)));
  const got = Buffer.from(token);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return 'forged';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
