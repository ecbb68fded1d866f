import { describe, expect, it } from 'vitest';
import { searchWord } from './paging.ts';

describe('searchWord (issue 41)', () => {
  it('keeps a text with three letters or digits in a row, and drops a shorter one', () => {
    expect(searchWord('mamuju')).toBe('mamuju');
    expect(searchWord('km 12')).toBe('');
    expect(searchWord('km 123')).toBe('km 123');
    expect(searchWord('Ülü')).toBe('Ülü');
    expect(searchWord('ab')).toBe('');
    expect(searchWord('a-b-c')).toBe('');
    expect(searchWord('')).toBe('');
  });
});
