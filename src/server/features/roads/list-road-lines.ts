import { asc } from 'drizzle-orm';
import type { RoadFilters } from '../../../shared/roads-schemas.ts';
import { ROADS, type RoadLine } from '../../../shared/roads-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { roadSections } from '../../db/schema.ts';
import { roadWhere } from './road-rows.ts';

/** The map above /admin/ruas's table: every matching ruas's line (the province has hundreds, not millions). */
export async function listRoadLines({ db, actor, input }: { db: Db; actor: Actor; input: RoadFilters }): Promise<RoadLine[]> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  return db
    .select({
      id: roadSections.id,
      noRuas: roadSections.noRuas,
      name: roadSections.name,
      status: roadSections.status,
      geometry: roadSections.geometry,
    })
    .from(roadSections)
    .where(roadWhere(input))
    .orderBy(asc(roadSections.noRuas));
}
