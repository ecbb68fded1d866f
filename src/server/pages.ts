import { Hono } from 'hono';
import { NAV, OFFICE, SITE } from '../shared/strings.ts';
import { NEWS_PAGE_SIZE, NEWS_TEASER_SIZE } from '../shared/news-schemas.ts';
import { SESSION_ELEMENT_ID } from '../shared/page-data.ts';
import type { AppContext, AppEnv, SessionUser } from './context.ts';
import { publicUser } from './features/accounts/routes.ts';
import { findPublishedArticle } from './features/news/published-articles.ts';
import { makeAsset, sendAsset, type StaticSite } from './http/static-site.ts';

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

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
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

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
};

/**
 * Messaging apps and search engines read the HTML the server sends and run no JavaScript, so the
 * title, description and Open Graph tags of a page are written into index.html's app-head block.
 */
export function pageRoutes(site: StaticSite): Hono<AppEnv> {
  const shell = makeAsset(Buffer.from(site.indexHtml), 'text/html; charset=utf-8');
  const hasHeadBlock = HEAD_BLOCK.test(site.indexHtml);

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

  /** index.html with this head, and the session the app would otherwise ask /api/account/me for. */
  const render = (head: string, session: SessionUser | null | undefined) => {
    const data = session === undefined ? '' : `\n    <script id="${SESSION_ELEMENT_ID}" type="application/json">${jsonForScript({ user: session && publicUser(session) })}</script>`;
    const html = site.indexHtml.replace(HEAD_BLOCK, () => `<!--app-head-->\n    ${head}${data}\n    <!--/app-head-->`);
    return makeAsset(Buffer.from(html), 'text/html; charset=utf-8', false, session != null);
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

  // Visitors' pages (no cookie) are the same for everyone: render each once, on first use.
  const visitorCache = new Map<string, ReturnType<typeof makeAsset>>();

  const headOf = (c: AppContext) => {
    const known = STATIC_PAGES[c.req.path];
    return known ? headTags(c.get('deps').env.baseUrl, { ...known, title: pageTitle(known.title), path: c.req.path }) : defaultHead;
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
      return send(c, render(head, session), article ? 200 : 404, !!session);
    })
    .on(['GET', 'HEAD'], '*', async (c) => {
      if (!hasHeadBlock) return sendAsset(c, shell);
      const session = await sessionOf(c);
      if (session === null) {
        let page = visitorCache.get(c.req.path);
        if (!page) {
          page = render(headOf(c), null);
          // Unknown paths are not remembered: the cache holds the handful of real pages only.
          if (STATIC_PAGES[c.req.path] || visitorCache.size < 50) visitorCache.set(c.req.path, page);
        }
        return send(c, page, 200, false);
      }
      return send(c, render(headOf(c), session), 200, !!session);
    });
}

/** JSON inside <script>: nothing in it can close the element or start markup. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
