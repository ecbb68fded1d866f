import { createHash } from 'node:crypto';
import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import { AUTH, fillText } from '../../../shared/strings.ts';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/*
 * docs/decisions/007-login-limits.md. An attempt is reserved — counted as a failure — before the
 * password is checked, in one transaction holding the rows' locks, so a hundred guesses sent at
 * once are counted one after another and only the first few reach the check. A success gives the
 * reservation back.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

type Policy = {
  /** Failures in this window count; an older window starts again from zero. */
  windowMs: number;
  /** Failures allowed before any delay. */
  free: number;
  /** The wait after failure number `free`, doubling with each further failure, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A hard stop: at this many failures the key stays closed until its window ends. */
  hardLimit?: number;
};

export const LOGIN_POLICY = {
  /** One account from one address: a person mistyping, or one guesser. */
  pair: { windowMs: 15 * MINUTE, free: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  /** One address, all accounts: an office behind one NAT is slowed, never shut out for long. */
  // 15 free, so that with the doubling waits a slow burst of guesses still stays under 20 checks.
  ip: { windowMs: 15 * MINUTE, free: 15, firstDelayMs: SECOND, maxDelayMs: MINUTE },
  /** One account, all addresses: only a spread-out attack gets here; the owner resets the password. */
  account: { windowMs: 24 * HOUR, free: Infinity, firstDelayMs: 0, maxDelayMs: 0, hardLimit: 100 },
} satisfies Record<string, Policy>;

type Scope = keyof typeof LOGIN_POLICY;

const hash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 32);
// A pair's key starts with its account's hash, so that an account's pairs can be lifted together.
const keyOf = (scope: Scope, email: string, ip: string) =>
  scope === 'pair' ? `pair:${hash(email)}.${hash(ip)}` : `${scope}:${hash(scope === 'ip' ? ip : email)}`;

/** How long a key with `failures` failures stays closed, from its last failure (0: open). */
export function delayAfter(policy: Policy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (failures - policy.free), policy.maxDelayMs);
}

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return `${seconds} detik`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? `${minutes} menit` : `${Math.ceil(minutes / 60)} jam`;
}

export type LoginReservation = {
  /** The password was right: the attempt is not a failure after all. */
  succeeded(): Promise<void>;
};

/**
 * Reserves one login attempt for this e-mail from this address, or refuses with 429 (and the
 * wait in Retry-After) while any of its keys is closed.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: Date = new Date()): Promise<LoginReservation> {
  const scopes = Object.keys(LOGIN_POLICY) as Scope[];
  const keys = Object.fromEntries(scopes.map((s) => [s, keyOf(s, email, ip)])) as Record<Scope, string>;
  const refusal = await db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values(scopes.map((s) => ({ key: keys[s], windowStartedAt: now })))
      .onConflictDoNothing();
    // One order for every caller, so two logins never wait on each other's locks in a cycle.
    const rows = await tx
      .select()
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, Object.values(keys)))
      .orderBy(loginThrottle.key)
      .for('update');
    let refused: { scope: Scope; until: Date } | null = null;
    for (const scope of scopes) {
      const row = rows.find((r) => r.key === keys[scope])!;
      if (row.blockedUntil && row.blockedUntil > now && (!refused || row.blockedUntil > refused.until))
        refused = { scope, until: row.blockedUntil };
    }
    if (refused) return refused;
    for (const scope of scopes) {
      const policy: Policy = LOGIN_POLICY[scope];
      const row = rows.find((r) => r.key === keys[scope])!;
      const fresh = row.windowStartedAt.getTime() <= now.getTime() - policy.windowMs;
      const failures = (fresh ? 0 : row.failures) + 1;
      const windowStartedAt = fresh ? now : row.windowStartedAt;
      let blockedUntil: Date | null = null;
      if (policy.hardLimit !== undefined && failures >= policy.hardLimit)
        blockedUntil = new Date(windowStartedAt.getTime() + policy.windowMs);
      else if (delayAfter(policy, failures) > 0) blockedUntil = new Date(now.getTime() + delayAfter(policy, failures));
      await tx
        .update(loginThrottle)
        .set({ failures, windowStartedAt, blockedUntil })
        .where(sql`${loginThrottle.key} = ${keys[scope]}`);
    }
    return null;
  });
  if (refusal) {
    const waitMs = refusal.until.getTime() - now.getTime();
    const message = refusal.scope === 'account' ? AUTH.accountLocked : fillText(AUTH.tooManyAttemptsWait, { wait: waitText(waitMs) });
    throw new AppError('RATE_LIMITED', message, { title: AUTH.loginFailed, retryAfterSeconds: Math.ceil(waitMs / SECOND) });
  }
  // Now and then, forget windows that ended a day ago.
  if (Math.random() < 0.01)
    await db.delete(loginThrottle).where(lt(loginThrottle.windowStartedAt, new Date(now.getTime() - 2 * 24 * HOUR)));
  return {
    async succeeded() {
      await db.transaction(async (tx) => {
        // The owner is in: this account's counts start again, from here and everywhere.
        await tx.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.pair, keys.account]));
        // The address only gets this attempt back, so one colleague's success does not wipe a guesser's count.
        await tx.execute(sql`
          UPDATE login_throttle SET failures = greatest(failures - 1, 0),
            blocked_until = CASE WHEN failures - 1 < ${LOGIN_POLICY.ip.free} THEN NULL ELSE blocked_until END
          WHERE key = ${keys.ip}`);
      });
    },
  };
}

/** Opens an account again after its hard limit (`npm run admin -- unlock`, or a password reset). */
export async function clearAccountLock(db: Db, email: string): Promise<void> {
  const account = email.toLowerCase();
  await db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.key, keyOf('account', account, '')), sql`starts_with(${loginThrottle.key}, ${`pair:${hash(account)}.`})`));
}
