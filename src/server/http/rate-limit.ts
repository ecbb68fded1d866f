import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { ERRORS } from '../../shared/strings.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

/**
 * Requests per client IP in a fixed window, counted in PostgreSQL (rate_limits) so that every
 * instance shares the count. For the forms anyone may send without an account.
 */
/** Counts one more hit on a key in its fixed window and returns the count so far. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<number> {
  const now = Date.now();
  const { rows } = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request <= ${now - windowMs} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN rate_limits.last_request <= ${now - windowMs} THEN ${now} ELSE rate_limits.last_request END
    RETURNING count`);
  return rows[0]?.count ?? 0;
}

export function rateLimit(opts: { name: string; max: number; windowMs: number; methods?: string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (opts.methods && !opts.methods.includes(c.req.method)) return next();
    const count = await countHit(c.get('deps').db, `ip:${opts.name}:${c.get('clientIp')()}`, opts.windowMs);
    if (count > opts.max) {
      c.header('retry-after', String(Math.ceil(opts.windowMs / 1000)));
      throw new AppError('RATE_LIMITED', ERRORS.rateLimited);
    }
    return next();
  };
}
