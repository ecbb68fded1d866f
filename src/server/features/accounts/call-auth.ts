import { authHeaders, type AppContext } from '../../context.ts';
import { databaseReachable } from '../../db/reachable.ts';
import { DatabaseUnavailableError } from '../../http/database-unavailable.ts';

type AuthResult = { ok: boolean; status: number; code?: string; body: unknown; setCookies: string[] };
export type AuthCaller = (path: string, body?: unknown) => Promise<AuthResult>;

/**
 * better-auth is reached only through our Indonesian-speaking routes: this builds the request it
 * expects from the current one (cookie, client IP, user agent) and reads its answer.
 */
export function authCallerFor(c: AppContext): AuthCaller {
  const { auth, env } = c.get('deps');
  return async (path, body) => {
    const headers = authHeaders(c, { 'content-type': 'application/json' });
    const res = await auth.handler(
      new Request(`${env.baseUrl}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) }),
    );
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const code = (parsed as { code?: string } | null)?.code;
    // better-auth answers 500 (or 422 FAILED_TO_CREATE_USER) for a query that failed, whatever the
    // cause. With PostgreSQL away that is the outage every other route answers 503 for (issue 34:
    // registration answered 500).
    const failed = res.status >= 500 || !!code?.startsWith('FAILED_TO_');
    const { db, outages } = c.get('deps');
    if (failed && (outages?.recently() || !(await databaseReachable(db, 2_000)))) throw new DatabaseUnavailableError(`auth ${path}`);
    return { ok: res.ok, status: res.status, code, body: parsed, setCookies: res.headers.getSetCookie() };
  };
}
