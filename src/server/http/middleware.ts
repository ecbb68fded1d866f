import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { observeRequest } from '../metrics/metrics.ts';
import { ERRORS } from '../../shared/strings.ts';
import { loadSessionUser, type AppEnv, type Deps, type SessionUser } from '../context.ts';
import { AppError } from './errors.ts';
import { clientIpResolver, type TrustProxy } from './trusted-proxy.ts';

let counter = 0;
const bootId = Math.random().toString(36).slice(2, 8);

/** Request id, the lazy session reader, and one log line per request. */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = `${bootId}-${(++counter).toString(36)}`;
    const log = deps.log.child({ reqId: requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    let pending: Promise<SessionUser | null> | undefined;
    c.set('user', () => (pending ??= loadSessionUser(c)));
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    const elapsed = performance.now() - started;
    const ms = Math.round(elapsed * 10) / 10;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    observeRequest(c.req.method, routePath(c), c.res.status, elapsed / 1000);
  };
}

/**
 * The client's address for rate limits and login records: the socket address, or behind the
 * proxies TRUST_PROXY names the address the nearest of them saw (http/trusted-proxy.ts). Worked out
 * on first use, so that a request nobody asks about (most GETs) never has its headers copied into
 * a Fetch Headers object.
 */
export function clientIp(trustProxy: TrustProxy): MiddlewareHandler<AppEnv> {
  const resolve = clientIpResolver(trustProxy);
  return async (c, next) => {
    let ip: string | undefined;
    c.set('clientIp', () => {
      if (ip !== undefined) return ip;
      let socket: string | undefined;
      try {
        socket = getConnInfo(c).remote.address;
      } catch {
        socket = undefined; // app.request() in tests has no socket
      }
      ip = resolve(socket, trustProxy ? c.req.header('x-forwarded-for') : undefined);
      return (ip ??= '127.0.0.1');
    });
    await next();
  };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF (ARCHITECTURE.md §6): a state-changing request from a browser page must come from our own
 * origin, with or without a cookie. Without a cookie the threat is login CSRF: a foreign page
 * signs the visitor into the attacker's account (or out of their own), so login, registration
 * and logout are checked too. The browser names the source in Origin (sent on every non-GET
 * fetch and form post; `null` from sandboxed or redirected pages is not ours), else in
 * Sec-Fetch-Site. A request with neither is not from a browser page (CLI, API-key clients): it
 * cannot carry a visitor's ambient credentials across sites and is judged by its own.
 */
export function originCheck(baseUrl: string): MiddlewareHandler<AppEnv> {
  const trusted = new URL(baseUrl).origin;
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const url = new URL(c.req.url);
      const own = new Set([trusted, url.origin]);
      const host = c.req.header('host');
      if (host) own.add(`${url.protocol}//${host}`);
      if (!own.has(origin)) throw new AppError('FORBIDDEN', ERRORS.csrf);
      return next();
    }
    // 'same-site' is refused too: another port or subdomain is another origin, and Lax cookies reach us from it.
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') throw new AppError('FORBIDDEN', ERRORS.csrf);
    return next();
  };
}
