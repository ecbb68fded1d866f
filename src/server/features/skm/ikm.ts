import { SKM_ELEMENT_COUNT, type IkmFigures, type SkmGrade } from '../../../shared/skm.ts';

// The index of PermenPANRB 14/2017 (docs/decisions/028-skm.md):
//   NRR per element = Σ scores of that element / respondents
//   IKM = (Σ NRR × weight) × 25, weight = 1/9 for nine equally weighted elements.
// The regulation's annex writes the weight rounded as 0.111; that figure is computed beside it.

/** Half-up to two decimals, on the exact fraction rather than a float that may sit just below .5. */
const round2 = (numerator: number, denominator: number) => Math.round((numerator * 100) / denominator + 1e-9) / 100;

/** Mutu pelayanan from the IKM to two decimals (the regulation's intervals). */
export function ikmGrade(ikm: number): SkmGrade {
  if (ikm >= 88.31) return 'A';
  if (ikm >= 76.61) return 'B';
  if (ikm >= 65) return 'C';
  return 'D';
}

/** From the sum of scores per element (u1 … u9) and the number of respondents. */
export function computeIkm(sums: readonly number[], respondents: number): IkmFigures {
  if (sums.length !== SKM_ELEMENT_COUNT) throw new Error(`expected ${SKM_ELEMENT_COUNT} sums`);
  if (respondents <= 0) return { respondents: 0, nrr: sums.map(() => 0), ikm: null, ikmWeight0111: null, grade: null };
  const total = sums.reduce((a, b) => a + b, 0);
  // Σ NRR × 1/9 × 25 = Σ sums × 25 / (9 n): integers until the one division.
  const ikm = round2(total * 25, SKM_ELEMENT_COUNT * respondents);
  const ikmWeight0111 = round2(total * 111 * 25, respondents * 1000);
  return { respondents, nrr: sums.map((s) => s / respondents), ikm, ikmWeight0111, grade: ikmGrade(ikm) };
}

/**
 * The least sample for a population of N (Krejcie and Morgan 1970, the table in the regulation's
 * annex): s = χ² N P(1−P) / (d² (N−1) + χ² P(1−P)), χ² = 3.841, P = 0.5, d = 0.05, rounded as the table rounds.
 */
export function minimumSample(population: number): number | null {
  if (population <= 0) return null;
  const chi = 3.841;
  return Math.round((chi * population * 0.25) / (0.0025 * (population - 1) + chi * 0.25));
}
