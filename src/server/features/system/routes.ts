import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { allow } from '../../http/input.ts';
import { getSystemStatus } from './get-system-status.ts';

export const adminSystemRoutes = new Hono<AppEnv>().get('/', allow('system.view'), async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await getSystemStatus({ deps: c.get('deps'), actor: await c.get('user')() }));
});
