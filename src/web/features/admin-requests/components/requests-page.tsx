import { useEffect, useId } from 'react';
import type { RequestKind } from '../../../../shared/admin-schemas.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../../shared/constants.ts';
import { ADMIN } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ExportLinks } from '../../../components/export-links.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { REQUEST_PAGE_SIZE, useRequestList, type ItemOf } from '../api/admin-requests.ts';

/** The list screen shared by Sirekanan, Uji Lab and damage reports: search, status filter, pages. */
export function RequestsPage<K extends RequestKind>({
  kind,
  title,
  intro,
  searchPlaceholder,
  columns,
}: {
  kind: K;
  title: string;
  intro: string;
  searchPlaceholder: string;
  columns: Column<ItemOf[K]>[];
}) {
  useDocumentTitle(title);
  const filterId = useId();
  const { q, filter, page, update } = useListParams('status', REQUEST_STATUSES);
  const list = useRequestList(kind, { q, status: filter as RequestStatus | null, page });

  useEffect(() => {
    if (list.isError) toast({ title: ADMIN.common.loadFailed, description: errorMessage(list.error), variant: 'destructive' });
  }, [list.isError, list.error]);

  // A page past the end (after the list shrank) moves to the last page that has rows.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / REQUEST_PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) update({ page: lastPage });
  }, [list.data, list.isPlaceholderData, page, lastPage, update]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader title={title} intro={intro} actions={<ExportLinks path={`/admin/${kind}`} filters={{ q, status: filter }} />} />
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchBox label={ADMIN.requests.searchLabel} placeholder={searchPlaceholder} value={q} onSearch={(text) => update({ q: text })} />
        <div className="grid gap-1.5">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            {ADMIN.requests.statusFilter}
          </label>
          <select id={filterId} value={filter ?? ''} onChange={(e) => update({ status: e.target.value || null })} className={inputClass}>
            <option value="">{ADMIN.requests.allStatuses}</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : (
        <div>
          <DataTable
            caption={title}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(r) => r.id}
            empty={ADMIN.requests.empty}
            busy={list.isFetching && list.isPlaceholderData}
          />
          <ListPagination page={page} pageSize={REQUEST_PAGE_SIZE} total={total} onPage={(p) => update({ page: p })} />
        </div>
      )}
    </div>
  );
}
