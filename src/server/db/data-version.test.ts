// docs/decisions/041: data_version moves on once per committed transaction that wrote to a watched
// table, and a kept admin page is served only to requests that saw the version it was read under.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DamageReportAdminItem, Paged } from '../../shared/admin-schemas.ts';
import { insertDamageReport } from '../features/admin-requests/request-factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { articles, damageReports, profiles, serviceRequests } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: no other test file moves its version.
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

const version = async () => Number((await t.pool.query('SELECT version FROM data_version')).rows[0].version);

describe('data_version', () => {
  it('moves on once per committed transaction that wrote to a watched table, at its commit', async () => {
    const v0 = await version();
    const other = await t.pool.connect();
    try {
      await other.query('BEGIN');
      const { rows } = await other.query(
        `INSERT INTO service_requests (title, description, details, tracking_code)
         SELECT 'Laporan', 'Jl. ' || i, '{}'::jsonb, 'LPR-2026-V' || i FROM generate_series(1, 50) i RETURNING id`,
      );
      await other.query(`INSERT INTO damage_reports (request_id, report_type) SELECT unnest($1::uuid[]), 'Jalan'`, [rows.map((r) => r.id)]);
      // Not yet: a reader sees the new number exactly when it sees the rows.
      expect(await version()).toBe(v0);
      await other.query('COMMIT');
      expect(await version()).toBe(v0 + 1);
      // A transaction rolled back leaves it.
      await other.query('BEGIN');
      await other.query(`UPDATE service_requests SET status = 'Diproses' WHERE id = $1`, [rows[0].id]);
      await other.query('ROLLBACK');
      expect(await version()).toBe(v0 + 1);
    } finally {
      other.release();
    }
    // Every watched table, each write on its own.
    const user = await t.createUser();
    const v1 = await version();
    await t.db.update(profiles).set({ fullName: 'Nama Baru' }).where(eq(profiles.id, user.id));
    expect(await version()).toBe(v1 + 1);
    await t.db.update(damageReports).set({ supporters: sql`${damageReports.supporters} + 1` });
    expect(await version()).toBe(v1 + 2);
    // A table the admin lists do not read leaves it.
    await t.db.delete(articles).where(eq(articles.slug, 'tidak-ada'));
    await t.db.update(serviceRequests).set({ title: 'Laporan' }).where(eq(serviceRequests.id, '00000000-0000-0000-0000-000000000000'));
    expect(await version()).toBe(v1 + 2);
  });
});

describe('kept admin pages', () => {
  it('serves a page again only while nothing was written, and never an older page than a live read', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const report = await insertDamageReport(t.db, { location: 'Jl. Versi 1' });
    const reads: string[] = [];
    const query = t.pool.query.bind(t.pool);
    t.pool.query = ((config: unknown, values?: unknown) => {
      // A page's statement, prepared or (a search, docs/decisions/042) planned with its word.
      const text = (config as { text?: string }).text;
      if (text?.includes('json_agg(p.k')) reads.push(text);
      return query(config as never, values as never);
    }) as typeof t.pool.query;
    try {
      const list = async () => {
        const res = await t.request('GET', '/api/admin/damage-reports?q=versi', { as: admin });
        expect(res.status).toBe(200);
        return ((await res.json()) as Paged<DamageReportAdminItem>).items;
      };
      expect((await list()).map((i) => i.status)).toEqual(['Diajukan']);
      expect(reads).toHaveLength(1);
      // Nothing written: the same page, not read again.
      expect((await list()).map((i) => i.status)).toEqual(['Diajukan']);
      expect(reads).toHaveLength(1);
      // Written around the app (as another worker would): the next request reads it.
      await t.db.update(serviceRequests).set({ status: 'Diproses' }).where(eq(serviceRequests.id, report.id));
      expect((await list()).map((i) => i.status)).toEqual(['Diproses']);
      expect(reads).toHaveLength(2);
      // Through the API, and a new report.
      const done = await t.request('PATCH', `/api/admin/damage-reports/${report.id}/status`, { as: admin, json: { status: 'Selesai' } });
      expect(done.status).toBe(200);
      await insertDamageReport(t.db, { location: 'Jl. Versi 2' });
      expect((await list()).map((i) => `${i.location} ${i.status}`)).toEqual(['Jl. Versi 2 Diajukan', 'Jl. Versi 1 Selesai']);
    } finally {
      t.pool.query = query;
    }
  });
});
