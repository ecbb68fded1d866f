import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { KONDISI_COLOUR } from '../../../../shared/bridge-status.ts';
import { BRIDGE_LIST as T } from '../../../../shared/bridge-list-strings.ts';
import { KONDISI } from '../../../../shared/constants.ts';
import type { BridgeListFilters } from '../../../../shared/public-pages.ts';
import { fillText } from '../../../../shared/strings.ts';
import { MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import type { MapPoint } from '../../../components/map/points-map.tsx';
import { useOnScreenImport } from '../../../components/map/use-on-screen-import.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useBridgePoints } from '../api/bridge-points.ts';

const loadPointsMap = () => import('../../../components/map/points-map.tsx');

/**
 * "Peta" beside the table (issue 17, item 4): every bridge with coordinates matching the search and
 * filters, a pin coloured by kondisi, clustered; a pin opens the bridge's page. The map's code and
 * its pins are fetched only when this view is chosen.
 */
export function BridgesMap({ filters }: { filters: BridgeListFilters }) {
  const navigate = useNavigate();
  const { ref, module, failed } = useOnScreenImport(loadPointsMap);
  const points = useBridgePoints(filters, true);
  const Map = module?.default;
  const pins = useMemo<MapPoint[]>(
    () =>
      (points.data?.points ?? []).map(([id, nama, lat, lng, kondisi]) => ({
        id,
        lat,
        lng,
        colour: KONDISI_COLOUR[kondisi],
        label: `${nama} (${kondisi})`,
        href: `/layanan/jembatantif/${id}`,
      })),
    [points.data],
  );
  const data = points.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {points.isError
          ? errorMessage(points.error)
          : !data
            ? '\u00a0'
            : data.total === 0
              ? T.mapNone
              : data.total > data.points.length
                ? fillText(T.mapCapped, { shown: formatNumber(data.points.length), total: formatNumber(data.total) })
                : fillText(T.mapCount, { shown: formatNumber(data.total) })}
      </p>
      <div ref={ref} className="h-[28rem] sm:h-[32rem]">
        {Map && !failed ? (
          <Map points={pins} label={T.mapLabel} onOpen={(href) => void navigate(href)} />
        ) : (
          <MapPlaceholder text={failed ? T.mapUnavailable : T.mapLoading} />
        )}
      </div>
      <ul aria-label={T.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {KONDISI.map((k) => (
          <li key={k} className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: KONDISI_COLOUR[k] }} />
            {k}
          </li>
        ))}
      </ul>
    </div>
  );
}
