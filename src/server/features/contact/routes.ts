import { Hono } from 'hono';
import { contactMessageSchema } from '../../../shared/contact-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { jsonBody } from '../../http/body.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const idempotencyKey = readIdempotencyKey(c);
  const input = await jsonBody(c, contactMessageSchema);
  return c.json(await sendContactMessage({ db: c.get('deps').db, actor: await c.get('user')(), input, idempotencyKey }), 201);
});
