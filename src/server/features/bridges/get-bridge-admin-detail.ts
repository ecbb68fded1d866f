import { asc, desc, eq, inArray } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { ElemenJembatan, JenisInspeksi, NilaiKondisi } from '../../../shared/bridge-bms.ts';
import {
  inspectionDateOf,
  type BridgeAdminDetail,
  type BridgePhotoItem,
  type InspectionItem,
} from '../../../shared/bridge-inspection-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bridgePhotos, bridges, images, inspectionPhotos, inspections } from '../../db/schema.ts';
import { roadsForBridges } from './bridge-road.ts';
import { bridgeNotFound } from './inspection-parts.ts';
import { toBridgeItem } from './list-bridges.ts';

const ELEMENT_COLUMN = {
  bangunanAtas: 'nkBangunanAtas',
  bangunanBawah: 'nkBangunanBawah',
  fondasi: 'nkFondasi',
  lantai: 'nkLantai',
  sandaran: 'nkSandaran',
} as const satisfies Record<ElemenJembatan, keyof typeof inspections.$inferSelect>;

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
  const road = bridge.roadSectionId
    ? (await roadsForBridges(db, { ids: [bridge.roadSectionId] })).byId.get(bridge.roadSectionId)
    : undefined;
  return {
    bridge: toBridgeItem(bridge),
    photos,
    inspections: rows.map((r) => toInspectionItem(r, photosOfInspection.get(r.id) ?? [])),
    ruas: road ? { id: road.id, noRuas: road.noRuas, name: road.name } : null,
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
