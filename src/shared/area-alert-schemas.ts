import { z } from 'zod';
import { AREA_ALERTS as T } from './area-alert-strings.ts';
import { EMAIL_MAX } from './constants.ts';
import { KABUPATEN } from './kabupaten.ts';

/** "segera": a mail per event; "harian": the morning digest. */
export const AREA_ALERT_FREQUENCIES = ['segera', 'harian'] as const;

/** The form's "Wilayah": the whole province, a kabupaten, or a ruas named in the box below. */
export const AREA_PROVINCE = 'provinsi';
export const AREA_RUAS = 'ruas';

/** A subscription's fields, as the form on /laporan posts them (and as the JSON API takes them). */
export const areaAlertInputSchema = z
  .object({
    email: z
      .string({ error: T.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, T.emailRequired)
      .max(EMAIL_MAX, T.emailInvalid)
      .pipe(z.email(T.emailInvalid)),
    area: z.enum([AREA_PROVINCE, AREA_RUAS, ...KABUPATEN], { error: T.areaInvalid }),
    ruas: z.string().trim().max(120, T.ruasNotFound).optional().default(''),
    frequency: z.enum(AREA_ALERT_FREQUENCIES, { error: T.frequencyInvalid }),
  })
  .superRefine((v, ctx) => {
    if (v.area === AREA_RUAS && !v.ruas) ctx.addIssue({ code: 'custom', path: ['ruas'], message: T.ruasRequired });
  });
export type AreaAlertInput = z.infer<typeof areaAlertInputSchema>;

/** The form's names, for the plain POST (their values are put back in the boxes on an error). */
export const AREA_ALERT_FIELDS = ['email', 'area', 'ruas', 'frequency'] as const;

/** The form's answer after a plain POST, handed to /laporan in its data under AREA_ALERT_STATE_KEY. */
export type AreaAlertFormState = {
  values: Partial<Record<(typeof AREA_ALERT_FIELDS)[number], string>>;
  errors: Record<string, string>;
  message: string | null;
};
export const AREA_ALERT_STATE_KEY = ['area-alerts', 'form-state'] as const;

/** The link pages' answer after their button (a plain POST): the outcome in words, or the refusal. */
export type AreaAlertLinkState = { ok: boolean; message: string };
export const AREA_ALERT_LINK_STATE_KEY = ['area-alerts', 'link-state'] as const;

/** The pages the e-mails open. */
export const AREA_ALERT_CONFIRM_PATH = '/ikuti/konfirmasi';
export const AREA_ALERT_STOP_PATH = '/ikuti/berhenti';
/** Where the form answers without JavaScript: the section of /laporan it is in. */
export const AREA_ALERT_ANCHOR = 'ikuti';
/** A link's token in its query (`?t=`): random base64url for a confirmation, id.signature for a stop link. */
export const areaAlertTokenSchema = z.string().trim().min(1).max(128);
