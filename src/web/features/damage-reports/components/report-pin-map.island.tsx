import { useEffect, useState } from 'react';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { MapOnRequest, MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import type { MapPoint } from '../../../components/map/points-map.tsx';
import { defineIsland } from '../../../islands/island.tsx';

type PointsMapModule = typeof import('../../../components/map/points-map.tsx');
const loadPointsMap = (): Promise<PointsMapModule> => import('../../../components/map/points-map.tsx');

/**
 * A report's own pin (/laporan/{code}), an island taken over when the visitor reaches for it (the
 * button in its box, a pointer over it; issue 35): the map's code (Leaflet) is fetched then.
 */
function ReportPinMap({ point, label }: { point: MapPoint; label: string }) {
  const [Map, setMap] = useState<PointsMapModule['default'] | null>(null);
  const [failed, setFailed] = useState(false);
  // One array for the map's life: a new one would redraw the pin and move the view.
  const [points] = useState(() => [point]);
  useEffect(() => {
    let live = true;
    loadPointsMap().then(
      (m) => live && setMap(() => m.default),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return Map && !failed ? (
    <Map points={points} label={label} onOpen={() => {}} />
  ) : failed ? (
    <MapPlaceholder text={T.mapUnavailable} />
  ) : (
    <MapOnRequest text={T.mapLoading} />
  );
}

export default defineIsland('report-pin-map', ReportPinMap);
