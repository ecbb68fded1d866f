import { Images } from 'lucide-react';
import { Link } from 'react-router';
import { GALLERY } from '../../../../shared/gallery-strings.ts';
import { SITE } from '../../../../shared/strings.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGalleryList } from '../api/gallery.ts';
import { PageIntro } from './page-intro.tsx';

const t = SITE.gallery;

/** /galeri: the albums the office published in the CMS (issue 14), newest first. */
export default function GalleryPage() {
  useDocumentTitle(t.title);
  const albums = useGalleryList();
  return (
    <>
      <PageIntro title={t.title} intro={t.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {albums.isPending ? (
          <Spinner className="text-brand-700" />
        ) : !albums.data?.length ? (
          <p className="py-10 text-center text-slate-600">{GALLERY.empty}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {albums.data.map((album, i) => (
              <li key={album.id}>
                <Link
                  to={`/galeri/${encodeURIComponent(album.slug)}`}
                  className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
                >
                  <div className="aspect-[4/3] overflow-hidden bg-brand-50">
                    {album.cover && (
                      <ResponsiveImage
                        image={album.cover}
                        alt=""
                        sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
                        priority={i === 0}
                        className="size-full object-cover transition group-hover:scale-[1.02]"
                      />
                    )}
                  </div>
                  <div className="grid gap-1 p-4">
                    <h2 className="text-lg font-bold text-slate-900">{album.title}</h2>
                    <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                      <time dateTime={album.albumDate}>{formatLongDate(`${album.albumDate}T12:00:00+08:00`)}</time>
                      <span className="inline-flex items-center gap-1">
                        <Images aria-hidden className="size-4" />
                        {GALLERY.photos(album.photoCount)}
                      </span>
                    </p>
                    {album.description && <p className="line-clamp-2 text-sm text-slate-700">{album.description}</p>}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
