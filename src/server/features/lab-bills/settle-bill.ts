import { eq, sql } from 'drizzle-orm';
import type { LabPaymentChannel } from '../../../shared/lab-bill-schemas.ts';
import { rupiah } from '../../../shared/lab-bill-strings.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, labBills, statusChanges, ujilabRequests } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { queueNotice } from '../../mail/notice.ts';
import { labPaidMail } from '../../mail/templates.ts';
import { recipientOf } from '../../requests/recipient.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';

// The request's status moves with its bill, as a reply moves it in request-threads: through the request core's table.
const LAB_REQUESTS = REQUEST_KIND_CONFIG.ujilab.table;
import type { BillRow } from './create-bill.ts';

/**
 * After payment the request moves on. TODO(issue 40 merge): 'Menunggu Sampel' once the sample-booking part
 * (item 4) adds that status; until the lead merges it, a paid request goes to Diproses.
 */
const AFTER_PAYMENT = 'Diproses' as const;

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
  if (request?.status === 'Menunggu Pembayaran') {
    await tx.update(LAB_REQUESTS).set({ status: AFTER_PAYMENT }).where(eq(ujilabRequests.id, bill.requestId));
    await tx.insert(statusChanges).values({
      requestTable: 'pengajuan_uji',
      requestId: bill.requestId,
      actorId: payment.actorId,
      fromStatus: 'Menunggu Pembayaran',
      toStatus: AFTER_PAYMENT,
      publicNote: `Tagihan ${bill.number} lunas (${rupiah(bill.total)}).`,
      changedAt: sql`clock_timestamp()`,
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
          url: `${env.baseUrl}/dashboard`,
          unsubscribeUrl,
        }),
    });
  }
}
