import { Hono } from 'hono';
import { NAV, OFFICE, SITE } from '../shared/strings.ts';
import type { AppEnv } from './context.ts';
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
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const pageTitle = (title: string) => `${title} | ${OFFICE.name}`;

/** Public pages whose title and description the server already knows (they match useDocumentTitle). */
const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: NAV.home, description: SITE.meta.homeDescription },
  '/profil': { title: SITE.profile.title, description: SITE.meta.profileDescription },
  '/berita': { title: SITE.news.title, description: SITE.meta.newsDescription },
  '/galeri': { title: SITE.gallery.title, description: SITE.meta.galleryDescription },
  '/kontak': { title: SITE.contact.title, description: SITE.meta.contactDescription },
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

  const render = (baseUrl: string, meta: Meta) => {
    const url = new URL(meta.path, baseUrl).href;
    const image = shareImage(meta.image) ?? shareImage('/images/og-default.png');
    const tags = [
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
    ].filter(Boolean);
    const html = site.indexHtml.replace(HEAD_BLOCK, () => `<!--app-head-->\n    ${tags.join('\n    ')}\n    <!--/app-head-->`);
    return makeAsset(Buffer.from(html), 'text/html; charset=utf-8');
  };

  // The public pages' heads never change while the process runs: render each once, on first use.
  const staticCache = new Map<string, ReturnType<typeof makeAsset>>();

  return new Hono<AppEnv>()
    .on(['GET', 'HEAD'], '/berita/:slug', async (c, next) => {
      if (!hasHeadBlock) return next();
      const { db, env } = c.get('deps');
      const slug = c.req.param('slug');
      const article = await findPublishedArticle(db, slug);
      if (!article) {
        const page = render(env.baseUrl, { title: pageTitle(SITE.news.notFoundTitle), description: SITE.news.notFoundText, path: c.req.path, noindex: true });
        return sendAsset(c, page, 404);
      }
      const page = render(env.baseUrl, {
        title: pageTitle(article.title),
        description: article.excerpt || SITE.meta.newsDescription,
        path: `/berita/${encodeURIComponent(article.slug)}`,
        type: 'article',
        image: article.coverImageUrl,
        publishedTime: article.publishedAt,
      });
      return sendAsset(c, page);
    })
    .on(['GET', 'HEAD'], '*', (c) => {
      const known = STATIC_PAGES[c.req.path];
      if (!known || !hasHeadBlock) return sendAsset(c, shell);
      let page = staticCache.get(c.req.path);
      if (!page) {
        const { baseUrl } = c.get('deps').env;
        page = render(baseUrl, { title: pageTitle(known.title), description: known.description, path: c.req.path });
        staticCache.set(c.req.path, page);
      }
      return sendAsset(c, page);
    });
}
