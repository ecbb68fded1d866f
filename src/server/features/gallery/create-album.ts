import type { AlbumDetail, AlbumInput } from '../../../shared/gallery-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { albums, auditLog } from '../../db/schema.ts';
import { freeSlug, readAlbum } from './album-rows.ts';

export async function createAlbum({ db, actor, input }: { db: Db; actor: Actor; input: AlbumInput }): Promise<AlbumDetail> {
  assertCan(actor, 'cms.manage');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(albums)
      .values({
        title: input.title,
        slug: await freeSlug(tx, input.title),
        description: input.description,
        albumDate: input.albumDate,
        published: input.published,
        createdBy: actor.id,
      })
      .returning();
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'album.create', target: row!.id, details: { title: input.title } });
    return readAlbum(tx, row!.id);
  });
}
