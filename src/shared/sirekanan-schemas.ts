import { z } from 'zod';
import type { RequestStatus } from './constants.ts';
import { LAYANAN } from './strings.ts';

const T = LAYANAN.sirekanan;

/** The text fields of a letter request; the optional attachment is checked as a file. */
export const sirekananInputSchema = z.object({
  subject: z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(200, T.subjectTooLong),
  details: z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(5000, T.detailsTooLong),
});
export type SirekananInput = z.infer<typeof sirekananInputSchema>;

export type SirekananItem = {
  id: string;
  trackingCode: string;
  subject: string;
  details: string;
  attachmentUrl: string | null;
  status: RequestStatus;
  createdAt: string;
};
