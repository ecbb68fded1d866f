import type { Db } from '../db/client.ts';
import { ROAD_MATCH_METRES, type RoadStatus } from '../../shared/roads.ts';
import { roadsOf, type InstansiRow, type RoadSectionRef } from './road-cache.ts';

/** Who answers for a ruas: an instansi, and whether it is this office (then no hand-off is needed). */
export type RoadOwner = { id: string; name: string; isThisOffice: boolean };

export type NearestRoad = { roadSection: RoadSectionRef; distanceM: number; owner: RoadOwner | null };

/** The instansi for a status of road in a kabupaten: the kabupaten's own row wins over the "every kabupaten" row. */
function pickOwner(rows: readonly InstansiRow[], status: RoadStatus, kabupaten: string | null): RoadOwner | null {
  const forStatus = rows.filter((r) => r.roadStatus === status);
  const row = (kabupaten !== null && forStatus.find((r) => r.kabupaten === kabupaten)) || forStatus.find((r) => r.kabupaten === null);
  return row ? { id: row.id, name: row.name, isThisOffice: row.isThisOffice } : null;
}

/** Who owns roads of `status` in `kabupaten` (the instansi register); null when no instansi answers for them. */
export async function ownerFor(db: Db, status: RoadStatus, kabupaten: string | null): Promise<RoadOwner | null> {
  return pickOwner((await roadsOf(db)).instansi, status, kabupaten);
}

/**
 * The ruas nearest a pin (WGS84) if its line is within ROAD_MATCH_METRES, with the distance in metres and
 * its owner; null when no ruas is that near (the report then goes to this office's moderators). Reads the
 * in-memory index of `db` (road-cache.ts), never the database once it is built.
 */
export async function nearestRoad(db: Db, lat: number, lng: number): Promise<NearestRoad | null> {
  const roads = await roadsOf(db);
  const match = roads.index.nearest(lat, lng, ROAD_MATCH_METRES);
  if (!match) return null;
  const { section, distanceM } = match;
  return { roadSection: section, distanceM, owner: pickOwner(roads.instansi, section.status, section.kabupaten) };
}
