import type { Bucket } from '../../../shared/constants.ts';
import type { Deps, SessionUser } from '../../context.ts';
import { auditLog } from '../../db/schema.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import type { StoredObject } from '../../storage/blob-store.ts';
import { mayReadFile } from './file-access.ts';

/**
 * An object for a signed-in reader who may see it. When staff open a citizen's document (a KTP, a
 * letter), the audit log says who opened which, and when: UU PDP asks the office to be able to
 * tell who saw a person's data. An owner reading their own file, or staff opening damage photos
 * (which carry no identity), is not recorded.
 */
export async function readFile({
  deps,
  user,
  bucket,
  key,
}: {
  deps: Pick<Deps, 'db' | 'store'>;
  user: SessionUser;
  bucket: Bucket;
  key: string;
}): Promise<StoredObject> {
  if (!mayReadFile(user, bucket, key)) throw forbidden();
  const object = await deps.store.get(bucket, key);
  if (!object) throw new AppError('NOT_FOUND');
  const owner = key.split('/')[0];
  if (bucket !== 'damage-photos' && owner !== user.id) {
    try {
      await deps.db.insert(auditLog).values({ actorId: user.id, action: 'file.read', target: `${bucket}/${key}` });
    } catch (err) {
      await object.body.cancel().catch(() => {}); // no record, no file
      throw err;
    }
  }
  return object;
}
