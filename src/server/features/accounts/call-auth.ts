import { authHeaders, type AppContext } from '../../context.ts';
import { forgetConfirmedSessions } from '../../session-cache.ts';

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
    const res = await auth
      .handler(new Request(`${env.baseUrl}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) }))
      .finally(forgetConfirmedSessions);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const code = (parsed as { code?: string } | null)?.code;
    return { ok: res.ok, status: res.status, code, body: parsed, setCookies: res.headers.getSetCookie() };
  };
}
