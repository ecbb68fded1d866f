import { z } from 'zod';
import { DAMAGE_DESCRIPTION_MAX, DAMAGE_LOCATION_MAX, EMAIL_MAX, PERSON_NAME_MAX, REPORT_TYPES, type RequestStatus } from './constants.ts';
import { LAYANAN } from './strings.ts';

const T = LAYANAN.damage;
const required = (max: number) => z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(max, LAYANAN.bridges.textTooLong);

export const damageReportInputSchema = z.object({
  reporterName: required(PERSON_NAME_MAX),
  reporterEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX, T.emailInvalid)
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email(T.emailInvalid).nullable()),
  location: required(DAMAGE_LOCATION_MAX),
  description: required(DAMAGE_DESCRIPTION_MAX),
  reportType: z.enum(REPORT_TYPES, { error: T.incomplete }),
});
export type DamageReportInput = z.infer<typeof damageReportInputSchema>;

// Same shape as the server's codes (SRK/LAB/LPR-YYYY-XXXXXX); case and spaces are forgiven.
export const trackingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^LPR-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/, T.statusCodeInvalid);

export type DamageReportReceipt = { trackingCode: string; status: RequestStatus; createdAt: string; receiptUrl: string };

/** What anyone holding the code may see: no name, e-mail, place or photo. */
export type DamageReportStatus = { trackingCode: string; status: RequestStatus; createdAt: string; updatedAt: string | null };
