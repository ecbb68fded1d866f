import { z } from 'zod';
import { JENIS_UJI, type JenisUji, type RequestStatus } from './constants.ts';
import { CONSENT } from './consent-strings.ts';
import { labItemsField } from './ujilab-tariff.ts';
import { LAYANAN_UJILAB } from './layanan-ujilab-strings.ts';
import { CONTACT_PHONE_FIELDS, checkWhatsApp } from './phone.ts';

/**
 * jenis_uji (with the test wanted when "Lainnya") and the explicit consent to the KTP's use
 * (issue 14); the two documents are required files, checked with the same message.
 */
const ujilabFields = z.object({
  jenisUji: z.enum(JENIS_UJI, { error: LAYANAN_UJILAB.incomplete }),
  jenisUjiLainnya: z.string().trim().max(200, CONSENT.otherTestTooLong).default(''),
  // The box's value when ticked; anything else is no consent.
  ktpConsent: z.literal('ya', { error: CONSENT.ktpConsentRequired }),
  ...CONTACT_PHONE_FIELDS,
});

function checkLab(v: z.infer<typeof ujilabFields>, ctx: z.RefinementCtx) {
  checkWhatsApp(v, ctx);
  if (v.jenisUji === 'Lainnya' && !v.jenisUjiLainnya)
    ctx.addIssue({ code: 'custom', path: ['jenisUjiLainnya'], message: CONSENT.otherTestRequired });
}

/**
 * jenis_uji (with the test wanted when "Lainnya") and the explicit consent to the KTP's use
 * (issue 14); the two documents are required files, checked with the same message.
 */
export const ujilabInputSchema = ujilabFields.superRefine(checkLab);

/** What the server reads: the form's fields and the tests asked for (issue 40, item 2), priced by the server. */
export const ujilabSubmitSchema = ujilabFields.extend({ items: labItemsField }).superRefine(checkLab);

export type UjilabSubmitInput = z.infer<typeof ujilabSubmitSchema>;

export type UjilabItem = {
  id: string;
  trackingCode: string;
  jenisUji: JenisUji;
  /** The test wanted, in the customer's words, when jenisUji is "Lainnya". */
  jenisUjiLainnya: string | null;
  dokumenPermohonanUrl: string;
  dokumenKtpUrl: string;
  status: RequestStatus;
  createdAt: string;
};
