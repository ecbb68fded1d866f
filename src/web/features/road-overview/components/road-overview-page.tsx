import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ROAD_REPORT_GROUPS, type RoadOverview, type RoadReportGroup, type RoadReportItem } from '../../../../shared/road-overview.ts';
import { ROAD_OVERVIEW as T } from '../../../../shared/road-overview-strings.ts';
import { ROAD_STATUS_LABELS } from '../../../../shared/roads.ts';
import { fillText } from '../../../../shared/strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import { useOnScreenImport } from '../../../components/map/use-on-screen-import.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLongDate, formatNumber } from '../../../lib/format.ts';
import { useNav } from '../../../lib/nav.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRoadOverview } from '../api/road-overview.ts';
import { km, percent } from './road-figures.ts';
import type { RoadMapPin } from './road-map.tsx';

const loadRoadMap = () => import('./road-map.tsx');

// The pins' colours by group: late red, open amber, done green (the word is in each pin's name too).
const GROUP_COLOUR: Record<RoadReportGroup, string> = { late: '#b91c1c', open: '#b45309', done: '#15803d' };
const GROUP_TONE: Record<RoadReportGroup, string> = {
  late: 'border-red-300 bg-red-50',
  open: 'border-amber-300 bg-amber-50',
  done: 'border-emerald-300 bg-emerald-50',
};

/** /admin/ruas/:id (issue 39, item 6): one ruas for its engineers. */
export default function RoadOverviewPage() {
  const { id = '' } = useParams();
  const overview = useRoadOverview(id);
  const data = overview.data;
  useDocumentTitle(data ? fillText(T.title, { no: data.ruas.noRuas, nama: data.ruas.name }) : T.loading);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <BackLink to="/admin/ruas" label={T.back} look="admin" />
      {overview.isPending ? (
        <div className="flex justify-center py-16" role="status" aria-label={T.loading}>
          <Spinner className="text-brand-700" />
        </div>
      ) : !data ? (
        <p role="alert" className="py-12 text-center text-sm text-slate-700">
          {overview.error?.message || T.loadFailed}
        </p>
      ) : (
        <RoadDetail data={data} />
      )}
    </div>
  );
}

function RoadDetail({ data }: { data: RoadOverview }) {
  const { ruas, counts, reports, bridges } = data;
  const c = ruas.condition;
  const facts: [string, ReactNode][] = [
    [T.noRuas, ruas.noRuas],
    [T.nama, ruas.name],
    [T.status, ROAD_STATUS_LABELS[ruas.status]],
    [T.kabupaten, ruas.kabupaten ?? T.empty],
    [T.panjang, ruas.lengthKm === null ? T.empty : km(ruas.lengthKm)],
    [T.permukaan, ruas.surface ?? T.empty],
  ];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold break-words text-brand-800">{fillText(T.title, { no: ruas.noRuas, nama: ruas.name })}</h1>
        <Link
          to={`/admin/ruas/${ruas.id}/ubah`}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-slate-50"
        >
          {T.edit}
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="ruas-data" className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <h2 id="ruas-data" className="text-lg font-bold text-slate-900">
            {T.facts}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-2 font-bold text-slate-900">{c?.year ? fillText(T.kondisiYear, { year: c.year }) : T.kondisiNoYear}</h3>
          {!c ? (
            <p className="text-sm text-slate-600">{T.noCondition}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-slate-600">{T.kemantapan}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums" data-testid="kemantapan">
                {percent(c.kemantapan)}
              </dd>
              {(
                [
                  [T.baik, c.baikKm],
                  [T.sedang, c.sedangKm],
                  [T.rusakRingan, c.rusakRinganKm],
                  [T.rusakBerat, c.rusakBeratKm],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="text-slate-900 tabular-nums">{km(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="ruas-peta" className="grid content-start gap-3">
          <h2 id="ruas-peta" className="text-lg font-bold text-slate-900">
            {T.map}
          </h2>
          <RoadMapBox data={data} />
        </section>
      </div>

      <section aria-labelledby="ruas-laporan" className="grid gap-4">
        <h2 id="ruas-laporan" className="text-lg font-bold text-slate-900">
          {T.reports}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          {ROAD_REPORT_GROUPS.map((g) => (
            <ReportGroup key={g} group={g} total={counts[g]} items={reports[g]} />
          ))}
        </div>
      </section>

      <section aria-labelledby="ruas-jembatan" className="grid gap-3">
        <h2 id="ruas-jembatan" className="text-lg font-bold text-slate-900">
          {T.bridges} ({formatNumber(bridges.length)})
        </h2>
        {bridges.length === 0 ? (
          <p className="text-sm text-slate-600">{T.noBridges}</p>
        ) : (
          <ul className="grid gap-2">
            {bridges.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
              >
                <Link to={`/admin/jembatantif/${b.id}`} className="font-medium break-words text-brand-700 underline underline-offset-4">
                  {b.nama}
                </Link>
                <span className="text-slate-700">
                  <span className="font-medium">{T.sta}</span> <span className="tabular-nums">{b.sta ?? T.empty}</span> ·{' '}
                  <span className="sr-only">{T.bridgeKondisi}: </span>
                  {b.kondisi}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ReportGroup({ group, total, items }: { group: RoadReportGroup; total: number; items: RoadReportItem[] }) {
  const headingId = `laporan-${group}`;
  return (
    <section aria-labelledby={headingId} className={`grid content-start gap-2 rounded-xl border p-3 sm:p-4 ${GROUP_TONE[group]}`}>
      <h3 id={headingId} className="font-bold text-slate-900">
        {T.groups[group]} <span className="tabular-nums">({formatNumber(total)})</span>
      </h3>
      <p className="text-xs text-slate-700">{T.groupHint[group]}</p>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">{T.noReports}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((r) => (
            <li key={r.trackingCode} className="grid gap-1 rounded-lg border border-slate-200 bg-white p-2.5 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/admin/laporan/${r.trackingCode}`}
                  className="font-mono font-semibold text-brand-700 underline underline-offset-4"
                >
                  {r.trackingCode}
                </Link>
                <StatusBadge status={r.status} />
              </div>
              <p className="break-words text-slate-800">
                {r.reportType} · {r.location}
              </p>
              <p className="text-xs text-slate-600">
                {T.reportedAt} {formatLongDate(r.reportedAt)}
                {r.dueOn && group !== 'done' ? ` · ${T.dueOn} ${formatLongDate(`${r.dueOn}T12:00:00+08:00`)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {items.length < total && (
        <p className="text-xs text-slate-700">
          {fillText(T.moreReports, { shown: formatNumber(items.length), total: formatNumber(total) })}
        </p>
      )}
    </section>
  );
}

function RoadMapBox({ data }: { data: RoadOverview }) {
  const nav = useNav();
  const { ref, module, failed } = useOnScreenImport(loadRoadMap);
  const Map = module?.default;
  const pins = useMemo<RoadMapPin[]>(
    () =>
      ROAD_REPORT_GROUPS.flatMap((g) =>
        data.reports[g].flatMap((r) =>
          r.latitude === null || r.longitude === null
            ? []
            : [
                {
                  lat: r.latitude,
                  lng: r.longitude,
                  colour: GROUP_COLOUR[g],
                  label: `${r.trackingCode} (${T.groups[g]})`,
                  href: `/admin/laporan/${r.trackingCode}`,
                },
              ],
        ),
      ),
    [data],
  );
  const label = fillText(T.mapLabel, { no: data.ruas.noRuas });
  return (
    <div ref={ref} className="h-72 sm:h-80">
      {Map && !failed ? (
        <Map geometry={data.ruas.geometry} pins={pins} label={label} onOpen={(href) => nav.go(href)} />
      ) : (
        <MapPlaceholder text={failed ? T.mapUnavailable : T.mapLoading} />
      )}
    </div>
  );
}
