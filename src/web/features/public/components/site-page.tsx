import { useLocation } from 'react-router';
import { PUBLIC_SITE_PAGES, type SitePageSlug } from '../../../../shared/site-page-slugs.ts';
import { COMMON, SITE } from '../../../../shared/strings.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSitePage } from '../api/site-pages.ts';

/** /kebijakan-privasi, /syarat-ketentuan, /pernyataan-aksesibilitas: what the office wrote in the CMS (issue 14). */
export default function SitePage() {
  const slug = useLocation().pathname.slice(1) as SitePageSlug;
  const page = useSitePage((PUBLIC_SITE_PAGES as readonly string[]).includes(slug) ? slug : 'kebijakan-privasi');
  useDocumentTitle(page.data?.title ?? '');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {page.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label={COMMON.loading} />
        </div>
      ) : page.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          {errorMessage(page.error)}
        </div>
      ) : (
        <>
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">{page.data.title}</h1>
          {page.data.updatedAt && (
            <p className="mt-3 text-sm text-slate-600">
              {SITE.lastUpdated} <time dateTime={page.data.updatedAt}>{formatLongDate(page.data.updatedAt)}</time>
            </p>
          )}
          {/* Sanitised by the server with the article allowlist. */}
          <div className="article-content mt-8" dangerouslySetInnerHTML={{ __html: page.data.content }} />
        </>
      )}
    </article>
  );
}
