import { eq } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, ppidDocuments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { removeFile } from './dip-rows.ts';

const D = PPID_ADMIN.dipAdmin;

export async function deleteDip({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<void> {
  assertCan(actor, 'ppid.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', D.notFound);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(ppidDocuments).where(eq(ppidDocuments.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', D.notFound);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'ppid.dip.delete', target: id, details: { nomor: row.nomor } });
    return row;
  });
  if (removed.fileUrl) await removeFile(deps, removed.fileUrl);
}
