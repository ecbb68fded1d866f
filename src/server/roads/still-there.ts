import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { NearestRoad } from './nearest-road.ts';

/** Where a damage report lies on the roads, as its damage_reports columns hold it. */
export type ReportRoad = { roadSectionId: string | null; roadDistanceM: number | null; ownerInstansiId: string | null };

const NONE: ReportRoad = { roadSectionId: null, roadDistanceM: null, ownerInstansiId: null };

/**
 * The lookup's ruas and owner as a report stores them, in the report's transaction: each row is locked
 * against deletion until it commits (FOR KEY SHARE), and one deleted since the index was built is left
 * out (a deleted ruas: no ruas; a deleted instansi: no owner) instead of failing the report.
 */
export async function stillThere(tx: Db | Tx, road: NearestRoad | null): Promise<ReportRoad> {
  if (!road) return NONE;
  const ownerId = road.owner?.id ?? null;
  const { rows } = await tx.execute<{ section: boolean; owner: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM road_sections WHERE id = ${road.roadSection.id} FOR KEY SHARE) AS section,
           EXISTS (SELECT 1 FROM instansi WHERE id = ${ownerId} FOR KEY SHARE) AS owner`);
  if (!rows[0]?.section) return NONE;
  return {
    roadSectionId: road.roadSection.id,
    roadDistanceM: Math.round(road.distanceM * 10) / 10,
    ownerInstansiId: rows[0].owner ? ownerId : null,
  };
}
