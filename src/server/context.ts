import type { Context } from 'hono';
import type { Logger } from 'pino';
import type pg from 'pg';
import { canonicalRole, can, type Capability, type Role } from '../shared/roles.ts';
import { ERRORS } from '../shared/strings.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import { AppError, forbidden } from './http/errors.ts';
import { confirmedSession, confirmOnce } from './session-cache.ts';
import type { OutageWatch } from './features/incidents/index.ts';
import type { ChangeListener } from './cache/changes.ts';
import type { BlobStore } from './storage/blob-store.ts';

/** Everything a request handler may need, made once at start. */
export type Deps = {
  env: Env;
  db: Db;
  pool: pg.Pool;
  auth: Auth;
  store: BlobStore;
  log: Logger;
  /** Watches for the database's return after a request found it away, and tells the super admins (issue 34). */
  outages?: OutageWatch;
  /** Hears the committed writes that make the in-process caches out of date, from every process (cache/changes.ts). */
  changes?: ChangeListener;
};

export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: Date;
};

type AppVariables = {
  deps: Deps;
  requestId: string;
  log: Logger;
  /** Reads the session once per request, on first use. */
  user: () => Promise<SessionUser | null>;
  /**
   * The data version (data_version) read with the signed-in profile, in the same statement: what
   * the request may be answered from (db/json-page.ts). Unset without a session.
   */
  dataVersion: number | undefined;
  /** The client's address (the socket's, or behind a trusted proxy the first X-Forwarded-For hop). */
  clientIp: () => string;
};
export type AppEnv = { Variables: AppVariables };
export type AppContext = Context<AppEnv>;

/** What a service verb receives about who is asking. */
export type Actor = SessionUser | null;

/**
 * The headers better-auth may see: the cookie and user agent of this request, and the client IP
 * we determined ourselves (never a copy the client sent).
 */
export function authHeaders(c: AppContext, extra?: Record<string, string>): Headers {
  const headers = new Headers(extra);
  for (const name of ['cookie', 'user-agent']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, c.get('clientIp')());
  return headers;
}

type ConfirmedSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

export async function loadSessionUser(c: AppContext): Promise<SessionUser | null> {
  const { auth, db } = c.get('deps');
  const cookie = c.req.header('cookie') ?? '';
  // Confirmed by better-auth a moment ago (session-cache.ts), or confirmed now.
  let session = cookie ? confirmedSession<ConfirmedSession>(cookie) : undefined;
  if (!session) {
    const confirm = () => auth.api.getSession({ headers: authHeaders(c), returnHeaders: true });
    const result = cookie
      ? await confirmOnce(cookie, confirm, ({ response, headers }) =>
          // A re-issued cookie changes the header the browser sends next; that one is confirmed then.
          response && !headers?.getSetCookie?.().length ? { session: response, expiresAt: new Date(response.session.expiresAt) } : null,
        )
      : await confirm();
    // Sliding expiry: better-auth re-issues the cookie when it extends the session (to every
    // request that shared the confirmation: the same header, harmless twice).
    for (const setCookie of result.headers?.getSetCookie?.() ?? []) c.header('set-cookie', setCookie, { append: true });
    if (!result.response) return null;
    session = result.response;
  }
  const {
    rows: [profile],
  } = await db.$client.query<ProfileRow>({ ...PROFILE_READ, values: [session.user.id] });
  // A deactivated account has no session, even one that outlived the deactivation somehow.
  if (!profile || profile.deactivated_at) return null;
  c.set('dataVersion', Number(profile.version));
  return {
    id: profile.id,
    email: profile.email,
    fullName: profile.full_name,
    role: canonicalRole(profile.role) ?? 'customer',
    isAdmin: profile.is_admin,
    emailVerified: session.user.emailVerified,
    createdAt: profile.created_at,
  };
}

// What every signed-in request reads: the profile (the role and a closed account count at once) and
// the data version (docs/decisions/041), in one statement PostgreSQL plans once per connection.
const PROFILE_READ = {
  name: 'session_profile',
  text: `SELECT p.id, p.full_name, p.email, p.role, p.is_admin, p.deactivated_at, p.created_at,
           (SELECT version FROM data_version) AS version
         FROM profiles p WHERE p.id = $1`,
};
type ProfileRow = {
  id: string;
  full_name: string;
  email: string;
  role: string;
  is_admin: boolean;
  deactivated_at: Date | null;
  created_at: Date;
  /** bigint, as PostgreSQL's text. */
  version: string;
};

export async function requireUser(c: AppContext): Promise<SessionUser> {
  const user = await c.get('user')();
  if (!user) throw new AppError('UNAUTHENTICATED', ERRORS.unauthenticated);
  return user;
}

/** 401 when signed out, 403 'Akses Ditolak' when the role lacks the capability. */
export function assertCan(actor: Actor, capability: Capability, message?: string): asserts actor is SessionUser {
  if (!actor) throw new AppError('UNAUTHENTICATED', ERRORS.unauthenticated);
  if (!can(actor.role, capability)) throw forbidden(message);
}
