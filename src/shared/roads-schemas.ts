// Issue 39: what the road-section register's admin API takes (the web's forms use the same schemas).
import { z } from 'zod';
import { pageQuerySchema, searchTextSchema } from './admin-schemas.ts';
import { EMAIL_MAX } from './constants.ts';
import { KABUPATEN } from './kabupaten.ts';
import { ROAD_STATUSES } from './roads.ts';
import {
  ALL_KABUPATEN,
  INSTANSI,
  INSTANSI_NAME_MAX,
  ROAD_IMPORT,
  ROAD_MAX_KM,
  ROAD_NAME_MAX,
  ROAD_SURFACE_MAX,
  ROADS,
} from './roads-strings.ts';

const I = ROAD_IMPORT;

/** The list's filters: a search in no. ruas and nama, a status, a kabupaten. */
export const roadFiltersSchema = z.object({
  q: searchTextSchema,
  status: z.enum(ROAD_STATUSES).optional().catch(undefined),
  kabupaten: z.enum(KABUPATEN).optional().catch(undefined),
});
export type RoadFilters = z.infer<typeof roadFiltersSchema>;
export const roadListQuerySchema = pageQuerySchema.extend(roadFiltersSchema.shape);

/** A number a form sends as text (a comma as the decimal mark) or as a number; empty is null. */
const optionalNumber = (check: (n: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string') return v;
      const text = v.trim().replace(',', '.');
      return text === '' ? null : Number(text);
    },
    check(z.number({ error: I.numberInvalid })).nullable(),
  );
const conditionKm = optionalNumber((n) => n.min(0, I.numberNegative).max(ROAD_MAX_KM, I.lengthAbsurd));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT /api/admin/roads/:id: everything but the number and the line (those come from the import). */
export const roadEditSchema = z
  .object({
    name: z.string({ error: I.namaMissing }).trim().min(1, I.namaMissing).max(ROAD_NAME_MAX, I.namaTooLong),
    status: z.enum(ROAD_STATUSES, { error: I.statusInvalid }),
    kabupaten: z.preprocess((v) => (v === '' ? null : v), z.enum(KABUPATEN, { error: ROADS.kabupatenInvalid }).nullable()),
    surface: optionalText(ROAD_SURFACE_MAX, I.surfaceTooLong),
    lengthKm: optionalNumber((n) => n.gt(0, I.lengthAbsurd).max(ROAD_MAX_KM, I.lengthAbsurd)),
    kondisiBaikKm: conditionKm,
    kondisiSedangKm: conditionKm,
    kondisiRusakRinganKm: conditionKm,
    kondisiRusakBeratKm: conditionKm,
    kondisiYear: optionalNumber((n) =>
      n
        .int(I.yearInvalid)
        .min(1990, I.yearInvalid)
        .max(new Date().getFullYear() + 1, I.yearInvalid),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Kabupaten' && !v.kabupaten) ctx.addIssue({ code: 'custom', path: ['kabupaten'], message: I.kabupatenRequired });
    const sum = (v.kondisiBaikKm ?? 0) + (v.kondisiSedangKm ?? 0) + (v.kondisiRusakRinganKm ?? 0) + (v.kondisiRusakBeratKm ?? 0);
    // PKRMS rounds each class to 10 m: a little over the length is rounding, not a typing error.
    if (v.lengthKm != null && sum > v.lengthKm * 1.05 + 0.05) {
      ctx.addIssue({
        code: 'custom',
        path: ['kondisiBaikKm'],
        message: I.conditionTooLong.replace('{sum}', sum.toLocaleString('id-ID')).replace('{length}', v.lengthKm.toLocaleString('id-ID')),
      });
    }
  });
export type RoadEditInput = z.input<typeof roadEditSchema>;
export type RoadEdit = z.output<typeof roadEditSchema>;

/** POST and PUT /api/admin/instansi. `kabupaten` "semua" (or empty) is every kabupaten. */
export const instansiInputSchema = z
  .object({
    name: z.string({ error: INSTANSI.nameRequired }).trim().min(1, INSTANSI.nameRequired).max(INSTANSI_NAME_MAX, INSTANSI.nameTooLong),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, INSTANSI.emailInvalid)
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(z.email(INSTANSI.emailInvalid).nullable()),
    roadStatus: z.enum(ROAD_STATUSES, { error: INSTANSI.statusInvalid }),
    kabupaten: z.preprocess(
      (v) => (v === '' || v === ALL_KABUPATEN || v === undefined ? null : v),
      z.enum(KABUPATEN, { error: INSTANSI.kabupatenInvalid }).nullable(),
    ),
    isThisOffice: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.isThisOffice && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: INSTANSI.emailRequired });
  });
export type InstansiInput = z.input<typeof instansiInputSchema>;
export type InstansiValues = z.output<typeof instansiInputSchema>;
