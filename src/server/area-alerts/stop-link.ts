import { createHmac, timingSafeEqual } from 'node:crypto';
import { AREA_ALERT_STOP_PATH } from '../../shared/area-alert-schemas.ts';

// A subscription's "Berhenti mengikuti" link: its id and an HMAC of it, so that the link in every mail
// (and the List-Unsubscribe header) needs nothing stored, and nobody can stop someone else's
// subscription by guessing. The database never holds it: a copy of the database alone stops nobody.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`area-alert-stop:${id}`).digest('base64url').slice(0, 32);

const stopToken = (secret: string, id: string) => `${id}.${signatureOf(secret, id)}`;

/** The subscription a stop link names, or null when the link is not one this server signed. */
export function subscriptionOfStopToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length || !UUID.test(id)) return null;
  const expected = Buffer.from(signatureOf(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The page for the mail's footer, and the one-click POST for the mail client (RFC 8058). */
export function stopLinks(env: { baseUrl: string; AUTH_SECRET?: string }, id: string) {
  const t = encodeURIComponent(stopToken(env.AUTH_SECRET!, id));
  return {
    page: `${env.baseUrl}${AREA_ALERT_STOP_PATH}?t=${t}`,
    headers: {
      'List-Unsubscribe': `<${env.baseUrl}/api/area-alerts/unsubscribe?t=${t}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
