import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { countNewSubmissions } from './count-new-submissions.ts';

export const adminNotificationRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('cache-control', 'no-store');
  return c.json(await countNewSubmissions({ db: c.get('deps').db, actor: await c.get('user')() }));
});
