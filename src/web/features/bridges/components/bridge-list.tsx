import { Search } from 'lucide-react';
import { BRIDGE_LIST as P } from '../../../../shared/bridge-list-strings.ts';
import { STATUS_JALAN, STATUS_JALAN_LABEL } from '../../../../shared/bridge-status.ts';
import { BRIDGE_PAGE_SIZE, BRIDGE_SEARCH_MAX, KONDISI } from '../../../../shared/constants.ts';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { LAYANAN_BRIDGES as T } from '../../../../shared/layanan-bridges-strings.ts';
import type { BridgeListFilters, BridgeListView } from '../../../../shared/public-pages.ts';
import { fillText } from '../../../../shared/strings.ts';
import { PagerLinks } from '../../../components/pager-links.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Island } from '../../../islands/island.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useBridges } from '../api/bridges.ts';
import { BridgeTable } from './bridge-table.tsx';
import BridgesMapIsland from './bridges-map.island.tsx';

const PATH = '/layanan/jembatantif';
// Where a new page of the list opens: at the list (its form) or at the map, not at the page's top.
const LIST_ID = 'daftar-jembatan';
const MAP_ID = 'peta';
const selectClass = cn(inputClass, 'min-h-11');

/** The page's address for these filters, page and view (the names of the form's fields; defaults left out). */
function listHref(filters: BridgeListFilters, page: number, view: BridgeListView): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) q.set(name, value);
  if (page > 1) q.set('halaman', String(page));
  if (view === 'peta') q.set('tampilan', 'peta');
  const s = q.toString();
  return `${s ? `${PATH}?${s}` : PATH}#${view === 'peta' ? MAP_ID : LIST_ID}`;
}

/**
 * The public bridge list (issue 17), rendered on the server (issue 35): the search and filters are a
 * GET form, the "Tabel | Peta" switch and the pager are links, so they work before any script, or
 * without one. Only the map is an island, taken over when it comes near the screen.
 */
export function BridgeList({ filters, page, view }: { filters: BridgeListFilters; page: number; view: BridgeListView }) {
  return (
    <div id={LIST_ID} className="grid scroll-mt-24 gap-4">
      <form method="get" action={`${PATH}#${view === 'peta' ? MAP_ID : LIST_ID}`} className="grid gap-4">
        <div className="grid w-full gap-1.5 sm:max-w-md">
          <label htmlFor="bridge-search" className="text-sm font-medium text-slate-800">
            {T.search}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id="bridge-search"
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              placeholder={T.searchPlaceholder}
              maxLength={BRIDGE_SEARCH_MAX}
              autoComplete="off"
              className={cn(inputClass, 'pl-9')}
            />
          </div>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">{P.filtersLabel}</legend>
          <FilterSelect
            id="bridge-kabupaten"
            name="kabupaten"
            label={T.kabupaten}
            all={P.allKabupaten}
            options={KABUPATEN.map((k) => [k, k])}
            value={filters.kabupaten}
          />
          <FilterSelect
            id="bridge-kondisi"
            name="kondisi"
            label={T.kondisi}
            all={P.allKondisi}
            options={KONDISI.map((k) => [k, k])}
            value={filters.kondisi}
          />
          <FilterSelect
            id="bridge-status-jalan"
            name="statusJalan"
            label={T.statusJalan}
            all={P.allStatusJalan}
            options={STATUS_JALAN.map((s) => [s, STATUS_JALAN_LABEL[s]])}
            value={filters.statusJalan}
          />
        </fieldset>
        {view === 'peta' && <input type="hidden" name="tampilan" value="peta" />}
        {/* The map view opens here, with the switch still in sight under the sticky header. */}
        <div id={view === 'peta' ? MAP_ID : undefined} className="flex scroll-mt-24 flex-wrap items-center justify-between gap-3">
          <Button type="submit" className="w-full sm:w-auto sm:px-8">
            {P.apply}
          </Button>
          <ViewSwitch filters={filters} view={view} />
        </div>
      </form>

      {view === 'peta' ? <Island of={BridgesMapIsland} props={{ filters }} load="visible" /> : <BridgeRows filters={filters} page={page} />}
    </div>
  );
}

function ViewSwitch({ filters, view }: { filters: BridgeListFilters; view: BridgeListView }) {
  const views = [
    ['tabel', P.viewTable],
    ['peta', P.viewMap],
  ] as const;
  return (
    <nav aria-label={P.viewLabel} className="inline-flex w-fit rounded-lg border border-slate-300 bg-white p-1">
      {views.map(([value, label]) => (
        <a
          key={value}
          href={listHref(filters, 1, value)}
          aria-current={view === value ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-10 items-center gap-1.5 rounded-md px-4 text-sm font-semibold',
            view === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

function BridgeRows({ filters, page }: { filters: BridgeListFilters; page: number }) {
  // Read by the server with the page (src/shared/public-pages.ts: the same filters and page).
  const list = useBridges(filters, page);
  const data = list.data;
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm md:px-0">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 py-3 md:px-4">
          <p className="text-sm text-slate-600">
            {data ? fillText(data.more ? T.totalMore : T.total, { total: formatNumber(data.total) }) : '\u00a0'}
          </p>
        </div>
        {list.isError ? (
          <p role="alert" className="py-12 text-center text-sm text-red-800">
            {errorMessage(list.error)}
          </p>
        ) : !data || data.items.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-600">{T.empty}</p>
        ) : (
          <BridgeTable items={data.items} canWrite={false} onEdit={() => {}} onDelete={() => {}} />
        )}
      </div>
      {data && (
        <PagerLinks
          page={page}
          pageSize={BRIDGE_PAGE_SIZE}
          total={data.total}
          more={data.more}
          href={(p) => listHref(filters, p, 'tabel')}
        />
      )}
    </>
  );
}

function FilterSelect({
  id,
  name,
  label,
  all,
  options,
  value,
}: {
  id: string;
  name: string;
  label: string;
  all: string;
  options: readonly (readonly [value: string, text: string])[];
  value: string | undefined;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
