import { useEffect, useMemo, useState } from 'react';
import { KONDISI_COLOUR } from '../../../../shared/bridge-status.ts';
import { BRIDGE_LIST as T } from '../../../../shared/bridge-list-strings.ts';
import { KONDISI } from '../../../../shared/constants.ts';
import type { BridgeListFilters } from '../../../../shared/public-pages.ts';
import { fillText } from '../../../../shared/strings.ts';
import { MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import type { MapPoint } from '../../../components/map/points-map.tsx';
import { useOnScreenImport } from '../../../components/map/use-on-screen-import.ts';
import { defineIsland } from '../../../islands/island.tsx';
import { call, client, errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useNav } from '../../../lib/nav.ts';

const loadPointsMap = () => import('../../../components/map/points-map.tsx');
const loadPoints = (filters: BridgeListFilters) => call(client.bridges.peta.$get({ query: filters }));
type Points = Awaited<ReturnType<typeof loadPoints>>;

/**
 * "Peta" of /layanan/jembatantif?tampilan=peta (issue 17, item 4), an island (issue 35): every bridge
 * with coordinates matching the search and filters, a pin coloured by kondisi, clustered; a pin opens
 * the bridge's page. Its pins are asked for, and the map's code fetched, once it is taken over.
 */
function BridgesMap({ filters }: { filters: BridgeListFilters }) {
  const nav = useNav();
  const { ref, module, failed } = useOnScreenImport(loadPointsMap);
  const [points, setPoints] = useState<{ data: Points } | { error: unknown } | null>(null);
  const key = JSON.stringify(filters);
  useEffect(() => {
    let live = true;
    loadPoints(JSON.parse(key) as BridgeListFilters).then(
      (data) => live && setPoints({ data }),
      (error: unknown) => live && setPoints({ error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const data = points && 'data' in points ? points.data : null;
  const pins = useMemo<MapPoint[]>(
    () =>
      (data?.points ?? []).map(([id, nama, lat, lng, kondisi]) => ({
        id,
        lat,
        lng,
        colour: KONDISI_COLOUR[kondisi],
        label: `${nama} (${kondisi})`,
        href: `/layanan/jembatantif/${id}`,
      })),
    [data],
  );
  const Map = module?.default;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {points && 'error' in points
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
          <Map points={pins} label={T.mapLabel} onOpen={(href) => nav.go(href)} />
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

export default defineIsland('bridges-map', BridgesMap);
