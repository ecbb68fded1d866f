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

/**
 * Staff accept an Uji Lab request and issue its bill. The lines are the request's own priced tests (the tariff's
 * at submit, or staff's "Tetapkan Rincian Biaya" for Lainnya), never typed again here: only the due date.
 */
export const issueLabBillSchema = z.object({
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
export const reconciliationQuerySchema = z.object({ tanggal: daySchema(T.reconciliationDateInvalid) });

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
