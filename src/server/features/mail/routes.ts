import { Hono } from 'hono';
import { z } from 'zod';
import { LACAK_MAIL } from '../../../shared/tracking-strings.ts';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { queryInput } from '../../http/input.ts';
import { optOut, validUnsubscribe } from '../../mail/unsubscribe.ts';

const unsubscribeQuery = z.object({ e: z.string().trim().toLowerCase().max(254), t: z.string().max(64) });

/**
 * "Berhenti menerima email": the page's button and a mail client's one-click POST (RFC 8058,
 * List-Unsubscribe-Post) both end here; no session, the signed link is the proof.
 */
export const mailRoutes = new Hono<AppEnv>().post('/unsubscribe', queryInput(unsubscribeQuery), async (c) => {
  const { e, t } = c.req.valid('query');
  const { db, env } = c.get('deps');
  if (!validUnsubscribe(env.AUTH_SECRET!, e, t)) throw new AppError('VALIDATION', LACAK_MAIL.unsubscribeInvalid);
  await optOut(db, e);
  return c.json({ ok: true, message: LACAK_MAIL.unsubscribed });
});
