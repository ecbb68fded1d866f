import { z } from 'zod';
import { SKM_EDUCATION, SKM_GENDERS, SKM_OCCUPATIONS, SKM_SERVICES, SKM_SUGGESTION_MAX } from './skm.ts';
import { SKM_TEXT } from './skm-strings.ts';

// The survey's input (issue 16; docs/decisions/028-skm.md), for the form and the API alike.

const score = z.coerce
  .number({ error: SKM_TEXT.form.answerRequired })
  .int({ error: SKM_TEXT.form.answerRequired })
  .min(1, { error: SKM_TEXT.form.answerRequired })
  .max(4, { error: SKM_TEXT.form.answerRequired });

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)], { error: SKM_TEXT.form.choiceInvalid })
    .optional()
    .transform((v) => (v ? v : null));

/** One filled-in questionnaire. Either for a finished request (`code` + `token`), or the open survey (`service`). */
export const skmAnswerSchema = z.object({
  service: z.enum(SKM_SERVICES, { error: SKM_TEXT.form.serviceRequired }).optional(),
  code: z.string().trim().max(40).optional(),
  token: z.string().trim().max(64).optional(),
  u1: score,
  u2: score,
  u3: score,
  u4: score,
  u5: score,
  u6: score,
  u7: score,
  u8: score,
  u9: score,
  age: z
    .union([z.literal(''), z.coerce.number({ error: SKM_TEXT.form.ageInvalid }).int({ error: SKM_TEXT.form.ageInvalid })])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .refine((v) => v === null || (v >= 15 && v <= 100), { error: SKM_TEXT.form.ageInvalid }),
  gender: optionalChoice(SKM_GENDERS),
  education: optionalChoice(SKM_EDUCATION),
  occupation: optionalChoice(SKM_OCCUPATIONS),
  suggestion: z
    .string()
    .trim()
    .max(SKM_SUGGESTION_MAX, SKM_TEXT.form.suggestionTooLong)
    .optional()
    .transform((v) => v || null),
});
export type SkmAnswerInput = z.input<typeof skmAnswerSchema>;
export type SkmAnswer = z.output<typeof skmAnswerSchema>;

/** ?periode= of the results, the PDF and the CSV: anything unknown falls back to the current year. */
export const skmPeriodQuerySchema = z.object({ periode: z.string().trim().max(16).optional() });
export const skmInvitationQuerySchema = z.object({
  kode: z.string({ error: SKM_TEXT.errors.linkInvalid }).trim().min(1, SKM_TEXT.errors.linkInvalid).max(40, SKM_TEXT.errors.linkInvalid),
  t: z.string({ error: SKM_TEXT.errors.linkInvalid }).trim().min(1, SKM_TEXT.errors.linkInvalid).max(64, SKM_TEXT.errors.linkInvalid),
});
export const skmSuggestionPublishSchema = z.object({ published: z.boolean({ error: SKM_TEXT.errors.publishInvalid }) });
