import type { Deps } from '../../context.ts';
import { paymentProviderOf, type InboundCall } from '../../payments/payment-provider.ts';
import { billByCustomerNo } from './bill-rows.ts';
import { recordBankPayment } from './record-bank-payment.ts';
import { snap, snapAmount, SERVICE, type SnapAnswer } from './snap-answers.ts';
import { vaNotification } from './va-body.ts';

/** POST /snap/v1.0/transfer-va/payment: the bank says a customer paid a virtual account (docs/decisions/071). */
export function receiveVaPayment(deps: Deps, call: InboundCall): Promise<SnapAnswer> {
  const partnerServiceId = paymentProviderOf(deps.env)?.partnerServiceId ?? '';
  return recordBankPayment(deps, {
    channel: 'va',
    service: SERVICE.payment,
    call,
    parse: () => {
      const va = vaNotification(call.rawBody, partnerServiceId, { needsAmount: true });
      if (!va.ok) return va;
      return {
        ok: true,
        find: (tx) => billByCustomerNo(tx, va.customerNo),
        amount: va.amount!,
        reference: va.reference,
        paidAt: va.paidAt,
      };
    },
    success: (bill, body) => {
      const b = body as Record<string, unknown>;
      return snap.ok(SERVICE.payment, {
        virtualAccountData: {
          partnerServiceId,
          customerNo: b.customerNo,
          virtualAccountNo: b.virtualAccountNo,
          virtualAccountName: 'RETRIBUSI UJI LAB PUPR SULBAR',
          paymentRequestId: b.paymentRequestId,
          paidAmount: snapAmount(bill.total),
          totalAmount: snapAmount(bill.total),
          billDetails: [{ billNo: bill.number }],
          paymentFlagStatus: '00',
          paymentFlagReason: { english: 'Success', indonesia: 'Sukses' },
        },
      });
    },
  });
}
