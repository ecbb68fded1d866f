import { AppLink } from '../../../lib/app-link.tsx';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { TrackingCode } from '../../../components/tracking-code.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { useReportStatusLookup } from '../api/damage-reports.ts';

const T = LAYANAN_DAMAGE;
type Result = NonNullable<ReturnType<typeof useReportStatusLookup>['data']>;

/** The status a code has: code, badge, dates and the way to the whole history on /lacak. */
export default function ReportStatusResult({ result }: { result: Result }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <dt className="text-slate-600">{LAYANAN.trackingCode}</dt>
      <dd>
        <TrackingCode code={result.trackingCode} />
      </dd>
      <dt className="text-slate-600">{T.statusLabel}</dt>
      <dd>
        <StatusBadge status={result.status} forwardedTo={result.forwardedTo} />
      </dd>
      <dt className="text-slate-600">{T.reportedAt}</dt>
      <dd className="text-slate-900">{formatDateTime(result.createdAt)}</dd>
      <dt className="text-slate-600">{T.updatedAt}</dt>
      <dd className="text-slate-900">{result.updatedAt ? formatDateTime(result.updatedAt) : '-'}</dd>
      <dd className="col-span-2">
        <AppLink to={`/lacak/${result.trackingCode}`} className="font-medium text-brand-700 underline underline-offset-2">
          {LAYANAN.fullHistory}
        </AppLink>
      </dd>
    </dl>
  );
}
