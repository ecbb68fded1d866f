import type { RoadLookup } from '../../../shared/road-lookup-schemas.ts';
import type { Db } from '../../db/client.ts';
import { nearestRoad } from '../../roads/nearest-road.ts';

/**
 * For the report form (issue 39, item 2): the ruas within 50 m of a pin and who handles it, before the
 * report is sent. Only what the citizen reads: no ids, no e-mail. The report itself is placed again by
 * the server when it is sent (submit-damage-report.ts).
 */
export async function findReportRoad(db: Db, pin: { lat: number; lng: number }): Promise<RoadLookup> {
  const found = await nearestRoad(db, pin.lat, pin.lng);
  if (!found) return null;
  const { roadSection: r, owner } = found;
  return {
    road: { noRuas: r.noRuas, name: r.name, status: r.status, kabupaten: r.kabupaten },
    distanceM: Math.round(found.distanceM),
    owner: owner && { name: owner.name, isThisOffice: owner.isThisOffice },
  };
}
