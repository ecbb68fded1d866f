import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * How long the health check waits for `SELECT 1`: a load balancer's probe must get an answer, and a
 * frozen database (accepting connections, answering nothing) would otherwise hold it until the
 * pool's own 5 s connection timeout or, on a connection already open, for ever (issue 34).
 */
const HEALTH_TIMEOUT_MS = 3_000;

export async function databaseReachable(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      ),
      gaveUp,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
