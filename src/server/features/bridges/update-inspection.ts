import { and, eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { BridgeAdminDetail, InspectionInput } from '../../../shared/bridge-inspection-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, inspections } from '../../db/schema.ts';
import { getBridgeAdminDetail } from './get-bridge-admin-detail.ts';
import {
  applyLatestKondisi,
  auditedInspection,
  checkDate,
  inspectionNotFound,
  inspectionValues,
  lockBridge,
  T,
} from './inspection-parts.ts';

/** PUT /api/bridges/:id/inspections/:inspectionId: the fields (the photos have their own routes). */
export async function updateInspection({
  db,
  actor,
  bridgeId,
  inspectionId,
  input,
}: {
  db: Db;
  actor: Actor;
  bridgeId: string;
  inspectionId: string;
  input: InspectionInput;
}): Promise<BridgeAdminDetail> {
  assertCan(actor, 'bridges.write', T.forbiddenWrite);
  if (!UUID_PATTERN.test(inspectionId)) throw inspectionNotFound();
  await db.transaction(async (tx) => {
    const bridge = await lockBridge(tx, bridgeId);
    checkDate(input, bridge.tahunBangun);
    const [before] = await tx
      .select()
      .from(inspections)
      .where(and(eq(inspections.id, inspectionId), eq(inspections.bridgeId, bridgeId)));
    if (!before) throw inspectionNotFound();
    const values = inspectionValues(input);
    await tx.update(inspections).set(values).where(eq(inspections.id, inspectionId));
    const kondisi = await applyLatestKondisi(tx, bridgeId);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'inspection.update',
      target: inspectionId,
      details: { bridgeId, before: auditedInspection(before), after: auditedInspection({ ...before, ...values }), bridgeKondisi: kondisi },
    });
  });
  return getBridgeAdminDetail({ db, actor, bridgeId });
}
