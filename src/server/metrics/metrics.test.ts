import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

// /metrics (issue 37, item 3), read as a Prometheus on another machine would, with the token.
const TOKEN = 'token-prometheus-kantor-0123456789';
let t: TestApp;

beforeAll(async () => {
  // A database of its own: the outbox figures are compared with what this test put there.
  t = await createTestApp({ isolated: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => t.app.request('/metrics', { headers });

/** The value of one sample line, e.g. `portal_outbox_mails{status="pending"}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('/metrics', () => {
  it('is refused without the token to anyone not on this machine, and to a wrong token', async () => {
    expect((await scrape({})).status).toBe(403);
    expect((await scrape({ authorization: 'Bearer salah-salah-salah-salah-salah' })).status).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(403);
  });

  it('counts requests by route pattern and status, with their durations', async () => {
    for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/health')).status).toBe(200);
    const refused = (await t.request('GET', '/api/laporan/KODE-TIDAK-ADA')).status;
    expect(refused).toBeGreaterThanOrEqual(400);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(3);
    // The route's pattern, never the code someone typed: the labels stay few whatever is asked.
    expect(text).not.toContain('KODE-TIDAK-ADA');
    expect(text).toContain(`portal_http_request_duration_seconds_count{method="GET",route="/api/laporan/:code",status="${refused}"} 1`);
    expect(text).toContain('portal_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/health",status="200"}');
  });

  it('shows the outbox, the job queue, the pool and Node itself', async () => {
    await t.db.execute(sql`
      insert into outbox_mails (kind, to_address, subject, text_body, html_body, status, created_at) values
        ('uji', 'a@contoh.id', 'Tertunda', 'x', 'x', 'pending', now() - interval '2 hours'),
        ('uji', 'b@contoh.id', 'Tertunda', 'x', 'x', 'pending', now() - interval '1 minute'),
        ('uji', 'c@contoh.id', 'Gagal', 'x', 'x', 'failed', now()),
        ('uji', 'd@contoh.id', 'Terkirim', 'x', 'x', 'sent', now())`);
    const text = await (await scrape()).text();
    expect(sample(text, 'portal_database_up')).toBe(1);
    expect(sample(text, 'portal_outbox_mails{status="pending"}')).toBe(2);
    expect(sample(text, 'portal_outbox_mails{status="failed"}')).toBe(1);
    expect(sample(text, 'portal_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(7200);
    expect(sample(text, 'portal_outbox_oldest_pending_age_seconds')).toBeLessThan(7300);
    expect(sample(text, 'portal_jobs_ready')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds ');
    expect(text).toContain('process_resident_memory_bytes ');
  });
});

describe('/metrics on backups', () => {
  it('gives the last good backup time (0 with none) and whether the latest run failed', async () => {
    let text = await (await scrape()).text();
    expect(sample(text, 'portal_backup_last_success_timestamp_seconds')).toBe(0);
    expect(sample(text, 'portal_backup_last_run_failed')).toBe(0);

    const ok = new Date(Date.UTC(2026, 4, 14, 17, 0, 5));
    await t.db.execute(sql`
      insert into backup_runs (trigger, status, started_at, finished_at, name, location, size_bytes) values
        ('schedule', 'ok', ${new Date(ok.getTime() - 60_000)}, ${ok}, 'a.tar', '/srv', 10),
        ('manual', 'ok', ${new Date(ok.getTime() - 7_200_000)}, ${new Date(ok.getTime() - 3_600_000)}, 'b.tar', '/srv', 10)`);
    text = await (await scrape()).text();
    expect(sample(text, 'portal_backup_last_success_timestamp_seconds')).toBe(ok.getTime() / 1000);
    expect(sample(text, 'portal_backup_last_run_failed')).toBe(0);

    await t.db.execute(sql`
      insert into backup_runs (trigger, status, started_at, finished_at, error) values
        ('schedule', 'failed', ${new Date(ok.getTime() + 86_400_000)}, ${new Date(ok.getTime() + 86_460_000)}, 'Disk penuh')`);
    text = await (await scrape()).text();
    expect(sample(text, 'portal_backup_last_success_timestamp_seconds')).toBe(ok.getTime() / 1000);
    expect(sample(text, 'portal_backup_last_run_failed')).toBe(1);
  });
});
