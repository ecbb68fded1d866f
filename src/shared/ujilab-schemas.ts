import { z } from 'zod';
import { JENIS_UJI, type JenisUji, type RequestStatus } from './constants.ts';
import { LAYANAN } from './strings.ts';

/** jenis_uji; the two documents are required files, checked with the same message. */
export const ujilabInputSchema = z.object({
  jenisUji: z.enum(JENIS_UJI, { error: LAYANAN.ujilab.incomplete }),
});
export type UjilabInput = z.infer<typeof ujilabInputSchema>;

export type UjilabItem = {
  id: string;
  trackingCode: string;
  jenisUji: JenisUji;
  dokumenPermohonanUrl: string;
  dokumenKtpUrl: string;
  status: RequestStatus;
  createdAt: string;
};
