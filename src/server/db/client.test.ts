import { describe, expect, inject, it } from 'vitest';
import { createPool, withSessionOptions } from './client.ts';

describe('the pool', () => {
  it('reads with no parallel workers, and keeps the options the DATABASE_URL gives', async () => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('options', '-c work_mem=8MB');
    const pool = createPool(url.toString(), 1);
    try {
      const { rows } = await pool.query<{ workers: string; mem: string }>(
        `SELECT current_setting('max_parallel_workers_per_gather') AS workers, current_setting('work_mem') AS mem`,
      );
      expect(rows[0]).toEqual({ workers: '0', mem: '8MB' });
    } finally {
      await pool.end();
    }
  });

  it('leaves a DATABASE_URL it cannot read as it is, for pg to report', () => {
    expect(withSessionOptions('bukan url')).toBe('bukan url');
  });
});
