import { and, eq, sql } from 'drizzle-orm';
import type { AfterStatusChange } from '../requests/request-kinds.ts';
import { auditLog, labBills } from '../db/schema.ts';

/**
 * An Uji Lab request refused while its bill is open (issue 40, item 3): the bill is cancelled in the status
 * change's transaction, so a late notification from the bank is refused ("Tagihan sudah dibatalkan"). A paid bill
 * is final and stays paid. The admin table (admin-requests) calls it; the bill's own feature (lab-bills) reads it.
 */
export const cancelOpenLabBill: AfterStatusChange = async (tx, _env, change) => {
  if (change.to !== 'Ditolak') return false;
  const cancelled = await tx
    .update(labBills)
    .set({ status: 'batal', cancelledAt: sql`now()` })
    .where(and(eq(labBills.requestId, change.id), eq(labBills.status, 'belum')))
    .returning({ id: labBills.id, number: labBills.number });
  for (const bill of cancelled) {
    await tx
      .insert(auditLog)
      .values({ action: 'lab-bill.cancel', target: bill.id, details: { number: bill.number, requestId: change.id } });
  }
  // The usual status e-mail tells the requester why.
  return false;
};
