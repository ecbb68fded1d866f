// docs/decisions/042: how an admin page's statement is planned. Prepared statements are per
// connection, so these reads go through a pool of one connection, whose prepared statements
// pg_prepared_statements lists with how often each ran a generic or a custom plan.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DamageReportAdminItem, KeysetPaged, Paged } from '../../shared/admin-schemas.ts';
import { requestListQuerySchema } from '../../shared/admin-schemas.ts';
import { publicReportQuerySchema } from '../../shared/public-report-schemas.ts';
import type { SessionUser } from '../context.ts';
import { listDamageReportsJson } from '../features/damage-reports/list-damage-reports.ts';
import { listPublicReports, setPublicReportPagesShared } from '../features/damage-reports/list-public-reports.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createDb, createPool, type Db } from './client.ts';
import { pageWindow, setListPagesKept } from './json-page.ts';

// Enough reports that PostgreSQL's guess for an offset it cannot see (10 % of the rows) lies far past a
// deep page's real one: only then does a custom plan look cheaper than the generic plan.
const REPORTS = 12_000;
let t: TestApp;
let one: pg.Pool;
let db: Db;
const admin: SessionUser = {
  id: 'json-page-test',
  email: 'admin@pupr.test',
  fullName: 'Admin',
  role: 'super_admin',
  isAdmin: true,
  emailVerified: true,
  createdAt: new Date(),
};

beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  await t.pool.query(
    `WITH r AS (
       INSERT INTO service_requests (service_type, title, description, details, tracking_code, created_at)
       SELECT 'lapor_kerusakan', 'Laporan Kerusakan Jalan', 'Jl. Poros km ' || i,
         jsonb_build_object('reporter_name', 'Pelapor ' || i, 'report_type', 'Jalan', 'description', 'Jalan berlubang'),
         'LPR-2026-P' || lpad(i::text, 5, '0'), now() - make_interval(mins => i)
       FROM generate_series(1, $1::int) i RETURNING id)
     INSERT INTO damage_reports (request_id, report_type) SELECT id, 'Jalan' FROM r`,
    [REPORTS],
  );
  await t.pool.query('ANALYZE service_requests, damage_reports');
  one = createPool(t.pool.options.connectionString!, 1);
  db = createDb(one);
  // Every read goes to PostgreSQL, as the bench's live reads do; totals are still kept per version.
  setListPagesKept(false);
});
afterAll(async () => {
  setListPagesKept(true);
  await one.end();
  await t.close();
});

async function read(query: Record<string, string>, version?: number): Promise<Paged<DamageReportAdminItem>> {
  const input = requestListQuerySchema.parse(query);
  const body = await listDamageReportsJson({ db, actor: admin, input, version });
  return JSON.parse(new TextDecoder().decode(body)) as Paged<DamageReportAdminItem>;
}

type Prepared = { statement: string; generic_plans: number; custom_plans: number };
const prepared = async (): Promise<Prepared[]> =>
  (await one.query<Prepared>('SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements')).rows;
const searches = async () => (await prepared()).filter((s) => /LIKE/i.test(s.statement));

describe('an admin page as a prepared statement', () => {
  it('holds its LIMIT as a constant, so PostgreSQL plans it once and reuses the plan', async () => {
    for (let i = 0; i < 8; i++) {
      const page = await read({});
      expect(page.items.map((item) => item.trackingCode).slice(0, 2)).toEqual(['LPR-2026-P00001', 'LPR-2026-P00002']);
      expect(page).toMatchObject({ total: 1000, more: true, page: 1, pageSize: 20 });
    }
    const [statement] = (await prepared()).filter((s) => s.statement.includes('json_agg(p.item') && s.statement.includes('LIMIT 21)'));
    expect(statement).toBeDefined();
    // With the window as values its generic plan sorted every row, so every run was planned again.
    expect(statement!.generic_plans).toBeGreaterThan(0);
  });

  it('plans a search for a rare word with the word on every read: never a generic plan, which reads every row', async () => {
    for (let i = 0; i < 8; i++) {
      const page = await read({ q: 'pelapor 1234' }, 1);
      expect(page.items.map((item) => item.reporterName)).toEqual(['Pelapor 1234']);
      expect(page.total).toBe(1);
    }
    expect(await searches()).toEqual([]);
  });

  it('plans a search that matches most reports with its word too, and answers it the same each time', async () => {
    const first = await read({ q: 'poros km' }, 2);
    expect(first).toMatchObject({ total: 1000, more: true });
    for (let i = 0; i < 7; i++) expect(await read({ q: 'poros km' }, 2)).toEqual(first);
    expect(await searches()).toEqual([]);
  });

  it("writes an old link's deep pages with the offset as a value, so they share one statement, planned once", async () => {
    for (let i = 0; i < 4; i++) {
      expect((await read({ page: '12' })).items[0]!.trackingCode).toBe('LPR-2026-P00221');
      expect((await read({ page: '13' })).items[0]!.trackingCode).toBe('LPR-2026-P00241');
    }
    const deep = (await prepared()).filter((s) => /LIMIT 21 OFFSET \(SELECT \$\d+::int\)/.test(s.statement));
    expect(deep).toHaveLength(1);
    // With the offset as a plain value, each of the 8 reads was planned with it (custom_plans 8).
    expect(deep[0]!.generic_plans).toBeGreaterThan(0);
    expect(deep[0]!.custom_plans).toBeLessThanOrEqual(5);
    expect(() => pageWindow(0, 20)).toThrow(RangeError);
    expect(() => pageWindow(1, 2.5)).toThrow(RangeError);
  });

  it('goes on by cursor to the pages the page numbers showed, and back (docs/decisions/075)', async () => {
    const first = (await read({})) as KeysetPaged<DamageReportAdminItem>;
    expect(first.prev).toBeNull();
    const second = (await read({ cursor: first.next! })) as KeysetPaged<DamageReportAdminItem>;
    const third = (await read({ cursor: second.next! })) as KeysetPaged<DamageReportAdminItem>;
    expect(third).toMatchObject({ page: 3, total: 1000, more: true });
    expect(third.items).toEqual((await read({ page: '3' })).items);
    const back = (await read({ cursor: third.prev! })) as KeysetPaged<DamageReportAdminItem>;
    expect(back).toMatchObject({ page: 2 });
    expect(back.items).toEqual(second.items);
    // The old link's page goes on by cursor from where it is.
    const old = (await read({ page: '2' })) as KeysetPaged<DamageReportAdminItem>;
    expect((await read({ cursor: old.next! })).items).toEqual(third.items);
  });
});

describe("the public report list's page", () => {
  it('is one prepared statement with its window as constants, planned once, in the newest-first order', async () => {
    await t.pool.query(
      `UPDATE damage_reports SET visibility = 'publik', reported_at = r.created_at FROM service_requests r WHERE r.id = request_id`,
    );
    setPublicReportPagesShared(false);
    try {
      for (let i = 0; i < 8; i++) {
        const page = await listPublicReports(db, publicReportQuerySchema.parse({}));
        expect(page.items.map((item) => item.trackingCode).slice(0, 2)).toEqual(['LPR-2026-P00001', 'LPR-2026-P00002']);
        expect(page).toMatchObject({ total: 1000, more: true, page: 1 });
      }
    } finally {
      setPublicReportPagesShared(true);
    }
    const [statement] = (await prepared()).filter((s) => s.statement.includes('json_agg(p.item') && s.statement.includes('LIMIT 13)'));
    expect(statement).toBeDefined();
    expect(statement!.generic_plans).toBeGreaterThan(0);
  });

  it('is read with no parallel workers, which the generic plan of a deep page would otherwise start', async () => {
    const { rows } = await one.query<{ max_parallel_workers_per_gather: string }>('SHOW max_parallel_workers_per_gather');
    expect(rows[0]!.max_parallel_workers_per_gather).toBe('0');
    const deep = await listPublicReports(db, publicReportQuerySchema.parse({ halaman: '30' }));
    expect(deep.items[0]!.trackingCode).toBe('LPR-2026-P00349');
  });
});
