import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { Deps } from '../../context.ts';
import { damageReportPhotos as p } from '../../db/schema.ts';
import { checkForwardedPhotoLink } from './forwarded-photo-link.ts';

type Answer = { found: 'photo'; key: string; body: ReadableStream<Uint8Array>; size: number } | { found: 'forged' | 'expired' };

/**
 * A forwarded report's photo by its signed link (issue 39, item 3), for an authority without an account:
 * the file while the link is valid; otherwise why not (forged or for a photo that is gone: 404; past its 30 days: 410).
 */
export async function readForwardedPhoto(deps: Deps, photoId: string, expires: string, token: string): Promise<Answer> {
  if (!UUID_PATTERN.test(photoId)) return { found: 'forged' };
  const check = checkForwardedPhotoLink(deps.env.AUTH_SECRET!, photoId, expires, token);
  if (check !== 'valid') return { found: check };
  const [row] = await deps.db.select({ url: p.url }).from(p).where(eq(p.id, photoId));
  const prefix = '/files/damage-photos/';
  if (!row?.url.startsWith(prefix)) return { found: 'forged' };
  const key = row.url.slice(prefix.length);
  const object = await deps.store.get('damage-photos', key);
  if (!object) return { found: 'forged' };
  return { found: 'photo', key, body: object.body, size: object.size };
}
