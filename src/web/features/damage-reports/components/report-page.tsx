import { MapPinOff, Users } from 'lucide-react';
import { LAPOR } from '../../../../shared/lapor-strings.ts';
import { useId } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { StatusTimeline } from '../../../components/status-timeline.tsx';
import { Island } from '../../../islands/island.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicReport } from '../api/public-reports.ts';
import ReportPinMapIsland from './report-pin-map.island.tsx';
import ReportSupportIsland from './report-support.island.tsx';
import { pinColour } from './report-pins.ts';

/** /laporan/{code}: one public report; never the reporter, never the pin of a confidential one. */
export default function ReportPage() {
  const { code = '' } = useParams();
  const report = usePublicReport(code);
  useDocumentTitle(report.data ? fillText(T.pageTitle, { code: report.data.trackingCode }) : T.title);
  const timelineId = useId();
  const r = report.data;
  // With a before/after pair, the reporter's first photo is already shown as "Sebelum".
  const otherPhotos = r ? (r.afterPhoto ? r.photos.slice(1) : r.photos) : [];

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <BackLink to="/laporan" label={T.back} />
      {report.isPending ? (
        <PageSpinner />
      ) : report.isError && report.error instanceof ApiError && report.error.status === 404 ? (
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold text-brand-900">{T.notFoundTitle}</h1>
          <p className="text-slate-700">{T.notFound}</p>
        </div>
      ) : !r ? (
        <p role="alert" className="text-red-800">
          {errorMessage(report.error)}
        </p>
      ) : (
        <>
          <header className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={r.status} forwardedTo={r.forwardedTo} />
              <span className="font-mono text-sm text-slate-600">{r.trackingCode}</span>
            </div>
            <h1 className="text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl">{r.location}</h1>
            <p className="text-sm text-slate-600">
              {r.reportType}
              {r.kabupaten && ` · ${r.kabupaten}`} ·{' '}
              <time dateTime={r.reportedAt}>{fillText(T.reportedOn, { date: formatLongDate(r.reportedAt) })}</time>
            </p>
            {r.bridge && <p className="text-sm font-medium text-slate-800">{fillText(T.bridge, { nama: r.bridge.nama })}</p>}
            {r.laporTicket && (
              <p className="text-sm text-slate-700">
                {LAPOR.ticketLabel}: <span className="font-mono font-medium break-all text-slate-900">{r.laporTicket}</span>
              </p>
            )}
            {r.dueOn && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <time dateTime={r.dueOn}>{fillText(T.dueOn, { date: formatLongDate(r.dueOn) })}</time>
                {r.late && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{T.late}</span>}
              </p>
            )}
            {r.confirmed && <p className="text-sm font-medium text-green-800">{T.confirmed}</p>}
            {r.reopenCount > 0 && <p className="text-sm text-amber-900">{fillText(T.reopened, { n: r.reopenCount })}</p>}
          </header>

          {r.afterPhoto && r.photos[0] && (
            <section aria-labelledby={`${timelineId}-ba`} className="grid gap-2">
              <h2 id={`${timelineId}-ba`} className="text-lg font-bold text-brand-900">
                {T.beforeAfter}
              </h2>
              <div className="grid grid-cols-2 gap-3">
                <Figure photo={r.photos[0]} label={T.before} />
                <Figure photo={r.afterPhoto} label={T.after} />
              </div>
            </section>
          )}

          {otherPhotos.length > 0 && (
            <ul aria-label={T.photos} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {otherPhotos.map((p) => (
                <li key={p.url}>
                  <a href={p.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg bg-slate-100">
                    <img src={p.url} alt={p.alt} width={400} height={300} loading="lazy" className="aspect-[4/3] w-full object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          )}

          <section className="grid gap-2">
            <h2 className="text-lg font-bold text-brand-900">{T.descriptionLabel}</h2>
            <p className="break-words whitespace-pre-line text-slate-800">{r.description}</p>
            {/* An open report: its count and "Saya juga mengalami ini", which adds to it, are an island
                taken over when the visitor reaches for it (a press before is made again then). */}
            {r.status === 'Diajukan' || r.status === 'Diproses' ? (
              <Island
                of={ReportSupportIsland}
                props={{ code: r.trackingCode, supporters: r.supporters }}
                load="interaction"
                className="grid gap-2"
              />
            ) : (
              <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
                <Users aria-hidden className="size-4" />
                {r.supporters > 0 ? fillText(T.supporters, { n: r.supporters }) : T.noSupporters}
              </p>
            )}
          </section>

          <section className="grid gap-2">
            <h2 className="text-lg font-bold text-brand-900">{T.location}</h2>
            {r.pin ? (
              <div className="h-64 sm:h-80">
                <Island
                  of={ReportPinMapIsland}
                  props={{
                    point: {
                      id: r.trackingCode,
                      lat: r.pin.lat,
                      lng: r.pin.lng,
                      colour: pinColour(r.status),
                      label: `${r.trackingCode}: ${r.location}`,
                      href: `/laporan/${r.trackingCode}`,
                    },
                    label: `${T.location}: ${r.location}`,
                  }}
                  load="interaction"
                  className="h-full"
                />
              </div>
            ) : (
              <p className="inline-flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                <MapPinOff aria-hidden className="size-4 shrink-0" />
                {r.kabupaten ? T.confidentialPlace : T.noPin}
              </p>
            )}
          </section>

          <StatusTimeline createdAt={r.reportedAt} history={r.timeline} headingId={timelineId} />
        </>
      )}
    </div>
  );
}

function Figure({ photo, label }: { photo: { url: string; alt: string }; label: string }) {
  return (
    <figure className="grid gap-1">
      <img
        src={photo.url}
        alt={photo.alt}
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
      />
      <figcaption className="text-sm font-semibold text-slate-700">{label}</figcaption>
    </figure>
  );
}
