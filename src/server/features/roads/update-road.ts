import { eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { RoadEdit } from '../../../shared/roads-schemas.ts';
import { ROADS, type RoadItem } from '../../../shared/roads-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, roadSections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { roadItemColumns, toRoadItem } from './road-rows.ts';

/** "Ubah ruas": its name, status, kabupaten, surface and condition; the number and the line only change by import. */
export async function updateRoad({ db, actor, id, input }: { db: Db; actor: Actor; id: string; input: RoadEdit }): Promise<RoadItem> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ROADS.notFound);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(roadSections).where(eq(roadSections.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', ROADS.notFound);
    await tx
      .update(roadSections)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(roadSections.id, id));
    const [after] = await tx.select(roadItemColumns).from(roadSections).where(eq(roadSections.id, id));
    const changed = Object.fromEntries(
      (Object.keys(input) as Array<keyof RoadEdit>)
        .filter((k) => before[k] !== input[k])
        .map((k) => [k, { from: before[k], to: input[k] }]),
    );
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'road.update', target: id, details: { noRuas: before.noRuas, changed } });
    return toRoadItem(after!);
  });
}
