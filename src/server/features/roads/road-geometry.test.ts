import { describe, expect, it } from 'vitest';
import type { LonLat } from '../../../shared/roads.ts';
import { ROAD_IMPORT } from '../../../shared/roads-strings.ts';
import { checkRoadGeometry, geometryFromWkt, geometryLengthKm, selfIntersection } from './road-geometry.ts';

describe('geometryFromWkt', () => {
  it('reads LINESTRING, MULTILINESTRING, Z, EWKT and EMPTY', () => {
    expect(geometryFromWkt('LINESTRING (118.9 -2.7, 118.91 -2.69)')).toEqual({
      ok: true,
      geometry: {
        type: 'LineString',
        coordinates: [
          [118.9, -2.7],
          [118.91, -2.69],
        ],
      },
    });
    expect(geometryFromWkt('SRID=4326;linestring z(118.9 -2.7 5,118.91 -2.69 6)')).toMatchObject({ ok: true });
    expect(geometryFromWkt('MULTILINESTRING ((1 2, 3 4), (5 6, 7 8))')).toEqual({
      ok: true,
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [1, 2],
            [3, 4],
          ],
          [
            [5, 6],
            [7, 8],
          ],
        ],
      },
    });
    expect(geometryFromWkt('LINESTRING EMPTY')).toEqual({ ok: false, message: ROAD_IMPORT.geometryEmpty });
    expect(geometryFromWkt('POINT (1 2)')).toMatchObject({ ok: false });
    expect(geometryFromWkt('LINESTRING (1 2, 3)')).toMatchObject({ ok: false });
    expect(geometryFromWkt('MULTILINESTRING ((1 2, 3 4) (5 6, 7 8))')).toMatchObject({ ok: false });
  });
});

describe('selfIntersection', () => {
  it('finds a crossing and a touch, not neighbours or a closed loop', () => {
    expect(
      selfIntersection([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    ).toEqual([1, 1]);
    // A line that comes back to touch an earlier position.
    expect(
      selfIntersection([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 0],
      ]),
    ).toEqual([1, 0]);
    expect(
      selfIntersection([
        [0, 0],
        [1, 0],
        [2, 1],
        [3, 0],
      ]),
    ).toBeNull();
    expect(
      selfIntersection([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ]),
    ).toBeNull();
  });

  it('stays fast for a winding line of 10,000 segments (grid, not every pair)', () => {
    // A zig-zag going north: no crossing, every segment near many others in the box.
    const line: LonLat[] = Array.from({ length: 10_001 }, (_, i) => [118.9 + (i % 2) * 0.001, -3.5 + i * 0.0002]);
    const started = performance.now();
    expect(selfIntersection(line)).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
    // The same line with one more segment brought back down across the zig-zag.
    const crossed: LonLat[] = [...line, [118.9005, -3.5005]];
    expect(selfIntersection(crossed)).not.toBeNull();
  });
});

describe('checkRoadGeometry and geometryLengthKm', () => {
  it('drops repeated positions and measures along the ground', () => {
    const checked = checkRoadGeometry({
      type: 'LineString',
      coordinates: [
        [118.9, -2.7],
        [118.9, -2.7],
        [118.9, -2.69],
      ],
    });
    expect(checked).toEqual({
      ok: true,
      geometry: {
        type: 'LineString',
        coordinates: [
          [118.9, -2.7],
          [118.9, -2.69],
        ],
      },
    });
    // 0.01° of latitude is 1.112 km.
    if (checked.ok) expect(geometryLengthKm(checked.geometry)).toBeCloseTo(1.112, 2);
  });

  it('refuses a MultiLineString with one empty part', () => {
    expect(
      checkRoadGeometry({
        type: 'MultiLineString',
        coordinates: [
          [
            [118.9, -2.7],
            [118.9, -2.69],
          ],
          [],
        ],
      }),
    ).toEqual({
      ok: false,
      message: ROAD_IMPORT.geometryEmpty,
    });
  });
});
