import { createMiddleware } from 'hono/factory';
import type { Actor, AppContext, AppEnv, Deps } from '../context.ts';
import type { Db } from '../db/client.ts';

/**
 * What a route hands a service verb besides its input: the app's dependencies (and the database on its
 * own, which most verbs take alone) and who is asking. One place, so that a handler stays one line.
 */
export async function caller(c: AppContext): Promise<{ deps: Deps; db: Db; actor: Actor }> {
  const deps = c.get('deps');
  return { deps, db: deps.db, actor: await c.get('user')() };
}

/** A staff screen's answer names people and changes with every write: no cache keeps it. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('cache-control', 'no-store');
  await next();
});
