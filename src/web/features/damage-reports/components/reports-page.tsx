import { ImageOff, Megaphone, SlidersHorizontal, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DAMAGE_REPORT_STATUSES, REPORT_TYPES } from '../../../../shared/constants.ts';
import { reportListSearch } from '../../../../shared/public-pages.ts';
import type { PublicReportItem } from '../../../../shared/public-report-schemas.ts';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { KeysetPagerLinks } from '../../../components/keyset-pager.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Island } from '../../../islands/island.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicReports } from '../api/public-reports.ts';
import { AreaAlertForm } from './area-alert-form.tsx';
import { STATUS_PIN_COLOUR } from './report-pins.ts';
import ReportsMapToggleIsland from './reports-map-toggle.island.tsx';
import ReportsMapIsland, { type ReportMapFilters } from './reports-map.island.tsx';

const selectClass =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/**
 * /laporan: the public damage reports, filtered (a GET form) and paged (links) on the server, with a
 * map beside them (an island, reports-map.island.tsx; on a phone behind "Tampilkan peta").
 */
export default function ReportsPage() {
  useDocumentTitle(T.title);
  const [params] = useSearchParams();
  // The filters as given (a form sent without scripts also sends its empty boxes: they are left out).
  const search = reportListSearch(params);
  const list = usePublicReports(search);
  const { status, jenis, kabupaten } = search;
  const filterActive = Boolean(status || jenis || kabupaten || search.urut);
  const mapFilters: ReportMapFilters = { ...(status && { status }), ...(jenis && { jenis }), ...(kabupaten && { kabupaten }) };

  // The pages beside this one, by their cursors (docs/decisions/075): an old link's ?halaman= is left behind.
  const cursorHref = (cursor: string | null | undefined) => {
    if (!cursor) return null;
    const next = new URLSearchParams(search);
    next.delete('halaman');
    next.set('kursor', cursor);
    return `/laporan?${next.toString()}`;
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader icon={<Megaphone aria-hidden className="size-7" />} title={T.title}>
        <p>{T.intro}</p>
        <Link to="/layanan/lapor-kerusakan" className={buttonClass('accent', 'mt-4 inline-flex')}>
          {T.newReport}
        </Link>
        <Link to="/statistik" className="mt-4 ml-4 inline-block font-semibold text-white underline underline-offset-4">
          {T.statistics}
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
        {/*
          On a phone the filters fold away (issue 38: they filled the first screen), open when one is chosen; from
          640 px they are always shown and the summary is hidden (styles.css, .filters-fold). A GET form: no script needed.
        */}
        <details
          open={filterActive}
          className="filters-fold rounded-lg border border-slate-200 bg-white p-3 sm:border-0 sm:bg-transparent sm:p-0"
        >
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
            <SlidersHorizontal aria-hidden className="size-4" />
            {T.filters}
          </summary>
          <form
            method="get"
            action="/laporan"
            aria-label={T.filters}
            className="mt-3 grid gap-3 sm:mt-0 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
          >
            <Filter name="status" label={T.status} all={T.allStatuses} options={DAMAGE_REPORT_STATUSES} value={search.status} />
            <Filter name="jenis" label={T.type} all={T.allTypes} options={REPORT_TYPES} value={search.jenis} />
            <Filter name="kabupaten" label={T.kabupaten} all={T.allKabupaten} options={KABUPATEN} value={search.kabupaten} />
            <label className="grid gap-1.5 text-sm font-medium text-slate-800">
              {T.sort}
              {/* The default order sends nothing (?urut= is left out), as the other boxes' "Semua". */}
              <select name="urut" defaultValue={search.urut === 'dukungan' ? 'dukungan' : ''} className={selectClass}>
                <option value="">{T.sortNewest}</option>
                <option value="dukungan">{T.sortSupported}</option>
              </select>
            </label>
            <div className="flex items-end gap-2">
              <Button type="submit" className="w-full sm:w-auto">
                {T.apply}
              </Button>
            </div>
          </form>
        </details>

        <AreaAlertForm kabupaten={kabupaten} />

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {data ? fillText(data.more ? T.totalMore : T.total, { total: data.total.toLocaleString('id-ID') }) : ''}
            {Object.keys(search).length > 0 && (
              <Link to="/laporan" className="ml-3 font-semibold text-brand-700 underline-offset-2 hover:underline">
                {T.reset}
              </Link>
            )}
          </p>
          <Island of={ReportsMapToggleIsland} props={{ panel: 'peta-laporan' }} load="interaction" className="lg:hidden" />
        </div>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div id="peta-laporan" className="hidden h-96 lg:sticky lg:top-20 lg:order-2 lg:block lg:h-[calc(100dvh-6rem)]">
            <ReportsMap filters={mapFilters} />
          </div>
          <div className="grid content-start gap-4">
            {list.isPending ? (
              <div className="flex justify-center py-16">
                <Spinner label={LAYANAN.sending} />
              </div>
            ) : list.isError ? (
              <p role="alert" className="text-red-800">
                {errorMessage(list.error)}
              </p>
            ) : data!.items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{T.empty}</p>
            ) : (
              <ul className="grid gap-4">
                {data!.items.map((r) => (
                  <li key={r.trackingCode}>
                    <ReportCard report={r} />
                  </li>
                ))}
              </ul>
            )}
            {data && (
              <KeysetPagerLinks
                prevHref={cursorHref(data.prev)}
                nextHref={cursorHref(data.next)}
                status={fillText(data.more ? LAYANAN.pageOfMore : LAYANAN.pageOf, {
                  page: data.page,
                  pages: Math.max(pages, data.page).toLocaleString('id-ID'),
                })}
              />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function Filter({
  name,
  label,
  all,
  options,
  value,
}: {
  name: string;
  label: string;
  all: string;
  options: readonly string[];
  value?: string | undefined;
}) {
  return (
    <label className="grid gap-1.5 text-sm font-medium text-slate-800">
      {label}
      {/* A new address (Back, a link) shows its own filter: the key makes the box follow it. */}
      <select key={value ?? ''} name={name} defaultValue={value ?? ''} className={selectClass}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

function ReportCard({ report: r }: { report: PublicReportItem }) {
  return (
    <article className="relative grid grid-cols-[6rem_minmax(0,1fr)] gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-300 sm:grid-cols-[8rem_minmax(0,1fr)]">
      {r.cover ? (
        <img
          src={r.cover}
          alt=""
          loading="lazy"
          width={128}
          height={96}
          className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-slate-100 text-slate-500">
          <ImageOff aria-hidden className="size-6" />
          <span className="sr-only">{T.noPhoto}</span>
        </div>
      )}
      <div className="grid min-w-0 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={r.status} forwardedTo={r.forwardedTo} />
          {r.late && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{T.late}</span>}
          <span className="text-xs font-medium text-slate-600">
            {r.reportType}
            {r.kabupaten && ` · ${r.kabupaten}`}
          </span>
        </div>
        <h2 className="font-semibold break-words text-slate-900">
          <Link to={`/laporan/${r.trackingCode}`} className="after:absolute after:inset-0 after:content-[''] hover:underline">
            {r.location}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm break-words text-slate-700">{r.summary}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="font-mono">{r.trackingCode}</span>
          <time dateTime={r.reportedAt}>{fillText(T.reportedOn, { date: formatLongDate(r.reportedAt) })}</time>
          {r.supporters > 0 && (
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="size-3.5" />
              {fillText(T.supporters, { n: r.supporters })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** The map (an island, taken over once its box is on screen) and its legend. */
function ReportsMap({ filters }: { filters: ReportMapFilters }) {
  return (
    <div className="grid h-full grid-rows-[minmax(0,1fr)_auto] gap-2">
      <Island of={ReportsMapIsland} props={{ filters }} load="visible" className="h-full min-h-0" />
      <ul aria-label={T.mapLegend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {Object.entries(STATUS_PIN_COLOUR).map(([status, colour]) => (
          <li key={status} className="inline-flex items-center gap-1.5">
            <svg aria-hidden viewBox="0 0 10 10" className="size-2.5">
              <circle cx="5" cy="5" r="5" fill={colour} />
            </svg>
            {status}
          </li>
        ))}
      </ul>
    </div>
  );
}
