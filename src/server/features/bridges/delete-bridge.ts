import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, bridges, inspections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { forgetBridgeLists, toBridgeItem } from './list-bridges.ts';

/** DECISIONS.md rule 13: the bridge and its inspections go together, with an audit row. */
export async function deleteBridge({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'bridges.write', ERRORS.forbiddenDelete);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', LAYANAN_BRIDGES.notFound);
  await db.transaction(async (tx) => {
    const [bridge] = await tx.select().from(bridges).where(eq(bridges.id, id)).for('update');
    if (!bridge) throw new AppError('NOT_FOUND', LAYANAN_BRIDGES.notFound);
    const removed = await tx.delete(inspections).where(eq(inspections.bridgeId, id)).returning({ id: inspections.id });
    await tx.delete(bridges).where(eq(bridges.id, id));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'bridge.delete',
      target: id,
      details: { bridge: toBridgeItem(bridge), inspectionsDeleted: removed.length },
    });
  });
  forgetBridgeLists(db);
}
