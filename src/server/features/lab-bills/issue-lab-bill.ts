import { and, eq, ne } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { IssueLabBillInput, LabBillView } from '../../../shared/lab-bill-schemas.ts';
import { LAB_BILL, rupiah } from '../../../shared/lab-bill-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, labBills, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { queueNotice } from '../../mail/notice.ts';
import { labBillMail } from '../../mail/templates.ts';
import { paymentProviderOf } from '../../payments/payment-provider.ts';
import { recipientOf } from '../../requests/recipient.ts';
import { takeStatusStep } from '../../requests/status-step.ts';
import { readRequestItems } from '../../tariff/tariff.ts';
import { billPdfPath } from './bill-token.ts';
import { billView } from './bill-rows.ts';
import { createBill } from './create-bill.ts';

const BILLABLE = ['Diajukan', 'Diproses'] as const;
const dateLong = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Makassar' });

/**
 * Staff accept an Uji Lab request and bill it (issue 40, item 3): in one transaction the bill (its lines are the
 * request's priced tests, ADR 070), the step to Menunggu Pembayaran with its history row, the audit row and the
 * customer's e-mail with the bill's link. A request not priced yet ("Lainnya" before staff set its lines) is refused.
 */
export async function issueLabBill({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: IssueLabBillInput;
}): Promise<LabBillView> {
  assertCan(actor, 'ujilab.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  return deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: ujilabRequests.status, code: ujilabRequests.trackingCode })
      .from(ujilabRequests)
      .where(eq(ujilabRequests.id, id))
      .for('update');
    if (!request) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
    const [open] = await tx
      .select({ id: labBills.id })
      .from(labBills)
      .where(and(eq(labBills.requestId, id), ne(labBills.status, 'batal')));
    if (open) throw new AppError('CONFLICT', LAB_BILL.alreadyBilled);
    if (!(BILLABLE as readonly string[]).includes(request.status)) throw new AppError('CONFLICT', LAB_BILL.issueNotAllowed(request.status));

    const { items } = await readRequestItems(tx, id);
    if (!items.length) throw new AppError('CONFLICT', LAB_BILL.notPriced);
    const lines = items.map((l) => ({
      name: l.method ? `${l.name} (${l.method})` : l.name,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
    }));
    const bill = await createBill(tx, { requestId: id, lines, dueDays: input.dueDays, issuedBy: actor.id });
    const note = `${LAB_BILL.number} ${bill.number}: ${rupiah(bill.total)}`;
    const stepped = await takeStatusStep(tx, {
      kind: 'ujilab',
      id,
      from: request.status,
      to: 'Menunggu Pembayaran',
      actorId: actor.id,
      note,
    });
    if (!stepped) throw new AppError('CONFLICT', LAB_BILL.issueNotAllowed(request.status));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'lab-bill.issue',
      target: bill.id,
      details: { number: bill.number, requestId: id, total: bill.total, lines: bill.lines.length },
    });
    const to = await recipientOf(tx, 'ujilab', id);
    if (to) {
      const provider = paymentProviderOf(deps.env);
      await queueNotice(tx, deps.env, {
        kind: 'lab_bill',
        to: to.email,
        userId: to.userId,
        render: ({ unsubscribeUrl }) =>
          labBillMail({
            name: to.name,
            code: request.code,
            number: bill.number,
            total: rupiah(bill.total),
            due: dateLong.format(bill.dueAt),
            virtualAccount: provider?.virtualAccountOf(bill.vaCustomerNo) ?? null,
            pdfUrl: `${deps.env.baseUrl}${billPdfPath(deps.env.AUTH_SECRET!, request.code)}`,
            unsubscribeUrl,
          }),
      });
    }
    return billView(deps.env, { bill, code: request.code });
  });
}
