import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Paged } from '../../shared/admin-schemas.ts';
import { LAYANAN } from '../../shared/layanan-strings.ts';
import { OWN_HISTORY_PAGE_SIZE } from '../../shared/public-pages.ts';
import { useErrorToast } from '../lib/use-error-toast.ts';
import { Card } from './card.tsx';
import { Pager } from './pager.tsx';
import { RequestHistory, type HistoryEntry } from './request-history.tsx';

type OwnItem = Pick<HistoryEntry, 'id' | 'trackingCode' | 'status' | 'createdAt'>;

/**
 * A signed-in customer's own requests of one service (Sirekanan, Uji Lab), a page at a time: the card
 * a service's island shows. `useHistory` is the service's query of its own list; `entry` what a row
 * shows of the service's own (its title, its files); `action` and `children` its way to file a new one.
 */
export function OwnRequestHistory<I extends OwnItem>({
  title,
  useHistory,
  entry,
  className,
  action,
  children,
}: {
  title: string;
  useHistory: (page: number) => UseQueryResult<Paged<I>>;
  entry: (item: I) => Pick<HistoryEntry, 'title' | 'files'>;
  className?: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  useErrorToast(history.error, LAYANAN.historyLoadFailedTitle, LAYANAN.historyLoadFailed, true);
  return (
    <Card title={title} className={className} action={action}>
      <RequestHistory
        label={title}
        entries={history.data?.items.map((r) => ({
          id: r.id,
          trackingCode: r.trackingCode,
          status: r.status,
          createdAt: r.createdAt,
          ...entry(r),
        }))}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        footer={
          <Pager page={page} pageSize={OWN_HISTORY_PAGE_SIZE} total={history.data?.total ?? 0} onPage={setPage} busy={history.isFetching} />
        }
      />
      {children}
    </Card>
  );
}
