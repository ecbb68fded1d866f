import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { databaseReachable } from './check-database.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (!(await databaseReachable(c.get('deps').db))) throw new AppError('NOT_READY');
  c.header('cache-control', 'no-store');
  return c.json({ status: 'ok' });
});
