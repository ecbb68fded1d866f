import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ROADS, type RoadDetail } from '../../../shared/roads-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { roadSections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { roadItemColumns, toRoadItem } from './road-rows.ts';

/** One ruas with its line: the edit form's. */
export async function getRoad({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<RoadDetail> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ROADS.notFound);
  const [row] = await db
    .select({ ...roadItemColumns, geometry: roadSections.geometry })
    .from(roadSections)
    .where(eq(roadSections.id, id));
  if (!row) throw new AppError('NOT_FOUND', ROADS.notFound);
  const { geometry, ...item } = row;
  return { ...toRoadItem(item), geometry };
}
