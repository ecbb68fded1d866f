// The HTML of every address that is not the API or a file: a public page of src/shared/public-pages.ts
// with its head, session, data and (when the renderer can) its rendered HTML; any other address gets
// index.html with the session, and the app decides where it leads.
import { Hono } from 'hono';
import type { QueryDataEntry } from '../../shared/page-data.ts';
import { PAGE_META } from '../../shared/public-page-meta.ts';
import { PUBLIC_PAGES, type PublicPage, type PublicPagePath } from '../../shared/public-pages.ts';
import { returnPath } from '../../shared/return-path.ts';
import { AUTH } from '../../shared/strings.ts';
import type { AppContext, AppEnv, SessionUser } from '../context.ts';
import { makeAsset, sendAsset, type StaticSite } from '../http/static-site.ts';
import { visitorPageCache } from './cache.ts';
import { findArticleRedirect } from '../features/news/index.ts';
import { trackingLookupRoutes } from '../features/tracking/lookup-page-routes.ts';
import { documentCodeSchema } from '../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../shared/issued-document-strings.ts';
import { documentCodeExists } from '../features/issued-documents/index.ts';
import { readPageAnswers, readPageData } from './data.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DAMAGE_FORM_PATH, DAMAGE_FORM_STATE_KEY } from '../../shared/damage-report-form-state.ts';
import { damageReportFormRoutes } from '../features/damage-reports/form-post-routes.ts';
import { areaAlertFormRoutes } from '../features/area-alerts/form-post-routes.ts';
import {
  AREA_ALERT_CONFIRM_PATH,
  AREA_ALERT_LINK_STATE_KEY,
  AREA_ALERT_STATE_KEY,
  AREA_ALERT_STOP_PATH,
} from '../../shared/area-alert-schemas.ts';
import { HEAD_BLOCK, pageHeads } from './meta.ts';
import { pageRenderer } from './render.ts';

type Asset = ReturnType<typeof makeAsset>;

export function pageRoutes(site: StaticSite): Hono<AppEnv> {
  const shell = makeAsset(Buffer.from(site.indexHtml), 'text/html; charset=utf-8');
  const hasHeadBlock = HEAD_BLOCK.test(site.indexHtml);
  const { headTags, defaultHead } = pageHeads(site);
  const { pageHtml, renderPage } = pageRenderer(site);
  const visitorPage = visitorPageCache();

  /**
   * The session, read from the request's cookie; the app then starts without a round trip.
   * `undefined` when it cannot be read: the page is still served and the app asks for it itself.
   */
  const sessionOf = async (c: AppContext): Promise<SessionUser | null | undefined> => {
    if (!c.req.header('cookie')) return null;
    try {
      return await c.get('user')();
    } catch (err) {
      c.get('log').warn({ err }, 'session not embedded in the page');
      return undefined;
    }
  };

  /** A signed-in user's page carries their name and e-mail: it is never stored by a shared cache. */
  const send = (c: AppContext, asset: Asset, status: ContentfulStatusCode, personal: boolean) => {
    const res = sendAsset(c, asset, status);
    res.headers.set('cache-control', personal ? 'private, no-cache' : 'no-cache');
    res.headers.set('vary', 'Accept-Encoding, Cookie');
    return res;
  };

  /**
   * Answers with the page: rendered on the server when `data` says what it shows (null: the app
   * renders it in the browser). `cacheKey`: what makes this page differ for visitors.
   */
  const respond = async (
    c: AppContext,
    opts: {
      session: SessionUser | null | undefined;
      head: (rendered: boolean) => string;
      data: QueryDataEntry[] | null;
      cacheKey: string;
      /** Made for this request only (a form's answer, a page with a one-time key): never kept. */
      fresh?: { status: ContentfulStatusCode } | undefined;
    },
  ) => {
    const { session, head, data, fresh } = opts;
    const make = async () => {
      const page = data ? await renderPage(c, session, data) : null;
      return pageHtml(head(!!page), session, page ?? undefined);
    };
    if (fresh) return send(c, await make(), fresh.status, true);
    if (session !== null) return send(c, await make(), 200, !!session);
    return send(c, await visitorPage(opts.cacheKey, data, make), 200, false);
  };

  /** `answer`: a form's answer the page shows (extra page data) and the status it goes with. */
  const servePage = (page: PublicPage, answer?: { data: QueryDataEntry; status: ContentfulStatusCode }) => async (c: AppContext) => {
    if (!hasHeadBlock) return sendAsset(c, shell);
    const queries = page.queries?.({ params: c.req.param(), search: new URL(c.req.url).searchParams }) ?? [];
    // A page whose title comes from its data (an article) cannot be answered without it.
    const { meta: pageMeta, notFound: notFoundMeta } = PAGE_META[page.path as PublicPagePath];
    // The page is HTML made from its data: without it (the database away) there is no page, and the
    // error handler answers (503 and the outage page while the database is unreachable).
    const [session, entries] = await Promise.all([sessionOf(c), readPageAnswers(c, queries)]);
    const data = entries.some(([, answer]) => answer === null) ? null : entries;
    // DECISIONS.md rule 6: an admin on a customer's page goes to /admin.
    if (session?.isAdmin && page.forCustomers) return c.redirect('/admin', 302);
    // /masuk is the way into the login dialog: someone signed in goes on to where it would have led.
    if (session && page.path === '/masuk') {
      return c.redirect(returnPath(new URL(c.req.url).searchParams.get('kembali')) ?? '/', 302);
    }
    const { baseUrl } = c.get('deps').env;
    // What it shows does not exist (an unknown or draft article): a real 404 that search engines skip.
    // The page itself says so (its not-found state, rendered from the missing answer); never kept.
    if (data === null) {
      const notFound = notFoundMeta ? headTags(baseUrl, { ...notFoundMeta, path: c.req.path, noindex: true }) : defaultHead;
      return respond(c, { session, head: () => notFound, data: entries, cacheKey: c.req.path, fresh: { status: 404 } });
    }
    const meta = typeof pageMeta === 'function' ? pageMeta(data.map(([, answer]) => answer)) : pageMeta;
    const head = () =>
      headTags(baseUrl, {
        path: c.req.path,
        ...meta,
        ...(page.path === '/masuk' || page.path === '/lacak/:code' || answer?.status === 404 ? { noindex: true } : {}),
      });
    // The address with its query: a page's links carry it (a login link's way back, /masuk's).
    return respond(c, {
      session,
      head,
      data: answer ? [...data, answer.data] : data,
      cacheKey: c.req.path + new URL(c.req.url).search,
      fresh: answer ? { status: answer.status } : page.fresh ? { status: 200 } : undefined,
    });
  };

  const routes = new Hono<AppEnv>();
  // An article's earlier address answers 301 with its current one (issue 14), before the page is made.
  routes.on(['GET', 'HEAD'], '/berita/:slug', async (c, next) => {
    const moved = await findArticleRedirect(c.get('deps').db, c.req.param('slug'));
    return moved ? c.redirect(`/berita/${encodeURIComponent(moved)}`, 301) : next();
  });
  // Issue 35, item 5: the damage report form posted without JavaScript, answered with its page.
  const damageForm = PUBLIC_PAGES.find((page) => page.path === DAMAGE_FORM_PATH)!;
  routes.route(
    '/',
    damageReportFormRoutes((c, state, status) => servePage(damageForm, { data: [DAMAGE_FORM_STATE_KEY, state], status })(c)),
  );
  // Issue 39, item 5: "Ikuti laporan di sini" on /laporan and its e-mails' two pages, without JavaScript.
  const pageAt = (path: string) => PUBLIC_PAGES.find((page) => page.path === path)!;
  routes.route(
    '/',
    areaAlertFormRoutes({
      form: (c, state, status) => servePage(pageAt('/laporan'), { data: [AREA_ALERT_STATE_KEY, state], status })(c),
      confirm: (c, state, status) => servePage(pageAt(AREA_ALERT_CONFIRM_PATH), { data: [AREA_ALERT_LINK_STATE_KEY, state], status })(c),
      stop: (c, state, status) => servePage(pageAt(AREA_ALERT_STOP_PATH), { data: [AREA_ALERT_LINK_STATE_KEY, state], status })(c),
    }),
  );
  // /lacak's box without JavaScript: GET /lacak?kode= goes on to that code's page.
  const lookup = PUBLIC_PAGES.find((page) => page.path === '/lacak')!;
  routes.route(
    '/',
    trackingLookupRoutes((c) => servePage(lookup, { data: [['tracking', 'unknown'], true], status: 404 })(c)),
  );
  for (const page of PUBLIC_PAGES) routes.on(['GET', 'HEAD'], page.path, servePage(page));
  // Spec §2: /admin-login is the home page under the admin login dialog (its script opens it); a
  // signed-in admin goes on to /admin.
  const home = PUBLIC_PAGES.find((page) => page.path === '/')!;
  routes.on(['GET', 'HEAD'], '/admin-login', async (c) => {
    if (!hasHeadBlock) return sendAsset(c, shell);
    const [session, data] = await Promise.all([
      sessionOf(c),
      readPageData(c, home.queries?.({ params: {}, search: new URLSearchParams() }) ?? []),
    ]);
    if (session?.isAdmin) return c.redirect('/admin', 302);
    const { baseUrl } = c.get('deps').env;
    const head = () =>
      headTags(baseUrl, { title: AUTH.adminLoginTitle, description: AUTH.adminLoginSubtitle, path: c.req.path, noindex: true });
    return respond(c, { session, head, data: data ?? [], cacheKey: c.req.path });
  });
  // /verifikasi/{code} of a code that does not exist is a real 404 (the app then says so in
  // Indonesian); /lacak/{code} is a public page, a 404 when its code does not exist.
  const notFoundFor = (path: string, exists: (c: AppContext, code: string) => Promise<boolean>, title: string, description: string) =>
    routes.on(['GET', 'HEAD'], path, async (c, next) => {
      if ((await exists(c, c.req.param('code') ?? '')) || !hasHeadBlock) return next();
      const session = await sessionOf(c);
      return send(
        c,
        pageHtml(headTags(c.get('deps').env.baseUrl, { title, description, path: c.req.path, noindex: true }), session),
        404,
        !!session,
      );
    });
  notFoundFor(
    '/verifikasi/:code',
    async (c, code) => {
      const parsed = documentCodeSchema.safeParse(code);
      return parsed.success && (await documentCodeExists(c.get('deps').db, parsed.data));
    },
    DOCUMENTS.verify.notFoundTitle,
    DOCUMENTS.verify.notFound,
  );
  // Every other path gets the same page (the app decides where it leads): one cache entry.
  return routes.on(['GET', 'HEAD'], '*', async (c) => {
    if (!hasHeadBlock) return sendAsset(c, shell);
    const session = await sessionOf(c);
    return respond(c, { session, head: () => defaultHead, data: null, cacheKey: '\u0000other' });
  });
}
