// The community satisfaction survey (SKM) of PermenPANRB 14/2017 (issue 16, items 1–3;
// docs/decisions/028-skm.md). Nine elements, each answered on the regulation's four-point scale.

/** The services a respondent can rate: the portal's four, as the office names them. */
export const SKM_SERVICES = ['sirekanan', 'ujilab', 'lapor-kerusakan', 'jembatantif'] as const;
export type SkmService = (typeof SKM_SERVICES)[number];

export const SKM_ELEMENT_COUNT = 9;
/** The answers' column names, u1 … u9, in the regulation's order of elements. */
export const SKM_ELEMENT_KEYS = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9'] as const;

export const SKM_GENDERS = ['Laki-laki', 'Perempuan'] as const;
export const SKM_EDUCATION = ['SD ke bawah', 'SMP', 'SMA/SMK', 'D1–D3', 'D4/S1', 'S2 ke atas'] as const;
export const SKM_OCCUPATIONS = ['PNS/TNI/Polri', 'Pegawai swasta', 'Wiraswasta/usahawan', 'Pelajar/mahasiswa', 'Lainnya'] as const;
export const SKM_SUGGESTION_MAX = 1000;

/**
 * A reporting period: a year (`2026`), a semester (`2026-S1`) or a quarter (`2026-TW3`), in WITA.
 * Anything else is null and the caller falls back to the current year.
 */
export type SkmPeriod = {
  key: string;
  kind: 'tahun' | 'semester' | 'triwulan';
  year: number;
  part: number;
  startMonth: number;
  months: number;
};

export function parseSkmPeriod(value: string | null | undefined): SkmPeriod | null {
  const m = /^(\d{4})(?:-(S|TW)([1-4]))?$/.exec((value ?? '').trim().toUpperCase());
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2100) return null;
  if (!m[2]) return { key: `${year}`, kind: 'tahun', year, part: 1, startMonth: 1, months: 12 };
  const part = Number(m[3]);
  if (m[2] === 'S')
    return part <= 2 ? { key: `${year}-S${part}`, kind: 'semester', year, part, startMonth: part === 1 ? 1 : 7, months: 6 } : null;
  return { key: `${year}-TW${part}`, kind: 'triwulan', year, part, startMonth: (part - 1) * 3 + 1, months: 3 };
}

const SKM_PERIOD_TEXT = {
  year: (y: number) => `Tahun ${y}`,
  semester: (r: string, y: number) => `Semester ${r} ${y}`,
  quarter: (r: string, y: number) => `Triwulan ${r} ${y}`,
};

export function skmPeriodLabel(p: SkmPeriod): string {
  const roman = ['I', 'II', 'III', 'IV'][p.part - 1];
  if (p.kind === 'tahun') return SKM_PERIOD_TEXT.year(p.year);
  if (p.kind === 'semester') return SKM_PERIOD_TEXT.semester(roman!, p.year);
  return SKM_PERIOD_TEXT.quarter(roman!, p.year);
}

/** The periods a year offers, for the period picker: the year, its two semesters, its four quarters. */
export function skmPeriodsOf(year: number): SkmPeriod[] {
  return [`${year}`, `${year}-S1`, `${year}-S2`, `${year}-TW1`, `${year}-TW2`, `${year}-TW3`, `${year}-TW4`].map((k) => parseSkmPeriod(k)!);
}

export type SkmGrade = 'A' | 'B' | 'C' | 'D';

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

/** What /skm knows about its link, read with the page: the invitation, or why the link is no good (in Indonesian). */
export type SkmInvitationAnswer = { invitation: SkmInvitation } | { invalid: string };

/** A survey answer as the super admin's list shows it (no personal data is asked beyond the optional four). */
export type SkmSuggestionItem = { id: string; service: SkmService; text: string; createdAt: string; published: boolean };
