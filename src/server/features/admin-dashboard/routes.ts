import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { getAdminSummary } from './get-admin-summary.ts';

export const adminSummaryRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await getAdminSummary({ db: c.get('deps').db, actor: await c.get('user')() }));
});
