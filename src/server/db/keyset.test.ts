// Keyset paging (docs/decisions/075) against PostgreSQL itself: orders with ties, mixed directions
// and NULLs, paged forwards to the end and backwards to the start, must give exactly the rows of one
// ORDER BY over the whole table, each once.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../shared/keyset.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { jsonColumns } from './json-page.ts';
import { keysetOrderBy, keysetPageStatement, readKeysetPage, type KeysetOrder, type KeysetPageQuery } from './keyset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  // 157 rows: a takes 5 values, b 20 (so (a, b) ties too), c is NULL for a third of them.
  await t.pool.query(`CREATE TABLE keyset_rows (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), a int NOT NULL, b timestamptz NOT NULL, c date, name text NOT NULL)`);
  await t.pool.query(`INSERT INTO keyset_rows (a, b, c, name)
      SELECT i % 5, timestamptz '2026-01-01 00:00:00.000001+00' + make_interval(secs => (i % 20) * 0.000001 + (i % 20)),
             CASE WHEN i % 3 = 0 THEN NULL ELSE date '2026-01-01' + (i % 7) END, 'baris ' || i
      FROM generate_series(1, 157) i`);
});
afterAll(() => t.close());

const k = (column: string) => sql.raw(`keyset_rows.${column}`);
const ORDERS: KeysetOrder[] = [
  {
    name: 'mixed',
    keys: [
      { expr: k('a'), dir: 'desc', nulls: 'last', type: 'int' },
      { expr: k('b'), dir: 'desc', nulls: 'last', type: 'timestamptz' },
      { expr: k('id'), dir: 'asc', type: 'uuid' },
    ],
  },
  {
    name: 'one-way',
    keys: [
      { expr: k('b'), dir: 'asc', type: 'timestamptz' },
      { expr: k('id'), dir: 'asc', type: 'uuid' },
    ],
  },
  {
    name: 'nulls-last',
    keys: [
      { expr: k('c'), dir: 'asc', nulls: 'last', nullable: true, type: 'date' },
      { expr: k('b'), dir: 'desc', type: 'timestamptz' },
      { expr: k('id'), dir: 'desc', type: 'uuid' },
    ],
  },
  {
    name: 'nulls-first',
    keys: [
      { expr: k('c'), dir: 'desc', nullable: true, type: 'date' },
      { expr: k('name'), dir: 'asc', type: 'text' },
      { expr: k('id'), dir: 'asc', type: 'uuid' },
    ],
  },
];

const item = jsonColumns({ id: k('id') });
const SIZE = 12;

async function page(order: KeysetOrder, cursor?: string | null) {
  const read = await readKeysetPage(t.db, {
    order,
    item,
    from: sql`keyset_rows`,
    where: sql`keyset_rows.a <> 4 OR keyset_rows.c IS NULL`,
    cursor: decodeCursor(cursor),
    pageSize: SIZE,
    search: false,
    matches: sql`SELECT 1 FROM keyset_rows WHERE keyset_rows.a <> 4 OR keyset_rows.c IS NULL`,
  });
  return { ...read, ids: (JSON.parse(read.items) as { id: string }[]).map((r) => r.id) };
}

describe('readKeysetPage', () => {
  for (const order of ORDERS) {
    it(`pages the order "${order.name}" forwards and back as one ORDER BY does`, async () => {
      const whole = await t.db.execute<{ id: string }>(
        sql`SELECT id FROM keyset_rows WHERE keyset_rows.a <> 4 OR keyset_rows.c IS NULL ORDER BY ${keysetOrderBy(order.keys)}`,
      );
      const expected = whole.rows.map((r) => r.id);
      expect(expected.length).toBeGreaterThan(5 * SIZE);

      const forwards: string[][] = [];
      let current = await page(order);
      expect(current.prev).toBeNull();
      expect(current.total).toBe(expected.length);
      forwards.push(current.ids);
      while (current.next) {
        const next = await page(order, current.next);
        expect(next.page).toBe(current.page + 1);
        current = next;
        forwards.push(current.ids);
      }
      expect(forwards.flat()).toEqual(expected);
      expect(current.page).toBe(Math.ceil(expected.length / SIZE));

      // Back from the last page to the first: every page as it was on the way there.
      const backwards: string[][] = [current.ids];
      while (current.prev) {
        current = await page(order, current.prev);
        backwards.unshift(current.ids);
      }
      expect(current.page).toBe(1);
      expect(backwards).toEqual(forwards);
    });
  }

  it('shows the first page for a cursor of another order or one edited by hand', async () => {
    const first = await page(ORDERS[0]!);
    const second = await page(ORDERS[0]!, first.next);
    expect(second.ids).not.toEqual(first.ids);
    expect((await page(ORDERS[1]!, first.next)).ids).toEqual((await page(ORDERS[1]!)).ids);
    expect((await page(ORDERS[0]!, 'rusak')).ids).toEqual(first.ids);
    // Keys PostgreSQL could not read back (a number that is not, a 31 February): the first page, not an error.
    const keys = decodeCursor(first.next)!.keys;
    for (const bad of [
      ['x', keys[1]!, keys[2]!],
      [keys[0]!, '2026-02-31 00:00:00+00', keys[2]!],
      [keys[0]!, keys[1]!, 'bukan-uuid'],
    ]) {
      const edited = encodeCursor({ sort: 'mixed', direction: 'after', page: 2, keys: bad });
      expect((await page(ORDERS[0]!, edited)).ids).toEqual(first.ids);
    }
  });

  it('reads a page deep in a large table from the index, not by skipping the rows before it', async () => {
    await t.pool.query(`CREATE TABLE keyset_big AS
      SELECT gen_random_uuid() AS id, now() - make_interval(secs => i) AS at FROM generate_series(1, 100000) i`);
    await t.pool.query('CREATE INDEX keyset_big_at_idx ON keyset_big (at DESC, id DESC)');
    await t.pool.query('ANALYZE keyset_big');
    const order: KeysetOrder = {
      name: 'big',
      keys: [
        { expr: sql.raw('keyset_big.at'), dir: 'desc', type: 'timestamptz' },
        { expr: sql.raw('keyset_big.id'), dir: 'desc', type: 'uuid' },
      ],
    };
    const { rows } = await t.pool.query<{ at: string; id: string }>(
      'SELECT at::text AS at, id::text AS id FROM keyset_big ORDER BY at DESC, id DESC OFFSET 90000 LIMIT 1',
    );
    const query: KeysetPageQuery = {
      order,
      item: jsonColumns({ id: sql.raw('keyset_big.id') }),
      from: sql`keyset_big`,
      where: undefined,
      cursor: { sort: 'big', direction: 'after', page: 4501, keys: [rows[0]!.at, rows[0]!.id] },
      pageSize: 20,
      search: false,
    };
    const deep = await readKeysetPage(t.db, query);
    expect(deep.n).toBe(20);
    expect(deep.page).toBe(4501);
    const { sql: text0, params } = new PgDialect().sqlToQuery(keysetPageStatement(query).query);
    const plan = await t.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text0}`, params);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Cond');
    expect(text).not.toContain('Seq Scan');
  });
});
