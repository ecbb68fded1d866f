import { eq, sql } from 'drizzle-orm';
import type { LabPaymentChannel } from '../../../shared/lab-bill-schemas.ts';
import { LAB_BILL_MAIL, rupiah } from '../../../shared/lab-bill-strings.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, labBills, ujilabRequests } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { queueNotice } from '../../mail/notice.ts';
import { labPaidMail } from '../../mail/templates.ts';
import { recipientOf } from '../../requests/recipient.ts';
import { takeStatusStep } from '../../requests/status-step.ts';
import type { BillRow } from './create-bill.ts';

/**
 * A bill paid (by the bank or at the counter), in the payment's transaction: the bill is Lunas for good, the
 * request moves on with its history row, the audit row, and the customer's e-mail.
 */
export async function settleBill(
  tx: Tx,
  env: Env,
  bill: BillRow,
  payment: { channel: LabPaymentChannel; reference: string; paidAt: Date | null; actorId: string | null },
): Promise<void> {
  await tx
    .update(labBills)
    .set({ status: 'lunas', paidAt: payment.paidAt ?? sql`now()`, channel: payment.channel, paidReference: payment.reference })
    .where(eq(labBills.id, bill.id));
  const [request] = await tx
    .select({ status: ujilabRequests.status, code: ujilabRequests.trackingCode })
    .from(ujilabRequests)
    .where(eq(ujilabRequests.id, bill.requestId))
    .for('update');
  // Paid, the request waits for its sample (issue 40, item 4: the customer books a slot or brings it).
  if (request?.status === 'Menunggu Pembayaran') {
    const note = LAB_BILL_MAIL.paidNote(bill.number, rupiah(bill.total));
    await takeStatusStep(tx, {
      kind: 'ujilab',
      id: bill.requestId,
      from: 'Menunggu Pembayaran',
      to: 'Menunggu Sampel',
      actorId: payment.actorId,
      note,
    });
  }
  await tx.insert(auditLog).values({
    actorId: payment.actorId,
    action: 'lab-bill.paid',
    target: bill.id,
    details: { number: bill.number, channel: payment.channel, reference: payment.reference, total: bill.total },
  });
  const to = await recipientOf(tx, 'ujilab', bill.requestId);
  if (to && request) {
    await queueNotice(tx, env, {
      kind: 'lab_paid',
      to: to.email,
      userId: to.userId,
      render: ({ unsubscribeUrl }) =>
        labPaidMail({
          name: to.name,
          code: request.code,
          number: bill.number,
          total: rupiah(bill.total),
          url: `${env.baseUrl}/dashboard/permohonan/${request.code}`,
          unsubscribeUrl,
        }),
    });
  }
}
