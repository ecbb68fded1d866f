import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM } from '../../../shared/system-strings.ts';
import { outboxMails } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { sendDailyDigest } from './daily-digest.ts';

// Issue 37, item 3: each morning, a mail to the super admins only when something needs them, once a day.
let t: TestApp;
let admins: TestUser[];
let clerk: TestUser;

beforeAll(async () => {
  // A database of its own: its warnings and super admins are this test's.
  t = await createTestApp({ isolated: true });
  admins = [await t.createUser({ role: 'super_admin' }), await t.createUser({ role: 'super_admin' })];
  clerk = await t.createUser({ role: 'admin_ujilab' });
  // A good backup an hour ago: a portal with nothing to tell.
  await t.db.execute(sql`
    insert into backup_runs (trigger, status, started_at, finished_at, name, location, size_bytes)
    values ('schedule', 'ok', now() - interval '61 minutes', now() - interval '1 hour', 'portal.tar', '/srv/cadangan', 1000)`);
});
afterAll(() => t?.close());

const digests = () => t.db.select().from(outboxMails).where(eq(outboxMails.kind, 'system_digest'));
const DAY_MS = 86_400_000;

describe('sendDailyDigest', () => {
  it('mails no one when all is well, nor for an outage of the day before yesterday', async () => {
    await t.db.execute(sql`
      insert into system_incidents (kind, started_at, ended_at) values
        ('database_unavailable', now() - interval '30 hours', now() - interval '29 hours')`);
    expect(await sendDailyDigest(t.deps, new Date())).toEqual({ queued: 0, reason: 'all-well' });
    expect(await digests()).toEqual([]);
  });

  it('mails each super admin, and no clerk, what needs them: a failed backup with its error, failed mail, an outage', async () => {
    await t.db.execute(sql`
      insert into backup_runs (trigger, status, started_at, finished_at, location, error)
      values ('schedule', 'failed', now() - interval '11 minutes', now() - interval '10 minutes', '/srv/cadangan', 'Disk penuh: tersisa 0 B')`);
    await t.db.execute(sql`
      insert into outbox_mails (kind, to_address, subject, text_body, html_body, status, last_error)
      values ('uji', 'gagal@contoh.id', 'Tanda terima', 'x', 'x', 'failed', '550 mailbox unavailable')`);
    await t.db.execute(sql`
      insert into system_incidents (kind, started_at, ended_at) values
        ('database_unavailable', now() - interval '5 hours', now() - interval '5 hours' + interval '40 seconds')`);
    const now = new Date();
    expect(await sendDailyDigest(t.deps, now)).toEqual({ queued: 2 });
    const mails = await digests();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mails.some((m) => m.toAddress === clerk.email)).toBe(false);
    const text = mails[0]!.textBody;
    expect(mails[0]!.subject).toMatch(/^Portal PUPR Sulawesi Barat: 3 hal perlu ditangani \(\d+ \S+ \d{4}\)$/);
    expect(text).toContain(SYSTEM.warnings['backup-failed']);
    expect(text).toContain('Kesalahan pencadangan terakhir: Disk penuh: tersisa 0 B');
    expect(text).toContain(SYSTEM.warnings['mail-failed']);
    expect(text).toContain('Basis data tidak dapat dijangkau dari');
    expect(text).toContain('http://portal.test/admin/sistem');
    expect(text).not.toContain(SYSTEM.warnings['no-backup']);
  });

  it('queues once a WITA day however often it runs, and again the next morning', async () => {
    const now = new Date();
    expect(await sendDailyDigest(t.deps, now)).toEqual({ queued: 0, reason: 'already-sent' });
    // Two instances at once: still once.
    const both = await Promise.all([sendDailyDigest(t.deps, now), sendDailyDigest(t.deps, now)]);
    expect(both.map((r) => r.queued)).toEqual([0, 0]);
    expect(await digests()).toHaveLength(2);

    const tomorrow = new Date(now.getTime() + DAY_MS);
    const [first, second] = await Promise.all([sendDailyDigest(t.deps, tomorrow), sendDailyDigest(t.deps, tomorrow)]);
    expect([first!.queued, second!.queued].sort()).toEqual([0, 2]);
    expect(await digests()).toHaveLength(4);
  });
});
