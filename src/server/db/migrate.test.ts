import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from './client.ts';
import { runMigrations } from './migrate.ts';

describe('runMigrations', () => {
  it('lets two instances starting together migrate a new database once', async () => {
    const server = inject('databaseUrl');
    const name = `migrate_race_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const a = createPool(url.toString(), 2);
    const b = createPool(url.toString(), 2);
    try {
      await Promise.all([runMigrations(a), runMigrations(b)]);
      const { rows } = await a.query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const { rows: files } = await a.query(`SELECT to_regclass('public.bridges') IS NOT NULL AS ok`);
      expect(files[0].ok).toBe(true);
      expect(rows[0].n).toBeGreaterThanOrEqual(2);
      // Running again changes nothing.
      await runMigrations(b);
      const { rows: again } = await a.query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect(again[0].n).toBe(rows[0].n);
    } finally {
      await a.end();
      await b.end();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
