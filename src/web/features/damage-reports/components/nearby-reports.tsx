import { AppLink } from '../../../lib/app-link.tsx';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useNearbyReports } from '../api/public-reports.ts';
import { SupportReport } from './support-report.tsx';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Before a new report is sent: the open public reports of the same type within 50 m of the pin
 * (issue 15, item 5), each with "Saya juga mengalami ini". Nothing shows while there are none.
 */
export function NearbyReports({ pin, reportType }: { pin: { lat: number; lng: number } | null; reportType: string }) {
  const nearby = useNearbyReports(pin, reportType);
  const queries = useQueryClient();
  const items = nearby.data ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="laporan-serupa" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="laporan-serupa" className="font-semibold text-amber-950">
        {T.nearbyTitle}
      </h3>
      <p className="text-sm text-amber-950">{T.nearbyIntro}</p>
      <ul className="grid gap-3">
        {items.map((r) => (
          <li key={r.trackingCode} className="grid gap-2 rounded-md bg-white p-3 ring-1 ring-amber-200">
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <StatusBadge status={r.status} />
              <span>{fillText(T.distance, { m: r.distance })}</span>
              <span className="font-mono">{r.trackingCode}</span>
            </div>
            <AppLink to={`/laporan/${r.trackingCode}`} target="_blank" className="font-semibold break-words text-brand-800 hover:underline">
              {r.location}
            </AppLink>
            <p className="line-clamp-2 text-sm text-slate-700">{r.summary}</p>
            {/* A supporter more: the counts are read again. */}
            <SupportReport code={r.trackingCode} onSettled={() => void queries.invalidateQueries({ queryKey: ['laporan'] })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
