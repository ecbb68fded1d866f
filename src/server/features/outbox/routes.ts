import { Hono } from 'hono';
import { outboxListQuerySchema } from '../../../shared/outbox-schemas.ts';
import { OUTBOX } from '../../../shared/outbox-strings.ts';
import type { AppEnv } from '../../context.ts';
import { caller, noStore } from '../../http/caller.ts';
import { allow, queryInput } from '../../http/input.ts';
import { getOutboxMessage, listOutbox } from './list-outbox.ts';
import { resendMail } from './resend-mail.ts';

export const adminOutboxRoutes = new Hono<AppEnv>()
  .use(allow('outbox.manage'), noStore)
  .get('/', queryInput(outboxListQuerySchema), async (c) => c.json(await listOutbox({ ...(await caller(c)), input: c.req.valid('query') })))
  .get('/:id', async (c) => {
    const { db, env } = c.get('deps');
    return c.json(await getOutboxMessage({ db, env, actor: await c.get('user')(), id: c.req.param('id') }));
  })
  .post('/:id/resend', async (c) => {
    await resendMail({ db: c.get('deps').db, actor: await c.get('user')(), id: c.req.param('id') });
    return c.json({ ok: true, message: OUTBOX.resent });
  });
