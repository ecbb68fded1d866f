import { useEffect, useId, type ReactNode } from 'react';
import {
  DUE_FILTERS,
  NO_OWNER,
  REQUEST_SORTS,
  SEARCH_MIN_LENGTH,
  type DueFilter,
  type RequestKind,
  type RequestSort,
} from '../../../../shared/admin-schemas.ts';
import { REQUEST_FILTERS } from '../../../../shared/request-filter-strings.ts';
import { FORWARDING } from '../../../../shared/forwarding-strings.ts';
import { STATUS_RULES, statusesOf } from '../../../../shared/request-transitions.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../../shared/constants.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ExportLinks } from '../../../components/export-links.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { KeysetPagerButtons, keysetRangeText } from '../../../components/keyset-pager.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { REQUEST_PAGE_SIZE, useReportOwners, useRequestList, type ItemOf } from '../api/admin-requests.ts';

const EXTRA_PARAMS = ['from', 'to', 'sort', 'due', 'owner'] as const;
const dayOrEmpty = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? s : '');

/**
 * The list screen shared by Sirekanan, Uji Lab and damage reports: search, status, date range
 * (WITA days) and order, all in the URL; pages; the same filters for the export.
 */
export function RequestsPage<K extends RequestKind>({
  kind,
  title,
  intro,
  searchPlaceholder,
  columns,
  above,
}: {
  kind: K;
  title: string;
  intro: string;
  searchPlaceholder: string;
  columns: Column<ItemOf[K]>[];
  /** Shown between the header and the filters (the damage reports' deadline targets). */
  above?: ReactNode;
}) {
  useDocumentTitle(title);
  const id = useId();
  const { q, filter, page, cursor, extras, update } = useListParams('status', REQUEST_STATUSES, EXTRA_PARAMS);
  const from = dayOrEmpty(extras.from);
  const to = dayOrEmpty(extras.to);
  const sort = (REQUEST_SORTS as readonly string[]).includes(extras.sort) ? (extras.sort as RequestSort) : 'newest';
  const due = (DUE_FILTERS as readonly string[]).includes(extras.due) ? (extras.due as DueFilter) : null;
  // Issue 39: only damage reports are forwarded, and only they lie on a ruas with an owner.
  const forwards = STATUS_RULES[kind].forwards;
  const owners = useReportOwners(forwards).data?.items ?? [];
  const owner = forwards ? extras.owner || null : null;
  const list = useRequestList(kind, { q, status: filter as RequestStatus | null, from, to, sort, due, owner, cursor, page });
  const filtered = Boolean(q || filter || from || to || due || owner || sort !== 'newest');

  useEffect(() => {
    if (list.isError) toast({ title: ADMIN.common.loadFailed, description: errorMessage(list.error), variant: 'destructive' });
  }, [list.isError, list.error]);

  // A page past the end (its rows were taken away meanwhile) moves back to the page before it.
  const data = list.data;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.prev) update({ cursor: data.prev });
  }, [data, list.isPlaceholderData, update]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader
        title={title}
        intro={intro}
        actions={<ExportLinks path={`/admin/${kind}`} filters={{ q, status: filter, from, to, sort: sort === 'newest' ? null : sort }} />}
      />
      {above}
      <div className="grid gap-3">
        <SearchBox
          label={ADMIN.requests.searchLabel}
          placeholder={searchPlaceholder}
          value={q}
          onSearch={(text) => update({ q: text })}
          // One or two characters are not searched (the server refuses them): the box says so.
          minLength={{ length: SEARCH_MIN_LENGTH, message: REQUEST_FILTERS.searchTooShort }}
        />
        <div
          className={cn(
            'grid grid-cols-2 items-end gap-3',
            forwards ? 'md:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,12rem))_auto]' : 'md:grid-cols-[repeat(4,minmax(0,12rem))_auto]',
          )}
        >
          <Labelled id={`${id}-status`} label={ADMIN.requests.statusFilter} className="col-span-2 sm:col-span-1">
            <select
              id={`${id}-status`}
              value={filter ?? ''}
              onChange={(e) => update({ status: e.target.value || null })}
              className={inputClass}
            >
              <option value="">{ADMIN.requests.allStatuses}</option>
              {statusesOf(kind).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id={`${id}-from`} label={REQUEST_FILTERS.from}>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => update({ from: e.target.value || null })}
              className={cn(inputClass, 'min-w-0')}
            />
          </Labelled>
          <Labelled id={`${id}-to`} label={REQUEST_FILTERS.to}>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => update({ to: e.target.value || null })}
              className={cn(inputClass, 'min-w-0')}
            />
          </Labelled>
          <Labelled id={`${id}-sort`} label={REQUEST_FILTERS.sort} className="col-span-2 sm:col-span-1">
            <select
              id={`${id}-sort`}
              value={sort}
              onChange={(e) => update({ sort: e.target.value === 'newest' ? null : e.target.value })}
              className={inputClass}
            >
              {REQUEST_SORTS.filter((s) => s !== 'due' || kind === 'damage-reports').map((s) => (
                <option key={s} value={s}>
                  {REQUEST_FILTERS.sorts[s]}
                </option>
              ))}
            </select>
          </Labelled>
          {forwards && (
            <Labelled id={`${id}-owner`} label={FORWARDING.filter.label} className="col-span-2 sm:col-span-1">
              <select
                id={`${id}-owner`}
                value={owner ?? ''}
                onChange={(e) => update({ owner: e.target.value || null })}
                className={inputClass}
              >
                <option value="">{FORWARDING.filter.all}</option>
                <option value={NO_OWNER}>{FORWARDING.filter.none}</option>
                {owners.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </Labelled>
          )}
          {filtered && (
            <Button
              variant="secondary"
              className="col-span-2 md:col-span-1"
              onClick={() => update({ q: null, status: null, from: null, to: null, sort: null, due: null, owner: null })}
            >
              {REQUEST_FILTERS.clear}
            </Button>
          )}
        </div>
      </div>
      {due && (
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800" data-testid="due-filter">
          {REQUEST_FILTERS.dueShown(REQUEST_FILTERS.dues[due])}
          <button type="button" onClick={() => update({ due: null })} className="font-medium text-brand-700 underline underline-offset-2">
            {REQUEST_FILTERS.dueClear}
          </button>
        </p>
      )}
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
          {data && (
            <KeysetPagerButtons
              prev={data.prev}
              next={data.next}
              onCursor={(c) => update({ cursor: c })}
              busy={list.isFetching && list.isPlaceholderData}
              status={
                data.items.length > 0 &&
                keysetRangeText({
                  page: data.page,
                  pageSize: REQUEST_PAGE_SIZE,
                  shown: data.items.length,
                  total: data.total,
                  more: data.more,
                })
              }
            />
          )}
        </div>
      )}
    </div>
  );
}

function Labelled({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
