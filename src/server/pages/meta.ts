// Messaging apps and search engines read the HTML the server sends and run no JavaScript, so the
// title, description and Open Graph tags of a page are written into index.html's app-head block.
import { ARTICLE_IMAGE_SIZES, defaultImageUrl, imageSrcSet } from '../../shared/images.ts';
import type { PageMeta } from '../../shared/public-pages.ts';
import { OFFICE } from '../../shared/strings.ts';
import type { StaticSite } from '../http/static-site.ts';

export const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

type HeadMeta = PageMeta & {
  path: string;
  noindex?: boolean;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** "Berita | Dinas PUPR Provinsi Sulawesi Barat", as useDocumentTitle writes it in the browser. */
const pageTitle = (title: string) => `${title} | ${OFFICE.name}`;

/** The head tags of a page of `site`, and index.html's own for the pages the server knows nothing about. */
export function pageHeads(site: StaticSite) {
  /** Social previews need a raster image: an SVG cover is swapped for a same-named PNG/JPEG when the site has one. */
  const shareImage = (url: string | null | undefined): string | null => {
    if (!url) return null;
    if (!url.startsWith('/')) return /^https?:\/\//.test(url) ? url : null;
    if (!url.endsWith('.svg')) return url;
    const raster = ['.png', '.jpg'].map((ext) => url.replace(/\.svg$/, ext)).find((p) => site.files.has(p));
    return raster ?? null;
  };

  // The Latin font file (its name carries the build's hash): fetched with the HTML, so that the text is
  // drawn in it at once rather than after the stylesheet is read (styles.css).
  const font = [...site.files.keys()].find((p) => /^\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/.test(p));
  const fontPreload = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(font)}" />` : '';

  const headTags = (baseUrl: string, meta: HeadMeta) => {
    const url = new URL(meta.path, baseUrl).href;
    const title = pageTitle(meta.title);
    const image = shareImage(meta.image) ?? shareImage('/images/og-default.png');
    return [
      `<title>${escapeHtml(title)}</title>`,
      fontPreload,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:site_name" content="${escapeHtml(OFFICE.name)}" />`,
      '<meta property="og:locale" content="id_ID" />',
      `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      image ? `<meta property="og:image" content="${escapeHtml(new URL(image, baseUrl).href)}" />` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
      meta.publishedTime ? `<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}" />` : '',
      meta.preloadImage ? `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />` : '',
      // An article's cover (issue 14): the browser picks from the same srcset and sizes the page's <img> has.
      meta.preloadPortalImage
        ? `<link rel="preload" as="image" href="${escapeHtml(defaultImageUrl(meta.preloadPortalImage))}" imagesrcset="${escapeHtml(
            imageSrcSet(meta.preloadPortalImage),
          )}" imagesizes="${escapeHtml(ARTICLE_IMAGE_SIZES)}" fetchpriority="high" />`
        : '',
    ]
      .filter(Boolean)
      .join('\n    ');
  };

  // The app's own shell (/dashboard, /admin, …) preloads the font too (issue 38: a page opened from an e-mail
  // in a fresh browser drew its header in the fallback font).
  const shellHead = HEAD_BLOCK.exec(site.indexHtml)?.[0].replace(/^<!--app-head-->\s*|\s*<!--\/app-head-->$/g, '') ?? '';
  const defaultHead = [shellHead, fontPreload].filter(Boolean).join('\n    ');

  return { headTags, defaultHead };
}
