import { sql } from 'drizzle-orm';
import { BRIDGE_ROAD as R } from '../../../shared/bridge-form-strings.ts';
import { parseSta } from '../../../shared/road-sta.ts';
import { fillText } from '../../../shared/strings.ts';
import type { Db } from '../../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A ruas of the register as a bridge's place needs it (issue 39, item 6): read in SQL of the bridges' own. */
export type RoadForBridge = { id: string; noRuas: string; name: string; lengthKm: number | null };

/** The ruas with these ids or numbers (no. ruas compared trimmed, case-insensitive). */
export async function roadsForBridges(db: Db | Tx, { ids = [], numbers = [] }: { ids?: string[]; numbers?: string[] }) {
  const wanted = [...new Set(numbers.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  const { rows } = await db.execute<{ id: string; no_ruas: string; name: string; length_km: number | null }>(sql`
    select id, no_ruas, name, length_km from road_sections
    where id = any(${sql.param([...new Set(ids)])}::uuid[]) or lower(btrim(no_ruas)) = any(${sql.param(wanted)}::text[])`);
  const roads = rows.map((r): RoadForBridge => ({ id: r.id, noRuas: r.no_ruas, name: r.name, lengthKm: r.length_km }));
  return {
    byId: new Map(roads.map((r) => [r.id, r])),
    byNumber: new Map(roads.map((r) => [r.noRuas.trim().toLowerCase(), r])),
  };
}

/** Why an STA cannot be on this ruas (it is past its length), or null. */
export function staBeyondRoad(sta: string | null, road: RoadForBridge): string | null {
  const metres = sta === null ? null : parseSta(sta);
  if (metres === null || road.lengthKm === null || metres <= road.lengthKm * 1000) return null;
  return fillText(R.staBeyond, { sta: sta!, no: road.noRuas, km: road.lengthKm.toLocaleString('id-ID') });
}
