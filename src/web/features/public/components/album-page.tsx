import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { GALLERY } from '../../../../shared/gallery-strings.ts';
import { SITE } from '../../../../shared/strings.ts';
import { Island } from '../../../islands/island.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGalleryAlbum } from '../api/gallery.ts';
import AlbumPhotosIsland from './album-photos.island.tsx';
import NotFoundPage from './not-found-page.tsx';

/** /galeri/{slug}: an album's photos in the editor's order; each opens large (album-photos.island.tsx). */
export default function AlbumPage() {
  const { slug = '' } = useParams();
  const album = useGalleryAlbum(slug);
  useDocumentTitle(album.data?.title ?? SITE.gallery.title);
  if (album.isError && album.error instanceof ApiError && album.error.status === 404) {
    return <NotFoundPage title={GALLERY.notFoundTitle} text={GALLERY.notFound} backTo="/galeri" backLabel={GALLERY.back} />;
  }
  const a = album.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BackLink to="/galeri" label={GALLERY.back} />
      {album.isPending ? (
        <PageSpinner />
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
          {/* Taken over at the first touch, pointer or focus on it: a photo pressed before opens then. */}
          <Island of={AlbumPhotosIsland} props={{ photos: a.photos }} load="interaction" />
        </>
      )}
    </div>
  );
}
