import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, systemIncidents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordOutage, type Outage } from './outages.ts';

// Issue 34: an outage that several processes saw is one incident and one e-mail to each super admin.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 1, 0, s));
const outageMails = () => t.db.select().from(outboxMails).where(eq(outboxMails.kind, 'system_incident'));

describe('an outage of the database', () => {
  it('is recorded once and mailed once to every super admin, however many processes report it', async () => {
    const seenByOne: Outage = { startedAt: at(0), endedAt: at(9) };
    const seenByAnother: Outage = { startedAt: at(2), endedAt: at(11) };
    const restarted: Outage = { startedAt: at(0), endedAt: at(2), detail: 'embedded_restarted' };
    expect(await recordOutage(t.db, seenByOne, 'http://portal.test')).toBe('mailed');
    expect(await recordOutage(t.db, seenByAnother, 'http://portal.test')).toBe('merged');
    expect(await recordOutage(t.db, restarted, 'http://portal.test')).toBe('merged');
    const rows = await t.db.select().from(systemIncidents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ startedAt: at(0), endedAt: at(11), detail: 'embedded_restarted' });
    const admins = await t.db.query.profiles.findMany({ where: (p, { eq: is }) => is(p.role, 'super_admin') });
    const mails = await outageMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mails[0]!.textBody).toContain('tidak dapat dijangkau');
    expect(mails[0]!.textBody).toContain('9 detik');
  });

  it('is not mailed for a blip of a second, nor again within the hour', async () => {
    const before = (await outageMails()).length;
    expect(await recordOutage(t.db, { startedAt: at(100), endedAt: at(101) }, 'http://portal.test')).toBe('too short');
    expect(await recordOutage(t.db, { startedAt: at(300), endedAt: at(330) }, 'http://portal.test')).toBe('recorded');
    expect(await t.db.select().from(systemIncidents)).toHaveLength(2);
    expect(await outageMails()).toHaveLength(before);
  });
});
