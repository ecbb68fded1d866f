// Distances on the ground for the nearest-ruas lookup (issue 39, ADR 064). Around one pin the earth is
// flat enough: positions are projected to metres east and north of the pin (equirectangular, the
// east–west degree shrunk by cos(lat)), with the WGS84 ellipsoid's radii at the pin's latitude. Within a
// few hundred metres this is off by far less than a centimetre per 50 m; a sphere of the mean radius
// alone would be off by half a percent north–south.

const A = 6_378_137; // WGS84 semi-major axis, m
const E2 = 0.006_694_379_990_14; // WGS84 first eccentricity squared
const RAD = Math.PI / 180;

/** Metres per degree of latitude and of longitude at a latitude (the ellipsoid's meridian and parallel). */
function metresPerDegree(lat: number): { lat: number; lon: number } {
  const s = Math.sin(lat * RAD);
  const w = 1 - E2 * s * s;
  const meridian = (A * (1 - E2)) / (w * Math.sqrt(w));
  const primeVertical = A / Math.sqrt(w);
  return { lat: meridian * RAD, lon: primeVertical * Math.cos(lat * RAD) * RAD };
}

/**
 * The distance in metres from a point to the segment a–b, all in local metres (x east, y north):
 * the foot of the perpendicular when it falls on the segment, else the nearer end.
 */
function pointToSegmentMetres(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Measures from one pin: `toSegment` gives the metres from the pin to a segment given in degrees
 * ([lon, lat] ends), `box` the degrees around the pin that hold everything within `metres`.
 */
export function measureFrom(lat: number, lon: number) {
  const scale = metresPerDegree(lat);
  return {
    toSegment: (aLon: number, aLat: number, bLon: number, bLat: number) =>
      pointToSegmentMetres(0, 0, (aLon - lon) * scale.lon, (aLat - lat) * scale.lat, (bLon - lon) * scale.lon, (bLat - lat) * scale.lat),
    box: (metres: number) => {
      const dLat = metres / scale.lat;
      const dLon = metres / scale.lon;
      return { minLon: lon - dLon, minLat: lat - dLat, maxLon: lon + dLon, maxLat: lat + dLat };
    },
  };
}
