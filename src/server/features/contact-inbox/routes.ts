import { Hono } from 'hono';
import { inboxExportQuerySchema, inboxListQuerySchema, messageReadSchema } from '../../../shared/admin-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, queryInput } from '../../http/input.ts';
import { exportContactMessages } from './export-contact-messages.ts';
import { listContactMessages } from './list-contact-messages.ts';
import { markContactMessage } from './mark-contact-message.ts';

export const adminContactMessageRoutes = new Hono<AppEnv>()
  .use(allow('contact-inbox.manage'), async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', queryInput(inboxListQuerySchema), async (c) =>
    c.json(await listContactMessages({ db: c.get('deps').db, actor: await c.get('user')(), input: c.req.valid('query') })),
  )
  .get('/export', queryInput(inboxExportQuerySchema), async (c) => {
    const { db, pool } = c.get('deps');
    const { body, headers } = exportContactMessages({ db, pool, actor: await c.get('user')(), input: c.req.valid('query') });
    return c.body(body, 200, headers);
  })
  .patch('/:id', jsonInput(messageReadSchema), async (c) => {
    const { read } = c.req.valid('json');
    return c.json(await markContactMessage({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), read }));
  });
