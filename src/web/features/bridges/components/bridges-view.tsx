import { Plus } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { BridgeItem } from '../../../../shared/bridge-schemas.ts';
import { BRIDGE_PAGE_SIZE, USER_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants.ts';
import type { BridgeListFilters } from '../../../../shared/public-pages.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { KeysetPagerButtons, keysetRangeText } from '../../../components/keyset-pager.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useBridges } from '../api/bridges.ts';
import type { Choice } from './bridge-list-controls.tsx';
import { BridgeSearchField } from './bridge-search-field.tsx';
import { BridgeTable } from './bridge-table.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

const T = LAYANAN_BRIDGES;
const BridgeWriteDialogs = lazy(() => import('./bridge-write-dialogs.tsx'));

// The filters and the map switch: rendered on the server with the page, their code fetched after the
// table's (React keeps the server's HTML until it arrives, and replays a choice made meanwhile).
const BridgeListControls = lazy(() => import('./bridge-list-controls.tsx'));

const NO_CHOICE: Choice = { kabupaten: '', kondisi: '', statusJalan: '' };

/**
 * Search, table and pager; with `canWrite` also the add button, row actions and their dialogs;
 * `actions` puts more beside them for the current search (the admin page's export links).
 */
export function BridgesView({
  canWrite,
  actions,
  manageHref,
}: {
  canWrite: boolean;
  actions?: (q: string) => ReactNode;
  /** The admin table: each name leads to the bridge's admin page (issue 17) instead of its public page. */
  manageHref?: (b: BridgeItem) => string;
}) {
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  // The page shown, by its cursor (issue 41); undefined is the first.
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const q = useDebouncedValue(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const filters: BridgeListFilters = { q, ...choice };
  const filterKey = JSON.stringify(filters);
  const [lastFilters, setLastFilters] = useState(filterKey);
  if (filterKey !== lastFilters) {
    setLastFilters(filterKey);
    setCursor(undefined);
  }
  const list = useBridges(filters, cursor);
  useErrorToast(list.error, T.loadFailedTitle);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<BridgeItem | null>(null);
  const [deleting, setDeleting] = useState<BridgeItem | null>(null);

  const data = list.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <BridgeSearchField value={text} onChange={(e) => setText(e.target.value)} />
        <div className="flex flex-wrap gap-2">
          {actions?.(q)}
          {canWrite && (
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <Plus aria-hidden className="size-4" />
              {T.add}
            </Button>
          )}
        </div>
      </div>

      <Suspense fallback={<div className="min-h-[15rem] sm:min-h-16" />}>
        <BridgeListControls choice={choice} onChoice={setChoice} view={null} onView={() => {}} />
      </Suspense>

      <>
        <div className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm md:px-0" aria-busy={list.isFetching}>
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 py-3 md:px-4">
            <p className="text-sm text-slate-600" aria-live="polite">
              {data ? fillText(data.more ? T.totalMore : T.total, { total: formatNumber(data.total) }) : '\u00a0'}
            </p>
            {list.isFetching && <Spinner className="text-brand-700" />}
          </div>
          {list.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner className="text-brand-700" />
            </div>
          ) : !data || data.items.length === 0 ? (
            <p className="py-12 text-center text-sm text-slate-600">{T.empty}</p>
          ) : (
            <div className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
              <BridgeTable
                items={data.items}
                canWrite={canWrite}
                manageHref={manageHref}
                onEdit={(b) => {
                  setEditing(b);
                  setFormOpen(true);
                }}
                onDelete={setDeleting}
              />
            </div>
          )}
        </div>
        {data && (
          <KeysetPagerButtons
            prev={data.prev}
            next={data.next}
            onCursor={setCursor}
            busy={list.isFetching}
            status={
              // One page alone needs no pager.
              data.prev !== null || data.next !== null
                ? keysetRangeText({
                    page: data.page,
                    pageSize: BRIDGE_PAGE_SIZE,
                    shown: data.items.length,
                    total: data.total,
                    more: data.more,
                  })
                : undefined
            }
          />
        )}
      </>

      {canWrite && (
        <Suspense fallback={null}>
          <BridgeWriteDialogs
            formOpen={formOpen}
            editing={editing}
            onFormOpenChange={setFormOpen}
            deleting={deleting}
            onDeleteClose={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
