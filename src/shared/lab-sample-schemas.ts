import { z } from 'zod';
import { LAB_SAMPLE } from './lab-sample-strings.ts';

const E = LAB_SAMPLE.errors;

/** How far ahead a slot may be booked. */
export const BOOKING_HORIZON_DAYS = 30;

export const SAMPLE_CONDITIONS = ['baik', 'rusak', 'kurang'] as const;
type SampleCondition = (typeof SAMPLE_CONDITIONS)[number];

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const day = z.string({ message: E.dayInvalid }).regex(DAY, E.dayInvalid);
const clock = z.string({ message: E.timeInvalid }).regex(TIME, E.timeInvalid);

/** PUT /api/admin/lab-samples/schedule: the lab's opening days (Senin–Jumat: working days only) and hours, slot length, capacity, closed dates. */
export const labScheduleInputSchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(1).max(5), { message: E.weekdaysRequired })
      .min(1, E.weekdaysRequired)
      .transform((d) => [...new Set(d)].sort()),
    opensAt: clock,
    closesAt: clock,
    slotMinutes: z
      .number({ message: E.slotLengthInvalid })
      .int(E.slotLengthInvalid)
      .min(15, E.slotLengthInvalid)
      .max(480, E.slotLengthInvalid),
    capacity: z.number({ message: E.capacityInvalid }).int(E.capacityInvalid).min(1, E.capacityInvalid).max(100, E.capacityInvalid),
    closedDays: z
      .array(z.object({ day, note: z.string().trim().max(200).nullable().optional() }))
      .max(366)
      .default([]),
  })
  .refine((s) => s.opensAt < s.closesAt, { message: E.hoursInvalid, path: ['closesAt'] });
export type LabScheduleInput = z.input<typeof labScheduleInputSchema>;

export type LabSchedule = {
  weekdays: number[];
  opensAt: string;
  closesAt: string;
  slotMinutes: number;
  capacity: number;
  closedDays: { day: string; note: string | null }[];
};

/** POST /api/lab-samples/:id/booking: the slot the customer picks (a new booking, or the one move). */
export const bookingInputSchema = z.object({ day, start: clock });
export type BookingInput = z.output<typeof bookingInputSchema>;

/** POST /api/admin/lab-samples/:id/arrival (multipart, with an optional photo `foto`). */
export const arrivalFieldsSchema = z.object({
  sampleCount: z.coerce.number({ message: E.countInvalid }).int(E.countInvalid).min(1, E.countInvalid).max(1000, E.countInvalid),
  condition: z.enum(SAMPLE_CONDITIONS, { message: E.conditionInvalid }),
  registerNumber: z
    .string({ message: E.registerInvalid })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/.-]{2,39}$/, E.registerInvalid)
    .transform((v) => v.toUpperCase()),
});

export type LabSlot = { day: string; start: string; end: string; left: number };

/** What the customer's request page shows of the drop-off. */
export type LabDropoff = {
  status: string;
  /** The opening hours in words, for a customer who comes without a booking. */
  hours: string;
  booking: { day: string; start: string; end: string; moves: number; mayMove: boolean } | null;
  /** Open slots to book (or move to), while the request waits for its sample. */
  slots: LabSlot[];
  sample: { registerNumber: string; receivedAt: string; dueOn: string; late: boolean } | null;
};

/** One row of staff's day list: who comes when, booked or not. */
export type LabArrival = {
  id: string;
  code: string;
  customer: string;
  jenisUji: string;
  status: string;
  slot: { start: string; end: string } | null;
  sample: {
    registerNumber: string;
    condition: SampleCondition;
    count: number;
    receivedBy: string | null;
    dueOn: string;
    late: boolean;
  } | null;
};
export type LabArrivals = { day: string; items: LabArrival[] };
