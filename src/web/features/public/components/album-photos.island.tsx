import { lazy, Suspense, useRef, useState } from 'react';
import type { GalleryPhoto } from '../../../../shared/gallery-schemas.ts';
import { GALLERY } from '../../../../shared/gallery-strings.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { defineIsland } from '../../../islands/island.tsx';

// The lightbox's code arrives when a photo is opened.
const Lightbox = lazy(() => import('./lightbox.tsx'));

/**
 * An album's photos (/galeri/{slug}), an island (issue 35) taken over when the visitor reaches for
 * it: each opens large in the lightbox, by click or keyboard; one pressed before React had it opens
 * once it has (islands/boot.ts).
 */
function AlbumPhotos({ photos }: { photos: GalleryPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // The photo the lightbox was opened from gets the focus back (the dialog pattern's rule).
  const opener = useRef(0);
  return (
    <>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((p, i) => (
          <li key={p.id}>
            <figure className="grid gap-1.5">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                onClick={() => {
                  opener.current = i;
                  setOpen(i);
                }}
                aria-label={GALLERY.openPhoto(p.caption || p.alt)}
                className="block aspect-square overflow-hidden rounded-lg bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <ResponsiveImage
                  image={p.image}
                  alt={p.alt}
                  sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                  priority={i < 2}
                  className="size-full object-cover"
                />
              </button>
              {p.caption && <figcaption className="text-xs text-slate-700">{p.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            index={open}
            onIndex={setOpen}
            onClose={() => {
              setOpen(null);
              requestAnimationFrame(() => buttons.current[opener.current]?.focus());
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default defineIsland('album-photos', AlbumPhotos);
