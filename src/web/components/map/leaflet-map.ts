import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { KABUPATEN_SEATS, SULBAR_BOUNDS, SULBAR_CENTER } from '../../../shared/sulbar-geo.ts';

/*
 * The one map of the portal (issue 15, and the bridges of issue 17): Leaflet with raster tiles from
 * MAP_TILE_URL, in its own chunk that a page loads after its first paint. With no tiles (MAP_TILE_URL
 * "off", offline, a test) the map still works: a plain background with the province's outline and
 * its six kabupaten seats to find one's way.
 */

type MapConfig = { tileUrl: string | null; attribution: string };

let config: Promise<MapConfig> | null = null;
const mapConfig = () =>
  (config ??= fetch('/api/damage-reports/map-config', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<MapConfig>) : { tileUrl: null, attribution: '' }))
    .catch(() => ({ tileUrl: null, attribution: '' })));

const PROVINCE_BOUNDS = L.latLngBounds([SULBAR_BOUNDS.south, SULBAR_BOUNDS.west], [SULBAR_BOUNDS.north, SULBAR_BOUNDS.east]);

/** A map in `element`, inside the province, with its tiles or, without them, its landmarks. */
export async function createMap(element: HTMLElement, opts: { label: string; center?: L.LatLngExpression; zoom?: number }) {
  const { tileUrl, attribution } = await mapConfig();
  const map = L.map(element, {
    center: opts.center ?? [SULBAR_CENTER.lat, SULBAR_CENTER.lng],
    zoom: opts.zoom ?? SULBAR_CENTER.zoom,
    minZoom: 7,
    maxZoom: 18,
    maxBounds: PROVINCE_BOUNDS.pad(0.3),
    attributionControl: true,
  });
  map.attributionControl.setPrefix(false);
  element.setAttribute('aria-label', opts.label);
  const landmarks = L.layerGroup([
    L.rectangle(PROVINCE_BOUNDS, { color: '#64748b', weight: 1, dashArray: '4 4', fill: false, interactive: false }),
    ...KABUPATEN_SEATS.map((k) =>
      L.circleMarker([k.lat, k.lng], { radius: 3, color: '#475569', weight: 1, fillOpacity: 1, interactive: false }).bindTooltip(k.seat, {
        permanent: true,
        direction: 'right',
        className: 'map-seat-label',
      }),
    ),
  ]);
  if (tileUrl) {
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19, crossOrigin: false }).addTo(map);
    // Tiles that cannot be had: the landmarks take their place.
    tiles.once('tileerror', () => landmarks.addTo(map));
  } else {
    landmarks.addTo(map);
  }
  return map;
}

/** A drop-shaped pin in the portal's colour, drawn in SVG (no image files for Leaflet to find). */
export function pinIcon(colour = '#0b4a8b') {
  return L.divIcon({
    className: 'map-pin',
    html: `<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="${colour}" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`,
    iconSize: [28, 42],
    iconAnchor: [14, 42],
  });
}

export { L };
