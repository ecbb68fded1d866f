import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithReload } from '../../../lib/lazy-with-reload.ts';

type Pin = { lat: number; lng: number };
type Watched = { pin: Pin | null; reportType: string };

// Only when a pin and a type are there: its code is not part of the page's first load.
const NearbyReports = lazyWithReload(() => import('./nearby-reports.tsx').then((m) => ({ default: m.NearbyReports })));
// Issue 39: the ruas under the pin, once there is a pin.
const ReportRoad = lazyWithReload(() => import('./report-road.tsx').then((m) => ({ default: m.ReportRoad })));
// Only for a report of type Jembatan.
const BridgePicker = lazyWithReload(() => import('./bridge-picker.tsx').then((m) => ({ default: m.BridgePicker })));

/**
 * The pin and the infrastructure type, kept outside the form's state: a change must not re-render
 * the form, whose parts still hydrating (the pin boxes, the photos) React would otherwise throw away
 * and draw again empty, losing what the visitor typed before the scripts arrived.
 */
export function createNearbyWatch() {
  let state: Watched = { pin: null, reportType: '' };
  const listeners = new Set<() => void>();
  const set = (next: Partial<Watched>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  return {
    setPin: (pin: Pin | null) => set({ pin }),
    setReportType: (reportType: string) => set({ reportType }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
  };
}
export type NearbyWatch = ReturnType<typeof createNearbyWatch>;

const serverState: Watched = { pin: null, reportType: '' };

/** "Saya juga" (issue 15, item 5): the open reports near the pin, once there is a pin and a type. */
export function NearbyOffer({ watch }: { watch: NearbyWatch }) {
  const { pin, reportType } = useSyncExternalStore(watch.subscribe, watch.get, () => serverState);
  if (!pin || !reportType) return null;
  return (
    <Suspense fallback={null}>
      <NearbyReports pin={pin} reportType={reportType} />
    </Suspense>
  );
}

/** Item 8: for a report of type Jembatan, which bridge of Jembatantif it is (optional). */
export function BridgeOffer({ watch, error }: { watch: NearbyWatch; error?: string }) {
  const { pin, reportType } = useSyncExternalStore(watch.subscribe, watch.get, () => serverState);
  if (reportType !== 'Jembatan') return null;
  return (
    <Suspense fallback={null}>
      <BridgePicker pin={pin} error={error} />
    </Suspense>
  );
}

/**
 * Issue 39, item 2: which ruas the pin is on and who handles it. The live region is in the page from
 * the start, so that a screen reader hears each new answer (politely, after what it is reading).
 */
export function RoadOffer({ watch }: { watch: NearbyWatch }) {
  const { pin } = useSyncExternalStore(watch.subscribe, watch.get, () => serverState);
  return (
    // Out of the form's grid while empty (no gap), yet never display:none, which would leave it unheard.
    <div role="status" aria-live="polite" aria-atomic="true" className="empty:absolute">
      {pin && (
        <Suspense fallback={null}>
          <ReportRoad pin={pin} />
        </Suspense>
      )}
    </div>
  );
}
