import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ROADS } from '../../../shared/roads-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, roadSections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** Takes a ruas out of the register; reports and bridges on it keep their place but lose the link (ON DELETE SET NULL). */
export async function deleteRoad({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ROADS.notFound);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(roadSections).where(eq(roadSections.id, id)).returning();
    if (!gone) throw new AppError('NOT_FOUND', ROADS.notFound);
    const { geometry: _line, ...kept } = gone;
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'road.delete', target: id, details: { road: kept } });
  });
}
