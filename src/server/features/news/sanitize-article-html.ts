import sanitizeHtml from 'sanitize-html';
import { isSafeKey } from '../../storage/blob-store.ts';

// Spec §5 / DECISIONS.md rule 15: links http, https, mailto, tel; indent levels 1–8. Images only
// from the portal itself (docs/decisions/009): the CSP (img-src 'self' data: blob:) would block any
// other host, and a third-party image would tell that host who reads the article.
// Applied on save and again on read, so old rows are safe under a newer rule.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ol',
    'ul',
    'li',
    'blockquote',
    'code',
    'pre',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedClasses: {
    '*': ['ql-indent-1', 'ql-indent-2', 'ql-indent-3', 'ql-indent-4', 'ql-indent-5', 'ql-indent-6', 'ql-indent-7', 'ql-indent-8'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'], a: ['http', 'https', 'mailto', 'tel'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open in a new tab without giving the opened page a handle on ours.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  // An image whose source was removed above, or is not the portal's own, goes as a whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isPortalImage(frame.attribs.src),
};

const PORTAL_FILE = /^\/files\/[a-z0-9-]+\/(.+)$/;
const RASTER_DATA_URI = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

/**
 * A download path the portal serves (`/files/<bucket>/<key>`, with a key that cannot climb out by
 * `..`, `%2e` or a backslash) or an inline raster image. Anything else (another host, `//host`,
 * `\\host`, an SVG or HTML data: URI, a relative path) is not shown.
 */
function isPortalImage(src: string | undefined): boolean {
  if (!src) return false;
  if (RASTER_DATA_URI.test(src)) return true;
  const m = PORTAL_FILE.exec(src);
  return m !== null && isSafeKey(m[1]!);
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
