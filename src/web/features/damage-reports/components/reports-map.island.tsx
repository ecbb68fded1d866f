import { useEffect, useState } from 'react';
import { REPORTS as T } from '../../../../shared/report-strings.ts';
import { MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import type { MapPoint } from '../../../components/map/points-map.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { call, client } from '../../../lib/api-client.ts';
import { useNav } from '../../../lib/nav.ts';
import { pinColour } from './report-pins.ts';

/** The list's filters that the map follows (its paging and order do not move a pin). */
export type ReportMapFilters = { status?: string; jenis?: string; kabupaten?: string };

type PointsMapModule = typeof import('../../../components/map/points-map.tsx');
const loadPointsMap = (): Promise<PointsMapModule> => import('../../../components/map/points-map.tsx');

/**
 * /laporan's map, an island taken over when its box nears the screen (issue 35): beside the list on
 * a desk, once "Tampilkan peta" shows it on a phone. Its code (Leaflet) and its pins are fetched
 * then; the first render is the placeholder the server drew.
 */
function ReportsMap({ filters }: { filters: ReportMapFilters }) {
  const nav = useNav();
  const [Map, setMap] = useState<PointsMapModule['default'] | null>(null);
  const [failed, setFailed] = useState(false);
  const [points, setPoints] = useState<MapPoint[]>([]);

  useEffect(() => {
    let live = true;
    loadPointsMap().then(
      (m) => live && setMap(() => m.default),
      () => live && setFailed(true),
    );
    // Without its pins the map still helps to find one's way; the list below is complete.
    call(client.laporan.peta.$get({ query: filters })).then(
      (found) =>
        live &&
        setPoints(
          found.map((p) => ({
            id: p.trackingCode,
            lat: p.lat,
            lng: p.lng,
            colour: pinColour(p.status),
            label: `${p.trackingCode}: ${p.reportType}, ${p.status}`,
            href: `/laporan/${p.trackingCode}`,
          })),
        ),
      () => {},
    );
    return () => {
      live = false;
    };
    // The filters are the page's: a new filter is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return Map && !failed ? (
    <Map points={points} label={T.mapLabel} onOpen={(href) => nav.go(href)} />
  ) : (
    <MapPlaceholder text={failed ? T.mapUnavailable : T.mapLoading} />
  );
}

export default defineIsland('reports-map', ReportsMap);
