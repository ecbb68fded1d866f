import type { Deps } from '../../context.ts';
import { auditLog } from '../../db/schema.ts';
import { paymentProviderOf, type InboundCall } from '../../payments/payment-provider.ts';
import { bodyHash } from '../../payments/snap-signature.ts';
import { billByCustomerNo } from './bill-rows.ts';
import { snap, snapAmount, SERVICE, type SnapAnswer } from './snap-answers.ts';
import { vaNotification } from './va-body.ts';

/**
 * POST /snap/v1.0/transfer-va/inquiry: the bank asks what a virtual account's bill is before the customer pays.
 * Answers with the amount of an open bill; a paid, cancelled or unknown one with its SNAP code. Changes nothing.
 */
export async function answerVaInquiry(deps: Deps, call: InboundCall): Promise<SnapAnswer> {
  const provider = paymentProviderOf(deps.env);
  if (!provider || !provider.verifyTransaction(call, new Date())) {
    await deps.db.insert(auditLog).values({
      action: 'lab-payment.forged',
      target: call.path,
      details: { partnerId: call.header('x-partner-id') ?? null, bodySha256: bodyHash(call.rawBody) },
    });
    return snap.unauthorized(SERVICE.inquiry);
  }
  const va = vaNotification(call.rawBody, provider.partnerServiceId, { needsAmount: false });
  if (!va.ok) return snap.invalidField(SERVICE.inquiry, `{${va.field}}`);
  return deps.db.transaction(async (tx) => {
    const bill = await billByCustomerNo(tx, va.customerNo);
    if (!bill) return snap.notFound(SERVICE.inquiry);
    if (bill.status === 'lunas') return snap.paid(SERVICE.inquiry);
    if (bill.status === 'batal') return snap.expired(SERVICE.inquiry);
    return snap.ok(SERVICE.inquiry, {
      virtualAccountData: {
        partnerServiceId: provider.partnerServiceId,
        customerNo: va.customerNo,
        virtualAccountNo: va.virtualAccountNo,
        virtualAccountName: 'RETRIBUSI UJI LAB PUPR SULBAR',
        inquiryRequestId: va.requestId,
        totalAmount: snapAmount(bill.total),
        billDetails: [
          { billNo: bill.number, billDescription: { english: 'Laboratory test fee', indonesia: 'Retribusi uji laboratorium' } },
        ],
        virtualAccountTrxType: 'C',
        inquiryStatus: '00',
        inquiryReason: { english: 'Success', indonesia: 'Sukses' },
      },
    });
  });
}
