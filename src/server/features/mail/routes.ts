import { Hono } from 'hono';
import { z } from 'zod';
import { LACAK_MAIL } from '../../../shared/tracking-strings.ts';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { queryInput } from '../../http/input.ts';
import { confirmAddress } from '../../mail/address-confirmations.ts';
import { optOut, validUnsubscribe } from '../../mail/unsubscribe.ts';

const unsubscribeQuery = z.object({ e: z.string().trim().toLowerCase().max(254), t: z.string().max(64) });
const confirmQuery = z.object({ t: z.string().trim().min(1, LACAK_MAIL.confirmInvalid).max(64, LACAK_MAIL.confirmInvalid) });

/**
 * "Berhenti menerima email": the page's button and a mail client's one-click POST (RFC 8058,
 * List-Unsubscribe-Post) both end here; no session, the signed link is the proof.
 */
export const mailRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', queryInput(unsubscribeQuery), async (c) => {
    const { e, t } = c.req.valid('query');
    const { db, env } = c.get('deps');
    if (!validUnsubscribe(env.AUTH_SECRET!, e, t)) throw new AppError('VALIDATION', LACAK_MAIL.unsubscribeInvalid);
    await optOut(db, e);
    return c.json({ ok: true, message: LACAK_MAIL.unsubscribed });
  })
  // "Konfirmasi alamat email" (docs/decisions/046): the page's button; a GET changes nothing, since
  // mail scanners open links. No session: the one-time link is the proof.
  .post('/confirm', queryInput(confirmQuery), async (c) => {
    await confirmAddress(c.get('deps').db, c.req.valid('query').t);
    return c.json({ ok: true, message: LACAK_MAIL.confirmed });
  });
