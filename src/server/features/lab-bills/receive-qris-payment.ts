import type { Deps } from '../../context.ts';
import type { InboundCall } from '../../payments/payment-provider.ts';
import { billByNumber } from './bill-rows.ts';
import { recordBankPayment } from './record-bank-payment.ts';
import { amountOf, snap, SERVICE, type SnapAnswer } from './snap-answers.ts';

/**
 * POST /snap/v1.0/qr/qr-mpm-notify: the acquirer says a dynamic QRIS of a bill was paid. The bill is named by
 * originalPartnerReferenceNo (the bill number the QR carried in tag 62); only latestTransactionStatus "00" (paid)
 * counts.
 */
export function receiveQrisPayment(deps: Deps, call: InboundCall): Promise<SnapAnswer> {
  return recordBankPayment(deps, {
    channel: 'qris',
    service: SERVICE.qris,
    call,
    parse: (body) => {
      const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const number = typeof b.originalPartnerReferenceNo === 'string' ? b.originalPartnerReferenceNo : null;
      if (!number || number.length > 40) return { ok: false, field: 'originalPartnerReferenceNo' };
      const reference = typeof b.originalReferenceNo === 'string' && b.originalReferenceNo ? b.originalReferenceNo : null;
      if (!reference || reference.length > 64) return { ok: false, field: 'originalReferenceNo' };
      if (b.latestTransactionStatus !== '00') return { ok: false, field: 'latestTransactionStatus' };
      const amount = amountOf(b.amount);
      if (amount == null) return { ok: false, field: 'amount' };
      const at = typeof b.finishedTime === 'string' && Number.isFinite(Date.parse(b.finishedTime)) ? new Date(b.finishedTime) : null;
      return { ok: true, find: (tx) => billByNumber(tx, number), amount, reference, paidAt: at };
    },
    success: () => snap.ok(SERVICE.qris),
  });
}
