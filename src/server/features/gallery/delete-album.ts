import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { albums, auditLog } from '../../db/schema.ts';
import { notFound } from './album-rows.ts';

/** The album and its photos' rows go together; the images stay (another album or article may use them). */
export async function deleteAlbum({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(albums).where(eq(albums.id, id)).returning();
    if (!row) throw notFound();
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'album.delete', target: id, details: { title: row.title } });
  });
}
