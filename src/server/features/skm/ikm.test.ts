import { describe, expect, it } from 'vitest';
import { computeIkm, ikmGrade, minimumSample } from './ikm.ts';

describe('IKM (PermenPANRB 14/2017)', () => {
  it('reproduces a published quarterly IKM: 29 respondents, 91.48 with the weight 1/9', () => {
    // Published worked example (a Kementerian Agama office's Triwulan III report, kept in
    // rennn9/GASPUL_BACKEND "rumus_perhitungan_ikm_lengkap.md"): totals per element U1…U9 and
    // NRR 3.6207, 3.4828, 3.4483, 4.0000, 3.5172, 3.6207, 3.6552, 3.6207, 3.9655; IKM 91.48.
    const sums = [105, 101, 100, 116, 102, 105, 106, 105, 115];
    const result = computeIkm(sums, 29);
    expect(result.nrr.map((v) => v.toFixed(4))).toEqual([
      '3.6207',
      '3.4828',
      '3.4483',
      '4.0000',
      '3.5172',
      '3.6207',
      '3.6552',
      '3.6207',
      '3.9655',
    ]);
    expect(result.ikm).toBe(91.48);
    // With the annex's rounded weight 0.111: 32.9311 × 0.111 × 25 = 91.38.
    expect(result.ikmWeight0111).toBe(91.38);
    expect(result.grade).toBe('A');
    expect(result.respondents).toBe(29);
  });

  it('by hand: two respondents, every element 3 and 2 → NRR 2.5, IKM 62.50, grade D', () => {
    const result = computeIkm(Array(9).fill(5), 2);
    expect(result.nrr).toEqual(Array(9).fill(2.5));
    expect(result.ikm).toBe(62.5);
    expect(result.ikmWeight0111).toBe(62.44);
    expect(result.grade).toBe('D');
  });

  it('grades on the regulation’s intervals, at their edges', () => {
    expect(ikmGrade(100)).toBe('A');
    expect(ikmGrade(88.31)).toBe('A');
    expect(ikmGrade(88.3)).toBe('B');
    expect(ikmGrade(76.61)).toBe('B');
    expect(ikmGrade(76.6)).toBe('C');
    expect(ikmGrade(65)).toBe('C');
    expect(ikmGrade(64.99)).toBe('D');
    expect(ikmGrade(25)).toBe('D');
  });

  it('has no index without respondents', () => {
    expect(computeIkm(Array(9).fill(0), 0)).toMatchObject({ respondents: 0, ikm: null, ikmWeight0111: null, grade: null });
  });

  it('rounds half up on the exact fraction: 3 respondents all 4 except one 3 in one element', () => {
    // Σ = 9 × 12 − 1 = 107; 107 × 25 / 27 = 99.074… → 99.07.
    const sums = [11, 12, 12, 12, 12, 12, 12, 12, 12];
    expect(computeIkm(sums, 3).ikm).toBe(99.07);
  });

  it('gives the Krejcie–Morgan minimum sample of the regulation’s annex table', () => {
    expect(minimumSample(10)).toBe(10);
    expect(minimumSample(50)).toBe(44);
    expect(minimumSample(100)).toBe(80);
    expect(minimumSample(1000)).toBe(278);
    expect(minimumSample(1_000_000)).toBe(384);
    expect(minimumSample(0)).toBeNull();
  });
});
