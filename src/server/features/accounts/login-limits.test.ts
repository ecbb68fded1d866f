// Login limits that hold under concurrency and cannot lock the owner out (docs/decisions/007-login-limits.md).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../../../shared/strings.ts';
import { loginThrottle } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { clearAccountLock, delayAfter, LOGIN_POLICY } from './login-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  // Its own database: these tests move every throttle row's clock.
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const login = (path: string, email: string, password: string, ip: string) =>
  t.request('POST', path, { json: { email, password }, headers: { 'x-forwarded-for': ip } });
/** As if the waits had passed: every closed key opens (their counts stay). */
const letTimePass = () => t.db.update(loginThrottle).set({ blockedUntil: sql`now() - interval '1 second'` });

describe.each(['/api/account/login', '/api/account/admin-login'])('%s under concurrency', (path) => {
  it('lets at most 20 of 100 parallel wrong guesses reach the password check; the rest get 429 and the right password is refused too', async () => {
    const victim = await t.createUser({ role: 'super_admin' });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(path, victim.email, `salah-${i}`, ip)));
    const checked = answers.filter((r) => r.status === 401).length;
    const refused = answers.filter((r) => r.status === 429).length;
    expect(checked + refused).toBe(100);
    // The free five, and on a slow machine perhaps one more for each doubling wait the burst outlasted.
    expect(checked).toBeGreaterThanOrEqual(LOGIN_POLICY.pair.free);
    expect(checked).toBeLessThanOrEqual(20);
    // While the wait lasts, even the right password is not checked. (The burst may have outlasted
    // the first, one-second wait on a loaded machine: the wait is stretched, not the clock.)
    await t.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() + interval '1 minute'` })
      .where(sql`${loginThrottle.blockedUntil} IS NOT NULL`);
    const right = await login(path, victim.email, victim.password, ip);
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets at most 20 of 100 parallel guesses at 100 different accounts from one address through', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login(path, `tebak-${randomUUID().slice(0, 8)}@contoh.id`, 'salah-salah', ip)),
    );
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(answers.filter((r) => r.status === 429).length).toBe(100 - checked);
  });
});

describe('not a lockout weapon', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await t.createUser({ role: 'super_admin' });
  });

  it('lets the super admin in from their own address while a guesser elsewhere is held back', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 50; i++) await login('/api/account/admin-login', admin.email, `tebakan-${i}`, attacker);
    expect((await login('/api/account/admin-login', admin.email, admin.password, attacker)).status).toBe(429);
    const owner = await login('/api/account/admin-login', admin.email, admin.password, freshIp());
    expect(owner.status).toBe(200);
  });

  it('slows an office behind one address after many colleagues mistype, for at most a minute, and never shuts it out', async () => {
    // (25 colleagues: more than the address's free failures.)
    const office = freshIp();
    const colleagues = await Promise.all(Array.from({ length: 25 }, () => t.createUser()));
    let slowed: Response | null = null;
    for (const colleague of colleagues) {
      const wrong = await login('/api/account/login', colleague.email, 'salah-ketik', office);
      if (wrong.status === 429) slowed = wrong;
    }
    expect(slowed).not.toBeNull();
    expect(Number(slowed!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await letTimePass();
    expect((await login('/api/account/login', colleagues[0]!.email, colleagues[0]!.password, office)).status).toBe(200);
  });

  it('makes each further wait longer: 1 s, then 2 s, then 4 s', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_POLICY.pair.free; i++) expect((await login('/api/account/login', user.email, `x${i}`, ip)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const held = await login('/api/account/login', user.email, user.password, ip);
      expect(held.status).toBe(429);
      expect((await held.json()).error.message).toMatch(/^Terlalu banyak percobaan login\. Silakan coba lagi dalam \d+ detik\.$/);
      waits.push(Number(held.headers.get('retry-after')));
      await letTimePass();
      expect((await login('/api/account/login', user.email, `lagi-${round}`, ip)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect(delayAfter(LOGIN_POLICY.pair, 30)).toBe(15 * 60 * 1000);
  });

  it('gives a success back: after a right password the count starts again', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_POLICY.pair.free - 1; i++)
        expect((await login('/api/account/login', user.email, `x${i}`, ip)).status).toBe(401);
      expect((await login('/api/account/login', user.email, user.password, ip)).status).toBe(200);
    }
  });

  it('closes an account after 100 failures from anywhere in a day, until an admin opens it again', async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_POLICY.account.hardLimit; i++) {
      const res = await login('/api/account/login', user.email, `tebakan-${i}`, `198.51.100.${i}`);
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const locked = await login('/api/account/login', user.email, user.password, freshIp());
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(AUTH.accountLocked);
    await clearAccountLock(t.db, user.email);
    expect((await login('/api/account/login', user.email, user.password, freshIp())).status).toBe(200);
  });

  it('keeps no e-mail or address in the clear', async () => {
    const rows = await t.db.select({ key: loginThrottle.key }).from(loginThrottle);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).not.toMatch(/@|\d+\.\d+\.\d+\.\d+/);
  });
});
