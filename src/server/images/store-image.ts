import sharp, { type OutputInfo } from './sharp.ts';
import { IMAGE_BUCKET } from '../../shared/constants.ts';
import { COVER_RATIO, type ImageRef } from '../../shared/images.ts';
import { assertCan, type Actor, type Deps } from '../context.ts';
import { images } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { acceptFile } from '../uploads/accept-file.ts';
import { IMAGE_TEXTS } from './image-texts.ts';

/** The longest side we keep: enough for a 1920 px wide screen, a fraction of a camera's file. */
const MASTER_MAX = 2400;
/** The longest side sharp will even open (a decompression bomb is refused, not decoded). */
const INPUT_PIXELS_MAX = 80_000_000;

export const masterKey = (id: string) => `${id}/master.jpg`;

// 'bridge': a bridge's or an inspection's photo (issue 17), kept whole like a gallery photo.
export type ImagePurpose = 'cover' | 'inline' | 'gallery' | 'bridge';

/** A photo checked and re-encoded, not yet stored: its row's values and the master's bytes. */
export type PreparedImage = { ref: ImageRef; data: Buffer };

/**
 * A photo for the public site: size (≤ 10 MB) and real type sniffed first (413/415), then turned
 * upright by its EXIF orientation, decoded and re-encoded as JPEG without any metadata (no EXIF, no
 * GPS, no camera serial), at most 2400 px on its longest side. A cover is cut to 16:9 around what
 * sharp finds most interesting ("attention"). Nothing is stored yet: a form with several photos
 * checks them all before it writes anything. `label` names the file in the messages.
 */
export async function prepareImage(
  deps: Pick<Deps, 'log'>,
  file: File,
  purpose: ImagePurpose,
  label: string = IMAGE_TEXTS.kind,
): Promise<PreparedImage> {
  const accepted = await acceptFile(file, 'publicImage', label);
  let master: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(accepted.data, { limitInputPixels: INPUT_PIXELS_MAX });
    const meta = await input.metadata();
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    let pipeline = input.rotate();
    if (purpose === 'cover') {
      const w = Math.min(MASTER_MAX, width, Math.round(height * COVER_RATIO));
      pipeline = pipeline.resize({ width: w, height: Math.round(w / COVER_RATIO), fit: 'cover', position: sharp.strategy.attention });
    } else {
      pipeline = pipeline.resize({ width: MASTER_MAX, height: MASTER_MAX, fit: 'inside', withoutEnlargement: true });
    }
    master = await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  } catch (err) {
    deps.log.info({ err }, 'image could not be decoded');
    throw new AppError('UNSUPPORTED_TYPE', IMAGE_TEXTS.unreadable);
  }
  return { ref: { id: crypto.randomUUID(), width: master.info.width, height: master.info.height }, data: master.data };
}

/** prepareImage, then the row and the file written together or not at all (POST /api/admin/images). */
export async function storeImage({
  deps,
  actor,
  file,
  purpose,
}: {
  deps: Pick<Deps, 'db' | 'store' | 'log'>;
  actor: Actor;
  file: File | null;
  purpose: ImagePurpose;
}): Promise<ImageRef> {
  assertCan(actor, 'cms.manage');
  if (!file || file.size === 0) throw new AppError('VALIDATION', IMAGE_TEXTS.missing, { fields: { image: IMAGE_TEXTS.missing } });
  const { ref, data } = await prepareImage(deps, file, purpose);
  await deps.store.put(IMAGE_BUCKET, masterKey(ref.id), data);
  try {
    await deps.db.insert(images).values({ ...ref, bytes: data.byteLength, createdBy: actor.id });
  } catch (err) {
    await deps.store.delete(IMAGE_BUCKET, masterKey(ref.id)).catch(() => {});
    throw err;
  }
  return ref;
}
