// npm run bench -- --only roads (and in every full run): the nearest-ruas lookup (issue 39, item 2) over
// 10,000 synthetic ruas spread over West Sulawesi's box, each a winding line of 20 vertices 0.5–1.5 km
// apart (190,000 segments). Times the index's build on the first lookup, then 20,000 lookups through
// nearestRoad as the form's route and the report's submit call it: half on a ruas (up to 40 m off a
// vertex), half anywhere in the province. Target: p99 ≤ 5 ms.
import type { Db } from '../src/server/db/client.ts';
import { roadSections } from '../src/server/db/schema.ts';
import { nearestRoad } from '../src/server/roads/nearest-road.ts';
import { geometryBounds, ROAD_STATUSES, type LonLat } from '../src/shared/roads.ts';
import { SULBAR_BOUNDS } from '../src/shared/sulbar-geo.ts';

export const ROAD_BENCH_TARGET_P99_MS = 5;
const RUAS = 10_000;
const VERTICES = 20;
const LOOKUPS = 20_000;
const M_PER_DEG = 111_000;

/** A seeded generator: the same ruas and pins on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function syntheticLine(rand: () => number): LonLat[] {
  const b = SULBAR_BOUNDS;
  let lon = b.west + rand() * (b.east - b.west);
  let lat = b.south + rand() * (b.north - b.south);
  let heading = rand() * 2 * Math.PI;
  const line: LonLat[] = [[lon, lat]];
  for (let i = 1; i < VERTICES; i++) {
    heading += (rand() - 0.5) * 0.8;
    const step = (500 + rand() * 1000) / M_PER_DEG;
    lon = clamp(lon + Math.cos(heading) * step, b.west, b.east);
    lat = clamp(lat + Math.sin(heading) * step, b.south, b.north);
    line.push([lon, lat]);
  }
  return line;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Fills road_sections of `db` (an empty bench database) and measures; true when the target is met. */
export async function benchRoads(db: Db, say: (line: string) => void): Promise<boolean> {
  const rand = random(39);
  const lines: LonLat[][] = [];
  let t = performance.now();
  for (let start = 0; start < RUAS; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(RUAS, start + 500); i++) {
      const coordinates = syntheticLine(rand);
      lines.push(coordinates);
      const geometry = { type: 'LineString' as const, coordinates };
      rows.push({
        noRuas: `B${String(i).padStart(5, '0')}`,
        name: `Ruas Bench ${i}`,
        status: ROAD_STATUSES[i % 3]!,
        kabupaten: 'Mamuju',
        geometry,
        ...geometryBounds(geometry),
      });
    }
    await db.insert(roadSections).values(rows);
  }
  say(`Ruas terdekat: ${RUAS.toLocaleString('id-ID')} ruas sintetis dimuat dalam ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const pins: [number, number][] = [];
  for (let i = 0; i < LOOKUPS; i++) {
    if (i % 2 === 0) {
      const line = lines[Math.floor(rand() * lines.length)]!;
      const [lon, lat] = line[Math.floor(rand() * line.length)]!;
      const off = (rand() * 40) / M_PER_DEG;
      const angle = rand() * 2 * Math.PI;
      pins.push([lat + Math.sin(angle) * off, lon + Math.cos(angle) * off]);
    } else {
      const b = SULBAR_BOUNDS;
      pins.push([b.south + rand() * (b.north - b.south), b.west + rand() * (b.east - b.west)]);
    }
  }

  t = performance.now();
  await nearestRoad(db, pins[0]![0], pins[0]![1]);
  say(`  indeks dibangun pada pencarian pertama: ${(performance.now() - t).toFixed(0)} ms`);
  const times: number[] = [];
  let matched = 0;
  for (const [lat, lng] of pins) {
    const t0 = performance.now();
    const found = await nearestRoad(db, lat, lng);
    times.push(performance.now() - t0);
    if (found) matched++;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  const ok = p99 <= ROAD_BENCH_TARGET_P99_MS;
  say(
    `  ${LOOKUPS.toLocaleString('id-ID')} pencarian (${matched.toLocaleString('id-ID')} menemukan ruas ≤ 50 m): ` +
      `p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, maks ${times.at(-1)!.toFixed(3)} ms ` +
      `(target p99 ≤ ${ROAD_BENCH_TARGET_P99_MS} ms): ${ok ? 'terpenuhi' : 'TIDAK terpenuhi'}`,
  );
  return ok;
}
