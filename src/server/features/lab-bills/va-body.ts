import { amountOf } from './snap-answers.ts';

export type VaBody =
  | {
      ok: true;
      customerNo: string;
      virtualAccountNo: string;
      requestId: string;
      amount: number | null;
      reference: string;
      paidAt: Date | null;
    }
  | { ok: false; field: string };

/**
 * A SNAP VA inquiry or payment body: partnerServiceId (8, space-padded), customerNo, virtualAccountNo (the two
 * joined), inquiryRequestId or paymentRequestId, and for a payment paidAmount {value, currency}.
 */
export function vaNotification(raw: string, partnerServiceId: string, opts: { needsAmount: boolean }): VaBody {
  let b: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return { ok: false, field: 'body' };
    b = parsed as Record<string, unknown>;
  } catch {
    return { ok: false, field: 'body' };
  }
  const str = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : null);
  if (str('partnerServiceId')?.trim() !== partnerServiceId.trim()) return { ok: false, field: 'partnerServiceId' };
  const customerNo = str('customerNo')?.trim();
  if (!customerNo || !/^\d{1,20}$/.test(customerNo)) return { ok: false, field: 'customerNo' };
  const virtualAccountNo = str('virtualAccountNo') ?? '';
  if (virtualAccountNo.replace(/\s/g, '') !== `${partnerServiceId.trim()}${customerNo}`) return { ok: false, field: 'virtualAccountNo' };
  const requestId = str('paymentRequestId') ?? str('inquiryRequestId');
  if (!requestId || requestId.length > 128) return { ok: false, field: opts.needsAmount ? 'paymentRequestId' : 'inquiryRequestId' };
  const amount = opts.needsAmount ? amountOf(b.paidAmount) : null;
  if (opts.needsAmount && amount == null) return { ok: false, field: 'paidAmount' };
  const at = str('trxDateTime');
  const paidAt = at && Number.isFinite(Date.parse(at)) ? new Date(at) : null;
  return { ok: true, customerNo, virtualAccountNo, requestId, amount, reference: str('referenceNo') ?? requestId, paidAt };
}
