import { Hono } from 'hono';
import { inboxListQuerySchema, messageReadSchema } from '../../../shared/admin-schemas.ts';
import { assertCan, type AppEnv } from '../../context.ts';
import { jsonBody } from '../../http/body.ts';
import { parseInput } from '../../http/validate.ts';
import { listContactMessages } from './list-contact-messages.ts';
import { markContactMessage } from './mark-contact-message.ts';

export const adminContactMessageRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    assertCan(await c.get('user')(), 'contact.inbox');
    c.header('cache-control', 'no-store');
    await next();
  })
  .get('/', async (c) => {
    const input = parseInput(inboxListQuerySchema, c.req.query());
    return c.json(await listContactMessages({ db: c.get('deps').db, actor: await c.get('user')(), input }));
  })
  .patch('/:id', async (c) => {
    const { read } = await jsonBody(c, messageReadSchema);
    return c.json(await markContactMessage({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id'), read }));
  });
