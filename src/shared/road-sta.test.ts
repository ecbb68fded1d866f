import { describe, expect, it } from 'vitest';
import { formatSta, parseSta } from './road-sta.ts';

describe('STA (stationing on a ruas)', () => {
  it('reads kilometres + three digits of metres', () => {
    expect(parseSta('0+000')).toBe(0);
    expect(parseSta('12+300')).toBe(12_300);
    expect(parseSta(' 7 + 050 ')).toBe(7_050);
  });

  it('refuses anything else', () => {
    for (const wrong of ['12+3000', '12+30', '12300', '12.300', '+300', '12+', 'a+300', '-1+000', '']) {
      expect(parseSta(wrong), wrong).toBeNull();
    }
  });

  it('writes metres as the engineers do', () => {
    expect(formatSta(0)).toBe('0+000');
    expect(formatSta(12_300)).toBe('12+300');
    expect(formatSta(7_050)).toBe('7+050');
    expect(parseSta(formatSta(45_999))).toBe(45_999);
  });
});
