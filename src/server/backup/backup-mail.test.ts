import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { BACKUP_FAILED_MAIL_KIND, mailBackupFailed } from './backup-mail.ts';

// Issue 37, item 2: a failed backup is an e-mail to each super admin, and to no one else.
let t: TestApp;
beforeAll(async () => {
  // A database of its own: every super admin in it is this test's.
  t = await createTestApp({ isolated: true });
});
afterAll(() => t?.close());

describe('mailBackupFailed', () => {
  it('queues one mail per super admin saying what failed and what to do, and none to a clerk', async () => {
    const a = await t.createUser({ role: 'super_admin', fullName: 'Andi Admin' });
    const b = await t.createUser({ role: 'super_admin', fullName: 'Budi Admin' });
    const clerk = await t.createUser({ role: 'admin_sirekanan' });
    // 17:05 UTC is 01:05 WITA the next day.
    const at = new Date(Date.UTC(2026, 4, 14, 17, 5));
    const queued = await t.db.transaction((tx) =>
      mailBackupFailed(tx, t.deps.env, { at, error: 'Disk penuh: tersisa 0 B', where: '/srv/portal/data/backups' }),
    );
    expect(queued).toBe(2);
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.kind, BACKUP_FAILED_MAIL_KIND));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([a.email, b.email].sort());
    expect(mails.some((m) => m.toAddress === clerk.email)).toBe(false);
    const mail = mails.find((m) => m.toAddress === a.email)!;
    expect(mail.status).toBe('pending');
    expect(mail.subject).toBe('Cadangan portal GAGAL: 15 Mei 2026 pukul 01.05 WITA');
    expect(mail.textBody).toContain('Yth. Andi Admin');
    expect(mail.textBody).toContain('Kesalahan: Disk penuh: tersisa 0 B');
    expect(mail.textBody).toContain('/srv/portal/data/backups');
    expect(mail.textBody).toContain('sebelumnya tetap tersimpan');
    expect(mail.textBody).toContain('npm run backup');
    expect(mail.textBody).toContain('BACKUP_DIR');
    expect(mail.textBody).toContain('http://portal.test/admin/sistem');
    expect(mail.htmlBody).toContain('href="http://portal.test/admin/sistem"');
  });
});
