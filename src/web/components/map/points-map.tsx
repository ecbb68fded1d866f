import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, MarkerClusterGroup } from 'leaflet';
// Leaflet first: the cluster plugin extends the global `L` that Leaflet sets when it runs, so it must
// run after it (module order is evaluation order).
import { createMap, L, pinIcon } from './leaflet-map.ts';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

export type MapPoint = { id: string; lat: number; lng: number; colour: string; label: string; href: string };

type Props = {
  points: readonly MapPoint[];
  label: string;
  /** Follows a pin's link inside the app (the router), not with a page load. */
  onOpen: (href: string) => void;
};

/**
 * Many pins on one map, grouped into numbered clusters until zoomed in (issue 15: public reports;
 * issue 17: bridges). Each pin is a button: its label is its accessible name and its tooltip.
 */
export default function PointsMap({ points, label, onOpen }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ map: LeafletMap; layer: MarkerClusterGroup } | null>(null);
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });

  useEffect(() => {
    let live = true;
    let made: LeafletMap | null = null;
    void createMap(boxRef.current!, { label }).then((map) => {
      made = map;
      if (!live) return void map.remove();
      setDrawn({ map, layer: L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 }).addTo(map) });
    });
    return () => {
      live = false;
      made?.remove();
    };
  }, [label]);

  // The pins follow the points (a new filter), and the view fits them.
  useEffect(() => {
    if (!drawn) return;
    const { map, layer } = drawn;
    layer.clearLayers();
    const markers = points.map((p) => {
      const marker = L.marker([p.lat, p.lng], { icon: pinIcon(p.colour), title: p.label, alt: p.label, riseOnHover: true });
      marker.on('click', () => open.current(p.href));
      marker.on('keypress', (e) => {
        if ((e.originalEvent as KeyboardEvent).key === 'Enter') open.current(p.href);
      });
      return marker;
    });
    layer.addLayers(markers);
    if (markers.length) map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: markers.length === 1 ? 12 : 14 });
  }, [drawn, points]);

  return <div ref={boxRef} className="h-full w-full overflow-hidden rounded-lg border border-slate-300" />;
}
