import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { getAdminQueues } from './get-admin-queues.ts';
import { getAdminSummary } from './get-admin-summary.ts';

export const adminSummaryRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await getAdminSummary({ db: c.get('deps').db, actor: await c.get('user')() }));
});

/** GET /api/admin/queues: the queues of the services this admin handles (issue 38 item 4). */
export const adminQueueRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await getAdminQueues({ db: c.get('deps').db, actor: await c.get('user')() }));
});
