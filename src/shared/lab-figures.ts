// The lab's figures on /admin/ujilab (issue 40, item 6; docs/decisions/074): what GET /api/admin/ujilab/ringkasan
// answers. Amounts are whole rupiah; days are WITA calendar days 'YYYY-MM-DD'.

/** One WITA month's paid bills (by the day they were paid). */
export type LabRevenueMonth = { month: string; label: string; bills: number; amount: number };

/** One test (a bill line's name, with its method) over the same twelve months. */
export type LabRevenueTest = { name: string; quantity: number; amount: number };

export type LabUnpaidBill = { number: string; code: string; customer: string; total: number; dueAt: string; overdue: boolean };

/** A test still running after its due day: how many working days after it, up to today. */
export type LabLateTest = { code: string; customer: string; registerNumber: string; dueOn: string; workingDaysLate: number };

export type LabFigures = {
  /** Today in WITA, the day "late" and "past due" are measured against. */
  today: string;
  revenue: { months: LabRevenueMonth[]; total: number; byTest: LabRevenueTest[] };
  /** Every bill not yet paid (count, total, past due); `bills` the oldest due first, at most LAB_FIGURES_LISTED. */
  unpaid: { count: number; total: number; overdue: number; bills: LabUnpaidBill[] };
  /** Every test running late; `tests` the longest late first, at most LAB_FIGURES_LISTED. */
  late: { count: number; tests: LabLateTest[] };
};

export const LAB_FIGURES_LISTED = 10;
