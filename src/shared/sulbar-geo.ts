import type { Kabupaten } from './kabupaten.ts';

// West Sulawesi on a map: its bounding box, its six kabupaten and their seats. Shared by the
// damage report (issue 15) and, later, the bridges (issue 17).

/** The province's bounding box (issue 15): a pin outside it is refused. */
export const SULBAR_BOUNDS = { south: -3.7, north: -0.8, west: 118.0, east: 120.5 } as const;

/** Where a map of the whole province opens: between Mamuju and Mamasa, wide enough for all six. */
export const SULBAR_CENTER = { lat: -2.45, lng: 119.35, zoom: 8 } as const;

/** The six kabupaten, with the coordinates of each seat (ibu kota), used to suggest one from a pin. */
export const KABUPATEN_SEATS: readonly { name: Kabupaten; seat: string; lat: number; lng: number }[] = [
  { name: 'Mamuju', seat: 'Mamuju', lat: -2.6786, lng: 118.8885 },
  { name: 'Mamuju Tengah', seat: 'Tobadak', lat: -2.0825, lng: 119.3644 },
  { name: 'Pasangkayu', seat: 'Pasangkayu', lat: -1.1733, lng: 119.3806 },
  { name: 'Majene', seat: 'Majene', lat: -3.5403, lng: 118.9707 },
  { name: 'Polewali Mandar', seat: 'Polewali', lat: -3.4159, lng: 119.3436 },
  { name: 'Mamasa', seat: 'Mamasa', lat: -2.9443, lng: 119.374 },
] as const;

export function insideSulbar(lat: number, lng: number): boolean {
  return lat >= SULBAR_BOUNDS.south && lat <= SULBAR_BOUNDS.north && lng >= SULBAR_BOUNDS.west && lng <= SULBAR_BOUNDS.east;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): exact enough for 50 m and 2 km. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The kabupaten whose seat is nearest the pin: a suggestion the reporter may change. */
export function nearestKabupaten(lat: number, lng: number): Kabupaten {
  let best = KABUPATEN_SEATS[0]!;
  let bestDistance = Infinity;
  for (const k of KABUPATEN_SEATS) {
    const d = distanceMetres({ lat, lng }, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best.name;
}
