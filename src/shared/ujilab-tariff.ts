// Issue 40, items 1 and 2: the lab's tariff as data and a request that names its tests (ADR 070).
import { z } from 'zod';
import { JENIS_UJI, type JenisUji } from './constants.ts';
import { LAB_PRICE_MAX, LAB_QUANTITY_MAX, TARIFF_TEXT } from './ujilab-tariff-strings.ts';

const T = TARIFF_TEXT;

const intField = (min: number, max: number, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

export const labTestInputSchema = z.object({
  jenisUji: z.enum(JENIS_UJI.filter((j) => j !== 'Lainnya') as [JenisUji, ...JenisUji[]], { error: T.itemsInvalid }),
  name: z.string().trim().min(1, T.nameRequired).max(160, T.nameRequired),
  method: z.string().trim().max(120).default(''),
  unit: z.string().trim().min(1, T.unitRequired).max(60, T.unitRequired),
  durationDays: intField(1, 365, T.durationInvalid),
  perdaArticle: z.string().trim().max(200).default(''),
  position: intField(0, 10_000, T.itemsInvalid).default(0),
});

/** A new test: its fields and its first price, valid from today. */
export const newLabTestInputSchema = labTestInputSchema.extend({ price: intField(0, LAB_PRICE_MAX, T.priceInvalid) });

export const labPriceInputSchema = z.object({
  price: intField(0, LAB_PRICE_MAX, T.priceInvalid),
  validFrom: z.iso.date(T.validFromInvalid),
  note: z.string().trim().max(200).default(''),
});

export const labActiveInputSchema = z.object({ active: z.boolean() });

/** One line the customer asks for: a test of the tariff and how many. */
const labItemRequestSchema = z.object({
  testId: z.uuid(T.itemsInvalid),
  quantity: intField(0, LAB_QUANTITY_MAX, T.quantityInvalid),
});
export type LabItemRequest = z.infer<typeof labItemRequestSchema>;
const labItemsSchema = z.array(labItemRequestSchema, { error: T.itemsInvalid }).max(50, T.itemsInvalid);

/** The items as a multipart text field: JSON of [{ testId, quantity }]. */
export const labItemsField = z
  .string()
  .default('[]')
  .transform((s, ctx) => {
    try {
      return JSON.parse(s || '[]') as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: T.itemsInvalid });
      return z.NEVER;
    }
  })
  .pipe(labItemsSchema);

/** A staff-priced line (a "Lainnya" request): free text, a price and a quantity. */
const labManualItemSchema = z.object({
  name: z.string().trim().min(1, T.nameRequired).max(160, T.nameRequired),
  method: z.string().trim().max(120).default(''),
  unit: z.string().trim().min(1, T.unitRequired).max(60, T.unitRequired),
  unitPrice: intField(0, LAB_PRICE_MAX, T.priceInvalid),
  durationDays: intField(1, 365, T.durationInvalid),
  quantity: intField(1, LAB_QUANTITY_MAX, T.quantityInvalid),
});
export const labManualItemsInputSchema = z.object({ items: z.array(labManualItemSchema).min(1, T.noTestChosen).max(50, T.itemsInvalid) });
