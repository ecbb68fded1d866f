// Issue 41 (docs/decisions/075): at 100,000 reports, the public list's deep page, its most-supported
// order and the admin search are read from their indexes, never by reading the table. Each page's
// statement is taken as the verb sends it, and PostgreSQL's plan for it checked: the generic plan a
// prepared page runs with, or the plan made with the word for a search (planned on each read).
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestListQuerySchema, type DamageReportAdminItem, type KeysetPaged } from '../../../shared/admin-schemas.ts';
import { encodeCursor } from '../../../shared/keyset.ts';
import { publicReportQuerySchema } from '../../../shared/public-report-schemas.ts';
import type { SessionUser } from '../../context.ts';
import { createDb, createPool, type Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listDamageReportsJson } from './list-damage-reports.ts';
import { listPublicReports, setPublicReportPagesShared } from './list-public-reports.ts';

const REPORTS = 100_000;
let t: TestApp;
let pool: pg.Pool;
let db: Db;
/** The statements the verbs sent, as pg received them. */
const sent: Array<{ text: string; values: unknown[] }> = [];
const admin: SessionUser = {
  id: 'keyset-plans-test',
  email: 'admin@pupr.test',
  fullName: 'Admin',
  role: 'super_admin',
  isAdmin: true,
  emailVerified: true,
  createdAt: new Date(),
};

beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  await t.pool.query('SELECT setseed(0.41)');
  await t.pool.query(
    `WITH r AS (
       INSERT INTO service_requests (service_type, title, description, details, status, tracking_code, created_at)
       SELECT 'lapor_kerusakan', 'Laporan Kerusakan Jalan', 'Jl. Poros km ' || i,
         jsonb_build_object('reporter_name', 'Pelapor ' || i, 'report_type', 'Jalan', 'description', 'Jalan berlubang'),
         (ARRAY['Diajukan','Diproses','Selesai','Ditolak']::request_status[])[1 + i % 4],
         'LPR-2026-K' || lpad(to_hex(i), 5, '0'), now() - make_interval(secs => i * 600)
       FROM generate_series(1, $1::int) i RETURNING id, created_at)
     INSERT INTO damage_reports (request_id, report_type, kabupaten, visibility, supporters, reported_at)
     SELECT id, (ARRAY['Jalan','Jembatan','Bangunan Air','Bangunan Gedung','Lainnya'])[1 + floor(random() * 5)::int],
       (ARRAY['Mamuju','Mamuju Tengah','Pasangkayu','Majene','Polewali Mandar','Mamasa'])[1 + floor(random() * 6)::int],
       CASE WHEN random() < 0.8 THEN 'publik' ELSE 'menunggu' END, (random() * 20)::int, created_at
     FROM r`,
    [REPORTS],
  );
  // As the bench does after its bulk load: the trigram entries out of GIN's pending list, and statistics.
  await t.pool.query('VACUUM ANALYZE service_requests, damage_reports');
  pool = createPool(t.pool.options.connectionString!, 2);
  const query = pool.query.bind(pool) as unknown as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const config = args[0] as { text?: string; values?: unknown[] };
    if (typeof config === 'object' && config.text) sent.push({ text: config.text, values: config.values ?? [] });
    return query(...args);
  }) as unknown as typeof pool.query;
  db = createDb(pool);
  setPublicReportPagesShared(false);
}, 60_000);
afterAll(async () => {
  setPublicReportPagesShared(true);
  await pool.end();
  await t.close();
});

/**
 * The page statement the last call sent: the one that finds the page's rows by their keys (and, but
 * for a search, builds their items).
 */
async function pageStatement(read: () => Promise<unknown>) {
  sent.length = 0;
  await read();
  const page = sent.find((s) => s.text.includes('json_agg(p.k'));
  if (!page) throw new Error(`no page statement among ${sent.length}`);
  return page;
}

/** EXPLAIN of a statement as a prepared page runs it (its generic plan), or with its values (a search). */
async function plan(statement: { text: string; values: unknown[] }, generic: boolean): Promise<string> {
  const client = await t.pool.connect();
  try {
    let rows: Array<{ 'QUERY PLAN': string }>;
    if (generic) {
      await client.query(`PREPARE keyset_plan AS ${statement.text}`);
      await client.query('SET plan_cache_mode = force_generic_plan');
      const args = statement.values.map((v) => (v === null ? 'NULL' : client.escapeLiteral(String(v))));
      ({ rows } = await client.query(`EXPLAIN EXECUTE keyset_plan${args.length ? `(${args.join(', ')})` : ''}`));
    } else {
      ({ rows } = await client.query(`EXPLAIN ${statement.text}`, statement.values));
    }
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    if (process.env.SHOW_PLANS) console.log(text);
    return text;
  } finally {
    await client.query('DEALLOCATE ALL; RESET plan_cache_mode');
    client.release();
  }
}

/** The cursor of the row `at` of an order (0-based), as the pager would have made it on the page before. */
async function cursorAt(sort: string, orderBy: string, where: string, at: number, keys: string[], page: number) {
  const { rows } = await t.pool.query<Record<string, string>>(
    `SELECT ${keys.map((k, i) => `${k}::text AS k${i}`).join(', ')} FROM damage_reports d JOIN service_requests r ON r.id = d.request_id
     WHERE ${where} ORDER BY ${orderBy} OFFSET ${at} LIMIT 1`,
  );
  return encodeCursor({ sort, direction: 'after', page, keys: keys.map((_, i) => rows[0]![`k${i}`]!) });
}

describe('keyset pages and searches at 100,000 reports (docs/decisions/075)', () => {
  it('reads the public list deep in from its index, where the cursor is', async () => {
    const kursor = await cursorAt(
      'terbaru',
      'd.reported_at DESC, d.request_id',
      "d.visibility = 'publik'",
      999,
      ['d.reported_at', 'd.request_id'],
      84,
    );
    const query = publicReportQuerySchema.parse({ kursor });
    const page = await listPublicReports(db, query);
    expect(page).toMatchObject({ page: 84 });
    expect(page.items).toHaveLength(12);
    const text = await plan(await pageStatement(() => listPublicReports(db, query)), true);
    expect(text).toMatch(/Index Scan using damage_reports_public_idx on damage_reports/);
    expect(text).toMatch(/Index Cond: \(\(visibility = 'publik'::text\) AND \(reported_at <= /);
    expect(text).not.toMatch(/Seq Scan|Sort Key: [^\n]*(reported_at|supporters)/);
  });

  it('reads the most supported order deep in from its index too', async () => {
    const kursor = await cursorAt(
      'dukungan',
      'd.supporters DESC, d.reported_at DESC, d.request_id',
      "d.visibility = 'publik'",
      999,
      ['d.supporters', 'd.reported_at', 'd.request_id'],
      84,
    );
    const query = publicReportQuerySchema.parse({ kursor, urut: 'dukungan' });
    const page = await listPublicReports(db, query);
    expect(page.items).toHaveLength(12);
    const text = await plan(await pageStatement(() => listPublicReports(db, query)), true);
    expect(text).toMatch(/Index Scan using damage_reports_supported_idx on damage_reports/);
    expect(text).toMatch(/Index Cond: \(\(visibility = 'publik'::text\) AND \(ROW\(supporters, reported_at\) <= ROW\(/);
    expect(text).not.toMatch(/Seq Scan|Sort Key: [^\n]*(reported_at|supporters)/);
  });

  it('reads a filtered most-supported page from the index, joining each row to its request by its key', async () => {
    const query = publicReportQuerySchema.parse({ status: 'Diproses', kabupaten: 'Majene', urut: 'dukungan' });
    const page = await listPublicReports(db, query);
    expect(page.items).toHaveLength(12);
    expect(page.items.every((i) => i.status === 'Diproses' && i.kabupaten === 'Majene')).toBe(true);
    const text = await plan(await pageStatement(() => listPublicReports(db, query)), true);
    expect(text).toMatch(/Index Scan using damage_reports_supported_idx on damage_reports/);
    expect(text).not.toMatch(/Seq Scan|Sort Key: [^\n]*(reported_at|supporters)/);
  });

  it("searches the admin list for 'poros km 12' through the trigram index", async () => {
    const input = requestListQuerySchema.parse({ q: 'poros km 12' });
    const body = await listDamageReportsJson({ db, actor: admin, input });
    const page = JSON.parse(new TextDecoder().decode(body)) as KeysetPaged<DamageReportAdminItem>;
    expect(page.items).toHaveLength(20);
    expect(page.items.every((i) => /Jl\. Poros km 12/.test(i.location))).toBe(true);
    const text = await plan(await pageStatement(() => listDamageReportsJson({ db, actor: admin, input })), false);
    // A common phrase (1,111 matches): its count reads the trigram index; its page may walk newest
    // first until 20 match (planned with the word, PostgreSQL finds that cheaper: about 2 ms).
    expect(text).toContain('Bitmap Index Scan on service_requests_search_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on service_requests/);
    // Walking, it reads the search text from the index, no table row (migration 0047).
    expect(text).not.toMatch(/Index Scan( Backward)? using service_requests_created_idx/);
    if (/damage_walk_idx/.test(text)) expect(text).toMatch(/Index Only Scan using service_requests_damage_walk_idx/);
    // A rare one is found through the trigram index alone, page and count.
    const rare = requestListQuerySchema.parse({ q: 'poros km 99999' });
    const rareText = await plan(await pageStatement(() => listDamageReportsJson({ db, actor: admin, input: rare })), false);
    expect(rareText.match(/Bitmap Index Scan on service_requests_search_trgm_idx/g)).toHaveLength(2);
    expect(rareText).not.toMatch(/Seq Scan on service_requests|service_requests_created_idx|service_requests_damage_walk_idx/);
    // A search's items are made by a second statement, prepared once for every search (planning
    // the items' subqueries with each word cost more than reading them): by id, from the keys.
    sent.length = 0;
    await listDamageReportsJson({ db, actor: admin, input });
    expect(sent).toHaveLength(2);
    const items = sent.find((s) => s.text.includes('json_array_elements_text'))!;
    const itemsPlan = await plan(items, true);
    expect(itemsPlan).toMatch(/Index Scan using service_requests_pkey on service_requests/);
    expect(itemsPlan).not.toMatch(/Seq Scan on (service_requests|damage_reports)/);
  });

  it('reads the admin list deep in from the created-at index, where the cursor is', async () => {
    const { rows } = await t.pool.query<{ at: string; id: string }>(
      `SELECT created_at::text AS at, id::text AS id FROM service_requests ORDER BY created_at DESC, id DESC OFFSET 999 LIMIT 1`,
    );
    const cursor = encodeCursor({ sort: 'newest', direction: 'after', page: 51, keys: [rows[0]!.at, rows[0]!.id] });
    const input = requestListQuerySchema.parse({ cursor });
    const body = await listDamageReportsJson({ db, actor: admin, input });
    const page = JSON.parse(new TextDecoder().decode(body)) as KeysetPaged<DamageReportAdminItem>;
    expect(page).toMatchObject({ page: 51, total: 2000, more: true });
    expect(page.items).toHaveLength(20);
    const text = await plan(await pageStatement(() => listDamageReportsJson({ db, actor: admin, input })), true);
    expect(text).toMatch(/Index Scan Backward using service_requests_created_idx on service_requests/);
    expect(text).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW\(/);
    expect(text).not.toMatch(/Sort Key: [^\n]*created_at/);
    // The capped count in the same statement stops after its window (ADR 036): a scan under its LIMIT of 2,001.
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (/Seq Scan on service_requests/.test(line)) expect(lines[i - 1]).toMatch(/Limit .*rows=2001 /);
    });
  });
});
