import sanitizeHtml from 'sanitize-html';
import { ARTICLE_IMAGE_SIZES, defaultImageUrl, IMAGE_PATH, imageSrcSet, type ImageRef } from '../../shared/images.ts';

// Spec §5 / DECISIONS.md rule 15: links http, https, mailto, tel; indent levels 1–8. Images only
// those the portal stored itself, at /images/{id}/{width} (docs/decisions/022, which replaces 009's
// /files/ and data: images): a third-party image would tell its host who reads the article, a data:
// image bypasses the size and EXIF rules, and /files/ is private. Each image gets its srcset, sizes,
// width and height (nothing shifts as it loads) and loads lazily. Applied on save and again on read,
// so old rows are safe under a newer rule.

const positive = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : null;
};

function options(known: Map<string, ImageRef> | null): sanitizeHtml.IOptions {
  return {
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
      'figure',
      'figcaption',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      '*': ['class'],
    },
    allowedClasses: {
      '*': ['ql-indent-1', 'ql-indent-2', 'ql-indent-3', 'ql-indent-4', 'ql-indent-5', 'ql-indent-6', 'ql-indent-7', 'ql-indent-8'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [], a: ['http', 'https', 'mailto', 'tel'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // Links open in a new tab without giving the opened page a handle on ours.
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
      img: (tagName, attribs) => ({ tagName, attribs: portalImage(attribs, known) }),
    },
    // An image that is not the portal's own (its attributes were emptied above) goes as a whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/**
 * An <img> of ours, rebuilt from its id and size: on save the size comes from the images table
 * (`known`; an id it does not hold is dropped), on read from the width and height saved with it.
 */
function portalImage(attribs: sanitizeHtml.Attributes, known: Map<string, ImageRef> | null): sanitizeHtml.Attributes {
  const m = IMAGE_PATH.exec(attribs.src ?? '');
  if (!m) return {};
  const id = m[1]!;
  const width = positive(attribs.width);
  const height = positive(attribs.height);
  const image = known ? known.get(id) : width && height ? { id, width, height } : undefined;
  if (!image) return {};
  return {
    src: defaultImageUrl(image),
    srcset: imageSrcSet(image),
    sizes: ARTICLE_IMAGE_SIZES,
    width: String(image.width),
    height: String(image.height),
    alt: attribs.alt ?? '',
    loading: 'lazy',
    decoding: 'async',
  };
}

const READ_OPTIONS = options(null);

/** On read: what was saved, under today's rules. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, READ_OPTIONS);
}

/** The portal image ids an HTML body names. */
export function imageIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//g)].map((m) => m[1]!))];
}

/** On save: images sized from the images table; an id it does not hold is dropped. */
export function sanitizeArticleHtmlWithImages(html: string, known: Map<string, ImageRef>): string {
  return sanitizeHtml(html, options(known));
}
