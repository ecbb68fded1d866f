import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { LAYANAN, NAV, OFFICE, SITE } from '../shared/strings.ts';
import { BRIDGE_PAGE_SIZE, PAGE_MAX } from '../shared/constants.ts';
import { NEWS_PAGE_SIZE, NEWS_TEASER_SIZE } from '../shared/news-schemas.ts';
import { QUERY_DATA_ELEMENT_ID, SESSION_ELEMENT_ID, type QueryDataEntry } from '../shared/page-data.ts';
import type { AppContext, AppEnv, SessionUser } from './context.ts';
import { publicUser } from './features/accounts/routes.ts';
import { listBridges } from './features/bridges/list-bridges.ts';
import { findPublishedArticle, listPublishedArticles } from './features/news/published-articles.ts';
import { makeAsset, sendAsset, type StaticSite } from './http/static-site.ts';
import type { NewsArticle } from '../shared/news-schemas.ts';

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
/** index.html's #root with the spinner painted before any script runs; a rendered page replaces it. */
const ROOT_BLOCK = /<div id="root"><!--app-root-->[\s\S]*?<!--\/app-root--><\/div>/;
const VISITOR_CACHE_MAX = 100;

type Meta = {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  image?: string | null;
  publishedTime?: string;
  noindex?: boolean;
  /** An image the page shows large at the top: fetched with the HTML, not after the scripts. */
  preloadImage?: string;
  /** The page's own lazily loaded module (a key of Vite's manifest), preloaded with the HTML. */
  module?: string;
  /** An API call the page makes at once: started with the HTML rather than after the scripts run. */
  preloadFetch?: string;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const pageTitle = (title: string) => `${title} | ${OFFICE.name}`;

/** Public pages whose title and description the server already knows (they match useDocumentTitle). */
const PAGE_MODULE = (name: string) => `features/public/components/${name}.tsx`;
const STATIC_PAGES: Record<string, Pick<Meta, 'title' | 'description' | 'preloadImage' | 'module' | 'preloadFetch'>> = {
  '/': {
    title: NAV.home,
    description: SITE.meta.homeDescription,
    preloadImage: '/images/hero.svg',
    module: PAGE_MODULE('home-page'),
    preloadFetch: `/api/news?page=1&pageSize=${NEWS_TEASER_SIZE}`,
  },
  '/profil': { title: SITE.profile.title, description: SITE.meta.profileDescription, module: PAGE_MODULE('profile-page') },
  '/berita': {
    title: SITE.news.title,
    description: SITE.meta.newsDescription,
    module: PAGE_MODULE('news-page'),
    preloadFetch: `/api/news?page=1&pageSize=${NEWS_PAGE_SIZE}`,
  },
  '/galeri': { title: SITE.gallery.title, description: SITE.meta.galleryDescription, module: PAGE_MODULE('gallery-page') },
  '/kontak': { title: SITE.contact.title, description: SITE.meta.contactDescription, module: PAGE_MODULE('contact-page') },
  // The services: a visitor sees the login prompt (Sirekanan, Uji Lab), the form (Lapor Kerusakan)
  // or the first page of bridges without waiting for the scripts.
  '/layanan/sirekanan': { title: LAYANAN.sirekanan.heading, description: LAYANAN.sirekanan.description, module: 'features/sirekanan/components/sirekanan-page.tsx' },
  '/layanan/ujilab': { title: LAYANAN.ujilab.heading, description: LAYANAN.ujilab.description, module: 'features/ujilab/components/ujilab-page.tsx' },
  '/layanan/lapor-kerusakan': { title: LAYANAN.damage.heading, description: LAYANAN.damage.description, module: 'features/damage-reports/components/damage-report-page.tsx' },
  '/layanan/jembatantif': {
    title: LAYANAN.bridges.heading,
    description: LAYANAN.bridges.description,
    module: 'features/bridges/components/bridges-page.tsx',
    preloadFetch: `/api/bridges?page=1&pageSize=${BRIDGE_PAGE_SIZE}`,
  },
};

/**
 * Messaging apps and search engines read the HTML the server sends and run no JavaScript, so the
 * title, description and Open Graph tags of a page are written into index.html's app-head block.
 */
export function pageRoutes(site: StaticSite): Hono<AppEnv> {
  const shell = makeAsset(Buffer.from(site.indexHtml), 'text/html; charset=utf-8');
  const hasHeadBlock = HEAD_BLOCK.test(site.indexHtml);
  const canRender = ROOT_BLOCK.test(site.indexHtml);

  /** Social previews need a raster image: an SVG cover is swapped for a same-named PNG/JPEG when the site has one. */
  const shareImage = (url: string | null | undefined): string | null => {
    if (!url) return null;
    if (!url.startsWith('/')) return /^https?:\/\//.test(url) ? url : null;
    if (!url.endsWith('.svg')) return url;
    const raster = ['.png', '.jpg'].map((ext) => url.replace(/\.svg$/, ext)).find((p) => site.files.has(p));
    return raster ?? null;
  };

  const headTags = (baseUrl: string, meta: Meta) => {
    const url = new URL(meta.path, baseUrl).href;
    const image = shareImage(meta.image) ?? shareImage('/images/og-default.png');
    return [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:site_name" content="${escapeHtml(OFFICE.name)}" />`,
      '<meta property="og:locale" content="id_ID" />',
      `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      image ? `<meta property="og:image" content="${escapeHtml(new URL(image, baseUrl).href)}" />` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
      meta.publishedTime ? `<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}" />` : '',
      meta.preloadImage ? `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />` : '',
      ...(meta.module ? site.chunksFor(meta.module) : []).map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`),
      meta.preloadFetch ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(meta.preloadFetch)}" />` : '',
    ]
      .filter(Boolean)
      .join('\n    ');
  };
  const defaultHead = HEAD_BLOCK.exec(site.indexHtml)?.[0].replace(/^<!--app-head-->\s*|\s*<!--\/app-head-->$/g, '') ?? '';

  /**
   * index.html with this head, the session the app would otherwise ask /api/account/me for and,
   * for a page rendered on the server, its HTML and the API answers it was made from.
   */
  const render = (head: string, session: SessionUser | null | undefined, page?: RenderedPage) => {
    const data = [
      session === undefined ? '' : `<script id="${SESSION_ELEMENT_ID}" type="application/json">${jsonForScript({ user: session && publicUser(session) })}</script>`,
      page?.queries.length ? `<script id="${QUERY_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(page.queries)}</script>` : '',
    ].filter(Boolean);
    // React's own preloads, except those the head already has.
    const links = (page?.headLinks ?? []).filter((link) => !head.includes(/href="([^"]*)"/.exec(link)?.[1] ?? '\u0000'));
    let html = site.indexHtml.replace(HEAD_BLOCK, () => `<!--app-head-->\n    ${[head, ...data, ...links].join('\n    ')}\n    <!--/app-head-->`);
    if (page) html = html.replace(ROOT_BLOCK, () => `<div id="root" data-ssr="">${page.html}</div>`);
    // Compressed quickly even when kept for many visitors: the smallest setting costs ~20 ms a page
    // (a stream of made-up addresses would turn that into load) for ~400 bytes less.
    return makeAsset(Buffer.from(html), 'text/html; charset=utf-8', false, true);
  };

  type RenderedPage = { html: string; headLinks: string[]; queries: QueryDataEntry[] };

  /**
   * The page as HTML, so that a phone paints it before any script has run and messaging apps and
   * search engines read its text. Null when there is no renderer or it fails: the app then
   * renders in the browser, as before.
   */
  const renderPage = async (c: AppContext, session: SessionUser | null | undefined, queries: QueryDataEntry[]): Promise<RenderedPage | null> => {
    if (!site.renderer || !canRender || session === undefined) return null;
    try {
      const url = c.req.path + (new URL(c.req.url).search || '');
      // The answers as the API sends them (dates as strings), so the browser's first render matches.
      const plain = JSON.parse(JSON.stringify(queries)) as QueryDataEntry[];
      let html = await site.renderer({ url, user: session && publicUser(session), queries: plain });
      // React puts preloads for images it met at the very start; they belong in <head>.
      const lead = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
      html = html.slice(lead.length);
      return { html, headLinks: lead.match(/<link [^>]*\/>/g) ?? [], queries: plain };
    } catch (err) {
      c.get('log').warn({ err }, 'page not rendered on the server');
      return null;
    }
  };

  /** The API answers a public page shows at once (its query keys are those of src/web/features/public/api). */
  const pageQueries = async (c: AppContext): Promise<QueryDataEntry[] | null> => {
    const { db } = c.get('deps');
    switch (c.req.path) {
      case '/':
        return [[['news', 'list', 1, NEWS_TEASER_SIZE], await listPublishedArticles({ db, input: { page: 1, pageSize: NEWS_TEASER_SIZE } })]];
      case '/berita': {
        const page = Math.min(PAGE_MAX, Math.max(1, Math.floor(Number(c.req.query('halaman'))) || 1));
        return [[['news', 'list', page, NEWS_PAGE_SIZE], await listPublishedArticles({ db, input: { page, pageSize: NEWS_PAGE_SIZE } })]];
      }
      case '/profil':
      case '/galeri':
      case '/kontak':
      case '/layanan/sirekanan':
      case '/layanan/ujilab':
      case '/layanan/lapor-kerusakan':
        return [];
      case '/layanan/jembatantif':
        return [[['bridges', { q: '', page: 1 }], await listBridges({ db, log: c.get('log'), input: { q: '', page: 1, pageSize: BRIDGE_PAGE_SIZE } })]];
      default:
        return null; // not rendered on the server
    }
  };

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
  const send = (c: AppContext, asset: ReturnType<typeof makeAsset>, status: 200 | 404, personal: boolean) => {
    const res = sendAsset(c, asset, status);
    res.headers.set('cache-control', personal ? 'private, no-cache' : 'no-cache');
    res.headers.set('vary', 'Accept-Encoding, Cookie');
    return res;
  };

  type Asset = ReturnType<typeof makeAsset>;
  // Visitors' pages (no cookie) are the same for everyone given the same data. The data is read
  // for every request (a small query or two), so a new article shows at once; the page is made
  // once per address and data (fetchMethod runs `make`), and visitors arriving meanwhile wait for
  // that one rendering. A rendering that fails is forgotten (the next visitor tries again); one
  // evicted while under way still answers whoever waits for it (ignoreFetchAbort).
  const visitorCache = new LRUCache<string, Asset, () => Promise<Asset>>({
    max: VISITOR_CACHE_MAX,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context: make }) => make(),
  });

  /**
   * Answers with the page: rendered on the server when `queries` says what it shows (null: the
   * app renders it in the browser). `cacheKey`: what makes this page differ for visitors.
   */
  const respond = async (
    c: AppContext,
    opts: { session: SessionUser | null | undefined; head: (rendered: boolean) => string; queries: QueryDataEntry[] | null; cacheKey: string; status?: 200 | 404 },
  ) => {
    const { session, head, queries, status = 200 } = opts;
    const make = async () => {
      const page = queries ? await renderPage(c, session, queries) : null;
      return render(head(!!page), session, page ?? undefined);
    };
    if (session !== null) return send(c, await make(), status, !!session);
    const key = createHash('sha1').update(`${opts.cacheKey}\u0000${JSON.stringify(queries)}`).digest('base64url');
    // forceFetch: fetch() typed as never resolving undefined (make always answers).
    return send(c, await visitorCache.forceFetch(key, { context: make }), status, false);
  };

  /** `rendered`: the page's data travels inside it, so its first API call is not announced. */
  const headOf = (c: AppContext, rendered = false) => {
    const known = STATIC_PAGES[c.req.path];
    if (!known) return defaultHead;
    return headTags(c.get('deps').env.baseUrl, { ...known, title: pageTitle(known.title), path: c.req.path, preloadFetch: rendered ? undefined : known.preloadFetch });
  };

  return new Hono<AppEnv>()
    .on(['GET', 'HEAD'], '/berita/:slug', async (c, next) => {
      if (!hasHeadBlock) return next();
      const { db, env } = c.get('deps');
      const [article, session] = await Promise.all([findPublishedArticle(db, c.req.param('slug')), sessionOf(c)]);
      const head = article
        ? headTags(env.baseUrl, {
            title: pageTitle(article.title),
            description: article.excerpt || SITE.meta.newsDescription,
            path: `/berita/${encodeURIComponent(article.slug)}`,
            type: 'article',
            image: article.coverImageUrl,
            publishedTime: article.publishedAt,
            module: PAGE_MODULE('article-page'),
          })
        : headTags(env.baseUrl, { title: pageTitle(SITE.news.notFoundTitle), description: SITE.news.notFoundText, path: c.req.path, noindex: true });
      if (!article) return send(c, render(head, session), 404, !!session);
      return respond(c, { session, head: () => head, queries: [[['news', 'article', article.slug], article satisfies NewsArticle]], cacheKey: c.req.path });
    })
    .on(['GET', 'HEAD'], '*', async (c) => {
      if (!hasHeadBlock) return sendAsset(c, shell);
      const [session, queries] = await Promise.all([
        sessionOf(c),
        pageQueries(c).catch((err: unknown) => {
          c.get('log').warn({ err }, 'page data not read; the page renders in the browser');
          return null;
        }),
      ]);
      // Every other path gets the same page (the app decides where it leads): one cache entry.
      const cacheKey = STATIC_PAGES[c.req.path] ? c.req.path : '\u0000other';
      // An admin on a customer page is sent to /admin by the app (DECISIONS.md rule 6): nothing to render.
      const rendered = session?.isAdmin && c.req.path.startsWith('/layanan/') ? null : queries;
      return respond(c, { session, head: (r) => headOf(c, r), queries: rendered, cacheKey });
    });
}

/** JSON inside <script>: nothing in it can close the element or start markup. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
