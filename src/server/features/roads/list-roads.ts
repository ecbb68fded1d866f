import { asc, count } from 'drizzle-orm';
import type { Paged } from '../../../shared/admin-schemas.ts';
import type { RoadFilters } from '../../../shared/roads-schemas.ts';
import { ROADS, type RoadItem } from '../../../shared/roads-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { roadSections } from '../../db/schema.ts';
import { roadItemColumns, roadWhere, toRoadItem } from './road-rows.ts';

/** /admin/ruas's table: the register by no. ruas, searched and filtered, a page at a time. */
export async function listRoads({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: RoadFilters & { page: number; pageSize: number };
}): Promise<Paged<RoadItem>> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  const where = roadWhere(input);
  const [rows, [total]] = await Promise.all([
    db
      .select(roadItemColumns)
      .from(roadSections)
      .where(where)
      .orderBy(asc(roadSections.noRuas))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(roadSections).where(where),
  ]);
  return { items: rows.map(toRoadItem), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
