import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { labTestInputSchema, newLabTestInputSchema } from '../../../shared/ujilab-tariff.ts';
import { TARIFF_TEXT } from '../../../shared/ujilab-tariff-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, labTestPrices, labTests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { tariffDay } from '../../tariff/tariff.ts';

/** A new test with its first price, valid from today; audited. */
export async function createLabTest({ db, actor, input }: { db: Db; actor: Actor; input: z.infer<typeof newLabTestInputSchema> }) {
  assertCan(actor, 'ujilab.tariff');
  const { price, ...fields } = input;
  return db.transaction(async (tx) => {
    const [test] = await tx.insert(labTests).values(fields).returning();
    await tx.insert(labTestPrices).values({ testId: test!.id, price, validFrom: tariffDay(), setBy: actor.id });
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'lab-test.create', target: test!.id, details: { ...input } });
    return { id: test!.id };
  });
}

/** A test's name, method, unit, duration, Perda article and position; its price has its own verb (history). */
export async function updateLabTest({
  db,
  actor,
  id,
  input,
}: {
  db: Db;
  actor: Actor;
  id: string;
  input: z.infer<typeof labTestInputSchema>;
}) {
  assertCan(actor, 'ujilab.tariff');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', TARIFF_TEXT.testNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(labTests).where(eq(labTests.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', TARIFF_TEXT.testNotFound);
    await tx.update(labTests).set(input).where(eq(labTests.id, id));
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'lab-test.update', target: id, details: { before, after: input } });
    return { id };
  });
}
