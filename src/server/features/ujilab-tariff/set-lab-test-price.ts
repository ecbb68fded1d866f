import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { labPriceInputSchema } from '../../../shared/ujilab-tariff.ts';
import { TARIFF_TEXT } from '../../../shared/ujilab-tariff-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, labTestPrices, labTests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { tariffDay } from '../../tariff/tariff.ts';

const T = TARIFF_TEXT;

/**
 * A new price from a day on (today or later): requests made before keep the price they were made with.
 * A second price for the same day replaces the first (a typo corrected), and the audit row keeps both.
 */
export async function setLabTestPrice({
  db,
  actor,
  id,
  input,
}: {
  db: Db;
  actor: Actor;
  id: string;
  input: z.infer<typeof labPriceInputSchema>;
}) {
  assertCan(actor, 'ujilab.tariff');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', T.testNotFound);
  if (input.validFrom < tariffDay())
    throw new AppError('VALIDATION', T.validFromPast, { title: T.invalidTitle, fields: { validFrom: T.validFromPast } });
  return db.transaction(async (tx) => {
    const [test] = await tx.select({ id: labTests.id }).from(labTests).where(eq(labTests.id, id)).for('update');
    if (!test) throw new AppError('NOT_FOUND', T.testNotFound);
    const [replaced] = await tx
      .select()
      .from(labTestPrices)
      .where(and(eq(labTestPrices.testId, id), eq(labTestPrices.validFrom, input.validFrom)));
    await tx
      .insert(labTestPrices)
      .values({ testId: id, ...input, setBy: actor.id })
      .onConflictDoUpdate({
        target: [labTestPrices.testId, labTestPrices.validFrom],
        set: { price: input.price, note: input.note, setBy: actor.id },
      });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'lab-test.price',
      target: id,
      details: { ...input, replaced: replaced ? { price: replaced.price, note: replaced.note } : null },
    });
    return { id };
  });
}
