import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { getCustomerDashboard } from './get-customer-dashboard.ts';

export const customerDashboardRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('cache-control', 'private, no-store');
  return c.json(await getCustomerDashboard({ db: c.get('deps').db, actor: await c.get('user')() }));
});
