import { useEffect, type ReactNode } from 'react';
import { ADMIN } from '../../shared/admin-strings.ts';
import { errorMessage } from '../lib/api-client.ts';
import { DataTable, type Column } from './data-table.tsx';
import { KeysetPagerButtons, keysetRangeText } from './keyset-pager.tsx';
import { ListPagination } from './list-pagination.tsx';
import { Spinner } from './ui/spinner.tsx';
import { toast } from './ui/toast.tsx';

/** What an admin list's query gives (a TanStack Query result over one page of `items`). */
type PageQuery<T> = {
  data?: { items: T[]; total: number; more?: boolean; page?: number; next?: string | null; prev?: string | null } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
};

type Props<T> = {
  query: PageQuery<T>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
  /** The numbered pager's page, size and change (unused by a keyset list). */
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  /**
   * A keyset list (docs/decisions/075): its pager asks for the page beside this one by its cursor,
   * and says where the page lies ("21–40 dari lebih dari 1.000").
   */
  onCursor?: (cursor: string) => void;
  /** Another pager in the numbered one's place (a keyset list that draws its own, docs/decisions/076). */
  pager?: ReactNode;
  /** The toast's title when a page cannot be loaded. */
  loadFailed?: string;
};

/**
 * One page of an admin list (articles, users, requests): a spinner until the first page is in, then the
 * table, dimmed while the next page loads over the last one, and the pager; a failed load says so in a toast.
 */
export function PagedTable<T>({
  query,
  page = 1,
  pageSize = 20,
  onPage = () => {},
  onCursor,
  pager,
  loadFailed = ADMIN.common.loadFailed,
  ...table
}: Props<T>) {
  useEffect(() => {
    if (query.isError) toast({ title: loadFailed, description: errorMessage(query.error), variant: 'destructive' });
  }, [query.isError, query.error, loadFailed]);

  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner className="text-brand-700" />
      </div>
    );
  return (
    <div>
      <DataTable {...table} rows={query.data?.items ?? []} busy={query.isFetching && query.isPlaceholderData} />
      {pager !== undefined ? (
        pager
      ) : onCursor ? (
        query.data && (
          <KeysetPagerButtons
            prev={query.data.prev ?? null}
            next={query.data.next ?? null}
            onCursor={onCursor}
            busy={query.isFetching && query.isPlaceholderData}
            status={
              query.data.items.length > 0 &&
              keysetRangeText({
                page: query.data.page ?? 1,
                pageSize,
                shown: query.data.items.length,
                total: query.data.total,
                more: query.data.more,
              })
            }
          />
        )
      ) : (
        <ListPagination page={page} pageSize={pageSize} total={query.data?.total ?? 0} more={query.data?.more} onPage={onPage} />
      )}
    </div>
  );
}
