import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { MAX_BODY_BYTES } from '../shared/constants.ts';
import { ERRORS } from '../shared/strings.ts';
import { apiRoutes } from './api.ts';
import type { AppEnv, Deps } from './context.ts';
import { openDataRoutes } from './features/bridges/open-data-routes.ts';
import { roadOpenDataRoutes } from './features/roads/open-data-routes.ts';
import { forwardedPhotoRoutes } from './features/damage-reports/forwarded-photo-routes.ts';
import { snapRoutes } from './features/lab-bills/snap-routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { open311Refusal, open311Routes } from './features/open311/routes.ts';
import { publicImageRoutes } from './images/routes.ts';
import { RequestAbortedError } from './http/body.ts';
import { isDatabaseUnavailable } from './http/database-unavailable.ts';
import { AppError, errorBody } from './http/errors.ts';
import { clientIp, originCheck, requestContext } from './http/middleware.ts';
import { rateLimit } from './http/rate-limit.ts';
import { sendAsset, type StaticSite } from './http/static-site.ts';
import { pageRoutes } from './pages/routes.ts';
import { watchDatabase } from './metrics/metrics.ts';
import { metricsRoute } from './metrics/metrics-route.ts';

/** The origin the map's tiles come from, for img-src ({s} subdomains become a wildcard). */
function tileOrigin(tileUrl: string): string | null {
  if (tileUrl === 'off') return null;
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl);
  return match ? match[1]!.replace('{s}', '*') : null;
}

const cspFor = (tileUrl: string) => {
  const tiles = tileOrigin(tileUrl);
  return { ...CSP, imgSrc: tiles ? [...CSP.imgSrc, tiles] : CSP.imgSrc };
};

const CSP = {
  defaultSrc: ["'self'"],
  // The public pages' Speculation Rules (src/web/public.html) are an inline script of that kind only.
  scriptSrc: ["'self'", "'inline-speculation-rules'"],
  // Radix positions popovers with inline style attributes; no inline <style> or script is used.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A browser's page request (not the API, Open311 or a file). */
const wantsPage = (method: string, path: string, accept: string | undefined) =>
  (method === 'GET' || method === 'HEAD') && !/^\/(api|open311|data|files|gambar)\//.test(path) && !!accept?.includes('text/html');

const OUTAGE_PAGE = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="10"><title>Layanan terganggu sebentar · Dinas PUPR Sulawesi Barat</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}main{max-width:36rem;margin:15vh auto;padding:0 1.25rem}h1{font-size:1.5rem;color:#0f4c81}</style></head><body><main><h1>Mohon maaf</h1><p>${ERRORS.databaseUnavailable}</p><p>Halaman ini akan dimuat ulang dengan sendirinya.</p></main></body></html>`;

export function createApp(deps: Deps, site: StaticSite | null): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  watchDatabase(deps.pool);

  app.use(requestContext(deps));
  // Whoever made a change reads it back: a request that may have written answers once this process's
  // caches have heard every change committed before (cache/changes.ts). Registered for these methods
  // only: wrapped in it, every read (GET) also paid for it, half the requests per second of a cached
  // answer in `npm run bench` (/api/statistik 12,300 → 6,600 req/s).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (_c, next) => {
    await next();
    await deps.changes?.caughtUp();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: cspFor(deps.env.MAP_TILE_URL),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: deps.env.baseUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(clientIp(deps.env.TRUST_PROXY));
  app.use('/api/*', originCheck(deps.env.baseUrl));
  // Each route reads its own body with its own kind and limit, through http/body.ts only (lint
  // forbids reading it anywhere else), so no route buffers more than its limit. Here, for every
  // route, only what no route takes: a declared body larger than the largest upload form, and NUL
  // in the address (PostgreSQL refuses it in text; the answer is the same 400 for every route).
  app.use(async (c, next) => {
    if (!BODYLESS.has(c.req.method) && Number(c.req.header('content-length')) > MAX_BODY_BYTES)
      throw new AppError('TOO_LARGE', ERRORS.tooLarge);
    if (/%00|\0/.test(c.req.url)) throw new AppError('VALIDATION', ERRORS.forbiddenCharacter);
    return next();
  });

  // Anyone may send these without an account: a bound per client IP keeps a script from flooding
  // the office's inbox, its disk (10 MB photos) or the tracking-code lookup.
  const hour = 60 * 60 * 1000;
  const formLimit = deps.env.PUBLIC_FORM_LIMIT_PER_HOUR;
  app.use('/api/damage-reports', rateLimit({ name: 'damage-report', max: formLimit, windowMs: hour, methods: ['POST'] }));
  app.use('/api/contact', rateLimit({ name: 'contact', max: formLimit, windowMs: hour, methods: ['POST'] }));
  // "Saya juga" (issue 15): as often as a form is sent.
  app.use('/api/laporan/*', rateLimit({ name: 'support', max: formLimit, windowMs: hour, methods: ['POST'] }));
  app.use(
    '/api/account/register',
    rateLimit({ name: 'register', max: deps.env.REGISTER_LIMIT_PER_HOUR, windowMs: hour, methods: ['POST'] }),
  );
  // Issue 39: the form asks which ruas its pin is on each time the pin moves.
  app.use('/api/damage-reports/road', rateLimit({ name: 'road-lookup', max: formLimit * 10, windowMs: hour }));
  app.use('/api/damage-reports/status/*', rateLimit({ name: 'damage-status', max: formLimit * 10, windowMs: hour }));
  // A code is looked up through the API or its page, counted together: neither is a way round the other.
  app.use('/api/tracking/*', rateLimit({ name: 'tracking', max: formLimit * 10, windowMs: hour }));
  app.use('/lacak/*', rateLimit({ name: 'tracking', max: formLimit * 10, windowMs: hour }));
  app.use('/api/documents/*', rateLimit({ name: 'documents', max: formLimit * 10, windowMs: hour }));
  app.use('/verifikasi/*', rateLimit({ name: 'documents', max: formLimit * 10, windowMs: hour }));
  app.use('/terusan/*', rateLimit({ name: 'forwarded-photos', max: formLimit * 10, windowMs: hour }));
  app.use('/api/mail/*', rateLimit({ name: 'mail-links', max: formLimit, windowMs: hour }));

  app.get('/metrics', metricsRoute);
  app.route('/api', apiRoutes);
  app.route('/files', fileRoutes);
  // Open311 GeoReport v2 (issue 15): other systems read public reports and send new ones.
  app.route('/open311/v2', open311Routes);
  app.route('/images', publicImageRoutes);
  app.route('/data', openDataRoutes);
  app.route('/data', roadOpenDataRoutes);
  // Issue 39, item 3: a forwarded report's photos, by the signed links in the authority's e-mail.
  app.route('/terusan', forwardedPhotoRoutes);
  // Issue 40, item 3: the bank's SNAP BI calls (virtual account, QRIS), signed by the bank (docs/decisions/071).
  app.route('/snap/v1.0', snapRoutes);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });

  if (site) {
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      const asset = site.files.get(c.req.path);
      if (asset && c.req.path !== '/index.html') return sendAsset(c, asset);
      return next();
    });
    app.route('/', pageRoutes(site));
  }

  app.onError((err, c) => {
    // A refusal or failure is never kept by a browser or a proxy, whatever the route meant to allow.
    c.header('cache-control', 'no-store');
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) c.header('retry-after', String(err.retryAfterSeconds));
      // Refused before Open311's own routes saw it (the guards above): in Open311's error format.
      if (c.req.path.startsWith('/open311/')) return open311Refusal(c, err);
      return c.json(errorBody(err, c.get('requestId')), err.status);
    }
    if (err instanceof RequestAbortedError) {
      // The client went away mid-body (a phone losing its signal): nobody reads this answer.
      c.get('log').info('request aborted by the client');
      return c.body(null, 400);
    }
    if (isDatabaseUnavailable(err)) {
      c.get('log').warn({ err }, 'database unavailable');
      c.get('deps').outages?.noticed();
      c.header('retry-after', '5');
      // A person opening a page gets a page, in words, that reloads itself, not the API's JSON.
      if (wantsPage(c.req.method, c.req.path, c.req.header('accept'))) return c.html(OUTAGE_PAGE, 503);
      return c.json(errorBody(new AppError('NOT_READY', ERRORS.databaseUnavailable), c.get('requestId')), 503);
    }
    c.get('log').error({ err }, 'unhandled error');
    return c.json(errorBody(new AppError('INTERNAL'), c.get('requestId')), 500);
  });
  app.notFound((c) => c.json(errorBody(new AppError('NOT_FOUND'), c.get('requestId')), 404));
  return app;
}
