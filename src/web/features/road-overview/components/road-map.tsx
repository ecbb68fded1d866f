import { useEffect, useRef } from 'react';
import { geometryLines, type RoadGeometry } from '../../../../shared/roads.ts';
import { createMap, L, pinIcon } from '../../../components/map/leaflet-map.ts';

export type RoadMapPin = { lat: number; lng: number; colour: string; label: string; href: string };

type Props = { geometry: RoadGeometry; pins: readonly RoadMapPin[]; label: string; onOpen: (href: string) => void };

/** A ruas's line and its reports' pins (issue 39, item 6), the view fitted to the line. Each pin is a button named by its label. */
export default function RoadMap({ geometry, pins, label, onOpen }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });

  useEffect(() => {
    let live = true;
    let made: L.Map | null = null;
    void createMap(boxRef.current!, { label }).then((map) => {
      made = map;
      if (!live) return void map.remove();
      // GeoJSON is [lon, lat]; Leaflet wants [lat, lon].
      const line = L.polyline(
        geometryLines(geometry).map((part) => part.map(([lon, lat]) => [lat, lon] as [number, number])),
        { color: '#0b4a8b', weight: 5, opacity: 0.85, interactive: false, className: 'road-line' },
      ).addTo(map);
      for (const p of pins) {
        const marker = L.marker([p.lat, p.lng], { icon: pinIcon(p.colour), title: p.label, alt: p.label, riseOnHover: true }).addTo(map);
        marker.on('click', () => open.current(p.href));
        marker.on('keypress', (e) => {
          if ((e.originalEvent as KeyboardEvent).key === 'Enter') open.current(p.href);
        });
      }
      map.fitBounds(line.getBounds(), { padding: [24, 24], maxZoom: 15 });
    });
    return () => {
      live = false;
      made?.remove();
    };
  }, [geometry, pins, label]);

  return <div ref={boxRef} className="h-full w-full overflow-hidden rounded-lg border border-slate-300" />;
}
