import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runQueueMigrations } from 'graphile-worker';
import type pg from 'pg';
import { fromRoot } from '../root.ts';
import { MIGRATION_LOCK } from './advisory-locks.ts';

// graphile-worker reports each of its migrations at info level; only its warnings and errors matter here.
const quietQueueLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[graphile-worker] ${message}`);
});

const MIGRATIONS = fromRoot('src/server/db/migrations');

/**
 * Applies the committed migrations, then the job queue's own schema (graphile_worker); instances
 * starting together wait for each other.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  // Needs two connections: one holds the lock, graphile-worker migrates on another.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
      await runQueueMigrations({ pgPool: pool, logger: quietQueueLogger });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
