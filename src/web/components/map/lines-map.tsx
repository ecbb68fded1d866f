import { useEffect, useRef, useState } from 'react';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { geometryLines, type RoadGeometry } from '../../../shared/roads.ts';
import { createMap, L } from './leaflet-map.ts';

export type MapLine = { id: string; geometry: RoadGeometry; colour: string; label: string; href: string };

type Props = {
  lines: readonly MapLine[];
  label: string;
  /** Follows a line's link inside the app (the router), not with a page load. */
  onOpen: (href: string) => void;
};

/**
 * Road sections on one map (issue 39): each ruas a line in its status's colour, its name as the
 * tooltip; a click opens it. The table beside the map holds the same links for the keyboard.
 */
export default function LinesMap({ lines, label, onOpen }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ map: LeafletMap; layer: LayerGroup } | null>(null);
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
      setDrawn({ map, layer: L.layerGroup().addTo(map) });
    });
    return () => {
      live = false;
      made?.remove();
    };
  }, [label]);

  // The lines follow the filters, and the view fits them.
  useEffect(() => {
    if (!drawn) return;
    const { map, layer } = drawn;
    layer.clearLayers();
    const bounds = L.latLngBounds([]);
    for (const line of lines) {
      const latLngs = geometryLines(line.geometry).map((part) => part.map(([lon, lat]) => L.latLng(lat, lon)));
      const drawnLine = L.polyline(latLngs, { color: line.colour, weight: 4, opacity: 0.85 }).bindTooltip(line.label, { sticky: true });
      drawnLine.on('click', () => open.current(line.href));
      drawnLine.addTo(layer);
      bounds.extend(drawnLine.getBounds());
    }
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 });
  }, [drawn, lines]);

  return <div ref={boxRef} className="h-full w-full overflow-hidden rounded-lg border border-slate-300" />;
}
