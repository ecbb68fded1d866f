import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { METRICS_CONTENT_TYPE, metricsText } from './metrics.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether this request may read the metrics: from this machine (the socket's peer is loopback and no proxy
 * forwarded it: a proxy on this machine would make every visitor look local), or with METRICS_TOKEN.
 */
function mayRead(c: Context<AppEnv>, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests: no socket, nobody's machine
  }
  return !!peer && LOOPBACK.test(peer) && !c.req.header('x-forwarded-for') && !c.req.header('forwarded');
}

/** GET /metrics: the portal's figures in Prometheus' text format (metrics.ts). */
export async function metricsRoute(c: Context<AppEnv>): Promise<Response> {
  if (!mayRead(c, c.get('deps').env.METRICS_TOKEN)) throw forbidden();
  c.header('cache-control', 'no-store');
  return c.body(await metricsText(), 200, { 'content-type': METRICS_CONTENT_TYPE });
}
