import { z } from 'zod';
import { SKM_TEXT } from './skm-strings.ts';

// The community satisfaction survey (SKM) of PermenPANRB 14/2017 (issue 16, items 1–3;
// docs/decisions/028-skm.md). Nine elements, each answered on the regulation's four-point scale.

/** The services a respondent can rate: the portal's four, as the office names them. */
export const SKM_SERVICES = ['sirekanan', 'ujilab', 'lapor-kerusakan', 'jembatantif'] as const;
export type SkmService = (typeof SKM_SERVICES)[number];

export const SKM_ELEMENT_COUNT = 9;
/** The answers' column names, u1 … u9, in the regulation's order of elements. */
export const SKM_ELEMENT_KEYS = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9'] as const;
export type SkmElementKey = (typeof SKM_ELEMENT_KEYS)[number];

export const SKM_GENDERS = ['Laki-laki', 'Perempuan'] as const;
export const SKM_EDUCATION = ['SD ke bawah', 'SMP', 'SMA/SMK', 'D1–D3', 'D4/S1', 'S2 ke atas'] as const;
export const SKM_OCCUPATIONS = ['PNS/TNI/Polri', 'Pegawai swasta', 'Wiraswasta/usahawan', 'Pelajar/mahasiswa', 'Lainnya'] as const;
export const SKM_SUGGESTION_MAX = 1000;

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

/**
 * A reporting period: a year (`2026`), a semester (`2026-S1`) or a quarter (`2026-TW3`), in WITA.
 * Anything else is null and the caller falls back to the current year.
 */
export type SkmPeriod = { key: string; kind: 'tahun' | 'semester' | 'triwulan'; year: number; part: number; startMonth: number; months: number };

export function parseSkmPeriod(value: string | null | undefined): SkmPeriod | null {
  const m = /^(\d{4})(?:-(S|TW)([1-4]))?$/.exec((value ?? '').trim().toUpperCase());
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2100) return null;
  if (!m[2]) return { key: `${year}`, kind: 'tahun', year, part: 1, startMonth: 1, months: 12 };
  const part = Number(m[3]);
  if (m[2] === 'S') return part <= 2 ? { key: `${year}-S${part}`, kind: 'semester', year, part, startMonth: part === 1 ? 1 : 7, months: 6 } : null;
  return { key: `${year}-TW${part}`, kind: 'triwulan', year, part, startMonth: (part - 1) * 3 + 1, months: 3 };
}

export function skmPeriodLabel(p: SkmPeriod): string {
  const roman = ['I', 'II', 'III', 'IV'][p.part - 1];
  if (p.kind === 'tahun') return SKM_TEXT.period.year(p.year);
  if (p.kind === 'semester') return SKM_TEXT.period.semester(roman!, p.year);
  return SKM_TEXT.period.quarter(roman!, p.year);
}

/** The periods a year offers, for the period picker: the year, its two semesters, its four quarters. */
export function skmPeriodsOf(year: number): SkmPeriod[] {
  return [`${year}`, `${year}-S1`, `${year}-S2`, `${year}-TW1`, `${year}-TW2`, `${year}-TW3`, `${year}-TW4`].map((k) => parseSkmPeriod(k)!);
}

export const SKM_GRADES = ['A', 'B', 'C', 'D'] as const;
export type SkmGrade = (typeof SKM_GRADES)[number];

/** The figures of one service in one period (also the shape of the public results). */
export type IkmFigures = {
  respondents: number;
  /** NRR per element, u1 … u9, unrounded. */
  nrr: number[];
  /** IKM with the weight 1/9 (the one published), and with the regulation's rounded 0.111, both to two decimals. */
  ikm: number | null;
  ikmWeight0111: number | null;
  grade: SkmGrade | null;
};

export type SkmServiceResult = IkmFigures & {
  service: SkmService;
  /** Requests finished in the period (the population the sample is drawn from); null where the portal cannot count them. */
  population: number | null;
  /** The least number of respondents for that population (Krejcie and Morgan, as the regulation's annex). */
  minimumSample: number | null;
  suggestions: { text: string; at: string }[];
};

export type SkmResults = { period: { key: string; label: string }; years: number[]; services: SkmServiceResult[] };

/** The request a survey link is for, as the survey page shows it. */
export type SkmInvitation = { code: string; service: SkmService; status: string; answered: boolean };

/** A survey answer as the super admin's list shows it (no personal data is asked beyond the optional four). */
export type SkmSuggestionItem = { id: string; service: SkmService; text: string; createdAt: string; published: boolean };

/** ?periode= of the results, the PDF and the CSV: anything unknown falls back to the current year. */
export const skmPeriodQuerySchema = z.object({ periode: z.string().trim().max(16).optional() });
export const skmInvitationQuerySchema = z.object({
  kode: z.string({ error: SKM_TEXT.errors.linkInvalid }).trim().min(1, SKM_TEXT.errors.linkInvalid).max(40, SKM_TEXT.errors.linkInvalid),
  t: z.string({ error: SKM_TEXT.errors.linkInvalid }).trim().min(1, SKM_TEXT.errors.linkInvalid).max(64, SKM_TEXT.errors.linkInvalid),
});
export const skmSuggestionPublishSchema = z.object({ published: z.boolean({ error: SKM_TEXT.errors.publishInvalid }) });
