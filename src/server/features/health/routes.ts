import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../http/errors.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.get('deps').db.execute(sql`SELECT 1`);
  } catch {
    throw new AppError('NOT_READY');
  }
  c.header('cache-control', 'no-store');
  return c.json({ status: 'ok' });
});
