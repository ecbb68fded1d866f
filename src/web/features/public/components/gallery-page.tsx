import { SITE } from '../../../../shared/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GALLERY_ITEMS } from '../content.ts';
import { PageIntro } from './page-intro.tsx';

const t = SITE.gallery;

export default function GalleryPage() {
  useDocumentTitle(t.title);
  return (
    <>
      <PageIntro title={t.title} intro={t.intro} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-2 sm:py-14 lg:grid-cols-3">
        {GALLERY_ITEMS.map((item, i) => (
          <li key={item.file}>
            <figure className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {/* The caption says what the picture shows, so the image itself is decorative. */}
              <img
                src={`/images/galeri/${item.file}.svg`}
                alt=""
                width={800}
                height={600}
                loading={i < 3 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[4/3] w-full bg-brand-50 object-cover"
              />
              <figcaption className="p-4 text-sm font-medium text-slate-800">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
