import { Building, FileUp, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { ROAD_STATUSES, type RoadStatus } from '../../../../shared/roads.ts';
import { ROADS as T, type RoadItem } from '../../../../shared/roads-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Field } from '../../../components/form/field.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import type { MapLine } from '../../../components/map/lines-map.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { inputClass, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteRoad, useRoadLines, useRoads, type RoadListFilters } from '../api/roads.ts';

const LinesMap = lazy(() => import('../../../components/map/lines-map.tsx'));

/** A status's colour on the map and in its badge: national red, provincial blue, kabupaten green. */
const STATUS_COLOUR: Record<RoadStatus, string> = { Nasional: '#b91c1c', Provinsi: '#1d4ed8', Kabupaten: '#15803d' };
const BADGE: Record<RoadStatus, string> = {
  Nasional: 'bg-red-50 text-red-800 ring-red-200',
  Provinsi: 'bg-blue-50 text-blue-800 ring-blue-200',
  Kabupaten: 'bg-green-50 text-green-800 ring-green-200',
};

/** Kemantapan: (baik + sedang) / length, when the condition was imported. */
function kemantapan(r: RoadItem): string {
  if (r.lengthKm == null || r.lengthKm <= 0 || (r.kondisiBaikKm == null && r.kondisiSedangKm == null)) return T.kemantapanNone;
  const share = ((r.kondisiBaikKm ?? 0) + (r.kondisiSedangKm ?? 0)) / r.lengthKm;
  return `${formatNumber(Math.round(Math.min(1, share) * 1000) / 10)} %`;
}

function useDebounced<V>(value: V, ms: number): V {
  const [late, setLate] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setLate(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return late;
}

/** /admin/ruas (issue 39, item 1): the road-section register with its map, for admin_jalan and super admins. */
export default function AdminRoadsPage() {
  useDocumentTitle(T.heading);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<RoadListFilters['status']>('');
  const [kabupaten, setKabupaten] = useState<RoadListFilters['kabupaten']>('');
  const search = useDebounced(q.trim(), 300);
  const filters = useMemo(() => ({ q: search, status, kabupaten }), [search, status, kabupaten]);
  // The page belongs to the filters it was turned for: new filters start at page 1.
  const [paging, setPaging] = useState({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filters, page: next });
  const list = useRoads(filters, page);
  const lines = useRoadLines(filters);
  const mapLines = useMemo<MapLine[]>(
    () =>
      (lines.data ?? []).map((l) => ({
        id: l.id,
        geometry: l.geometry,
        colour: STATUS_COLOUR[l.status],
        label: `${l.noRuas} ${l.name} (${l.status})`,
        href: `/admin/ruas/${l.id}`,
      })),
    [lines.data],
  );
  const filtered = filters.q !== '' || !!filters.status || !!filters.kabupaten;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <AdminPageHeader
        title={T.heading}
        intro={T.intro}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/ruas/impor" className={buttonClass('primary')}>
              <FileUp aria-hidden className="size-4" />
              {T.importLink}
            </Link>
            <Link to="/admin/instansi" className={buttonClass('secondary')}>
              <Building aria-hidden className="size-4" />
              {T.instansiLink}
            </Link>
          </div>
        }
      />

      <form role="search" onSubmit={(e) => e.preventDefault()} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label={T.searchLabel}>
          <TextInput type="search" value={q} placeholder={T.searchPlaceholder} maxLength={100} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <Field label={T.statusLabel}>
          <select
            className={cn(inputClass, 'min-h-11')}
            value={status}
            onChange={(e) => setStatus(e.target.value as RoadListFilters['status'])}
          >
            <option value="">{T.allStatuses}</option>
            {ROAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label={T.kabupatenLabel}>
          <select
            className={cn(inputClass, 'min-h-11')}
            value={kabupaten}
            onChange={(e) => setKabupaten(e.target.value as RoadListFilters['kabupaten'])}
          >
            <option value="">{T.allKabupaten}</option>
            {KABUPATEN.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </Field>
      </form>

      <section aria-label={T.mapLabel} className="grid gap-2">
        <div className="h-64 sm:h-96">
          <Suspense fallback={<div className="h-full rounded-lg border border-slate-300 bg-slate-100" />}>
            <LinesMap lines={mapLines} label={T.mapLabel} onOpen={(href) => void navigate(href)} />
          </Suspense>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {ROAD_STATUSES.map((s) => (
            <span key={s} className="inline-flex items-center gap-1.5">
              <span aria-hidden className="inline-block h-1 w-6 rounded" style={{ backgroundColor: STATUS_COLOUR[s] }} />
              {s}
            </span>
          ))}
          <span className="sr-only">{T.mapLegend}</span>
        </p>
      </section>

      {list.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {T.loadFailed}: {errorMessage(list.error)}
        </p>
      ) : !list.data ? (
        <Spinner className="text-brand-700" />
      ) : list.data.total === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {filtered ? T.empty : T.emptyRegister}
        </p>
      ) : (
        <div>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {fillText(T.total, { total: formatNumber(list.data.total) })}
          </p>
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <TableHead
                className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                cellClassName="px-3 py-2 whitespace-nowrap"
                cells={[
                  T.columns.noRuas,
                  T.columns.name,
                  T.columns.status,
                  T.columns.kabupaten,
                  { label: T.columns.length, className: 'px-3 py-2 text-right whitespace-nowrap' },
                  { label: T.columns.kemantapan, className: 'px-3 py-2 text-right whitespace-nowrap' },
                  T.columns.instansi,
                  { label: <span className="sr-only">{T.columns.actions}</span>, key: 'actions', className: 'relative px-3 py-2' },
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {list.data.items.map((r) => (
                  <RoadRow key={r.id} road={r} />
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
        </div>
      )}
    </div>
  );
}

function RoadRow({ road }: { road: RoadItem }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRoad();
  const onDelete = () =>
    remove.mutate(road.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: T.removed, variant: 'success' });
      },
      onError: (err) => {
        setConfirming(false);
        toast({ title: T.removeFailed, description: errorMessage(err), variant: 'destructive' });
      },
    });
  return (
    <tr>
      <td className="px-3 py-2 align-top font-mono text-xs whitespace-nowrap">
        <Link to={`/admin/ruas/${road.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
          {road.noRuas}
        </Link>
      </td>
      <td className="min-w-48 px-3 py-2 align-top text-slate-900">{road.name}</td>
      <td className="px-3 py-2 align-top">
        <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', BADGE[road.status])}>
          {road.status}
        </span>
      </td>
      <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">{road.kabupaten ?? '–'}</td>
      <td className="px-3 py-2 text-right align-top text-slate-800 tabular-nums">
        {road.lengthKm == null ? '–' : formatNumber(road.lengthKm)}
      </td>
      <td className="px-3 py-2 text-right align-top text-slate-800 tabular-nums">{kemantapan(road)}</td>
      <td className="min-w-40 px-3 py-2 align-top text-slate-800">
        {road.instansi ?? <span className="text-slate-600">{T.noInstansi}</span>}
      </td>
      <td className="px-3 py-2 align-top">
        <div className="flex gap-1">
          <Link
            to={`/admin/ruas/${road.id}/ubah`}
            className={buttonClass('ghost', 'px-2')}
            aria-label={fillText(T.editLabel, { no: road.noRuas })}
            title={T.edit}
          >
            <Pencil aria-hidden className="size-4" />
          </Link>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button
                variant="ghost"
                className="px-2 text-red-700 hover:bg-red-50"
                aria-label={fillText(T.removeLabel, { no: road.noRuas })}
                title={T.remove}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            }
            title={fillText(T.removeTitle, { no: road.noRuas })}
            description={fillText(T.removeDescription, { name: road.name })}
            confirm={T.removeOk}
            busy={remove.isPending}
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}
