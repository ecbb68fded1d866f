// The public site's images (issue 14): one URL per width, the format chosen by the browser's Accept
// header (AVIF, WebP, else JPEG), so that a plain <img srcset> gets the best each browser can show.

/** The widths we make; a request for any other is a 404 (a finite set of files per image). */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;

export type ImageRef = { id: string; width: number; height: number };

const imageUrl = (id: string, width: number) => `/images/${id}/${width}`;

/** The widths worth offering for an image `width` px wide: ours up to it, and its own if smaller than all. */
function widthsFor(width: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

export function imageSrcSet(image: ImageRef): string {
  return widthsFor(image.width)
    .map((w) => `${imageUrl(image.id, w)} ${w}w`)
    .join(', ');
}

/** The default `src`: the largest width up to 960 (what an old browser without srcset gets). */
export function defaultImageUrl(image: ImageRef): string {
  const widths = widthsFor(image.width);
  return imageUrl(image.id, widths.filter((w) => w <= 960).at(-1) ?? widths[0]!);
}

/** `/images/{uuid}/{width}` with an optional `.jpg|.webp|.avif` that pins the format (Open Graph wants JPEG). */
export const IMAGE_PATH = /^\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{2,4})(?:\.(jpg|webp|avif))?$/;

/** How wide an article's cover and images are drawn on its own page (the reading column). */
export const ARTICLE_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

/** Covers are cut to the cards' shape. */
export const COVER_RATIO = 16 / 9;
