import { useEffect, useRef, useState } from 'react';
import type { Marker, Map as LeafletMap } from 'leaflet';
import { createMap, L, pinIcon } from './leaflet-map.ts';

export type Pin = { lat: number; lng: number };

type Props = {
  pin: Pin | null;
  onPick: (pin: Pin) => void;
  label: string;
  /** Told once the map is drawn, or that it could not be. */
  onReady?: (ok: boolean) => void;
};

/**
 * A map on which the reporter drops a pin with a tap and drags it to the exact spot (issue 15,
 * item 1). The pin follows `pin` when the boxes or "Gunakan lokasi saya" change it.
 */
export default function PinPicker({ pin, onPick, label, onReady }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  // The map's handlers are bound once; they call the newest onPick.
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    let live = true;
    let made: LeafletMap | null = null;
    createMap(boxRef.current!, { label }).then(
      (m) => {
        made = m;
        if (!live) return void m.remove();
        m.on('click', (e) => pick.current({ lat: e.latlng.lat, lng: e.latlng.lng }));
        setMap(m);
        onReady?.(true);
      },
      () => onReady?.(false),
    );
    return () => {
      live = false;
      made?.remove();
      markerRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The marker follows the pin, wherever it came from.
  const lat = pin?.lat;
  const lng = pin?.lng;
  useEffect(() => {
    if (!map) return;
    if (lat == null || lng == null) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at = L.latLng(lat, lng);
    if (markerRef.current) markerRef.current.setLatLng(at);
    else {
      const marker = L.marker(at, { icon: pinIcon(), draggable: true, keyboard: false, title: label });
      marker.on('dragend', () => {
        const p = marker.getLatLng();
        pick.current({ lat: p.lat, lng: p.lng });
      });
      markerRef.current = marker.addTo(map);
    }
    if (!map.getBounds().contains(at)) map.panTo(at);
  }, [map, lat, lng, label]);

  return <div ref={boxRef} className="h-full w-full overflow-hidden rounded-lg border border-slate-300" />;
}
