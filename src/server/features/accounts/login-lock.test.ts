// The login lock on the users page (issue 33, item 5; docs/decisions/045): shown to super admins
// with its reason and end, and lifted by them, audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../shared/admin-schemas.ts';
import type { AdminUserItem } from '../../../shared/users-schemas.ts';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { LOGIN_POLICY, reserveLoginAttempt } from './login-limiter.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** The account's hard stop, reached from 20 addresses; returns the first of them. */
async function lockOut(user: TestUser): Promise<string> {
  const addresses = Array.from({ length: 20 }, () => `203.0.113.${++ipCounter % 250}`);
  for (let i = 0; i < LOGIN_POLICY.account.hardLimit; i++) await reserveLoginAttempt(t.db, user.email, addresses[Math.floor(i / 5)]!);
  return addresses[0]!;
}
const listed = async (user: TestUser) => {
  const res = await t.request('GET', `/api/admin/users?q=${encodeURIComponent(user.email)}`, { as: admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as Paged<AdminUserItem>).items.find((u) => u.id === user.id)!;
};
const unlockAudits = (user: TestUser) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.unlock'), eq(auditLog.target, user.id)));
const login = (user: TestUser, ip: string) =>
  t.request('POST', '/api/account/login', { json: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': ip } });

describe('a locked account on the users page', () => {
  it('shows the lock with its reason and end, and "Buka kunci" lifts it for every address, audited', async () => {
    const user = await t.createUser();
    expect((await listed(user)).loginLock).toBeNull();
    const attacker = await lockOut(user);

    const lock = (await listed(user)).loginLock;
    expect(lock).not.toBeNull();
    expect(lock!.failures).toBe(LOGIN_POLICY.account.hardLimit);
    // A customer's lock lasts until the account's 24-hour window ends.
    const until = new Date(lock!.until).getTime();
    expect(until).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect((await login(user, attacker)).status).toBe(429);

    const res = await t.request('POST', `/api/admin/users/${user.id}/unlock`, { as: admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminUserItem).loginLock).toBeNull();
    expect((await listed(user)).loginLock).toBeNull();
    const audit = await unlockAudits(user);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);
    expect(audit[0]!.details).toMatchObject({ email: user.email, failures: LOGIN_POLICY.account.hardLimit });
    expect((await login(user, attacker)).status).toBe(200);
  });

  it('shows a super admin’s lock ending within 15 minutes', async () => {
    const other = await t.createUser({ role: 'super_admin' });
    await lockOut(other);
    const lock = (await listed(other)).loginLock;
    expect(new Date(lock!.until).getTime()).toBeLessThanOrEqual(Date.now() + LOGIN_POLICY.account.superAdminLockMs);
  });

  it('refuses the unlock to anyone but a super admin (403) and changes nothing', async () => {
    const user = await t.createUser();
    await lockOut(user);
    for (const role of ['admin_ujilab', 'admin_ppid', 'customer'] as const) {
      const someone = await t.createUser({ role });
      expect((await t.request('POST', `/api/admin/users/${user.id}/unlock`, { as: someone })).status).toBe(403);
    }
    expect((await listed(user)).loginLock).not.toBeNull();
    expect(await unlockAudits(user)).toHaveLength(0);
  });

  it('answers 404 for an unknown user and writes nothing for an account that is not locked', async () => {
    expect((await t.request('POST', '/api/admin/users/tidak-ada/unlock', { as: admin })).status).toBe(404);
    const user = await t.createUser();
    const res = await t.request('POST', `/api/admin/users/${user.id}/unlock`, { as: admin });
    expect(res.status).toBe(200);
    expect(await unlockAudits(user)).toHaveLength(0);
  });
});
