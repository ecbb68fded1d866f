import { and, eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { StandardDocument } from '../../../shared/service-standard-schemas.ts';
import { STANDARD_TEXT } from '../../../shared/service-standard-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { serviceStandardRevisions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { readPledge } from './read-pledge.ts';
import { readStandard } from './read-standard.ts';
import { write, type Data } from './standard-rows.ts';

/** Makes an old version current again, as a new revision (so the restore itself is in the history). */
export async function restoreRevision({ db, actor, key, id }: { db: Db; actor: Actor; key: StandardDocument; id: string }) {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', STANDARD_TEXT.errors.revisionNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ data: serviceStandardRevisions.data })
      .from(serviceStandardRevisions)
      .where(and(eq(serviceStandardRevisions.id, id), eq(serviceStandardRevisions.key, key)));
    if (!row) throw new AppError('NOT_FOUND', STANDARD_TEXT.errors.revisionNotFound);
    await write(tx, actor, key, row.data as Data, 'service-standard.restore', { from: id });
  });
  return key === 'maklumat' ? readPledge(db) : readStandard(db, key);
}
