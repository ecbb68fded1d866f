import { useMemo } from 'react';
import { BRIDGE_LIST } from '../../../../shared/bridge-list-strings.ts';
import { BRIDGE_PAGE as T } from '../../../../shared/bridge-page-strings.ts';
import { KONDISI_COLOUR } from '../../../../shared/bridge-status.ts';
import type { Kondisi } from '../../../../shared/constants.ts';
import { MapOnRequest, MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import type { MapPoint } from '../../../components/map/points-map.tsx';
import { useOnScreenImport } from '../../../components/map/use-on-screen-import.ts';
import { defineIsland } from '../../../islands/island.tsx';
import { useNav } from '../../../lib/nav.ts';

const loadPointsMap = () => import('../../../components/map/points-map.tsx');

/**
 * A bridge's pin on its page (issue 17, item 3), an island (issue 35) taken over when the visitor
 * reaches for it (the button in its box, a pointer over it): then the map's code arrives.
 */
function BridgeMap({ id, nama, kondisi, lat, lng }: { id: string; nama: string; kondisi: Kondisi; lat: number; lng: number }) {
  const nav = useNav();
  const { ref, module, failed } = useOnScreenImport(loadPointsMap);
  const Map = module?.default;
  const points = useMemo<MapPoint[]>(
    () => [{ id, lat, lng, colour: KONDISI_COLOUR[kondisi], label: nama, href: `/layanan/jembatantif/${id}` }],
    [id, nama, kondisi, lat, lng],
  );
  return (
    <div ref={ref} className="h-full">
      {Map && !failed ? (
        <Map points={points} label={`${T.locationHeading}: ${nama}`} onOpen={(href) => nav.go(href)} />
      ) : failed ? (
        <MapPlaceholder text={BRIDGE_LIST.mapUnavailable} />
      ) : (
        <MapOnRequest text={BRIDGE_LIST.mapLoading} />
      )}
    </div>
  );
}

export default defineIsland('bridge-map', BridgeMap);
