import { z } from 'zod';
import { pageQuerySchema } from './admin-schemas.ts';
import { BRIDGE_LOKASI_MAX, BRIDGE_NAMA_MAX, BRIDGE_SEARCH_MAX, BRIDGE_TIPE_MAX, KONDISI, type Kondisi } from './constants.ts';
import { LAYANAN_BRIDGES } from './layanan-bridges-strings.ts';

const T = LAYANAN_BRIDGES;
const MIN_YEAR = 1800;

const requiredText = (max: number) => z.string({ error: T.incomplete }).trim().min(1, T.incomplete).max(max, T.textTooLong);

/** One schema for the add/edit dialog and the POST/PUT routes. tahun_bangun arrives as text from a form. */
export const bridgeInputSchema = z.object({
  nama: requiredText(BRIDGE_NAMA_MAX),
  lokasi: requiredText(BRIDGE_LOKASI_MAX),
  tahunBangun: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === null ? T.incomplete : T.yearInvalid) })
      .int(T.yearInvalid)
      .min(MIN_YEAR, T.yearInvalid)
      // Checked when parsed, so the limit moves with the calendar.
      .refine((y) => y <= new Date().getFullYear() + 1, T.yearInvalid),
  ),
  tipe: z
    .string()
    .trim()
    .max(BRIDGE_TIPE_MAX, T.textTooLong)
    .nullish()
    .transform((v) => v || null),
  kondisi: z.enum(KONDISI, { error: T.incomplete }),
});
export type BridgeInput = z.infer<typeof bridgeInputSchema>;
export type BridgeFormValues = z.input<typeof bridgeInputSchema>;

export const bridgeListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(BRIDGE_SEARCH_MAX, T.textTooLong).default(''),
});
export type BridgeListQuery = z.infer<typeof bridgeListQuerySchema>;

export type BridgeItem = {
  id: string;
  nama: string;
  lokasi: string;
  tahunBangun: number;
  tipe: string | null;
  kondisi: Kondisi;
  createdAt: string;
  updatedAt: string;
};
