// Issue 34, item 5: sign-ins to one account at the same moment. A right password is never refused
// because of another attempt still in flight, and never answered 500; wrong ones are still counted.
import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { LOGIN_POLICY } from './login-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  // Its own database: the test reads the account's throttle row.
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const login = (path: string, email: string, password: string, ip: string) =>
  t.request('POST', path, { json: { email, password }, headers: { 'x-forwarded-for': ip } });
const hash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 32);
const accountFailures = async (email: string) => {
  const [row] = await t.db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, `account:${hash(email)}`));
  return row?.failures ?? 0;
};
const tally = (answers: number[]) => answers.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.each(['/api/account/login', '/api/account/admin-login'])('%s, many at once to one account', (path) => {
  it('answers 200 to each of 80 parallel sign-ins with the right password from one address', { timeout: 90_000 }, async () => {
    const user = await t.createUser({ role: 'super_admin' });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 80 }, () => login(path, user.email, user.password, ip)));
    expect(tally(answers.map((r) => r.status))).toEqual({ 200: 80 });
    // Every success gave its attempt back.
    expect(await accountFailures(user.email)).toBe(0);
  });

  it(
    'answers 200 to every right password and 401 to every wrong one in a parallel mix, and counts the wrong ones',
    { timeout: 90_000 },
    async () => {
      const user = await t.createUser({ role: 'super_admin' });
      const owner = freshIp();
      // Four guessers, four wrong passwords each (under an address's free five), and the owner's own
      // address mistyping four times, in among 60 right passwords from it.
      const guessers = Array.from({ length: 4 }, () => freshIp());
      const attempts = [
        ...Array.from({ length: 60 }, () => ({ ip: owner, right: true })),
        ...Array.from({ length: LOGIN_POLICY.pair.free - 1 }, () => ({ ip: owner, right: false })),
        ...guessers.flatMap((ip) => Array.from({ length: LOGIN_POLICY.pair.free - 1 }, () => ({ ip, right: false }))),
      ].sort(() => Math.random() - 0.5);
      const answers = await Promise.all(
        attempts.map(async (a) => ({
          ...a,
          status: (await login(path, user.email, a.right ? user.password : `salah-${randomUUID()}`, a.ip)).status,
        })),
      );
      expect(tally(answers.filter((a) => a.right).map((a) => a.status))).toEqual({ 200: 60 });
      expect(tally(answers.filter((a) => !a.right).map((a) => a.status))).toEqual({ 401: 5 * (LOGIN_POLICY.pair.free - 1) });
      expect(await accountFailures(user.email)).toBe(5 * (LOGIN_POLICY.pair.free - 1));
    },
  );
});

describe('/api/account/login from many addresses at once', () => {
  it(
    'answers 200 to each of 120 parallel right passwords from 24 addresses: more in flight than the account’s hard stop',
    { timeout: 90_000 },
    async () => {
      const user = await t.createUser({ role: 'super_admin' });
      const addresses = Array.from({ length: 24 }, () => freshIp());
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => login('/api/account/login', user.email, user.password, addresses[i % 24]!)),
      );
      expect(tally(answers.map((r) => r.status))).toEqual({ 200: 120 });
      expect(await accountFailures(user.email)).toBe(0);
    },
  );
});

describe('a success removing the address’s count while another attempt reserves', () => {
  it('answers the other attempt, not 500', async () => {
    const user = await t.createUser();
    const ip = freshIp();
    expect((await login('/api/account/login', user.email, 'salah-sekali', ip)).status).toBe(401);
    // Hold the account's row, as an attempt in the middle of its reservation does; while it is held,
    // the address's count goes (as another attempt's success removed it) and the hold ends.
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM login_throttle WHERE key = $1 FOR UPDATE', [`account:${hash(user.email)}`]);
      const answer = login('/api/account/login', user.email, user.password, ip);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('DELETE FROM login_throttle WHERE key = $1', [`pair:${hash(user.email)}.${hash(ip)}`]);
      await holder.query('COMMIT');
      expect((await answer).status).toBe(200);
    } finally {
      holder.release();
    }
  });
});
