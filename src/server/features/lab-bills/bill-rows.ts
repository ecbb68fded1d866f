import { and, desc, eq, ne } from 'drizzle-orm';
import type { LabBillView } from '../../../shared/lab-bill-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { labBills, profiles, ujilabRequests } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { paymentProviderOf } from '../../payments/payment-provider.ts';
import type { BillRow } from './create-bill.ts';

export type BillWithRequest = { bill: BillRow; code: string; userId: string; applicant: string };

/** A request's current bill (the newest that is not cancelled, else the newest), with its request's code and owner. */
export async function billOfRequestCode(db: Db | Tx, code: string): Promise<BillWithRequest | null> {
  const [row] = await db
    .select({ bill: labBills, code: ujilabRequests.trackingCode, userId: ujilabRequests.userId, applicant: profiles.fullName })
    .from(labBills)
    .innerJoin(ujilabRequests, eq(ujilabRequests.id, labBills.requestId))
    .innerJoin(profiles, eq(profiles.id, ujilabRequests.userId))
    .where(eq(ujilabRequests.trackingCode, code))
    .orderBy(desc(ne(labBills.status, 'batal')), desc(labBills.issuedAt))
    .limit(1);
  return row ?? null;
}

/** The bill a SNAP call names by its virtual account's customer number, locked for the payment's transaction. */
export async function billByCustomerNo(tx: Tx, customerNo: string): Promise<BillRow | null> {
  const [row] = await tx.select().from(labBills).where(eq(labBills.vaCustomerNo, customerNo)).for('update');
  return row ?? null;
}

/** The bill a QRIS notification names by its number (tag 62's reference), locked likewise. */
export async function billByNumber(tx: Tx, number: string): Promise<BillRow | null> {
  const [row] = await tx
    .select()
    .from(labBills)
    .where(and(eq(labBills.number, number)))
    .for('update');
  return row ?? null;
}

/** How a bill reads for its customer and staff: with how to pay it, as the environment's bank allows. */
export function billView(env: Env, { bill, code }: { bill: BillRow; code: string }): LabBillView {
  const provider = paymentProviderOf(env);
  const open = bill.status === 'belum';
  return {
    id: bill.id,
    number: bill.number,
    requestCode: code,
    status: bill.status,
    lines: bill.lines,
    total: bill.total,
    issuedAt: bill.issuedAt.toISOString(),
    dueAt: bill.dueAt.toISOString(),
    paidAt: bill.paidAt?.toISOString() ?? null,
    channel: bill.channel,
    paidReference: bill.paidReference,
    virtualAccount: open && provider ? provider.virtualAccountOf(bill.vaCustomerNo) : null,
    qris: open && provider ? provider.qrisOf(bill) : null,
    pdfUrl: `/api/lab-bills/${code}/pdf`,
  };
}
