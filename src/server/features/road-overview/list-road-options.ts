import { sql } from 'drizzle-orm';
import { likePattern } from '../../../shared/admin-schemas.ts';
import type { RoadOption } from '../../../shared/road-overview.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';

const SHOWN = 20;

/**
 * GET /api/admin/road-overview/pilihan?q= (issue 39, item 6): the ruas the bridge form offers, by
 * number or name (or the one of `id`, so an edited bridge shows its own). The staff who see bridges.
 */
export async function listRoadOptions({ db, actor, q, id }: { db: Db; actor: Actor; q: string; id?: string }): Promise<RoadOption[]> {
  assertCan(actor, 'bridges.view_admin');
  const pattern = likePattern(q);
  const { rows } = await db.execute<{ id: string; no_ruas: string; name: string; length_km: number | null }>(sql`
    select id, no_ruas, name, length_km from road_sections
    where ${id ? sql`id = ${id}` : sql`no_ruas ilike ${pattern} or name ilike ${pattern}`}
    order by no_ruas asc limit ${SHOWN}`);
  return rows.map((r) => ({ id: r.id, noRuas: r.no_ruas, name: r.name, lengthKm: r.length_km }));
}
