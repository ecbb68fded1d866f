import { and, eq, sql } from 'drizzle-orm';
import { LAB_BILL } from '../../../shared/lab-bill-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { labBills, labPayments, ujilabRequests } from '../../db/schema.ts';
import { csvDocument } from '../../exports/csv.ts';

const WITA_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Makassar', dateStyle: 'short', timeStyle: 'medium' });
const at = (d: Date | null) => (d ? `${WITA_TIME.format(d)} WITA` : '');

export const RECONCILIATION_HEADER = [
  'jenis',
  'waktu',
  'nomor_tagihan',
  'kode_permohonan',
  'kanal',
  'nominal',
  'referensi',
  'hasil',
  'alasan',
] as const;

/** Rows of one WITA day: `column` between the day's midnight and the next. */
const onDay = (column: unknown, day: string) =>
  sql`${column} >= (${day}::date)::timestamp at time zone 'Asia/Makassar' and ${column} < (${day}::date + 1)::timestamp at time zone 'Asia/Makassar'`;

/**
 * The lab cashier's daily reconciliation (issue 40, item 3), a CSV of one day in WITA: the bills issued, the
 * payments accepted (bank and counter) and the mismatches — every refused notification with its reason, forged
 * ones included — so that the day's bank statement can be checked line by line.
 */
export async function labReconciliation({
  deps,
  actor,
  day,
}: {
  deps: Deps;
  actor: Actor;
  day: string;
}): Promise<{ csv: string; filename: string }> {
  assertCan(actor, 'ujilab.cashier');
  const bills = await deps.db
    .select({ bill: labBills, code: ujilabRequests.trackingCode })
    .from(labBills)
    .innerJoin(ujilabRequests, eq(ujilabRequests.id, labBills.requestId))
    .where(onDay(labBills.issuedAt, day))
    .orderBy(labBills.issuedAt);
  const payments = await deps.db
    .select({ p: labPayments, number: labBills.number, code: ujilabRequests.trackingCode })
    .from(labPayments)
    .leftJoin(labBills, eq(labBills.id, labPayments.billId))
    .leftJoin(ujilabRequests, eq(ujilabRequests.id, labBills.requestId))
    .where(and(onDay(labPayments.receivedAt, day)))
    .orderBy(labPayments.receivedAt);
  const rows: (string | number | null)[][] = [[...RECONCILIATION_HEADER]];
  for (const { bill, code } of bills) {
    rows.push(['tagihan', at(bill.issuedAt), bill.number, code, '', bill.total, '', LAB_BILL.statuses[bill.status], '']);
  }
  for (const { p, number, code } of payments) {
    rows.push([
      p.result === 'diterima' ? 'pembayaran' : 'selisih',
      at(p.receivedAt),
      number ?? '',
      code ?? '',
      LAB_BILL.channels[p.channel],
      p.amount,
      p.reference ?? '',
      p.result,
      p.reason ?? '',
    ]);
  }
  return { csv: csvDocument(rows), filename: `rekonsiliasi-ujilab-${day}.csv` };
}
