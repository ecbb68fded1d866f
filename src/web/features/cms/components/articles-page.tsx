import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminArticleListItem } from '../../../../shared/cms-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import type { Column } from '../../../components/data-table.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { ARTICLE_PAGE_SIZE, useArticleList } from '../api/articles.ts';
import { ArticleStatusBadge } from './article-status-badge.tsx';
import { DeleteArticleButton } from './delete-article-button.tsx';

const T = ADMIN.cms;

const COLUMNS: Column<AdminArticleListItem>[] = [
  { header: T.colTitle, cell: (a) => <span className="font-medium break-words text-slate-900">{a.title}</span>, className: 'md:max-w-md' },
  { header: T.colStatus, cell: (a) => <ArticleStatusBadge status={a.status} /> },
  {
    header: T.colPublished,
    cell: (a) =>
      a.publishedAt ? (
        <time dateTime={a.publishedAt} className="whitespace-nowrap">
          {formatDateTime(a.publishedAt)}
        </time>
      ) : (
        <span className="text-slate-500">{T.notPublished}</span>
      ),
  },
  { header: T.colAuthor, cell: (a) => a.authorName || <span className="text-slate-500">{T.noAuthor}</span> },
  {
    header: ADMIN.common.actions,
    cell: (a) => (
      <div className="flex flex-wrap items-center gap-1 md:flex-nowrap">
        <Link
          to={`/admin/cms/articles/edit/${a.id}`}
          className={buttonClass('ghost', 'px-2.5')}
          aria-label={T.editOf(a.title)}
          title={T.edit}
        >
          <Pencil aria-hidden className="size-4" />
          <span className="md:sr-only 2xl:not-sr-only">{T.edit}</span>
        </Link>
        {a.status === 'published' && (
          <a
            href={`/berita/${a.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('ghost', 'px-2.5')}
            aria-label={`${T.viewPublic}: ${a.title}`}
            title={T.viewPublic}
          >
            <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
        <DeleteArticleButton article={a} />
      </div>
    ),
  },
];

export default function ArticlesPage() {
  useDocumentTitle(T.articlesTitle);
  const { page, update } = useListParams('filter', []);
  const list = useArticleList(page);

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to="/admin/cms" label={T.hubTitle} look="admin" />
      <AdminPageHeader
        title={T.articlesTitle}
        actions={
          <Link to="/admin/cms/articles/new" className={buttonClass('primary')}>
            <Plus aria-hidden className="size-4" />
            {T.newArticle}
          </Link>
        }
      />
      <PagedTable
        query={list}
        caption={T.articlesTitle}
        columns={COLUMNS}
        rowKey={(a) => a.id}
        empty={T.empty}
        page={page}
        pageSize={ARTICLE_PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />
    </div>
  );
}
