import { CalendarDays, UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { SITE } from '../../../../shared/strings.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNewsArticle } from '../api/news.ts';
import { ARTICLE_IMAGE_SIZES } from '../../../../shared/images.ts';
import { ArticleCover } from './article-cover.tsx';
import NotFoundPage from './not-found-page.tsx';

const t = SITE.news;

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useNewsArticle(slug);
  if (article.isError && article.error instanceof ApiError && article.error.status === 404) {
    return <NotFoundPage title={t.notFoundTitle} text={t.notFoundText} backTo="/berita" backLabel={t.backToNews} />;
  }
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { article: ReturnType<typeof useNewsArticle> }) {
  useDocumentTitle(article.data?.title ?? t.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink to="/berita" label={t.backToNews} />
      {article.isPending ? (
        <PageSpinner />
      ) : article.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">{t.loadFailed}</p>
          <p className="mt-1 text-sm">{errorMessage(article.error)}</p>
        </div>
      ) : (
        <>
          <header className="mt-6">
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">
              {article.data.title}
            </h1>
            <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4" />
                <time dateTime={article.data.publishedAt}>{formatLongDate(article.data.publishedAt)}</time>
              </span>
              {article.data.byline && (
                <span className="inline-flex items-center gap-1.5">
                  <UserRound aria-hidden className="size-4" />
                  {t.byline(article.data.byline)}
                </span>
              )}
            </p>
          </header>
          <ArticleCover item={article.data} sizes={ARTICLE_IMAGE_SIZES} priority className="mt-6 rounded-2xl" />
          {/* Sanitised by the server with the spec's allowlist (DECISIONS.md rule 15). */}
          <div className="article-content mt-8" dangerouslySetInnerHTML={{ __html: article.data.content }} />
        </>
      )}
    </article>
  );
}
