import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { INSTANSI, ROADS } from '../../../shared/roads-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, instansi } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** Takes an instansi out; reports recorded for it keep their place but no longer name an owner (ON DELETE SET NULL). */
export async function deleteInstansi({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', INSTANSI.notFound);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(instansi).where(eq(instansi.id, id)).returning();
    if (!gone) throw new AppError('NOT_FOUND', INSTANSI.notFound);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'instansi.delete', target: id, details: { instansi: gone } });
  });
}
