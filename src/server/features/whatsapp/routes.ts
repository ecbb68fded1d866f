import { Hono } from 'hono';
import { whatsappVerifyQuerySchema } from '../../../shared/whatsapp-webhook-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { readSignedBody } from '../../http/body.ts';
import { AppError } from '../../http/errors.ts';
import { queryInput } from '../../http/input.ts';
import { receiveWhatsAppWebhook } from './receive-webhook.ts';
import { sameSecret } from './signature.ts';

/** A webhook's body: Meta batches up to a thousand updates, each well under half a kilobyte. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * /api/webhooks/whatsapp (docs/decisions/059): Meta's GET that verifies the callback URL (the
 * challenge echoed back when hub.verify_token is WHATSAPP_VERIFY_TOKEN) and its signed POSTs.
 */
export const whatsappWebhookRoutes = new Hono<AppEnv>()
  .get('/', queryInput(whatsappVerifyQuerySchema), (c) => {
    const q = c.req.valid('query');
    const token = c.get('deps').env.WHATSAPP_VERIFY_TOKEN;
    if (!token) throw new AppError('NOT_FOUND');
    if (q['hub.mode'] !== 'subscribe' || !sameSecret(q['hub.verify_token'], token))
      throw new AppError('FORBIDDEN', 'Token verifikasi tidak cocok.');
    c.header('cache-control', 'no-store');
    return c.text(q['hub.challenge']);
  })
  .post('/', async (c) => {
    const body = await readSignedBody(c, WEBHOOK_MAX_BYTES);
    return c.json(await receiveWhatsAppWebhook({ deps: c.get('deps'), body, signature: c.req.header('x-hub-signature-256') }));
  });
