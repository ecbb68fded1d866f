import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** The database, and its pool as `$client` (for the few statements drizzle does not prepare: json-page.ts). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle; service verbs take `Db | Tx` so they can join a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// No parallel workers for a request's statement (docs/decisions/043). A prepared page's generic plan
// guesses 10 % of the rows for an offset it cannot see, and for that many PostgreSQL would start a
// worker process to read a page of 12 rows (25 ms instead of 1). On a server's few cores, shared by
// every request, a second process per statement only takes from the others; the statistics, the
// largest read, measured the same without (171 against 172 ms).
const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

/** The URL with SESSION_OPTIONS added to any `options` it has (pg reads the URL's over its config's). */
export function withSessionOptions(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const own = parsed.searchParams.get('options');
  parsed.searchParams.set('options', own ? `${own} ${SESSION_OPTIONS}` : SESSION_OPTIONS);
  return parsed.toString();
}

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: withSessionOptions(url),
    max,
    idleTimeoutMillis: 30_000,
    // A request that cannot get a connection in 3 s answers 503 rather than hang: a PostgreSQL that is
    // starting (or a frozen one) can hold a new connection far longer (issue 34: answers within 5 s).
    connectionTimeoutMillis: 3_000,
  });
  pool.on('error', () => {}); // an idle client losing its server is reported on next use
  // A client the job queue holds for LISTEN may lose its server too; it reconnects by itself.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
