import { and, eq, sql } from 'drizzle-orm';
import type { LabPaymentChannel } from '../../../shared/lab-bill-schemas.ts';
import { LAB_BILL } from '../../../shared/lab-bill-strings.ts';
import type { Deps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, labPayments } from '../../db/schema.ts';
import type { InboundCall } from '../../payments/payment-provider.ts';
import { paymentProviderOf } from '../../payments/payment-provider.ts';
import { bodyHash } from '../../payments/snap-signature.ts';
import type { BillRow } from './create-bill.ts';
import { settleBill } from './settle-bill.ts';
import { snap, type SERVICE, type SnapAnswer } from './snap-answers.ts';

type Service = (typeof SERVICE)['payment' | 'qris'];

/** What a payment notification says, read from its body by the channel's verb. */
export type ParsedNotification =
  | { ok: true; find: (tx: Tx) => Promise<BillRow | null>; amount: number; reference: string; paidAt: Date | null }
  | { ok: false; field: string };

const R = LAB_BILL.refused;

/**
 * One payment notification from the bank (VA payment, QRIS), recorded whatever its fate (issue 40, item 3):
 * - a forged or unsigned call: refused with 401, nothing changes, a `lab_payments` row (not authentic) and an audit
 *   row for the super admin;
 * - the same authentic notification again: the answer it got the first time, from its row (one payment);
 * - otherwise checked against the bill (unknown, cancelled, paid, amount off by even one rupiah: refused with its
 *   reason) and, when it matches, the bill is settled — all in one transaction.
 */
export async function recordBankPayment(
  deps: Deps,
  args: {
    channel: Exclude<LabPaymentChannel, 'loket'>;
    service: Service;
    call: InboundCall;
    parse: (body: unknown) => ParsedNotification;
    success: (bill: BillRow, body: unknown) => SnapAnswer;
  },
): Promise<SnapAnswer> {
  const provider = paymentProviderOf(deps.env);
  const { call, channel, service } = args;
  const hash = bodyHash(call.rawBody);
  const now = new Date();
  if (!provider || !provider.verifyTransaction(call, now)) {
    await deps.db.transaction(async (tx) => {
      await tx.insert(labPayments).values({ channel, payloadHash: hash, authentic: false, result: 'ditolak', reason: R.signature });
      await tx.insert(auditLog).values({
        action: 'lab-payment.forged',
        target: call.path,
        details: {
          channel,
          partnerId: call.header('x-partner-id') ?? null,
          externalId: call.header('x-external-id') ?? null,
          bodySha256: hash,
        },
      });
    });
    deps.log.warn({ channel, path: call.path }, 'payment notification with an invalid signature refused');
    return snap.unauthorized(service);
  }
  let body: unknown;
  try {
    body = JSON.parse(call.rawBody);
  } catch {
    return snap.invalidField(service, '{body}');
  }
  const parsed = args.parse(body);
  if (!parsed.ok) return snap.invalidField(service, `{${parsed.field}}`);

  return deps.db.transaction(async (tx) => {
    // The same notification at the same moment twice waits for the first, then gets its answer.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lab-payment:${channel}:${hash}`}, 0))`);
    const [seen] = await tx
      .select({ response: labPayments.response })
      .from(labPayments)
      .where(and(eq(labPayments.channel, channel), eq(labPayments.payloadHash, hash), eq(labPayments.authentic, true)));
    if (seen?.response) return seen.response as SnapAnswer;

    const bill = await parsed.find(tx);
    const refuse = async (answer: SnapAnswer, reason: string) => {
      await tx.insert(labPayments).values({
        billId: bill?.id ?? null,
        channel,
        payloadHash: hash,
        authentic: true,
        amount: parsed.amount,
        reference: parsed.reference,
        result: 'ditolak',
        reason,
        response: answer,
      });
      await tx.insert(auditLog).values({
        action: 'lab-payment.refused',
        target: bill?.id ?? null,
        details: { channel, reason, reference: parsed.reference, amount: parsed.amount },
      });
      return answer;
    };
    if (!bill) return refuse(snap.notFound(service), R.unknownBill);
    if (bill.status === 'batal') return refuse(snap.expired(service), R.cancelled);
    if (bill.status === 'lunas') return refuse(snap.paid(service), R.paid);
    if (parsed.amount !== bill.total) return refuse(snap.invalidAmount(service), R.amount(parsed.amount, bill.total));

    const answer = args.success(bill, body);
    await tx.insert(labPayments).values({
      billId: bill.id,
      channel,
      payloadHash: hash,
      authentic: true,
      amount: parsed.amount,
      reference: parsed.reference,
      result: 'diterima',
      response: answer,
    });
    await settleBill(tx, deps.env, bill, { channel, reference: parsed.reference, paidAt: parsed.paidAt, actorId: null });
    return answer;
  });
}
