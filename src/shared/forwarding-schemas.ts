import { z } from 'zod';
import { PUBLIC_NOTE_MAX } from './constants.ts';
import { FORWARDING } from './forwarding-strings.ts';
import { STATUS_NOTE } from './status-note-strings.ts';

/** How long a forwarded report's photo links work without an account (issue 39, item 3). */
export const FORWARDED_PHOTO_DAYS = 30;

const note = z
  .string()
  .trim()
  .max(PUBLIC_NOTE_MAX, STATUS_NOTE.noteTooLong)
  .optional()
  .transform((v) => v || null);

/** POST /api/admin/damage-reports/:id/forward: to whom, and a note for them. */
export const forwardInputSchema = z.object({
  instansiId: z.uuid({ message: FORWARDING.errors.instansiInvalid }),
  note,
});
export type ForwardInput = z.output<typeof forwardInputSchema>;

/** POST /api/admin/damage-reports/:id/take-back: a note for the reporter. */
export const takeBackInputSchema = z.object({ note });
export type TakeBackInput = z.output<typeof takeBackInputSchema>;

type ForwardTarget = { id: string; name: string; roadStatus: string; kabupaten: string | null };

/** What the staff panel shows of a report's routing: its road's owner, where it is now, each forwarding. */
export type ReportForwarding = {
  status: string | null;
  owner: { name: string; thisOffice: boolean; roadName: string | null; noRuas: string | null; roadStatus: string | null } | null;
  current: { instansi: string; at: string } | null;
  history: {
    instansi: string;
    at: string;
    by: string | null;
    note: string | null;
    takenBackAt: string | null;
    takenBackBy: string | null;
  }[];
  targets: ForwardTarget[];
};
