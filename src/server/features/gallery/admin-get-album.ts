import type { AlbumDetail } from '../../../shared/gallery-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { readAlbum } from './album-rows.ts';

export async function adminGetAlbum({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<AlbumDetail> {
  assertCan(actor, 'cms.manage');
  return readAlbum(db, id);
}
