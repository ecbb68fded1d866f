import { z } from 'zod';
import { CONTACT_PHONE_FIELDS, checkWhatsApp } from './phone.ts';
import { DAMAGE_DESCRIPTION_MAX, DAMAGE_LOCATION_MAX, EMAIL_MAX, PERSON_NAME_MAX, REPORT_TYPES, type RequestStatus } from './constants.ts';
import { LAYANAN_DAMAGE } from './layanan-damage-strings.ts';
import { LAYANAN_BRIDGES } from './layanan-bridges-strings.ts';
import { KABUPATEN } from './kabupaten.ts';
import { insideSulbar } from './sulbar-geo.ts';
import { REPORT_FORM } from './report-form-strings.ts';
import { plainName } from './person-name.ts';

const T = LAYANAN_DAMAGE;
const required = (max: number) => z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(max, LAYANAN_BRIDGES.textTooLong);

/** A latitude or longitude box: empty is "no pin"; a comma is read as the decimal point (−2,6786). */
const coordinate = z
  .string()
  .trim()
  .max(20, REPORT_FORM.coordinateNotNumber)
  .optional()
  .transform((v) => (v ? v.replace(',', '.').replace('−', '-') : null))
  .pipe(
    z
      .string()
      .regex(/^-?\d{1,3}(\.\d+)?$/, REPORT_FORM.coordinateNotNumber)
      .transform(Number)
      .nullable(),
  );

export const damageReportInputSchema = z
  .object({
    reporterName: plainName(required(PERSON_NAME_MAX)),
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
    kabupaten: z.enum(KABUPATEN, { error: T.incomplete }),
    latitude: coordinate,
    longitude: coordinate,
    // Item 8: a bridge from Jembatantif, for a report of type Jembatan (ignored for other types).
    bridgeId: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .pipe(
        z
          .string()
          .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, REPORT_FORM.bridgeNotFound)
          .nullable(),
      ),
    ...CONTACT_PHONE_FIELDS,
  })
  .superRefine((v, ctx) => {
    checkWhatsApp(v, ctx);
    if ((v.latitude == null) !== (v.longitude == null)) {
      const missing = v.latitude == null ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: REPORT_FORM.coordinatesPair });
    } else if (v.latitude != null && v.longitude != null && !insideSulbar(v.latitude, v.longitude)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: REPORT_FORM.outsideProvince });
    }
  });
export type DamageReportInput = z.infer<typeof damageReportInputSchema>;

// Same shape as the server's codes (SRK/LAB/LPR-YYYY-XXXXXX); case and spaces are forgiven.
export const trackingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^LPR-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/, T.statusCodeInvalid);
/** The report form's status lookup (`?kode=`, a GET to /lacak without JavaScript). */
export const reportStatusLookupSchema = z.object({ kode: trackingCodeSchema });

/** GET /api/laporan/jembatan: bridges to link a report to, near the pin and/or by name. */
export const bridgeChoiceQuerySchema = z.object({
  lat: z.coerce.number().min(-3.7).max(-0.8).optional().catch(undefined),
  lng: z.coerce.number().min(118.0).max(120.5).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type BridgeChoice = { id: string; nama: string; lokasi: string; distance: number | null };
/** The distance within which a bridge is offered for a report's pin (item 8). */
export const BRIDGE_NEAR_METRES = 2000;

export type DamageReportReceipt = { trackingCode: string; status: RequestStatus; createdAt: string; receiptUrl: string };

/** What anyone holding the code may see: no name, e-mail, place or photo. */
export type DamageReportStatus = {
  trackingCode: string;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string | null;
  /** Issue 39, item 3: the authority it is with while Diteruskan. */
  forwardedTo: string | null;
};
