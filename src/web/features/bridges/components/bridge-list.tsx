import { BRIDGE_LIST as P } from '../../../../shared/bridge-list-strings.ts';
import { BRIDGE_PAGE_SIZE } from '../../../../shared/constants.ts';
import { LAYANAN_BRIDGES as T } from '../../../../shared/layanan-bridges-strings.ts';
import type { BridgeListFilters, BridgeListView } from '../../../../shared/public-pages.ts';
import { fillText } from '../../../../shared/strings.ts';
import { KeysetPagerLinks, keysetRangeText } from '../../../components/keyset-pager.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Island } from '../../../islands/island.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useBridges } from '../api/bridges.ts';
import { BridgeFilterFields, VIEW_CHOICES, viewChoiceClass } from './bridge-filter-fields.tsx';
import { BridgeSearchField } from './bridge-search-field.tsx';
import { BridgeTable } from './bridge-table.tsx';
import BridgesMapIsland from './bridges-map.island.tsx';

const PATH = '/layanan/jembatantif';
// Where a new page of the list opens: at the list (its form) or at the map, not at the page's top.
const LIST_ID = 'daftar-jembatan';
const MAP_ID = 'peta';

/** The page's address for these filters, page (its cursor) and view (the names of the form's fields; defaults left out). */
function listHref(filters: BridgeListFilters, cursor: string | undefined, view: BridgeListView): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) q.set(name, value);
  if (cursor) q.set('kursor', cursor);
  if (view === 'peta') q.set('tampilan', 'peta');
  const s = q.toString();
  return `${s ? `${PATH}?${s}` : PATH}#${view === 'peta' ? MAP_ID : LIST_ID}`;
}

/**
 * The public bridge list (issue 17), rendered on the server (issue 35): the search and filters are a
 * GET form, the "Tabel | Peta" switch and the pager are links, so they work before any script, or
 * without one. Only the map is an island, taken over when it comes near the screen.
 */
export function BridgeList({ filters, cursor, view }: { filters: BridgeListFilters; cursor: string | undefined; view: BridgeListView }) {
  return (
    <div id={LIST_ID} className="grid scroll-mt-24 gap-4">
      <form method="get" action={`${PATH}#${view === 'peta' ? MAP_ID : LIST_ID}`} className="grid gap-4">
        <BridgeSearchField name="q" defaultValue={filters.q ?? ''} />
        <BridgeFilterFields select={(key) => ({ name: key, defaultValue: filters[key] ?? '' })} />
        {view === 'peta' && <input type="hidden" name="tampilan" value="peta" />}
        {/* The map view opens here, with the switch still in sight under the sticky header. */}
        <div id={view === 'peta' ? MAP_ID : undefined} className="flex scroll-mt-24 flex-wrap items-center justify-between gap-3">
          <Button type="submit" className="w-full sm:w-auto sm:px-8">
            {P.apply}
          </Button>
          <ViewSwitch filters={filters} view={view} />
        </div>
      </form>

      {view === 'peta' ? (
        <Island of={BridgesMapIsland} props={{ filters }} load="visible" />
      ) : (
        <BridgeRows filters={filters} cursor={cursor} />
      )}
    </div>
  );
}

function ViewSwitch({ filters, view }: { filters: BridgeListFilters; view: BridgeListView }) {
  return (
    <nav aria-label={P.viewLabel} className="inline-flex w-fit rounded-lg border border-slate-300 bg-white p-1">
      {VIEW_CHOICES.map(([value, label]) => (
        <a
          key={value}
          href={listHref(filters, undefined, value)}
          aria-current={view === value ? 'page' : undefined}
          className={viewChoiceClass(view === value)}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

function BridgeRows({ filters, cursor }: { filters: BridgeListFilters; cursor: string | undefined }) {
  // Read by the server with the page (src/shared/public-pages.ts: the same filters and cursor).
  const list = useBridges(filters, cursor);
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
        // "Sebelumnya" / "Berikutnya" by cursor (issue 41): a deep page costs what the first does.
        <KeysetPagerLinks
          prevHref={data.prev === null ? null : listHref(filters, data.prev, 'tabel')}
          nextHref={data.next === null ? null : listHref(filters, data.next, 'tabel')}
          status={keysetRangeText({
            page: data.page,
            pageSize: BRIDGE_PAGE_SIZE,
            shown: data.items.length,
            total: data.total,
            more: data.more,
          })}
        />
      )}
    </>
  );
}
