import { z } from 'zod';
import { LAB_BILL } from './lab-bill-strings.ts';

export const LAB_BILL_STATUSES = ['belum', 'lunas', 'batal'] as const;
type LabBillStatus = (typeof LAB_BILL_STATUSES)[number];
export const LAB_PAYMENT_CHANNELS = ['va', 'qris', 'loket'] as const;
export type LabPaymentChannel = (typeof LAB_PAYMENT_CHANNELS)[number];
export const LAB_PAYMENT_RESULTS = ['diterima', 'ditolak'] as const;

/** One priced line of a bill, in whole rupiah (retribution has no cents): amount = quantity × unitPrice. */
export type LabBillLine = { name: string; unit: string; quantity: number; unitPrice: number; amount: number };

const T = LAB_BILL;

const labBillLineSchema = z
  .object({
    name: z.string({ message: T.lineName }).trim().min(1, T.lineName).max(200, T.lineName),
    unit: z.string({ message: T.lineUnit }).trim().min(1, T.lineUnit).max(60, T.lineUnit),
    quantity: z.number({ message: T.lineQuantity }).int(T.lineQuantity).min(1, T.lineQuantity).max(1000, T.lineQuantity),
    unitPrice: z.number({ message: T.linePrice }).int(T.linePrice).min(1, T.linePrice).max(1_000_000_000, T.linePrice),
  })
  .transform((l) => ({ ...l, amount: l.quantity * l.unitPrice }));

/** Staff accept an Uji Lab request and issue its bill (until the tariff's priced items are merged, staff name the lines). */
export const issueLabBillSchema = z.object({
  lines: z.array(labBillLineSchema, { message: T.lineRequired }).min(1, T.lineRequired).max(50, T.lineRequired),
  dueDays: z.number({ message: T.dueDaysInvalid }).int(T.dueDaysInvalid).min(1, T.dueDaysInvalid).max(60, T.dueDaysInvalid).default(14),
});
export type IssueLabBillInput = z.output<typeof issueLabBillSchema>;

const daySchema = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message });

/** The cashier records a payment at the counter: the receipt's number and the day it was paid. */
export const counterPaymentSchema = z.object({
  receiptNumber: z.string({ message: T.receiptNumberInvalid }).trim().min(3, T.receiptNumberInvalid).max(60, T.receiptNumberInvalid),
  paidOn: daySchema(T.paidDateInvalid),
});
export type CounterPaymentInput = z.output<typeof counterPaymentSchema>;

/** `/api/admin/ujilab/rekonsiliasi?tanggal=YYYY-MM-DD` (a day in WITA). */
export const reconciliationQuerySchema = z.object({ tanggal: daySchema(T.paidDateInvalid) });

/** A bill as its customer and staff see it. */
export type LabBillView = {
  id: string;
  number: string;
  requestCode: string;
  status: LabBillStatus;
  lines: LabBillLine[];
  total: number;
  issuedAt: string;
  dueAt: string;
  paidAt: string | null;
  channel: LabPaymentChannel | null;
  paidReference: string | null;
  /** The virtual account number to transfer to, when the bank is configured. */
  virtualAccount: string | null;
  /** The QRIS MPM payload (EMVCo), when QRIS is configured; the page draws it as a QR code. */
  qris: string | null;
  pdfUrl: string;
};
