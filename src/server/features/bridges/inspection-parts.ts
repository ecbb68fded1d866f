import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { kondisiFromNk, type ElemenJembatan, type JenisInspeksi, type NilaiKondisi } from '../../../shared/bridge-bms.ts';
import {
  dateBeforeBuilt,
  inspectionDateOf,
  type BridgeAdminDetail,
  type BridgePhotoItem,
  type InspectionInput,
  type InspectionItem,
} from '../../../shared/bridge-inspection-schemas.ts';
import { BRIDGE_INSPECTIONS } from '../../../shared/bridge-inspection-strings.ts';
import { INSPECTION_PHOTOS_MAX } from '../../../shared/bridge-bms.ts';
import type { Kondisi } from '../../../shared/constants.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, bridgePhotos, bridges, images, inspectionPhotos, inspections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { removeImageFiles, storeImagesWith } from '../../images/image-files.ts';
import { prepareImage, type PreparedImage } from '../../images/store-image.ts';
import { toBridgeItem } from './list-bridges.ts';

const T = BRIDGE_INSPECTIONS;

export const bridgeNotFound = () => new AppError('NOT_FOUND', LAYANAN_BRIDGES.notFound);
const inspectionNotFound = () => new AppError('NOT_FOUND', T.notFound);

/** Locks the bridge for the change: two staff writing inspections of one bridge at once take turns, so "the latest" is one. */
export async function lockBridge(tx: Tx, id: string) {
  if (!UUID_PATTERN.test(id)) throw bridgeNotFound();
  const [bridge] = await tx.select().from(bridges).where(eq(bridges.id, id)).for('update');
  if (!bridge) throw bridgeNotFound();
  return bridge;
}

/**
 * ADR 031: the bridge's kondisi is its latest inspection's (by date, then by when it was written).
 * With no inspection left the kondisi staff typed stays. Returns the bridge's kondisi afterwards.
 */
async function applyLatestKondisi(tx: Tx, bridgeId: string): Promise<Kondisi> {
  const [latest] = await tx
    .select({ nk: inspections.nilaiKondisi, kondisi: inspections.kondisi })
    .from(inspections)
    .where(eq(inspections.bridgeId, bridgeId))
    .orderBy(desc(inspections.inspectedAt), desc(inspections.createdAt))
    .limit(1);
  const kondisi = latest ? (latest.nk != null ? kondisiFromNk(latest.nk as NilaiKondisi) : latest.kondisi) : undefined;
  const [row] = await tx
    .update(bridges)
    .set({ ...(kondisi ? { kondisi } : {}), updatedAt: sql`now()` })
    .where(eq(bridges.id, bridgeId))
    .returning({ kondisi: bridges.kondisi });
  return row!.kondisi;
}

/** Noon in West Sulawesi (WITA): the day stays the same read in any time zone from UTC−4 to UTC+12. */
const storedDate = (day: string) => new Date(`${day}T12:00:00+08:00`);

const ELEMENT_COLUMN = {
  bangunanAtas: 'nkBangunanAtas',
  bangunanBawah: 'nkBangunanBawah',
  fondasi: 'nkFondasi',
  lantai: 'nkLantai',
  sandaran: 'nkSandaran',
} as const satisfies Record<ElemenJembatan, keyof typeof inspections.$inferSelect>;

const inspectionValues = (input: InspectionInput) => ({
  inspectedAt: storedDate(input.inspectedAt),
  jenis: input.jenis,
  inspector: input.inspector,
  nilaiKondisi: input.nilaiKondisi,
  // The inspection's own kondisi: what its score gives (ADR 031).
  kondisi: kondisiFromNk(input.nilaiKondisi),
  nkBangunanAtas: input.bangunanAtas,
  nkBangunanBawah: input.bangunanBawah,
  nkFondasi: input.fondasi,
  nkLantai: input.lantai,
  nkSandaran: input.sandaran,
  notes: input.notes,
});

function checkDate(input: InspectionInput, tahunBangun: number) {
  const message = dateBeforeBuilt(input.inspectedAt, tahunBangun);
  if (message) throw new AppError('VALIDATION', message, { title: T.incompleteTitle, fields: { inspectedAt: message } });
}

/** The photos sent with a form: empty parts (no file chosen) left out; at most `max`. */
export function photosOf(files: File[] | undefined, max: number, tooMany: string): File[] {
  const list = (files ?? []).filter((f) => f.size > 0);
  if (list.length > max) throw new AppError('VALIDATION', tooMany, { fields: { foto: tooMany } });
  return list;
}

/** Every photo checked and re-encoded before anything is stored: one bad file and none is kept (413/415). */
export async function prepareAll(deps: Pick<Deps, 'log'>, files: File[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) prepared.push(await prepareImage(deps, file, 'bridge', T.photoKind));
  return prepared;
}

type Deps3 = Pick<Deps, 'db' | 'store' | 'log'>;

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

const auditedInspection = (r: typeof inspections.$inferSelect) => ({
  inspectedAt: inspectionDateOf(r.inspectedAt),
  jenis: r.jenis,
  inspector: r.inspector,
  nilaiKondisi: r.nilaiKondisi,
  kondisi: r.kondisi,
  notes: r.notes,
});

const photoColumns = {
  id: images.id,
  width: images.width,
  height: images.height,
};

/** GET /api/bridges/:id/inspections (staff): the bridge, its photos, and every inspection newest first with its inspector and photos. */
export async function getBridgeAdminDetail({
  db,
  actor,
  bridgeId,
}: {
  db: Db;
  actor: Actor;
  bridgeId: string;
}): Promise<BridgeAdminDetail> {
  assertCan(actor, 'bridges.view_admin');
  if (!UUID_PATTERN.test(bridgeId)) throw bridgeNotFound();
  const [bridge] = await db.select().from(bridges).where(eq(bridges.id, bridgeId));
  if (!bridge) throw bridgeNotFound();
  const photos = await db
    .select({ ...photoColumns, photoId: bridgePhotos.id, position: bridgePhotos.position })
    .from(bridgePhotos)
    .innerJoin(images, eq(images.id, bridgePhotos.imageId))
    .where(eq(bridgePhotos.bridgeId, bridgeId))
    .orderBy(asc(bridgePhotos.position), asc(bridgePhotos.createdAt));
  const rows = await db
    .select()
    .from(inspections)
    .where(eq(inspections.bridgeId, bridgeId))
    .orderBy(desc(inspections.inspectedAt), desc(inspections.createdAt));
  const inspectionPhotoRows =
    rows.length === 0
      ? []
      : await db
          .select({
            ...photoColumns,
            photoId: inspectionPhotos.id,
            position: inspectionPhotos.position,
            inspectionId: inspectionPhotos.inspectionId,
          })
          .from(inspectionPhotos)
          .innerJoin(images, eq(images.id, inspectionPhotos.imageId))
          .where(
            inArray(
              inspectionPhotos.inspectionId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(inspectionPhotos.position), asc(inspectionPhotos.createdAt));
  const photosOfInspection = new Map<string, BridgePhotoItem[]>();
  for (const { inspectionId, ...p } of inspectionPhotoRows) {
    photosOfInspection.set(inspectionId, [...(photosOfInspection.get(inspectionId) ?? []), p]);
  }
  return {
    bridge: toBridgeItem(bridge),
    photos,
    inspections: rows.map((r) => toInspectionItem(r, photosOfInspection.get(r.id) ?? [])),
  };
}

function toInspectionItem(r: typeof inspections.$inferSelect, photos: BridgePhotoItem[]): InspectionItem {
  return {
    id: r.id,
    bridgeId: r.bridgeId,
    inspectedAt: inspectionDateOf(r.inspectedAt),
    jenis: r.jenis as JenisInspeksi,
    inspector: r.inspector,
    nilaiKondisi: r.nilaiKondisi as NilaiKondisi | null,
    kondisi: r.kondisi,
    elements: Object.fromEntries(
      Object.entries(ELEMENT_COLUMN).map(([element, column]) => [element, r[column] as NilaiKondisi | null]),
    ) as InspectionItem['elements'],
    notes: r.notes,
    photos,
    createdAt: r.createdAt.toISOString(),
  };
}
