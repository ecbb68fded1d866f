import { z } from 'zod';
import { JENIS_UJI } from './constants.ts';
import { STANDARD_DOCUMENTS, STANDARD_KEYS, STANDARD_SECTIONS, type StandardSection } from './service-standard-keys.ts';
import { STANDARD_TEXT } from './service-standard-strings.ts';

// Service standards (issue 16, item 4; docs/decisions/029-service-standards.md).

export * from './service-standard-keys.ts';

const E = STANDARD_TEXT.errors;
// Every section is sent, even empty: a body that leaves one out (`{}`) must not empty it (issue 33).
const html = z.string({ error: E.sectionMissing }).max(100_000, E.sectionTooLong);
// The text a person reads, without the editor's tags and spaces.
const visibleText = (value: string) =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '')
    .trim();

const tarifSchema = z.coerce
  .number<number>({ error: E.tariffAmount })
  .int(E.tariffAmount)
  .min(0, E.tariffAmount)
  .max(100_000_000, E.tariffAmount);

const tariffRowSchema = z.object({
  jenisUji: z.enum(JENIS_UJI, { error: E.tariffJenis }),
  pengujian: z.string({ error: E.tariffName }).trim().min(1, E.tariffName).max(120, E.tariffName),
  satuan: z.string({ error: E.tariffUnit }).trim().min(1, E.tariffUnit).max(40, E.tariffUnit),
  tarif: tarifSchema,
});

export const standardInputSchema = z.object({
  sections: z.object(Object.fromEntries(STANDARD_SECTIONS.map((s) => [s, html])) as Record<StandardSection, typeof html>),
  tariffs: z.array(tariffRowSchema).max(50, E.tariffsTooMany).default([]),
});
/**
 * The CMS's form of a standard: the same rules, with the tariff typed as the office writes it
 * ("Rp 150.000"): its digits are the amount, and a box without any is refused as the server would.
 */
export const standardFormSchema = standardInputSchema.extend({
  tariffs: z
    .array(
      tariffRowSchema.extend({
        tarif: z
          .string()
          .transform((v) => Number(v.replace(/\D/g, '') || NaN))
          .pipe(tarifSchema),
      }),
    )
    .max(50, E.tariffsTooMany),
});
// The office's public pledge is never saved empty.
export const pledgeInputSchema = z.object({
  content: z
    .string({ error: E.pledgeEmpty })
    .max(100_000, E.sectionTooLong)
    .refine((v) => visibleText(v) !== '', E.pledgeEmpty),
});

export const standardKeySchema = z.enum(STANDARD_KEYS, { error: STANDARD_TEXT.notFound });
export const standardDocumentSchema = z.enum(STANDARD_DOCUMENTS, { error: STANDARD_TEXT.notFound });
