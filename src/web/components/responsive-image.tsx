import { defaultImageUrl, imageSrcSet, type ImageRef } from '../../shared/images.ts';

/**
 * An image the portal stored, in the sizes it makes (`/images/{id}/{width}`, AVIF/WebP/JPEG by the
 * browser's Accept): `sizes` says how wide it is drawn, width and height keep its place so nothing
 * shifts. `priority` for the one image that is the page's largest paint (loaded at once, first);
 * every other image loads when it nears the screen.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ImageRef;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={defaultImageUrl(image)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
