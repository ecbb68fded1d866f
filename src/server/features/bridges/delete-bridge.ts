import { eq, inArray } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, bridgePhotos, bridges, images, inspectionPhotos, inspections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { removeImageFiles } from '../../images/image-files.ts';
import { toBridgeItem } from './list-bridges.ts';

/**
 * DECISIONS.md rule 13: the bridge, its inspections and the photos of both go together, with an
 * audit row. The photos' `images` rows are deleted in the transaction; their files right after it
 * commits (the public-images store is not swept for orphans, see image-files.ts).
 */
export async function deleteBridge({
  deps,
  actor,
  id,
}: {
  deps: Pick<Deps, 'db' | 'store' | 'log'>;
  actor: Actor;
  id: string;
}): Promise<void> {
  assertCan(actor, 'bridges.write', ERRORS.forbiddenDelete);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', LAYANAN_BRIDGES.notFound);
  const photos = await deps.db.transaction(async (tx) => {
    const [bridge] = await tx.select().from(bridges).where(eq(bridges.id, id)).for('update');
    if (!bridge) throw new AppError('NOT_FOUND', LAYANAN_BRIDGES.notFound);
    const imageColumns = { id: images.id, width: images.width, height: images.height };
    const ofBridge = await tx
      .select(imageColumns)
      .from(bridgePhotos)
      .innerJoin(images, eq(images.id, bridgePhotos.imageId))
      .where(eq(bridgePhotos.bridgeId, id));
    const ofInspections = await tx
      .select(imageColumns)
      .from(inspectionPhotos)
      .innerJoin(inspections, eq(inspections.id, inspectionPhotos.inspectionId))
      .innerJoin(images, eq(images.id, inspectionPhotos.imageId))
      .where(eq(inspections.bridgeId, id));
    const all = [...ofBridge, ...ofInspections];
    if (all.length > 0)
      await tx.delete(images).where(
        inArray(
          images.id,
          all.map((i) => i.id),
        ),
      );
    const removed = await tx.delete(inspections).where(eq(inspections.bridgeId, id)).returning({ id: inspections.id });
    await tx.delete(bridges).where(eq(bridges.id, id));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'bridge.delete',
      target: id,
      details: { bridge: toBridgeItem(bridge), inspectionsDeleted: removed.length, photosDeleted: all.length },
    });
    return all;
  });
  await removeImageFiles(deps, photos);
}
