import { Hono } from 'hono';
import { contactMessageSchema } from '../../../shared/contact-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { readIdempotencyKey } from '../../http/idempotency.ts';
import { jsonInput } from '../../http/input.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const contactRoutes = new Hono<AppEnv>().post('/', jsonInput(contactMessageSchema), async (c) => {
  const idempotencyKey = readIdempotencyKey(c);
  const input = c.req.valid('json');
  return c.json(await sendContactMessage({ db: c.get('deps').db, actor: await c.get('user')(), input, idempotencyKey }), 201);
});
