import { eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { BridgeInput, BridgeItem } from '../../../shared/bridge-schemas.ts';
import { BRIDGE_ROAD as R } from '../../../shared/bridge-form-strings.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { parseSta } from '../../../shared/road-sta.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, bridges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { roadsForBridges, staBeyondRoad } from './bridge-road.ts';
import { toBridgeItem } from './list-bridges.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const T = LAYANAN_BRIDGES;

/** The row's columns from a checked input (shared with the bulk import). */
export const bridgeValues = (input: BridgeInput) => ({
  nama: input.nama,
  lokasi: input.lokasi,
  tahunBangun: input.tahunBangun,
  tipe: input.tipe,
  kondisi: input.kondisi,
  kabupaten: input.kabupaten,
  ruasJalan: input.ruasJalan,
  statusJalan: input.statusJalan,
  latitude: input.latitude,
  longitude: input.longitude,
  panjang: input.panjang,
  lebar: input.lebar,
  jumlahBentang: input.jumlahBentang,
  roadSectionId: input.roadSectionId,
  staM: input.sta === null ? null : parseSta(input.sta),
});

/** The ruas of the register the input names exists, and the STA is on it; refused with the field's message otherwise. */
async function checkRoad(tx: Db | Tx, input: BridgeInput) {
  if (input.roadSectionId === null) return;
  const road = (await roadsForBridges(tx, { ids: [input.roadSectionId] })).byId.get(input.roadSectionId);
  if (!road) throw new AppError('VALIDATION', R.ruasUnknown, { fields: { roadSectionId: R.ruasUnknown }, title: T.incompleteTitle });
  const beyond = staBeyondRoad(input.sta, road);
  if (beyond) throw new AppError('VALIDATION', beyond, { fields: { sta: beyond }, title: T.incompleteTitle });
}

/** Adds a bridge (no id) or replaces the fields of one; super_admin and admin_jembatantif only. */
export async function saveBridge({ db, actor, id, input }: { db: Db; actor: Actor; id?: string; input: BridgeInput }): Promise<BridgeItem> {
  assertCan(actor, 'bridges.write', T.forbiddenWrite);
  if (id !== undefined && !UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', T.notFound);
  const values = bridgeValues(input);
  const row = await db.transaction(async (tx) => {
    await checkRoad(tx, input);
    if (id === undefined) {
      const [created] = await tx.insert(bridges).values(values).returning();
      await tx
        .insert(auditLog)
        .values({ actorId: actor.id, action: 'bridge.create', target: created!.id, details: { nama: created!.nama } });
      return created!;
    }
    const [before] = await tx.select().from(bridges).where(eq(bridges.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', T.notFound);
    const [updated] = await tx
      .update(bridges)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bridges.id, id))
      .returning();
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'bridge.update',
      target: id,
      details: { before: toBridgeItem(before), after: values },
    });
    return updated!;
  });
  return toBridgeItem(row);
}
