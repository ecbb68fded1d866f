import type { AlbumSummary } from '../../../shared/gallery-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { listAlbums } from './album-rows.ts';

export async function adminListAlbums({ db, actor }: { db: Db; actor: Actor }): Promise<AlbumSummary[]> {
  assertCan(actor, 'cms.manage');
  return listAlbums(db, false);
}
