import { eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { TARIFF_TEXT } from '../../../shared/ujilab-tariff-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, labTests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** Deactivates a test (no longer offered; requests that named it keep their lines) or offers it again. */
export async function setLabTestActive({ db, actor, id, active }: { db: Db; actor: Actor; id: string; active: boolean }) {
  assertCan(actor, 'ujilab.tariff');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', TARIFF_TEXT.testNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(labTests).set({ active }).where(eq(labTests.id, id)).returning({ id: labTests.id });
    if (!row) throw new AppError('NOT_FOUND', TARIFF_TEXT.testNotFound);
    await tx.insert(auditLog).values({ actorId: actor.id, action: active ? 'lab-test.activate' : 'lab-test.deactivate', target: id });
    return { id, active };
  });
}
