import { z } from 'zod';
import { SIREKANAN_DETAILS_MAX, SIREKANAN_SUBJECT_MAX, type RequestStatus } from './constants.ts';
import { LAYANAN_SIREKANAN } from './layanan-sirekanan-strings.ts';
import { CONTACT_PHONE_FIELDS, checkWhatsApp } from './phone.ts';

const T = LAYANAN_SIREKANAN;

/** The text fields of a letter request (and the optional phone, issue 38); the optional attachment is checked as a file. */
export const sirekananInputSchema = z
  .object({
    subject: z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(SIREKANAN_SUBJECT_MAX, T.subjectTooLong),
    details: z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(SIREKANAN_DETAILS_MAX, T.detailsTooLong),
    ...CONTACT_PHONE_FIELDS,
  })
  .superRefine((v, ctx) => checkWhatsApp(v, ctx));
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
