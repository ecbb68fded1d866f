import { MapPinOff, Megaphone, Settings } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { ELEMEN_JEMBATAN, ELEMEN_LABEL, JENIS_INSPEKSI_LABEL, NK_MEANING } from '../../../../shared/bridge-bms.ts';
import { STATUS_JALAN_LABEL } from '../../../../shared/bridge-status.ts';
import { BRIDGE_PAGE as T, bridgeRoadPlace } from '../../../../shared/bridge-page-strings.ts';
import type { BridgeDetail } from '../../../../shared/bridge-public.ts';
import { can } from '../../../../shared/roles.ts';
import { fillText } from '../../../../shared/strings.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { formatLongDate, formatNumber } from '../../../lib/format.ts';
import { Island } from '../../../islands/island.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBridgeDetail } from '../api/bridge-detail.ts';
import BridgeMapIsland from './bridge-map.island.tsx';
import { KondisiBadge } from './kondisi-badge.tsx';

const metres = (n: number | null) => (n == null ? null : fillText(T.metres, { n: formatNumber(n) }));
const coordinate = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 5 });

/** /layanan/jembatantif/{id}: one bridge for the public (issue 17, item 3), rendered on the server. */
export default function BridgePage() {
  const { id = '' } = useParams();
  const detail = useBridgeDetail(id);
  const { user } = useAuth();
  useDocumentTitle(detail.data?.bridge.nama ?? T.notFoundTitle);
  const d = detail.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-10">
      <BackLink to="/layanan/jembatantif" label={T.back} />
      {detail.isPending ? (
        <PageSpinner />
      ) : detail.isError && detail.error instanceof ApiError && detail.error.status === 404 ? (
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold text-brand-900">{T.notFoundTitle}</h1>
          <p className="text-slate-700">{T.notFound}</p>
        </div>
      ) : !d ? (
        <p role="alert" className="text-red-800">
          {errorMessage(detail.error)}
        </p>
      ) : (
        <BridgeView detail={d} staff={can(user?.role, 'bridges.view_admin')} />
      )}
    </div>
  );
}

function BridgeView({ detail, staff }: { detail: BridgeDetail; staff: boolean }) {
  const { bridge: b, photos, inspections, reports, ruas } = detail;
  const ids = useId();
  const rows: [string, ReactNode][] = [
    [T.lokasi, b.lokasi],
    [T.kabupaten, b.kabupaten],
    [T.letakRuas, bridgeRoadPlace(ruas, b.sta)],
    [T.ruasJalan, b.ruasJalan],
    [T.statusJalan, b.statusJalan && STATUS_JALAN_LABEL[b.statusJalan]],
    [T.tahunBangun, b.tahunBangun],
    [T.tipe, b.tipe],
    [T.panjang, metres(b.panjang)],
    [T.lebar, metres(b.lebar)],
    [T.jumlahBentang, b.jumlahBentang],
    [T.koordinat, b.latitude != null && b.longitude != null ? `${coordinate(b.latitude)}, ${coordinate(b.longitude)}` : null],
  ];
  return (
    <>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <KondisiBadge kondisi={b.kondisi} />
          {inspections[0]?.nilaiKondisi != null && (
            <span className="text-sm font-medium text-slate-700">{fillText(T.nkShort, { nk: inspections[0].nilaiKondisi })}</span>
          )}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl">{b.nama}</h1>
        <p className="text-sm text-slate-600">
          <time dateTime={b.updatedAt}>{fillText(T.updated, { date: formatLongDate(b.updatedAt) })}</time>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/layanan/lapor-kerusakan" className={buttonClass('secondary')}>
            <Megaphone aria-hidden className="size-4" />
            {T.report}
          </Link>
          {staff && (
            <Link to={`/admin/jembatantif/${b.id}`} className={buttonClass('secondary')}>
              <Settings aria-hidden className="size-4" />
              {T.manage}
            </Link>
          )}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby={`${ids}-data`} className="grid content-start gap-3">
          <h2 id={`${ids}-data`} className="text-lg font-bold text-brand-900">
            {T.dataHeading}
          </h2>
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {rows
              .filter(([, value]) => value != null && value !== '')
              .map(([label, value]) => (
                <div key={label} className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 px-4 py-2.5 text-sm">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <section aria-labelledby={`${ids}-map`} className="grid content-start gap-3">
          <h2 id={`${ids}-map`} className="text-lg font-bold text-brand-900">
            {T.locationHeading}
          </h2>
          {b.latitude != null && b.longitude != null ? (
            <div className="h-64 sm:h-72">
              <Island
                of={BridgeMapIsland}
                props={{ id: b.id, nama: b.nama, kondisi: b.kondisi, lat: b.latitude, lng: b.longitude }}
                load="interaction"
                className="h-full"
              />
            </div>
          ) : (
            <p className="inline-flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <MapPinOff aria-hidden className="size-4 shrink-0" />
              {T.noCoordinates}
            </p>
          )}
        </section>
      </div>

      {photos.length > 0 && (
        <section aria-labelledby={`${ids}-photos`} className="grid gap-3">
          <h2 id={`${ids}-photos`} className="text-lg font-bold text-brand-900">
            {T.photosHeading}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((p, n) => (
              <li key={p.id}>
                <ResponsiveImage
                  image={p}
                  alt={fillText(T.photoAlt, { n: n + 1, nama: b.nama })}
                  sizes="(min-width: 1024px) 320px, (min-width: 640px) 33vw, 50vw"
                  className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${ids}-inspections`} className="grid gap-3">
        <h2 id={`${ids}-inspections`} className="text-lg font-bold text-brand-900">
          {T.inspectionsHeading}
        </h2>
        <p className="text-sm text-slate-600">{T.kondisiNote}</p>
        {inspections.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{T.noInspections}</p>
        ) : (
          <ol className="grid gap-3">
            {inspections.map((i) => (
              <li key={i.id} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    <time dateTime={i.inspectedAt}>{formatLongDate(i.inspectedAt)}</time>
                    <span className="font-normal text-slate-600"> · {JENIS_INSPEKSI_LABEL[i.jenis]}</span>
                  </p>
                  <KondisiBadge kondisi={i.kondisi} />
                </div>
                {i.nilaiKondisi != null && (
                  <p className="text-sm text-slate-800">
                    <span className="font-semibold">{fillText(T.nkShort, { nk: i.nilaiKondisi })}</span>: {NK_MEANING[i.nilaiKondisi]}
                  </p>
                )}
                {i.inspector && (
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">{T.inspector}</span>: {i.inspector}
                  </p>
                )}
                {Object.keys(i.elements).length > 0 && (
                  <dl aria-label={T.elements} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                    {ELEMEN_JEMBATAN.filter((e) => i.elements[e] != null).map((e) => (
                      <div key={e} className="inline-flex gap-1">
                        <dt>{ELEMEN_LABEL[e]}</dt>
                        <dd className="font-semibold tabular-nums">{i.elements[e]}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${ids}-reports`} className="grid gap-3">
        <h2 id={`${ids}-reports`} className="text-lg font-bold text-brand-900">
          {T.reportsHeading}
        </h2>
        {reports.length === 0 ? (
          <p className="text-sm text-slate-600">{T.noReports}</p>
        ) : (
          <ul className="grid gap-2">
            {reports.map((r) => (
              <li
                key={r.trackingCode}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3"
              >
                <Link
                  to={`/laporan/${r.trackingCode}`}
                  className="font-mono text-sm font-semibold text-brand-700 underline underline-offset-4"
                >
                  {r.trackingCode}
                </Link>
                <StatusBadge status={r.status} />
                <span className="text-sm text-slate-700">
                  {r.location} · <time dateTime={r.reportedAt}>{formatLongDate(r.reportedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
