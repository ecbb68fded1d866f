import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AUTH, fillText } from '../../../shared/strings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isoTimeSql } from '../../db/json-page.ts';
import { loginThrottle, profiles, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/*
 * docs/decisions/007-login-limits.md, and 045 for the account's lock. An attempt is reserved — counted as a failure — before the
 * password is checked, in one transaction holding the rows' locks, so a hundred guesses sent at
 * once are counted one after another and only the first few reach the check. A success gives the
 * reservation back.
 *
 * Issue 34, item 5: while an attempt's password is being checked it is "in flight" (a `flight:` row).
 * Another attempt that its count would refuse waits for it instead (up to `WAIT_FOR_FLIGHTS_MS`): a
 * right password then gives its attempt back, and sign-ins at the same moment are answered as if they
 * had come one after another. Only a closure no attempt in flight could lift is answered with 429.
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
};

export const LOGIN_POLICY = {
  /** One account from one address: a person mistyping, or one guesser. */
  pair: { windowMs: 15 * MINUTE, free: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  /** One address, all accounts: an office behind one NAT is slowed, never shut out for long. */
  // 15 free, so that with the doubling waits a slow burst of guesses still stays under 20 checks.
  ip: { windowMs: 15 * MINUTE, free: 15, firstDelayMs: SECOND, maxDelayMs: MINUTE },
  /**
   * One account, all addresses (docs/decisions/045): only a spread-out attack gets here. At `hardLimit`
   * failures in the window the account is locked — which refuses the addresses that failed, and holds
   * every other address together to one guess per `paceMs`; never the owner's usual address. A super
   * admin's refusals last at most `superAdminLockMs`.
   */
  // 96, not 100: with the 4 paced guesses of the lock's first hour, no hour sees more than 100 (ASVS 2.2.1).
  account: { windowMs: 24 * HOUR, hardLimit: 96, paceMs: 15 * MINUTE, superAdminLockMs: 15 * MINUTE },
  /** An address the account signed in from: not paced while the account is locked. */
  known: { keepMs: 30 * 24 * HOUR },
} as const;

/** After this an attempt still in flight is taken for lost (its process ended): its count stands. */
const FLIGHT_MAX_MS = 60 * SECOND;
/** The longest an attempt waits for others in flight; then their reservations count as the failures they may be. */
const WAIT_FOR_FLIGHTS_MS = 30 * SECOND;

const hash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 32);
// A pair's (and a known address's) key starts with its account's hash, so that an account's pairs can be found together.
const keysOf = (email: string, ip: string) => ({
  account: `account:${hash(email)}`,
  ip: `ip:${hash(ip)}`,
  pair: `pair:${hash(email)}.${hash(ip)}`,
  /** When the account's next guess from an address that is neither failed nor known may come. */
  pace: `pace:${hash(email)}`,
  known: `known:${hash(email)}.${hash(ip)}`,
  /** Attempts in flight: `flight:<account>.<address>.<id>`. */
  flightOf: (id: string) => `flight:${hash(email)}.${hash(ip)}.${id}`,
  flightAccount: `flight:${hash(email)}.`,
  flightPair: `flight:${hash(email)}.${hash(ip)}.`,
  flightIp: hash(ip),
});
const pairPrefix = (email: string) => `pair:${hash(email)}.`;

/**
 * The key of an account's row, as SQL over an e-mail column: the same text `hash` makes (base64url of
 * the SHA-256, first 32 characters: no padding yet, and no line break, which PostgreSQL adds at 76).
 */
const accountKeySql = (email: AnyColumn | SQL) =>
  sql`'account:' || left(translate(encode(sha256(convert_to(lower(${email}), 'UTF8')), 'base64'), '+/', '-_'), 32)`;

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
  /** The answer is known, right or wrong: the attempt is no longer in flight (a wrong one stays counted). */
  finished(): Promise<void>;
};

type ThrottleRow = typeof loginThrottle.$inferSelect;
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

async function isSuperAdmin(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row?.role === 'super_admin';
}

type Keys = ReturnType<typeof keysOf>;
type Flights = { pair: number; ip: number; account: number };

/** The attempts in flight at this address and account, at this address, and at this account. */
async function flightsAt(tx: Tx, keys: Keys, now: Date): Promise<Flights> {
  const rows = await tx.execute<{ pair: number; ip: number; account: number }>(sql`
    SELECT count(*) FILTER (WHERE starts_with(key, ${keys.flightPair}))::int AS pair,
      count(*) FILTER (WHERE split_part(key, '.', 2) = ${keys.flightIp})::int AS ip,
      count(*) FILTER (WHERE starts_with(key, ${keys.flightAccount}))::int AS account
    FROM login_throttle WHERE starts_with(key, 'flight:') AND window_started_at > ${new Date(now.getTime() - FLIGHT_MAX_MS)}`);
  return rows.rows[0] ?? { pair: 0, ip: 0, account: 0 };
}

/*
 * Attempts of this process waiting for others in flight. An attempt that lands wakes the oldest two.
 * While attempts of this process are in flight their landings drive the waiting ones, which then look
 * again only every two seconds besides; otherwise the others are in other workers, and are looked for
 * every quarter second or so.
 */
const waiting = new Set<() => void>();
let flyingHere = 0;
function wakeWaiting() {
  for (const wake of [...waiting].slice(0, 2)) wake();
}
function waitForFlights(): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, (flyingHere > 0 ? 2000 : 150) + Math.random() * 250);
    waiting.add(wake);
  });
}

type Outcome =
  { refusedUntil: Date; busy: boolean } | { refusedUntil: null; paceBefore: Date | null; paceUntil: Date | null; flight: string | null };

/**
 * One try at a reservation, in one transaction holding the rows' locks. `patient`: a closure that
 * attempts in flight may yet lift, or a lock they may yet avoid, is answered `busy` (to wait), not refused.
 */
async function tryReserve(db: Db, email: string, keys: Keys, now: Date, opts: { patient: boolean; track: boolean }): Promise<Outcome> {
  return db.transaction(async (tx) => {
    // One statement creates the rows that are missing and locks all four (an upsert that updates locks
    // the row it meets), so no other attempt's success can remove one between the two (issue 34, item 5).
    // One order for every caller, so two logins never wait on each other's locks in a cycle. Every
    // attempt at an account holds its account row first, so the account's attempts go one by one.
    const counted = [keys.account, keys.ip, keys.pace, keys.pair].sort();
    const rows = await tx
      .insert(loginThrottle)
      .values(counted.map((key) => ({ key, windowStartedAt: now })))
      .onConflictDoUpdate({ target: loginThrottle.key, set: { key: sql`excluded.key` } })
      .returning();
    const [knownRow] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, keys.known)).for('update');
    const row = (key: string) => rows.find((r) => r.key === key)!;
    const account = row(keys.account);
    const pair = row(keys.pair);
    const ipRow = row(keys.ip);
    const pace = row(keys.pace);
    const known = !!knownRow && knownRow.windowStartedAt.getTime() > now.getTime() - LOGIN_POLICY.known.keepMs;
    const accountWindowOver = account.windowStartedAt.getTime() <= now.getTime() - LOGIN_POLICY.account.windowMs;
    const wasLocked = !accountWindowOver && account.failures >= LOGIN_POLICY.account.hardLimit;

    // Refusals. An address that failed during a lock has its pair closed until the lock ends.
    const closures = [
      { until: pair.blockedUntil, flights: 'pair' as const },
      { until: ipRow.blockedUntil, flights: 'ip' as const },
      { until: wasLocked && !known ? pace.blockedUntil : null, flights: null },
    ].filter((c) => c.until && c.until > now);
    if (closures.length) {
      const refusedUntil = closures.reduce<Date | null>((acc, c) => later(acc, c.until), null)!;
      // A closed key whose count holds attempts in flight may open when they land; the lock's pace does not.
      const flights = opts.patient ? await flightsAt(tx, keys, now) : null;
      const busy = !!flights && closures.every((c) => c.flights && flights[c.flights] > 0);
      return { refusedUntil, busy };
    }

    // Counted as a failure until the password proves right.
    const count = (policy: Policy, r: ThrottleRow) => {
      const fresh = r.windowStartedAt.getTime() <= now.getTime() - policy.windowMs;
      const failures = (fresh ? 0 : r.failures) + 1;
      const delay = delayAfter(policy, failures);
      return {
        failures,
        windowStartedAt: fresh ? now : r.windowStartedAt,
        blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
      };
    };
    const nextPair = count(LOGIN_POLICY.pair, pair);
    const nextIp = count(LOGIN_POLICY.ip, ipRow);
    const accountFailures = (accountWindowOver ? 0 : account.failures) + 1;
    const accountWindow = accountWindowOver ? now : account.windowStartedAt;
    let accountUntil: Date | null = null;
    let paceUntil = pace.blockedUntil;
    if (accountFailures >= LOGIN_POLICY.account.hardLimit) {
      // The lock would begin while attempts at the account are in flight, each counted: wait for them,
      // so that right passwords landing together never lock their own account.
      if (!wasLocked && opts.patient && (await flightsAt(tx, keys, now)).account > 0)
        return { refusedUntil: new Date(now.getTime() + SECOND), busy: true };
      // Locked: until the window ends, or for a super admin 15 minutes from this failure.
      accountUntil = (await isSuperAdmin(tx, email))
        ? new Date(now.getTime() + LOGIN_POLICY.account.superAdminLockMs)
        : new Date(accountWindow.getTime() + LOGIN_POLICY.account.windowMs);
      // This address, should the password be wrong, is refused until then.
      nextPair.blockedUntil = later(nextPair.blockedUntil, accountUntil);
      if (!wasLocked) {
        // The lock begins: every address that has failed at this account is refused until it ends.
        await tx
          .update(loginThrottle)
          .set({ blockedUntil: sql`greatest(${loginThrottle.blockedUntil}, ${accountUntil})` })
          .where(and(sql`starts_with(${loginThrottle.key}, ${pairPrefix(email)})`, gt(loginThrottle.failures, 0)));
      } else {
        // A guess during the lock: the next one from a new address waits.
        paceUntil = new Date(now.getTime() + LOGIN_POLICY.account.paceMs);
        // A usual address that guesses wrong during a lock is usual no longer (a success makes it so again).
        if (known) await tx.delete(loginThrottle).where(eq(loginThrottle.key, keys.known));
      }
    }
    await tx.update(loginThrottle).set(nextPair).where(eq(loginThrottle.key, keys.pair));
    await tx.update(loginThrottle).set(nextIp).where(eq(loginThrottle.key, keys.ip));
    await tx
      .update(loginThrottle)
      .set({ failures: accountFailures, windowStartedAt: accountWindow, blockedUntil: accountUntil })
      .where(eq(loginThrottle.key, keys.account));
    if (paceUntil !== pace.blockedUntil)
      await tx.update(loginThrottle).set({ blockedUntil: paceUntil }).where(eq(loginThrottle.key, keys.pace));
    const flight = opts.track ? keys.flightOf(randomUUID()) : null;
    if (flight) await tx.insert(loginThrottle).values({ key: flight, windowStartedAt: now });
    return { refusedUntil: null, paceBefore: pace.blockedUntil, paceUntil, flight };
  });
}

/**
 * Reserves one login attempt for this e-mail from this address, or refuses with 429 (and the
 * wait in Retry-After) while any of its keys is closed. `track`: the caller checks the password and
 * calls `finished()` when it knows the answer; until then other attempts wait for this one rather
 * than be refused by its count. Without it the attempt counts as a failure at once, for good unless it
 * `succeeded()` (as the tests' guesses do).
 */
export async function reserveLoginAttempt(
  db: Db,
  rawEmail: string,
  ip: string,
  now: Date = new Date(),
  opts: { track?: boolean } = {},
): Promise<LoginReservation> {
  const email = rawEmail.toLowerCase();
  const keys = keysOf(email, ip);
  const started = Date.now();
  const at = () => new Date(now.getTime() + (Date.now() - started));
  let outcome: Outcome;
  for (;;) {
    const patient = Date.now() - started < WAIT_FOR_FLIGHTS_MS;
    outcome = await tryReserve(db, email, keys, at(), { patient, track: !!opts.track });
    if (!outcome.refusedUntil || !outcome.busy) break;
    await waitForFlights();
  }
  if (outcome.refusedUntil) {
    const waitMs = Math.max(SECOND, outcome.refusedUntil.getTime() - at().getTime());
    // No delay is longer than 15 minutes: a longer wait is a customer's or staff member's lock, which
    // lasts the rest of the account's day at this address, and says how else to get in.
    const message =
      waitMs > LOGIN_POLICY.account.superAdminLockMs ? AUTH.accountLocked : fillText(AUTH.tooManyAttemptsWait, { wait: waitText(waitMs) });
    throw new AppError('RATE_LIMITED', message, { title: AUTH.loginFailed, retryAfterSeconds: Math.ceil(waitMs / SECOND) });
  }
  const reserved = outcome;
  const reservedAt = at();
  // Now and then, forget windows that ended a day ago, addresses not signed in from for a month, and
  // attempts in flight whose process ended.
  if (Math.random() < 0.01)
    await db
      .delete(loginThrottle)
      .where(
        or(
          and(
            lt(loginThrottle.windowStartedAt, new Date(reservedAt.getTime() - 2 * 24 * HOUR)),
            sql`NOT starts_with(${loginThrottle.key}, 'known:')`,
          ),
          lt(loginThrottle.windowStartedAt, new Date(reservedAt.getTime() - LOGIN_POLICY.known.keepMs)),
          and(
            lt(loginThrottle.windowStartedAt, new Date(reservedAt.getTime() - FLIGHT_MAX_MS)),
            sql`starts_with(${loginThrottle.key}, 'flight:')`,
          ),
        ),
      );
  let landed = !reserved.flight;
  if (!landed) flyingHere++;
  const land = () => {
    if (landed) return;
    landed = true;
    flyingHere--;
    wakeWaiting();
  };
  return {
    async succeeded() {
      // The rows in the reservation's key order (account, ip, known, pace, pair), so that a success and
      // a reservation lifting the account's pairs never wait on each other in a cycle.
      await db.transaction(async (tx) => {
        // The account only gets this attempt back: a success does not give a spread-out guesser a new
        // hundred (ASVS 2.2.1 counts failures per account per hour, whoever signs in between).
        await tx.execute(sql`
          UPDATE login_throttle SET failures = greatest(failures - 1, 0),
            blocked_until = CASE WHEN failures - 1 < ${LOGIN_POLICY.account.hardLimit} THEN NULL ELSE blocked_until END
          WHERE key = ${keys.account}`);
        // The address only gets this attempt back, so one colleague's success does not wipe a guesser's count.
        await tx.execute(sql`
          UPDATE login_throttle SET failures = greatest(failures - 1, 0),
            blocked_until = CASE WHEN failures - 1 < ${LOGIN_POLICY.ip.free} THEN NULL ELSE blocked_until END
          WHERE key = ${keys.ip}`);
        // The address is now one of the owner's usual ones.
        await tx
          .insert(loginThrottle)
          .values({ key: keys.known, windowStartedAt: reservedAt })
          .onConflictDoUpdate({ target: loginThrottle.key, set: { windowStartedAt: reservedAt } });
        // Nor does the success cost the next new address its turn.
        if (reserved.paceUntil !== reserved.paceBefore)
          await tx
            .update(loginThrottle)
            .set({ blockedUntil: reserved.paceBefore })
            .where(and(eq(loginThrottle.key, keys.pace), eq(loginThrottle.blockedUntil, reserved.paceUntil!)));
        // This address's count for the account starts again. (Reset, not removed: an attempt reserving
        // at this moment finds its row.)
        await tx
          .update(loginThrottle)
          .set({ failures: 0, blockedUntil: null, windowStartedAt: reservedAt })
          .where(eq(loginThrottle.key, keys.pair));
        if (reserved.flight) await tx.delete(loginThrottle).where(eq(loginThrottle.key, reserved.flight));
      });
      land();
    },
    async finished() {
      if (landed) return;
      try {
        await db.delete(loginThrottle).where(eq(loginThrottle.key, reserved.flight!));
      } catch {
        // The database is gone: the row is taken for lost after FLIGHT_MAX_MS.
      }
      land();
    },
  };
}

/**
 * The account's lock as JSON ({ until, failures }), null when it is not locked: a column of the users
 * page (docs/decisions/045). Constants only (jsonColumns renders it once).
 */
export const loginLockSql = (email: AnyColumn | SQL) =>
  sql`(SELECT json_build_object('until', ${isoTimeSql(sql`lt.blocked_until`)}, 'failures', lt.failures)
    FROM login_throttle lt WHERE lt.key = ${accountKeySql(email)}
      AND lt.failures >= ${sql.raw(String(LOGIN_POLICY.account.hardLimit))} AND lt.blocked_until > now()
      AND lt.window_started_at > now() - interval '${sql.raw(String(LOGIN_POLICY.account.windowMs / SECOND))} seconds')`;

/**
 * Opens an account again (`npm run admin -- unlock`, "Buka kunci" on the users page, or a password
 * reset): its count, its pace and every address's count at it start from zero. Returns the lock it
 * lifted, if any.
 */
export async function clearAccountLock(
  db: Db | Tx,
  rawEmail: string,
  now: Date = new Date(),
): Promise<{ failures: number; until: Date } | null> {
  const email = rawEmail.toLowerCase();
  const keys = keysOf(email, '');
  const [account] = await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.account)).returning();
  await db.delete(loginThrottle).where(or(eq(loginThrottle.key, keys.pace), sql`starts_with(${loginThrottle.key}, ${pairPrefix(email)})`));
  const locked =
    account?.blockedUntil &&
    account.blockedUntil > now &&
    account.failures >= LOGIN_POLICY.account.hardLimit &&
    account.windowStartedAt.getTime() > now.getTime() - LOGIN_POLICY.account.windowMs;
  return locked ? { failures: account.failures, until: account.blockedUntil! } : null;
}
