import { eq } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { can } from '../../../shared/roles.ts';
import type { Actor, Deps } from '../../context.ts';
import { ppidDocuments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { parseFileUrl } from '../../storage/blob-store.ts';
import { contentTypeOf } from '../../storage/content-type.ts';

const D = PPID_ADMIN.dipAdmin;

/** A DIP document: anyone's once published, otherwise only the PPID's staff (a preview before publishing). */
export async function readDipFile({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', D.notFound);
  const [row] = await deps.db.select().from(ppidDocuments).where(eq(ppidDocuments.id, id));
  const staff = can(actor?.role, 'ppid.manage');
  if (!row?.fileUrl || (!row.published && !staff)) throw new AppError('NOT_FOUND', D.notFound);
  const parsed = parseFileUrl(row.fileUrl);
  if (!parsed) throw new AppError('NOT_FOUND', D.notFound);
  const object = await deps.store.get(parsed.bucket, parsed.key);
  if (!object) throw new AppError('NOT_FOUND', D.notFound);
  return { object, type: contentTypeOf(parsed.key), name: row.fileName ?? parsed.key, published: row.published, updatedAt: row.updatedAt };
}
