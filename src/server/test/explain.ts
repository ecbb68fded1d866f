import type pg from 'pg';

/**
 * PostgreSQL's plan for a query with sequential scans turned off: the plan shows whether the query
 * can be answered from indexes at all (only a search on a column without an index of its own leaves
 * PostgreSQL no way but to read the table).
 */
export async function planWithoutSeqScan(pool: pg.Pool, query: { sql: string; params: unknown[] }): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}
