import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runQueueMigrations } from 'graphile-worker';
import type pg from 'pg';
import { fromRoot } from '../root.ts';
import { StartRefusedError } from '../start-refused.ts';
import { MIGRATION_LOCK } from './advisory-locks.ts';

// graphile-worker reports each of its migrations at info level; only its warnings and errors matter here.
const quietQueueLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[graphile-worker] ${message}`);
});

const MIGRATIONS = fromRoot('src/server/db/migrations');

/** The database holds migrations this build does not know: it was made by a newer portal (docs/decisions/057). */
export class NewerDatabaseError extends StartRefusedError {}

const newerDatabase = (unknown: number) =>
  `Basis data ini dibuat oleh versi portal yang lebih baru (${unknown} migrasi tidak dikenal versi ini) dan tidak diubah: ` +
  'pasang versi portal itu atau yang lebih baru, atau pulihkan cadangan yang dibuat dengan versi ini (npm run restore).';

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
      await refuseNewerDatabase(client);
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
      await runQueueMigrations({ pgPool: pool, logger: quietQueueLogger });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Drizzle records each applied migration as its file's hash and its journal entry's `when`, and applies
 * every journal entry dated after the last row. On a database a newer portal migrated it would apply
 * nothing and start the old code on a schema it does not know, or apply ours on top of theirs when
 * their migration is dated between two of ours. A row whose `when` is not in this build's journal is
 * therefore refused before anything changes. The `when` names a migration, not the hash: a migration
 * file edited after it ran (0017 was) leaves older databases with another hash, and they are not newer.
 */
async function refuseNewerDatabase(client: pg.PoolClient): Promise<void> {
  const { rows: table } = await client.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table[0]?.present) return;
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const known = new Set(journal.entries.map((e) => String(e.when)));
  const { rows } = await client.query<{ created: string }>(
    `SELECT created_at::text AS created FROM drizzle.__drizzle_migrations WHERE created_at IS NOT NULL`,
  );
  const unknown = rows.filter((r) => !known.has(r.created)).length;
  if (unknown > 0) throw new NewerDatabaseError(newerDatabase(unknown));
}
