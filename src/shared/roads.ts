// Issue 39: roads have owners. The statuses of road (UU 38/2004 on roads: national, provincial,
// kabupaten) and the shape of a ruas's line, shared by the server, the import and the map.

export const ROAD_STATUSES = ['Nasional', 'Provinsi', 'Kabupaten'] as const;
export type RoadStatus = (typeof ROAD_STATUSES)[number];

/** How a status reads to a citizen: "Jalan Nasional". */
export const ROAD_STATUS_LABELS: Record<RoadStatus, string> = {
  Nasional: 'Jalan Nasional',
  Provinsi: 'Jalan Provinsi',
  Kabupaten: 'Jalan Kabupaten',
};

/** A report's pin belongs to a ruas when it is at most this far from the ruas's line. */
export const ROAD_MATCH_METRES = 50;

/** A position as GeoJSON writes it: [longitude, latitude] (WGS84). */
export type LonLat = [number, number];

/** A ruas's line: GeoJSON's LineString or MultiLineString. */
export type RoadGeometry = { type: 'LineString'; coordinates: LonLat[] } | { type: 'MultiLineString'; coordinates: LonLat[][] };

/** The lines of a geometry, each a list of positions. */
export function geometryLines(geometry: RoadGeometry): LonLat[][] {
  return geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
}

/** The smallest box holding every position of a geometry (the map's view, the spatial index's entry). */
export function geometryBounds(geometry: RoadGeometry): { minLon: number; minLat: number; maxLon: number; maxLat: number } {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const line of geometryLines(geometry)) {
    for (const [lon, lat] of line) {
      minLon = Math.min(minLon, lon);
      minLat = Math.min(minLat, lat);
      maxLon = Math.max(maxLon, lon);
      maxLat = Math.max(maxLat, lat);
    }
  }
  return { minLon, minLat, maxLon, maxLat };
}
