import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { AppError } from '../../http/errors.ts';
import { databaseReachable } from '../../db/reachable.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  // As every route while PostgreSQL is away: 503 with Retry-After, so a balancer or a script knows when to ask again.
  const { db, outages } = c.get('deps');
  if (!(await databaseReachable(db))) {
    outages?.noticed();
    throw new AppError('NOT_READY', ERRORS.databaseUnavailable, { retryAfterSeconds: 5 });
  }
  c.header('cache-control', 'no-store');
  return c.json({ status: 'ok' });
});
