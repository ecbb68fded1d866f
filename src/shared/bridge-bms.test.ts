import { describe, expect, it } from 'vitest';
import { kondisiFromNk, nkFromKondisi, NK_VALUES } from './bridge-bms.ts';
import { KONDISI } from './constants.ts';

describe('kondisiFromNk (ADR 031)', () => {
  it.each([
    [0, 'Baik'],
    [1, 'Baik'],
    [2, 'Perlu Perhatian'],
    [3, 'Rusak Ringan'],
    [4, 'Rusak Berat'],
    [5, 'Kritis'],
  ] as const)('NK %i is %s', (nk, kondisi) => {
    expect(kondisiFromNk(nk)).toBe(kondisi);
  });

  it('gives one of the five public values for every score', () => {
    for (const nk of NK_VALUES) expect(KONDISI).toContain(kondisiFromNk(nk));
  });

  it('round-trips every kondisi through the score it stands for', () => {
    for (const kondisi of KONDISI) expect(kondisiFromNk(nkFromKondisi(kondisi))).toBe(kondisi);
    expect(KONDISI.map(nkFromKondisi)).toEqual([1, 2, 3, 4, 5]);
  });
});
