import { LRUCache } from 'lru-cache';
import { keepFor, PROCESS } from './cache/changes.ts';

/**
 * Sessions better-auth has just confirmed, by the request's Cookie header (issue 18, item 2).
 * Confirming a session costs better-auth two queries and the signature check, about 0.75 ms of a
 * worker's time, as much as an admin list's own queries. A session confirmed within
 * SESSION_CONFIRM_MS is taken as still open, for at most that long and never past its expiry.
 *
 * What this can and cannot delay:
 * - The role and the deactivation are read from `profiles` on every request (context.ts), so a
 *   role taken away or an account closed (whose sessions our code deletes) counts at once, on
 *   every worker.
 * - A session ended (a sign-out, a password changed or reset: its row deleted) or a user changed (an
 *   address verified) makes every process forget every session it confirmed (cache/changes.ts, the
 *   'sessions' cache): a session signed out on one worker is refused by the others as soon as they
 *   hear of it, within milliseconds. A sign-in changes nothing confirmed, so it is not announced.
 *
 * Requests that carry the same Cookie header at the same moment share one confirmation
 * (confirmOnce): a page opening fires several API requests at once, and when the confirmation
 * has lapsed each of them would otherwise confirm the same session again.
 */
export const SESSION_CONFIRM_MS = 5_000;

type Confirmed<S> = { session: S; until: number };

const confirmed = new LRUCache<string, Confirmed<unknown>>({ max: 5_000, ttl: SESSION_CONFIRM_MS });
const confirming = new Map<string, Promise<unknown>>();
// Moved on by forgetConfirmedSessions: a confirmation begun before it is not kept after it.
let generation = 0;

/** The session confirmed for this Cookie header within SESSION_CONFIRM_MS and not yet expired, if any. */
export function confirmedSession<S>(cookie: string): S | undefined {
  const entry = confirmed.get(cookie);
  if (!entry) return undefined;
  if (Date.now() >= entry.until) {
    confirmed.delete(cookie);
    return undefined;
  }
  return entry.session as S;
}

/**
 * Confirms this Cookie header with `confirm` (better-auth), once for every request that asks
 * while it runs: they all get its result. `keep` says what of the result may be taken as confirmed
 * for SESSION_CONFIRM_MS (the session and its expiry), if anything; nothing is kept when sessions
 * were forgotten while it ran.
 */
export function confirmOnce<R>(
  cookie: string,
  confirm: () => Promise<R>,
  keep: (result: R) => { session: unknown; expiresAt: Date } | null,
): Promise<R> {
  const running = confirming.get(cookie) as Promise<R> | undefined;
  if (running) return running;
  const since = generation;
  const confirmation = confirm()
    .then((result) => {
      const kept = since === generation ? keep(result) : null;
      if (kept) rememberSession(cookie, kept.session, kept.expiresAt);
      return result;
    })
    .finally(() => {
      if (confirming.get(cookie) === confirmation) confirming.delete(cookie);
    });
  confirming.set(cookie, confirmation);
  return confirmation;
}

/** Keeps what better-auth confirmed for this Cookie header, until `expiresAt` at the latest. */
function rememberSession(cookie: string, session: unknown, expiresAt: Date): void {
  const until = Math.min(Date.now() + SESSION_CONFIRM_MS, expiresAt.getTime());
  if (until > Date.now()) confirmed.set(cookie, { session, until });
}

keepFor(PROCESS, 'sessions', () => forgetConfirmedSessions());

/** After anything that opens, closes or changes a session: every session is confirmed again. */
export function forgetConfirmedSessions(): void {
  generation += 1;
  confirmed.clear();
  confirming.clear();
}
