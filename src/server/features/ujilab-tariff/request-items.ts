import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { labManualItemsInputSchema } from '../../../shared/ujilab-tariff.ts';
import { lineAmount, TARIFF_TEXT, type LabRequestItems } from '../../../shared/ujilab-tariff-strings.ts';
import { can } from '../../../shared/roles.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, labRequestItems, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { insertRequestItems, readRequestItems } from '../../tariff/tariff.ts';
import { TRACKING_CODE_PATTERN } from '../../requests/tracking-code.ts';

const T = TARIFF_TEXT;
const notFound = () => new AppError('NOT_FOUND', T.requestNotFound);

async function requestByCode(db: Db | Tx, code: string, lock = false) {
  const upper = code.toUpperCase();
  if (!upper.startsWith('LAB-') || !TRACKING_CODE_PATTERN.test(upper)) return undefined;
  const q = db
    .select({ id: ujilabRequests.id, userId: ujilabRequests.userId })
    .from(ujilabRequests)
    .where(eq(ujilabRequests.trackingCode, upper));
  return (await (lock ? q.for('update') : q))[0];
}

/** A lab request's priced lines and total, for its customer and the lab's staff; anyone else is told it does not exist. */
export async function getRequestItems({ db, actor, code }: { db: Db; actor: Actor; code: string }): Promise<LabRequestItems> {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  const req = await requestByCode(db, code);
  if (!req || (req.userId !== actor.id && !can(actor.role, 'ujilab.manage'))) throw notFound();
  return readRequestItems(db, req.id);
}

/**
 * Staff price a request that has no lines yet ("Lainnya", or a jenis the tariff did not have) after review:
 * the lines they enter, amounts computed here; audited. A request already priced keeps its lines.
 */
export async function setRequestItems({
  db,
  actor,
  code,
  input,
}: {
  db: Db;
  actor: Actor;
  code: string;
  input: z.infer<typeof labManualItemsInputSchema>;
}): Promise<LabRequestItems> {
  assertCan(actor, 'ujilab.manage');
  return db.transaction(async (tx) => {
    const req = await requestByCode(tx, code, true);
    if (!req) throw notFound();
    const id = req.id;
    const [existing] = await tx.select({ id: labRequestItems.id }).from(labRequestItems).where(eq(labRequestItems.requestId, id)).limit(1);
    if (existing) throw new AppError('CONFLICT', T.itemsAlreadySet, { title: T.invalidTitle });
    const lines = input.items.map((l) => ({ ...l, testId: null, amount: lineAmount(l.unitPrice, l.quantity) }));
    await insertRequestItems(tx, id, lines);
    const priced = await readRequestItems(tx, id);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'ujilab.items', target: id, details: priced });
    return priced;
  });
}
