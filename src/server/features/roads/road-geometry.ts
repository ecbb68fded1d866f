import { geometryLines, type LonLat, type RoadGeometry } from '../../../shared/roads.ts';
import { ROAD_IMPORT } from '../../../shared/roads-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { distanceMetres, insideSulbar } from '../../../shared/sulbar-geo.ts';

// A ruas's line as the import reads and checks it (issue 39, item 1; ADR 068): GeoJSON's or WKT's
// LineString and MultiLineString, every position inside the province, no line crossing itself.

const T = ROAD_IMPORT;

/** A geometry that can be stored, or why not (one Indonesian sentence). */
export type GeometryResult = { ok: true; geometry: RoadGeometry } | { ok: false; message: string };

const refuse = (message: string): GeometryResult => ({ ok: false, message });

/** A position from GeoJSON: [lon, lat] or [lon, lat, altitude]; the altitude is dropped. */
function positionOf(value: unknown): LonLat | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [lon, lat] = value as unknown[];
  if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  return [lon, lat];
}

function positionsOf(value: unknown): LonLat[] | null {
  if (!Array.isArray(value)) return null;
  const out: LonLat[] = [];
  for (const p of value) {
    const position = positionOf(p);
    if (!position) return null;
    out.push(position);
  }
  return out;
}

/** A GeoJSON geometry object of a feature, read as a ruas's line (not yet checked against the province). */
export function geometryFromGeoJson(value: unknown): GeometryResult {
  if (value === null || value === undefined) return refuse(T.geometryMissing);
  if (typeof value !== 'object' || Array.isArray(value)) return refuse(fillText(T.geometryBroken, { detail: 'bukan objek geometri' }));
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type === 'LineString') {
    const line = positionsOf(coordinates);
    if (!line) return refuse(fillText(T.geometryBroken, { detail: 'koordinat tidak sah' }));
    return { ok: true, geometry: { type: 'LineString', coordinates: line } };
  }
  if (type === 'MultiLineString') {
    if (!Array.isArray(coordinates)) return refuse(fillText(T.geometryBroken, { detail: 'koordinat tidak sah' }));
    const lines: LonLat[][] = [];
    for (const part of coordinates) {
      const line = positionsOf(part);
      if (!line) return refuse(fillText(T.geometryBroken, { detail: 'koordinat tidak sah' }));
      lines.push(line);
    }
    return { ok: true, geometry: { type: 'MultiLineString', coordinates: lines } };
  }
  return refuse(fillText(T.geometryType, { type: typeof type === 'string' ? type : 'tidak dikenal' }));
}

/**
 * A WKT LINESTRING or MULTILINESTRING (with an optional Z/M/ZM, an optional EWKT "SRID=4326;" and
 * EMPTY), the two PKRMS and QGIS write for a road. Positions are "x y" = longitude latitude.
 */
export function geometryFromWkt(text: string): GeometryResult {
  const source = text.trim().replace(/^SRID=\d+;\s*/i, '');
  if (source === '') return refuse(T.geometryMissing);
  const head = /^([A-Za-z]+?)\s*(ZM|Z|M)?\s*(?=\(|EMPTY)/i.exec(source);
  if (!head) return refuse(fillText(T.geometryBroken, { detail: 'bukan WKT' }));
  const type = head[1]!.toUpperCase();
  const body = source.slice(head[0].length).trim();
  if (type !== 'LINESTRING' && type !== 'MULTILINESTRING') return refuse(fillText(T.geometryType, { type }));
  if (/^EMPTY$/i.test(body)) return refuse(T.geometryEmpty);
  const broken = (detail: string) => refuse(fillText(T.geometryBroken, { detail }));
  const readList = (inner: string): LonLat[] | null => {
    const out: LonLat[] = [];
    for (const part of inner.split(',')) {
      const numbers = part.trim().split(/\s+/);
      if (numbers.length < 2 || numbers.length > 4) return null;
      const lon = Number(numbers[0]);
      const lat = Number(numbers[1]);
      if (!Number.isFinite(lon) || !Number.isFinite(lat) || numbers.some((n) => n === '' || !Number.isFinite(Number(n)))) return null;
      out.push([lon, lat]);
    }
    return out;
  };
  if (type === 'LINESTRING') {
    const m = /^\(([^()]*)\)$/.exec(body);
    if (!m) return broken('tanda kurung LINESTRING tidak sesuai');
    if (m[1]!.trim() === '') return refuse(T.geometryEmpty);
    const line = readList(m[1]!);
    return line ? { ok: true, geometry: { type: 'LineString', coordinates: line } } : broken('angka koordinat tidak sah');
  }
  const outer = /^\((.*)\)$/s.exec(body);
  if (!outer) return broken('tanda kurung MULTILINESTRING tidak sesuai');
  const lines: LonLat[][] = [];
  const inner = outer[1]!.trim();
  if (inner === '') return refuse(T.geometryEmpty);
  // Each part is "( … )", separated by commas.
  const partPattern = /\s*\(([^()]*)\)\s*(,|$)/gy;
  let at = 0;
  while (at < inner.length) {
    partPattern.lastIndex = at;
    const m = partPattern.exec(inner);
    if (!m) return broken('tanda kurung MULTILINESTRING tidak sesuai');
    if (/^\s*EMPTY\s*$/i.test(m[1]!) || m[1]!.trim() === '') lines.push([]);
    else {
      const line = readList(m[1]!);
      if (!line) return broken('angka koordinat tidak sah');
      lines.push(line);
    }
    at = partPattern.lastIndex;
    if (m[2] === '' && at < inner.length) return broken('tanda kurung MULTILINESTRING tidak sesuai');
  }
  return { ok: true, geometry: { type: 'MultiLineString', coordinates: lines } };
}

/** Consecutive repeats of a position (GPS traces have them) say nothing about the line's shape. */
function withoutRepeats(line: LonLat[]): LonLat[] {
  return line.filter((p, i) => i === 0 || p[0] !== line[i - 1]![0] || p[1] !== line[i - 1]![1]);
}

const round = (n: number) => String(Math.round(n * 1e5) / 1e5);

/**
 * A geometry that may be stored: no line empty or of one position, every position inside the
 * province (SULBAR_BOUNDS), no line crossing itself. Repeated consecutive positions are dropped.
 */
export function checkRoadGeometry(geometry: RoadGeometry): GeometryResult {
  const lines = geometryLines(geometry).map(withoutRepeats);
  if (lines.length === 0 || lines.every((l) => l.length === 0)) return refuse(T.geometryEmpty);
  for (const line of lines) {
    if (line.length === 0) return refuse(T.geometryEmpty);
    if (line.length < 2) return refuse(T.lineTooShort);
    for (const [lon, lat] of line) {
      if (!insideSulbar(lat, lon)) return refuse(fillText(T.outsideProvince, { lon: round(lon), lat: round(lat) }));
    }
  }
  for (const line of lines) {
    const crossing = selfIntersection(line);
    if (crossing) return refuse(fillText(T.selfIntersecting, { lon: round(crossing[0]), lat: round(crossing[1]) }));
  }
  const clean: RoadGeometry =
    geometry.type === 'LineString' ? { type: 'LineString', coordinates: lines[0]! } : { type: 'MultiLineString', coordinates: lines };
  return { ok: true, geometry: clean };
}

/** The line's length along the ground in km (haversine per segment). */
export function geometryLengthKm(geometry: RoadGeometry): number {
  let metres = 0;
  for (const line of geometryLines(geometry)) {
    for (let i = 1; i < line.length; i++) {
      metres += distanceMetres({ lng: line[i - 1]![0], lat: line[i - 1]![1] }, { lng: line[i]![0], lat: line[i]![1] });
    }
  }
  return Math.round(metres) / 1000;
}

const orientation = (a: LonLat, b: LonLat, c: LonLat) => {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
};
const onSegment = (a: LonLat, b: LonLat, p: LonLat) =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share a point (touching counts). */
function segmentsMeet(a: LonLat, b: LonLat, c: LonLat, d: LonLat): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** At most this many grid cells along a side: a line of 10,000 segments costs milliseconds, not n² checks. */
const GRID_SIDE = 4096;

/**
 * Where a line crosses or touches itself (other than consecutive segments meeting at their shared
 * position, and a closed loop's first and last), or null. Segments go into a grid of square cells
 * about as large as a segment over the line's box; only segments sharing a cell are compared, each
 * pair once.
 */
export function selfIntersection(line: LonLat[]): LonLat | null {
  const n = line.length - 1; // segments
  if (n < 2) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let total = 0;
  for (let i = 0; i <= n; i++) {
    const [x, y] = line[i]!;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
    if (i > 0) total += Math.abs(x - line[i - 1]![0]) + Math.abs(y - line[i - 1]![1]);
  }
  const closed = line[0]![0] === line[n]![0] && line[0]![1] === line[n]![1];
  const cell = Math.max(total / n, (maxX - minX) / GRID_SIDE, (maxY - minY) / GRID_SIDE) || 1;
  const columns = Math.floor((maxX - minX) / cell) + 1;
  const cellOf = (v: number, min: number) => Math.floor((v - min) / cell);
  const cells = new Map<number, number[]>();
  const lastCompared = new Int32Array(n).fill(-1);
  for (let j = 0; j < n; j++) {
    const a = line[j]!;
    const b = line[j + 1]!;
    const x0 = cellOf(Math.min(a[0], b[0]), minX);
    const x1 = cellOf(Math.max(a[0], b[0]), minX);
    const y0 = cellOf(Math.min(a[1], b[1]), minY);
    const y1 = cellOf(Math.max(a[1], b[1]), minY);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = cy * columns + cx;
        let list = cells.get(key);
        if (!list) cells.set(key, (list = []));
        for (const i of list) {
          if (lastCompared[i] === j) continue;
          lastCompared[i] = j;
          if (i === j - 1) continue; // neighbours share a position
          if (closed && i === 0 && j === n - 1) continue; // a loop's ends meet by design
          const c = line[i]!;
          const d = line[i + 1]!;
          if (segmentsMeet(c, d, a, b)) return crossingPoint(c, d, a, b);
        }
        list.push(j);
      }
    }
  }
  return null;
}

/** Where two meeting segments meet (for the message): their crossing, or a shared end when they overlap. */
function crossingPoint(a: LonLat, b: LonLat, c: LonLat, d: LonLat): LonLat {
  const denominator = (a[0] - b[0]) * (c[1] - d[1]) - (a[1] - b[1]) * (c[0] - d[0]);
  if (denominator === 0) return onSegment(a, b, c) ? c : d;
  const t = ((a[0] - c[0]) * (c[1] - d[1]) - (a[1] - c[1]) * (c[0] - d[0])) / denominator;
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}
