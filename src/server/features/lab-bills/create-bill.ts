import { sql } from 'drizzle-orm';
import type { LabBillLine } from '../../../shared/lab-bill-schemas.ts';
import type { Tx } from '../../db/client.ts';
import { labBills } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { LAB_BILL } from '../../../shared/lab-bill-strings.ts';

export type BillRow = typeof labBills.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes an Uji Lab request's bill in the caller's transaction (its lines are the request's priced tests,
 * issue-lab-bill.ts): the lines as a snapshot, the total in whole rupiah, the due date, an
 * SKRD-style number from a sequence ("SKRD/UJILAB/2026/000123") and the virtual account's customer number.
 * A line whose amount is not quantity × unit price is refused rather than silently corrected.
 */
export async function createBill(
  tx: Tx,
  input: { requestId: string; lines: readonly LabBillLine[]; dueDays: number; issuedBy?: string | null },
): Promise<BillRow> {
  if (input.lines.length === 0) throw new AppError('VALIDATION', LAB_BILL.lineRequired);
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount !== line.quantity * line.unitPrice || line.amount <= 0)
      throw new AppError('VALIDATION', LAB_BILL.lineAmount);
  }
  const total = input.lines.reduce((sum, l) => sum + l.amount, 0);
  if (!Number.isSafeInteger(total) || total > 2_000_000_000) throw new AppError('VALIDATION', LAB_BILL.linePrice);
  const [seqRow] = (
    await tx.execute(sql`select nextval('lab_bill_seq')::bigint as seq, extract(year from now() at time zone 'Asia/Makassar')::int as year`)
  ).rows as { seq: string; year: number }[];
  const seq = Number(seqRow!.seq);
  const [row] = await tx
    .insert(labBills)
    .values({
      seq,
      number: `SKRD/UJILAB/${seqRow!.year}/${String(seq).padStart(6, '0')}`,
      requestId: input.requestId,
      lines: input.lines.map((l) => ({ name: l.name, unit: l.unit, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount })),
      total,
      issuedBy: input.issuedBy ?? null,
      dueAt: sql`now() + ${`${input.dueDays * DAY_MS} milliseconds`}::interval`,
      // The VA's customer number: the year's two digits and the running number, ten digits in all.
      vaCustomerNo: `${String(seqRow!.year).slice(2)}${String(seq).padStart(8, '0')}`,
    })
    .returning();
  return row!;
}
