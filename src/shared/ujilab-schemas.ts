import { z } from 'zod';
import { JENIS_UJI, type JenisUji, type RequestStatus } from './constants.ts';
import { CONSENT } from './consent-strings.ts';
import { LAYANAN_UJILAB } from './layanan-ujilab-strings.ts';
import { CONTACT_PHONE_FIELDS, checkWhatsApp } from './phone.ts';

/**
 * jenis_uji (with the test wanted when "Lainnya") and the explicit consent to the KTP's use
 * (issue 14); the two documents are required files, checked with the same message.
 */
export const ujilabInputSchema = z
  .object({
    jenisUji: z.enum(JENIS_UJI, { error: LAYANAN_UJILAB.incomplete }),
    jenisUjiLainnya: z.string().trim().max(200, CONSENT.otherTestTooLong).default(''),
    // The box's value when ticked; anything else is no consent.
    ktpConsent: z.literal('ya', { error: CONSENT.ktpConsentRequired }),
    ...CONTACT_PHONE_FIELDS,
  })
  .superRefine((v, ctx) => {
    checkWhatsApp(v, ctx);
    if (v.jenisUji === 'Lainnya' && !v.jenisUjiLainnya)
      ctx.addIssue({ code: 'custom', path: ['jenisUjiLainnya'], message: CONSENT.otherTestRequired });
  });
export type UjilabInput = z.infer<typeof ujilabInputSchema>;

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
