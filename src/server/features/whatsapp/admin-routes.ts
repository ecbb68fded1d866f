import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { CONTACT_KINDS } from '../../db/schema.ts';
import { paramInput } from '../../http/input.ts';
import { getRequestContact } from './get-request-contact.ts';

const params = z.object({ kind: z.enum(CONTACT_KINDS), id: z.uuid() });

/** GET /api/admin/request-contacts/{kind}/{id}: what the request's detail shows of its phone and WhatsApp. */
export const adminRequestContactRoutes = new Hono<AppEnv>().get('/:kind/:id', paramInput(params), async (c) => {
  c.header('cache-control', 'private, no-store');
  return c.json(await getRequestContact({ deps: c.get('deps'), actor: await c.get('user')(), input: c.req.valid('param') }));
});
