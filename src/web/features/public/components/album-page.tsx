import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { GALLERY } from '../../../../shared/gallery-strings.ts';
import { COMMON, SITE } from '../../../../shared/strings.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGalleryAlbum } from '../api/gallery.ts';
import NotFoundPage from './not-found-page.tsx';

// The lightbox's code arrives when a photo is opened.
const Lightbox = lazy(() => import('./lightbox.tsx'));

/** /galeri/{slug}: an album's photos in the editor's order; each opens large, by click or keyboard. */
export default function AlbumPage() {
  const { slug = '' } = useParams();
  const album = useGalleryAlbum(slug);
  useDocumentTitle(album.data?.title ?? SITE.gallery.title);
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // The photo the lightbox was opened from gets the focus back (the dialog pattern's rule).
  const opener = useRef(0);
  if (album.isError && album.error instanceof ApiError && album.error.status === 404) {
    return <NotFoundPage title={GALLERY.notFoundTitle} text={GALLERY.notFound} backTo="/galeri" backLabel={GALLERY.back} />;
  }
  const a = album.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link
        to="/galeri"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {GALLERY.back}
      </Link>
      {album.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label={COMMON.loading} />
        </div>
      ) : !a ? (
        <p role="alert" className="mt-8 text-red-800">
          {errorMessage(album.error)}
        </p>
      ) : (
        <>
          <header className="mt-6 grid gap-2">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{a.title}</h1>
            <p className="text-sm text-slate-600">
              <time dateTime={a.albumDate}>{formatLongDate(`${a.albumDate}T12:00:00+08:00`)}</time> · {GALLERY.photos(a.photos.length)}
            </p>
            {a.description && <p className="max-w-3xl text-slate-700">{a.description}</p>}
          </header>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {a.photos.map((p, i) => (
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
                photos={a.photos}
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
      )}
    </div>
  );
}
