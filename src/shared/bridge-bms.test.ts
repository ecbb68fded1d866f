import { describe, expect, it } from 'vitest';
import { kondisiFromNk, NK_MEANING, nkFromKondisi, NK_VALUES } from './bridge-bms.ts';
import { BRIDGE_PAGE } from './bridge-page-strings.ts';
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

describe('NK meanings and the kondisi categories agree (issue 38)', () => {
  it.each(NK_VALUES)('NK %i names no kondisi but its own', (nk) => {
    for (const other of KONDISI.filter((k) => k !== kondisiFromNk(nk)))
      expect(NK_MEANING[nk]).not.toMatch(new RegExp(`\\b${other}\\b`, 'i'));
  });

  it('names NK 3–5 by the category they give, as the public note does', () => {
    for (const nk of [3, 4, 5] as const) expect(NK_MEANING[nk].toLowerCase()).toContain(kondisiFromNk(nk).toLowerCase());
    for (const nk of NK_VALUES.slice(1)) expect(BRIDGE_PAGE.kondisiNote).toContain(`${nk === 1 ? '0–1' : nk} ${kondisiFromNk(nk)}`);
  });
});
