import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { todayInSulbar } from '../../../shared/bridge-inspection-schemas.ts';
import type { CounterPaymentInput, LabBillView } from '../../../shared/lab-bill-schemas.ts';
import { LAB_BILL } from '../../../shared/lab-bill-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { labBills, labPayments, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { billView } from './bill-rows.ts';
import { settleBill } from './settle-bill.ts';

/**
 * The lab's cashier records a bill paid at the counter (issue 40, item 3): the receipt's number and the day,
 * for the request's open bill. Paid is final: a second entry, for a paid or cancelled bill, is refused and
 * changes nothing. `id` is the request's.
 */
export async function recordCounterPayment({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: CounterPaymentInput;
}): Promise<LabBillView> {
  assertCan(actor, 'ujilab.cashier');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  if (input.paidOn > todayInSulbar())
    throw new AppError('VALIDATION', LAB_BILL.paidDateInvalid, { fields: { paidOn: LAB_BILL.paidDateInvalid } });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ bill: labBills, code: ujilabRequests.trackingCode })
      .from(labBills)
      .innerJoin(ujilabRequests, eq(ujilabRequests.id, labBills.requestId))
      .where(and(eq(labBills.requestId, id)))
      .orderBy(labBills.status)
      .for('update', { of: labBills });
    if (!row) throw new AppError('NOT_FOUND', LAB_BILL.notFound);
    if (row.bill.status === 'lunas') throw new AppError('CONFLICT', LAB_BILL.alreadyPaid);
    if (row.bill.status === 'batal') throw new AppError('CONFLICT', LAB_BILL.cancelled);
    // Noon WITA of the day paid: the day stays the same in every time zone the record is read in.
    const paidAt = new Date(`${input.paidOn}T12:00:00+08:00`);
    await tx.insert(labPayments).values({
      billId: row.bill.id,
      channel: 'loket',
      payloadHash: createHash('sha256').update(`loket:${row.bill.id}:${input.receiptNumber}`).digest('hex'),
      authentic: true,
      amount: row.bill.total,
      reference: input.receiptNumber,
      result: 'diterima',
      recordedBy: actor.id,
    });
    await settleBill(tx, deps.env, row.bill, { channel: 'loket', reference: input.receiptNumber, paidAt, actorId: actor.id });
    return billView(deps.env, {
      bill: { ...row.bill, status: 'lunas', paidAt, channel: 'loket', paidReference: input.receiptNumber },
      code: row.code,
    });
  });
}
