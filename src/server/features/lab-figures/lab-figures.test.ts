import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabBillLine } from '../../../shared/lab-bill-schemas.ts';
import type { LabFigures } from '../../../shared/lab-figures.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import { witaDate, workingDaysBetween } from '../../calendar/working-days.ts';
import { labBills, labSamples } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { insertUjilabRequest } from '../admin-requests/request-factories.ts';
import { lastTwelveMonths } from './get-lab-figures.ts';

// A database of its own: the figures are totals over every bill and sample.
let t: TestApp;
let staff: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
  staff = await t.createUser({ role: 'admin_ujilab' });
  customer = await t.createUser({ fullName: 'Andi Kontraktor' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const now = () => Date.now();
const shiftDay = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const BETON = 'Kuat tekan beton (SNI 1974:2011)';
const SLUMP = 'Slump beton segar (SNI 1972:2008)';
const line = (name: string, quantity: number, unitPrice: number): LabBillLine => ({
  name,
  unit: 'per benda uji',
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
});

let seq = 0;
async function bill(o: { status: 'belum' | 'lunas' | 'batal'; lines: LabBillLine[]; paidAt?: Date; dueAt?: Date }) {
  const request = await insertUjilabRequest(t.db, customer.id, {
    status: o.status === 'lunas' ? 'Menunggu Sampel' : 'Menunggu Pembayaran',
  });
  seq += 1;
  await t.db.insert(labBills).values({
    seq: 900_000 + seq,
    number: `SKRD/UJILAB/2026/${String(900_000 + seq)}`,
    requestId: request.id,
    lines: o.lines,
    total: o.lines.reduce((a, l) => a + l.amount, 0),
    dueAt: o.dueAt ?? new Date(now() + 14 * DAY),
    status: o.status,
    paidAt: o.paidAt ?? null,
    channel: o.status === 'lunas' ? 'loket' : null,
    paidReference: o.status === 'lunas' ? `KW-${seq}` : null,
    vaCustomerNo: `2026${String(900_000 + seq)}`,
    cancelledAt: o.status === 'batal' ? new Date() : null,
  });
  return { code: request.trackingCode, number: `SKRD/UJILAB/2026/${String(900_000 + seq)}` };
}

async function sample(status: RequestStatus, dueOn: string) {
  const request = await insertUjilabRequest(t.db, customer.id, { status });
  seq += 1;
  await t.db.insert(labSamples).values({
    requestId: request.id,
    registerNumber: `REG/LAB/${seq}`,
    sampleCount: 3,
    condition: 'baik',
    receivedAt: new Date(Date.parse(`${dueOn}T02:00:00Z`) - 10 * DAY),
    dueOn,
  });
  return { code: request.trackingCode, register: `REG/LAB/${seq}` };
}

const figures = async (as: TestUser = staff) => {
  const res = await t.request('GET', '/api/admin/ujilab/ringkasan', { as });
  expect(res.status).toBe(200);
  return (await res.json()) as LabFigures;
};

describe('Ringkasan Laboratorium (issue 40, item 6)', () => {
  it('sums paid bills by WITA month and by test, lists unpaid bills oldest due first and only the tests running late', async () => {
    const today = witaDate(new Date());
    // Paid this month (an hour ago) and about two months ago; one paid over a year ago and a cancelled one do not count.
    const recent = new Date(now() - 3600_000);
    const earlier = new Date(now() - 62 * DAY);
    await bill({ status: 'lunas', paidAt: recent, lines: [line(BETON, 5, 150_000), line(SLUMP, 1, 500_000)] });
    await bill({ status: 'lunas', paidAt: earlier, lines: [line(BETON, 3, 150_000)] });
    await bill({ status: 'lunas', paidAt: new Date(now() - 400 * DAY), lines: [line(BETON, 100, 150_000)] });
    await bill({ status: 'batal', lines: [line(SLUMP, 9, 500_000)] });
    // Unpaid: one three days past due, one due in five days.
    const overdue = await bill({ status: 'belum', dueAt: new Date(now() - 3 * DAY), lines: [line(SLUMP, 2, 500_000)] });
    const open = await bill({ status: 'belum', dueAt: new Date(now() + 5 * DAY), lines: [line(BETON, 1, 150_000)] });
    // Running: late (due ten days ago), due today (not late yet), due in five days; and a finished one past its day.
    const lateDue = shiftDay(today, -10);
    const late = await sample('Dalam Pengujian', lateDue);
    const dueToday = await sample('Dalam Pengujian', today);
    const onTime = await sample('Dalam Pengujian', shiftDay(today, 5));
    const finished = await sample('Selesai', shiftDay(today, -20));

    const f = await figures();
    expect(f.today).toBe(today);

    // By month: twelve WITA months ending with this one; the two paid bills in their own months.
    expect(f.revenue.months.map((m) => m.month)).toEqual(lastTwelveMonths(today));
    const month = (at: Date) => f.revenue.months.find((m) => m.month === witaDate(at).slice(0, 7))!;
    expect(month(recent)).toMatchObject({ bills: 1, amount: 1_250_000 });
    expect(month(earlier)).toMatchObject({ bills: 1, amount: 450_000 });
    expect(f.revenue.months.reduce((a, m) => a + m.bills, 0)).toBe(2);
    expect(f.revenue.total).toBe(1_700_000);
    // By test: the lines' names, their quantities and amounts summed, the largest first.
    expect(f.revenue.byTest).toEqual([
      { name: BETON, quantity: 8, amount: 1_200_000 },
      { name: SLUMP, quantity: 1, amount: 500_000 },
    ]);

    // Unpaid: both, the one past due first, each with its request's code.
    expect(f.unpaid).toMatchObject({ count: 2, total: 1_150_000, overdue: 1 });
    expect(f.unpaid.bills.map((b) => [b.number, b.code, b.customer, b.total, b.overdue])).toEqual([
      [overdue.number, overdue.code, 'Andi Kontraktor', 1_000_000, true],
      [open.number, open.code, 'Andi Kontraktor', 150_000, false],
    ]);

    // Late: only the test past its due day and still in the lab, with its working days late.
    expect(f.late.count).toBe(1);
    expect(f.late.tests).toEqual([
      {
        code: late.code,
        customer: 'Andi Kontraktor',
        registerNumber: late.register,
        dueOn: lateDue,
        workingDaysLate: workingDaysBetween(lateDue, today),
      },
    ]);
    expect(f.late.tests[0]!.workingDaysLate).toBeGreaterThan(0);
    const listed = f.late.tests.map((l) => l.code);
    for (const notLate of [dueToday, onTime, finished]) expect(listed).not.toContain(notLate.code);
  });

  it('lists at most ten unpaid bills, oldest due first, and still counts them all', async () => {
    for (let i = 0; i < 11; i++) await bill({ status: 'belum', dueAt: new Date(now() + (30 + i) * DAY), lines: [line(BETON, 1, 150_000)] });
    const f = await figures();
    expect(f.unpaid.count).toBe(13);
    expect(f.unpaid.total).toBe(1_150_000 + 11 * 150_000);
    expect(f.unpaid.bills).toHaveLength(10);
    expect(f.unpaid.bills[0]!.overdue).toBe(true);
    const due = f.unpaid.bills.map((b) => b.dueAt);
    expect([...due].sort()).toEqual(due);
  });

  it('answers only the lab staff and the super admin', async () => {
    const url = '/api/admin/ujilab/ringkasan';
    expect((await t.request('GET', url)).status).toBe(401);
    expect((await t.request('GET', url, { as: customer })).status).toBe(403);
    expect((await t.request('GET', url, { as: await t.createUser({ role: 'admin_sirekanan' }) })).status).toBe(403);
    const superAdmin = await figures(await t.createUser({ role: 'super_admin' }));
    expect(superAdmin.revenue.total).toBe(1_700_000);
  });
});

describe('an empty lab', () => {
  it('answers zeros and empty lists, never an error', async () => {
    const empty = await createTestApp({ isolated: true });
    try {
      const who = await empty.createUser({ role: 'admin_ujilab' });
      const res = await empty.request('GET', '/api/admin/ujilab/ringkasan', { as: who });
      expect(res.status).toBe(200);
      const f = (await res.json()) as LabFigures;
      expect(f.revenue.months).toHaveLength(12);
      expect(f.revenue).toMatchObject({ total: 0, byTest: [] });
      expect(f.unpaid).toEqual({ count: 0, total: 0, overdue: 0, bills: [] });
      expect(f.late).toEqual({ count: 0, tests: [] });
    } finally {
      await empty.close();
    }
  });
});

describe('lastTwelveMonths', () => {
  it('runs back over the year boundary', () => {
    expect(lastTwelveMonths('2026-02-15')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastTwelveMonths('2026-12-01').at(0)).toBe('2026-01');
  });
});
