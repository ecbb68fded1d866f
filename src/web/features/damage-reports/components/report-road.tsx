import { Route } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ROAD_LOOKUP as T } from '../../../../shared/road-lookup-strings.ts';
import { ROAD_STATUS_LABELS } from '../../../../shared/roads.ts';
import { fillText } from '../../../../shared/strings.ts';
import { useReportRoad } from '../api/report-road.ts';

type Pin = { lat: number; lng: number };

/** A pin being dragged or typed settles before the server is asked. */
const SETTLE_MS = 400;

function useSettled(pin: Pin): Pin {
  const [settled, setSettled] = useState(pin);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(pin), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pin]);
  return settled;
}

/**
 * Issue 39, item 2: before the report is sent, the ruas under the pin, its status and who will handle
 * it; or that no registered ruas is within 50 m and the report goes to this office's moderators. Read
 * out by the live region around it (nearby-watch.tsx) when it changes.
 */
export function ReportRoad({ pin }: { pin: Pin }) {
  const road = useReportRoad(useSettled(pin));
  if (road.isPending) return null;
  let text: string;
  if (road.isError) text = T.failed;
  else if (!road.data.match) text = T.none;
  else {
    const { road: r, owner } = road.data.match;
    const values = { name: r.name, noRuas: r.noRuas, status: ROAD_STATUS_LABELS[r.status] };
    text = owner ? fillText(T.matched, { ...values, owner: owner.name }) : fillText(T.matchedNoOwner, values);
  }
  return (
    <p className="flex gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="ruas-laporan">
      <Route aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{text}</span>
    </p>
  );
}
