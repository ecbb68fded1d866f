import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../shared/system-schemas.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

// /admin/sistem's figures (issue 37, item 3), on a database of its own so that they are this test's.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  admin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t?.close());

const status = async () => {
  const res = await t.request('GET', '/api/admin/system', { as: admin });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as SystemStatus;
};

describe('GET /api/admin/system', () => {
  it('says the portal, the database and the disk as they are, and that no backup is recorded yet', async () => {
    const s = await status();
    expect(s.portal.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(s.portal.node).toBe(process.versions.node);
    expect(s.database).toMatchObject({ up: true, version: expect.stringMatching(/^\d+/) });
    expect(s.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(s.disk!.totalBytes).toBeGreaterThan(s.disk!.freeBytes);
    expect(s.disk!.usedPercent).toBeGreaterThan(0);
    expect(s.mail).toMatchObject({ failed: 0, recentFailed: [] });
    expect(s.backups.lastAt).toBeNull();
    expect(s.warnings).toEqual(['no-backup']);
  });

  it('warns of mail stuck over 15 minutes and mail given up on, and lists the latter for "Kirim ulang"', async () => {
    await t.db.execute(sql`
      insert into outbox_mails (kind, to_address, subject, text_body, html_body, status, created_at, last_error) values
        ('uji', 'lambat@contoh.id', 'Menunggu', 'x', 'x', 'pending', now() - interval '14 minutes', null),
        ('uji', 'gagal@contoh.id', 'Tanda terima', 'x', 'x', 'failed', now() - interval '1 hour', '550 mailbox unavailable')`);
    let s = await status();
    // 14 minutes is not yet stuck.
    expect(s.warnings).toEqual(['no-backup', 'mail-failed']);
    expect(s.mail.recentFailed).toEqual([
      expect.objectContaining({ to: 'gagal@contoh.id', subject: 'Tanda terima', lastError: '550 mailbox unavailable' }),
    ]);
    await t.db.execute(sql`update outbox_mails set created_at = now() - interval '16 minutes' where to_address = 'lambat@contoh.id'`);
    s = await status();
    expect(s.warnings).toEqual(['no-backup', 'mail-stuck', 'mail-failed']);
    expect(s.mail.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(16 * 60);
  });
});
