import Flatbush from 'flatbush';
import { geometryLines, type RoadGeometry } from '../../shared/roads.ts';
import { measureFrom } from './geometry.ts';

// The spatial index of every ruas's segments (issue 39, ADR 064): one box per segment of every line, so
// a long ruas is found by the piece near the pin, not by its box across half a kabupaten. A lookup
// asks the index for the segments whose boxes touch the square around the pin and measures each.

export type RoadLines<T> = { section: T; geometry: RoadGeometry };

export type RoadIndex<T> = {
  /** The nearest section whose line is at most `maxMetres` from the pin, and how far; null when none is. */
  nearest: (lat: number, lon: number, maxMetres: number) => { section: T; distanceM: number } | null;
  sections: number;
  segments: number;
};

/** Two lines this close to a pin are as near as each other (where ruas meet: a junction, a shared start). */
const TIE_METRES = 0.5;

/**
 * Builds the index of the sections' lines (positions [lon, lat]); a line of one position counts as a
 * point. Where two sections are equally near (TIE_METRES), `outranks(a, b)` says whether a wins over b.
 */
export function buildRoadIndex<T>(roads: readonly RoadLines<T>[], outranks: (a: T, b: T) => boolean = () => false): RoadIndex<T> {
  let count = 0;
  for (const road of roads) for (const line of geometryLines(road.geometry)) count += Math.max(line.length - 1, line.length ? 1 : 0);
  // Each segment: its ends (lon, lat, lon, lat) and the section it belongs to.
  const ends = new Float64Array(count * 4);
  const owner = new Uint32Array(count);
  const index = count ? new Flatbush(count) : null;
  let k = 0;
  roads.forEach((road, i) => {
    for (const line of geometryLines(road.geometry)) {
      for (let j = 0; j < Math.max(line.length - 1, line.length ? 1 : 0); j++) {
        const [aLon, aLat] = line[j]!;
        const [bLon, bLat] = line[Math.min(j + 1, line.length - 1)]!;
        ends.set([aLon, aLat, bLon, bLat], k * 4);
        owner[k] = i;
        index!.add(Math.min(aLon, bLon), Math.min(aLat, bLat), Math.max(aLon, bLon), Math.max(aLat, bLat));
        k++;
      }
    }
  });
  index?.finish();

  return {
    sections: roads.length,
    segments: count,
    nearest(lat, lon, maxMetres) {
      if (!index) return null;
      const measure = measureFrom(lat, lon);
      const box = measure.box(maxMetres);
      let best = -1;
      let bestDistance = Infinity;
      for (const s of index.search(box.minLon, box.minLat, box.maxLon, box.maxLat)) {
        const d = measure.toSegment(ends[s * 4]!, ends[s * 4 + 1]!, ends[s * 4 + 2]!, ends[s * 4 + 3]!);
        const tie = Math.abs(d - bestDistance) <= TIE_METRES;
        if (tie ? outranks(roads[owner[s]!]!.section, roads[owner[best]!]!.section) : d < bestDistance) {
          bestDistance = d;
          best = s;
        }
      }
      return best >= 0 && bestDistance <= maxMetres ? { section: roads[owner[best]!]!.section, distanceM: bestDistance } : null;
    },
  };
}
