import { keepFor } from '../cache/changes.ts';
import type { Db } from '../db/client.ts';
import { instansi, roadSections } from '../db/schema.ts';
import { ROAD_STATUSES, type RoadStatus } from '../../shared/roads.ts';
import { buildRoadIndex, type RoadIndex } from './road-index.ts';

/** A ruas as the lookup names it. */
export type RoadSectionRef = { id: string; noRuas: string; name: string; status: RoadStatus; kabupaten: string | null };
/** An authority that answers for a status of road (`kabupaten` null: in every kabupaten). */
export type InstansiRow = { id: string; name: string; roadStatus: RoadStatus; kabupaten: string | null; isThisOffice: boolean };

export type Roads = { index: RoadIndex<RoadSectionRef>; instansi: readonly InstansiRow[] };

// Per database handle (tests run several apps in one process): what was built, or the build under way.
type Kept = { roads?: Promise<Roads>; builtAt: number };
// Bounds what is served while the change listener is away (its writes unheard): then rebuilt on a lookup.
const LIFETIME_MS = 10 * 60_000;
const kept = new WeakMap<Db, Kept>();

async function build(db: Db): Promise<Roads> {
  const [sections, owners] = await Promise.all([
    db
      .select({
        id: roadSections.id,
        noRuas: roadSections.noRuas,
        name: roadSections.name,
        status: roadSections.status,
        kabupaten: roadSections.kabupaten,
        geometry: roadSections.geometry,
      })
      .from(roadSections),
    db
      .select({
        id: instansi.id,
        name: instansi.name,
        roadStatus: instansi.roadStatus,
        kabupaten: instansi.kabupaten,
        isThisOffice: instansi.isThisOffice,
      })
      .from(instansi),
  ]);
  const index = buildRoadIndex(
    sections.map(({ geometry, ...section }) => ({ section, geometry })),
    // Where ruas meet, the pin is on the higher road: a national road's junction is the national road's.
    (a, b) => ROAD_STATUSES.indexOf(a.status) < ROAD_STATUSES.indexOf(b.status),
  );
  return { index, instansi: owners };
}

/**
 * The ruas index and the instansi of `db` (the database handle, never a transaction), built on the first
 * lookup and kept until a write to road_sections or instansi is heard on any process (cache/changes.ts);
 * the next lookup builds it again. Lookups meanwhile share one build. A build that began before the
 * write is never kept, so whoever wrote sees the write at their next lookup; a failed build is not kept.
 */
export function roadsOf(db: Db): Promise<Roads> {
  let entry = kept.get(db);
  if (!entry) {
    const made: Kept = { builtAt: 0 };
    kept.set(db, (entry = made));
    // A build under way when the write is heard is dropped with it: its rows may be from before.
    keepFor(db, 'roads', () => (made.roads = undefined));
  }
  const current = entry;
  if (!current.roads || Date.now() - current.builtAt > LIFETIME_MS) {
    const roads = build(db);
    current.roads = roads;
    current.builtAt = Date.now();
    roads.catch(() => {
      if (current.roads === roads) current.roads = undefined;
    });
  }
  return current.roads;
}
