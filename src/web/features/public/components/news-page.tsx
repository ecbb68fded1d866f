import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE } from '../../../../shared/news-schemas.ts';
import { COMMON, SITE } from '../../../../shared/strings.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNewsList } from '../api/news.ts';
import { NewsCard, NewsCardSkeleton } from './news-card.tsx';
import { PageIntro } from './page-intro.tsx';

const t = SITE.news;

/** DECISIONS.md rule 16: the published articles, newest first, a page at a time. */
export default function NewsPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('halaman')) || 1));
  const news = useNewsList(page, NEWS_PAGE_SIZE);
  const pages = news.data ? Math.max(1, Math.ceil(news.data.total / NEWS_PAGE_SIZE)) : 1;

  useEffect(() => {
    if (news.isError) toast({ title: t.loadFailed, description: errorMessage(news.error), variant: 'destructive' });
  }, [news.isError, news.error]);

  return (
    <>
      <PageIntro title={t.title} intro={t.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {news.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only" role="status">
              {COMMON.loading}
            </span>
            {Array.from({ length: 6 }, (_, i) => (
              <NewsCardSkeleton key={i} />
            ))}
          </div>
        ) : news.isError ? (
          <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p className="font-semibold">{t.loadFailed}</p>
            <p className="mt-1 text-sm">{errorMessage(news.error)}</p>
            {/* A page rendered on the server: trying again is loading it again. */}
            <Link to={page === 1 ? '/berita' : `/berita?halaman=${page}`} reloadDocument className={buttonClass('secondary', 'mt-4')}>
              {t.retry}
            </Link>
          </div>
        ) : news.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">{t.empty}</p>
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {news.data.items.map((item, i) => (
                <li key={item.slug} className="flex">
                  <NewsCard item={item} eager={i < 3} />
                </li>
              ))}
            </ul>
            {pages > 1 && <Pagination page={page} pages={pages} />}
          </>
        )}
      </div>
    </>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const href = (p: number) => (p === 1 ? '/berita' : `/berita?halaman=${p}`);
  const linkClass = buttonClass('secondary', 'px-3');
  return (
    <nav aria-label={t.pagination} className="mt-10 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass}>
          <ChevronLeft aria-hidden className="size-4" />
          {t.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{t.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages))}</p>
      {page < pages ? (
        <Link to={href(page + 1)} className={linkClass}>
          {t.next}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
