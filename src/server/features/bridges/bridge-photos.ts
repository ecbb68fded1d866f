import { and, eq, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { BRIDGE_PHOTOS_MAX, INSPECTION_PHOTOS_MAX } from '../../../shared/bridge-bms.ts';
import type { BridgeAdminDetail } from '../../../shared/bridge-inspection-schemas.ts';
import { BRIDGE_INSPECTIONS } from '../../../shared/bridge-inspection-strings.ts';
import type { ImageRef } from '../../../shared/images.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, bridgePhotos, bridges, images, inspectionPhotos, inspections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { removeImageFiles, storeImagesWith } from '../../images/image-files.ts';
import { getBridgeAdminDetail } from './get-bridge-admin-detail.ts';
import { bridgeNotFound, lockBridge, photosOf, prepareAll } from './inspection-parts.ts';

const T = BRIDGE_INSPECTIONS;
type PhotoDeps = Pick<Deps, 'db' | 'store' | 'log'>;

const photoNotFound = () => new AppError('NOT_FOUND', T.photoNotFound);
const full = (message: string) => new AppError('CONFLICT', message, { title: T.photoFailedTitle, fields: { foto: message } });

/** Two places hold photos the same way: a bridge's (issue 17, item 1) and an inspection's. */
type Album = {
  max: number;
  tooMany: string;
  fullMessage: string;
  /** Locks the bridge and checks that the owner (the bridge, or an inspection) belongs to it. */
  lock: (tx: Tx, bridgeId: string, ownerId: string) => Promise<void>;
  count: (tx: Tx, ownerId: string) => Promise<number>;
  lastPosition: (tx: Tx, ownerId: string) => Promise<number>;
  insert: (tx: Tx, ownerId: string, rows: { imageId: string; position: number }[]) => Promise<void>;
  find: (tx: Tx, ownerId: string, photoId: string) => Promise<ImageRef | undefined>;
  audit: string;
};

const bridgeAlbum: Album = {
  max: BRIDGE_PHOTOS_MAX,
  tooMany: T.photosTooMany,
  fullMessage: T.photosFull,
  lock: async (tx, bridgeId) => {
    await lockBridge(tx, bridgeId);
  },
  count: async (tx, bridgeId) =>
    (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bridgePhotos)
        .where(eq(bridgePhotos.bridgeId, bridgeId))
    )[0]!.n,
  lastPosition: async (tx, bridgeId) =>
    (
      await tx
        .select({ n: sql<number>`coalesce(max(${bridgePhotos.position}), -1)::int` })
        .from(bridgePhotos)
        .where(eq(bridgePhotos.bridgeId, bridgeId))
    )[0]!.n,
  insert: async (tx, bridgeId, rows) => {
    await tx.insert(bridgePhotos).values(rows.map((r) => ({ ...r, bridgeId })));
    await tx
      .update(bridges)
      .set({ updatedAt: sql`now()` })
      .where(eq(bridges.id, bridgeId));
  },
  find: async (tx, bridgeId, photoId) =>
    (
      await tx
        .select({ id: images.id, width: images.width, height: images.height })
        .from(bridgePhotos)
        .innerJoin(images, eq(images.id, bridgePhotos.imageId))
        .where(and(eq(bridgePhotos.id, photoId), eq(bridgePhotos.bridgeId, bridgeId)))
    )[0],
  audit: 'bridge.photo',
};

const inspectionAlbum: Album = {
  max: INSPECTION_PHOTOS_MAX,
  tooMany: T.tooManyPhotos,
  fullMessage: T.inspectionPhotosFull,
  lock: async (tx, bridgeId, inspectionId) => {
    await lockBridge(tx, bridgeId);
    if (!UUID_PATTERN.test(inspectionId)) throw new AppError('NOT_FOUND', T.notFound);
    const [row] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(and(eq(inspections.id, inspectionId), eq(inspections.bridgeId, bridgeId)));
    if (!row) throw new AppError('NOT_FOUND', T.notFound);
  },
  count: async (tx, inspectionId) =>
    (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(inspectionPhotos)
        .where(eq(inspectionPhotos.inspectionId, inspectionId))
    )[0]!.n,
  lastPosition: async (tx, inspectionId) =>
    (
      await tx
        .select({ n: sql<number>`coalesce(max(${inspectionPhotos.position}), -1)::int` })
        .from(inspectionPhotos)
        .where(eq(inspectionPhotos.inspectionId, inspectionId))
    )[0]!.n,
  insert: async (tx, inspectionId, rows) => {
    await tx.insert(inspectionPhotos).values(rows.map((r) => ({ ...r, inspectionId })));
  },
  find: async (tx, inspectionId, photoId) =>
    (
      await tx
        .select({ id: images.id, width: images.width, height: images.height })
        .from(inspectionPhotos)
        .innerJoin(images, eq(images.id, inspectionPhotos.imageId))
        .where(and(eq(inspectionPhotos.id, photoId), eq(inspectionPhotos.inspectionId, inspectionId)))
    )[0],
  audit: 'inspection.photo',
};

async function addPhotos(
  album: Album,
  { deps, actor, bridgeId, ownerId, files }: { deps: PhotoDeps; actor: Actor; bridgeId: string; ownerId: string; files: File[] },
): Promise<BridgeAdminDetail> {
  assertCan(actor, 'bridges.write', T.forbiddenWrite);
  if (!UUID_PATTERN.test(bridgeId)) throw bridgeNotFound();
  const photos = photosOf(files, album.max, album.tooMany);
  if (photos.length === 0) throw new AppError('VALIDATION', T.photosHint, { title: T.photoFailedTitle, fields: { foto: T.photosHint } });
  // A first look before the work of re-encoding; the count is checked again under the lock.
  const before = await deps.db.transaction(async (tx) => {
    await album.lock(tx, bridgeId, ownerId);
    return album.count(tx, ownerId);
  });
  if (before + photos.length > album.max) throw full(album.fullMessage);
  const prepared = await prepareAll(deps, photos);
  await storeImagesWith(deps, prepared, actor.id, async (tx) => {
    await album.lock(tx, bridgeId, ownerId);
    if ((await album.count(tx, ownerId)) + prepared.length > album.max) throw full(album.fullMessage);
    // Positions continue after the last; a gap left by a deleted photo keeps the order all the same.
    const last = await album.lastPosition(tx, ownerId);
    await album.insert(
      tx,
      ownerId,
      prepared.map((p, i) => ({ imageId: p.ref.id, position: last + 1 + i })),
    );
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: `${album.audit}.add`,
      target: ownerId,
      details: { bridgeId, images: prepared.map((p) => p.ref.id) },
    });
  });
  return getBridgeAdminDetail({ db: deps.db, actor, bridgeId });
}

async function removePhoto(
  album: Album,
  { deps, actor, bridgeId, ownerId, photoId }: { deps: PhotoDeps; actor: Actor; bridgeId: string; ownerId: string; photoId: string },
): Promise<BridgeAdminDetail> {
  assertCan(actor, 'bridges.write', T.forbiddenWrite);
  if (!UUID_PATTERN.test(photoId)) throw photoNotFound();
  const image = await deps.db.transaction(async (tx) => {
    await album.lock(tx, bridgeId, ownerId);
    const found = await album.find(tx, ownerId, photoId);
    if (!found) throw photoNotFound();
    // The image row goes too (its join row with it, by cascade): no other page shows it.
    await tx.delete(images).where(eq(images.id, found.id));
    if (album === bridgeAlbum) {
      await tx
        .update(bridges)
        .set({ updatedAt: sql`now()` })
        .where(eq(bridges.id, bridgeId));
    }
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: `${album.audit}.delete`, target: ownerId, details: { bridgeId, image: found.id } });
    return found;
  });
  await removeImageFiles(deps, [image]);
  return getBridgeAdminDetail({ db: deps.db, actor, bridgeId });
}

type Common = { deps: PhotoDeps; actor: Actor; bridgeId: string };

export const addBridgePhotos = (a: Common & { files: File[] }) => addPhotos(bridgeAlbum, { ...a, ownerId: a.bridgeId });
export const deleteBridgePhoto = (a: Common & { photoId: string }) => removePhoto(bridgeAlbum, { ...a, ownerId: a.bridgeId });
export const addInspectionPhotos = (a: Common & { inspectionId: string; files: File[] }) =>
  addPhotos(inspectionAlbum, { ...a, ownerId: a.inspectionId });
export const deleteInspectionPhoto = (a: Common & { inspectionId: string; photoId: string }) =>
  removePhoto(inspectionAlbum, { ...a, ownerId: a.inspectionId });
