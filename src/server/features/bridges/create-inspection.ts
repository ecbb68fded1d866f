import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { INSPECTION_PHOTOS_MAX } from '../../../shared/bridge-bms.ts';
import type { BridgeAdminDetail, InspectionInput } from '../../../shared/bridge-inspection-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import { auditLog, bridges, inspectionPhotos, inspections } from '../../db/schema.ts';
import { storeImagesWith } from '../../images/image-files.ts';
import { getBridgeAdminDetail } from './get-bridge-admin-detail.ts';
import {
  applyLatestKondisi,
  bridgeNotFound,
  checkDate,
  inspectionValues,
  lockBridge,
  photosOf,
  prepareAll,
  T,
  type Deps3,
} from './inspection-parts.ts';

/** POST /api/bridges/:id/inspections: the inspection, its photos and the bridge's new kondisi in one transaction. */
export async function createInspection({
  deps,
  actor,
  bridgeId,
  input,
  files,
}: {
  deps: Deps3;
  actor: Actor;
  bridgeId: string;
  input: InspectionInput;
  files: File[];
}): Promise<BridgeAdminDetail> {
  assertCan(actor, 'bridges.write', T.forbiddenWrite);
  if (!UUID_PATTERN.test(bridgeId)) throw bridgeNotFound();
  const photos = photosOf(files, INSPECTION_PHOTOS_MAX, T.tooManyPhotos);
  // A first look before the work of re-encoding the photos; checked again under the lock.
  const [found] = await deps.db.select({ tahunBangun: bridges.tahunBangun }).from(bridges).where(eq(bridges.id, bridgeId));
  if (!found) throw bridgeNotFound();
  checkDate(input, found.tahunBangun);
  const prepared = await prepareAll(deps, photos);
  await storeImagesWith(deps, prepared, actor.id, async (tx) => {
    const bridge = await lockBridge(tx, bridgeId);
    checkDate(input, bridge.tahunBangun);
    const [created] = await tx
      .insert(inspections)
      .values({ bridgeId, ...inspectionValues(input), createdBy: actor.id })
      .returning({ id: inspections.id });
    if (prepared.length > 0) {
      await tx.insert(inspectionPhotos).values(prepared.map((p, position) => ({ inspectionId: created!.id, imageId: p.ref.id, position })));
    }
    const kondisi = await applyLatestKondisi(tx, bridgeId);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'inspection.create',
      target: created!.id,
      details: {
        bridgeId,
        inspectedAt: input.inspectedAt,
        nilaiKondisi: input.nilaiKondisi,
        photos: prepared.length,
        bridgeKondisi: kondisi,
      },
    });
  });
  return getBridgeAdminDetail({ db: deps.db, actor, bridgeId });
}
