import { sql } from 'drizzle-orm';
import {
  LAB_FIGURES_LISTED,
  type LabFigures,
  type LabLateTest,
  type LabRevenueMonth,
  type LabUnpaidBill,
} from '../../../shared/lab-figures.ts';
import { monthLabel } from '../../../shared/lab-figures-strings.ts';
import { witaDate, workingDaysBetween } from '../../calendar/working-days.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';

/** The twelve WITA months ending with the one `today` is in, oldest first, as 'YYYY-MM'. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - 11 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * GET /api/admin/ujilab/ringkasan (issue 40, item 6): the lab's revenue by month and by test over the last twelve
 * WITA months (bills Lunas, by the day they were paid), its unpaid bills, and its tests running past their due day.
 * Four statements read the lab-bills and lab-samples tables in SQL of this feature's own (no feature imports another);
 * none runs per row. A late test's lateness is counted in working days (Indonesia's holidays, `calendar/`).
 */
export async function getLabFigures({ db, actor, now = new Date() }: { db: Db; actor: Actor; now?: Date }): Promise<LabFigures> {
  assertCan(actor, 'ujilab.manage');
  const today = witaDate(now);
  const months = lastTwelveMonths(today);
  const first = months[0]!;
  const since = sql`make_timestamptz(${Number(first.slice(0, 4))}, ${Number(first.slice(5, 7))}, 1, 0, 0, 0, 'Asia/Makassar')`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const paid = sql`b.status = 'lunas' and b.paid_at >= ${since} and b.paid_at <= ${at}`;
  const customer = sql`coalesce(nullif(p.full_name, ''), p.email)`;

  const [perMonth, perTest, unpaid, late] = await Promise.all([
    db.execute<{ month: string; bills: number; amount: number }>(sql`
      select to_char(b.paid_at at time zone 'Asia/Makassar', 'YYYY-MM') as month, count(*)::int as bills, sum(b.total)::float8 as amount
      from lab_bills b where ${paid} group by 1`),
    // A bill's lines are its snapshot (jsonb): the same test priced twice over the year is one row.
    db.execute<{ name: string; quantity: number; amount: number }>(sql`
      select l.name, sum(l.quantity)::int as quantity, sum(l.amount)::float8 as amount
      from lab_bills b cross join lateral jsonb_to_recordset(b.lines) as l(name text, quantity int, amount bigint)
      where ${paid} group by 1 order by amount desc, 1`),
    // The totals over every unpaid bill ride along each listed row (window aggregates run before the limit).
    db.execute<{
      number: string;
      code: string;
      customer: string;
      total: number;
      due_at: Date | string;
      count: number;
      sum: number;
      overdue: number;
    }>(sql`
      select b.number, r.tracking_code as code, ${customer} as customer, b.total, b.due_at,
        (count(*) over ())::int as count, (sum(b.total) over ())::float8 as sum,
        (count(*) filter (where b.due_at < ${at}) over ())::int as overdue
      from lab_bills b join pengajuan_uji r on r.id = b.request_id join profiles p on p.id = r.user_id
      where b.status = 'belum'
      order by b.due_at, b.number limit ${LAB_FIGURES_LISTED}`),
    db.execute<{ code: string; customer: string; register_number: string; due_on: string; count: number }>(sql`
      select r.tracking_code as code, ${customer} as customer, s.register_number, s.due_on::text as due_on,
        (count(*) over ())::int as count
      from pengajuan_uji r join lab_samples s on s.request_id = r.id join profiles p on p.id = r.user_id
      where r.status = 'Dalam Pengujian' and s.due_on < ${today}::date
      order by s.due_on, r.tracking_code limit ${LAB_FIGURES_LISTED}`),
  ]);

  const byMonth = new Map(perMonth.rows.map((r) => [r.month, r]));
  const monthRows: LabRevenueMonth[] = months.map((month) => ({
    month,
    label: monthLabel(month),
    bills: byMonth.get(month)?.bills ?? 0,
    amount: Number(byMonth.get(month)?.amount ?? 0),
  }));
  const head = unpaid.rows[0];
  const bills: LabUnpaidBill[] = unpaid.rows.map((r) => {
    const dueAt = new Date(r.due_at);
    return {
      number: r.number,
      code: r.code,
      customer: r.customer,
      total: Number(r.total),
      dueAt: dueAt.toISOString(),
      overdue: dueAt < now,
    };
  });
  const tests: LabLateTest[] = late.rows.map((r) => ({
    code: r.code,
    customer: r.customer,
    registerNumber: r.register_number,
    dueOn: r.due_on,
    workingDaysLate: workingDaysBetween(r.due_on, today),
  }));
  return {
    today,
    revenue: {
      months: monthRows,
      total: monthRows.reduce((a, r) => a + r.amount, 0),
      byTest: perTest.rows.map((r) => ({ name: r.name, quantity: r.quantity, amount: Number(r.amount) })),
    },
    unpaid: { count: head?.count ?? 0, total: Number(head?.sum ?? 0), overdue: head?.overdue ?? 0, bills },
    late: { count: late.rows[0]?.count ?? 0, tests },
  };
}
