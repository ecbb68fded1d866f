import { and, eq, inArray } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { BridgeAdminDetail } from '../../../shared/bridge-inspection-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import { auditLog, images, inspectionPhotos, inspections } from '../../db/schema.ts';
import { removeImageFiles } from '../../images/image-files.ts';
import { getBridgeAdminDetail } from './get-bridge-admin-detail.ts';
import { applyLatestKondisi, auditedInspection, inspectionNotFound, lockBridge, T, type Deps3 } from './inspection-parts.ts';

/** DELETE /api/bridges/:id/inspections/:inspectionId: with its photos; the previous inspection decides again. */
export async function deleteInspection({
  deps,
  actor,
  bridgeId,
  inspectionId,
}: {
  deps: Deps3;
  actor: Actor;
  bridgeId: string;
  inspectionId: string;
}): Promise<BridgeAdminDetail> {
  assertCan(actor, 'bridges.write', T.forbiddenWrite);
  if (!UUID_PATTERN.test(inspectionId)) throw inspectionNotFound();
  const removedImages = await deps.db.transaction(async (tx) => {
    await lockBridge(tx, bridgeId);
    const [row] = await tx
      .select()
      .from(inspections)
      .where(and(eq(inspections.id, inspectionId), eq(inspections.bridgeId, bridgeId)));
    if (!row) throw inspectionNotFound();
    const imageRows = await tx
      .select({ id: images.id, width: images.width, height: images.height })
      .from(inspectionPhotos)
      .innerJoin(images, eq(images.id, inspectionPhotos.imageId))
      .where(eq(inspectionPhotos.inspectionId, inspectionId));
    await tx.delete(inspections).where(eq(inspections.id, inspectionId));
    if (imageRows.length > 0)
      await tx.delete(images).where(
        inArray(
          images.id,
          imageRows.map((i) => i.id),
        ),
      );
    const kondisi = await applyLatestKondisi(tx, bridgeId);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'inspection.delete',
      target: inspectionId,
      details: { bridgeId, inspection: auditedInspection(row), photosDeleted: imageRows.length, bridgeKondisi: kondisi },
    });
    return imageRows;
  });
  await removeImageFiles(deps, removedImages);
  return getBridgeAdminDetail({ db: deps.db, actor, bridgeId });
}
