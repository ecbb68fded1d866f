import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { indexedWord, searchWords } from './search-words.ts';

/** A database whose pg_stats holds `sample` for every column (null: not analysed yet), counting its reads. */
function statsDb(sample: string[] | null) {
  const reads: unknown[][] = [];
  const db = {
    $client: {
      query: (_text: string, values: unknown[]) => {
        reads.push(values);
        return Promise.resolve({ rows: sample ? [{ v: sample }] : [] });
      },
    },
  } as unknown as Db;
  return { db, reads };
}

// A hundred citizens as pg_stats samples them: every name holds 'warga', few hold a given number.
const CITIZENS = Array.from({ length: 100 }, (_, i) => `Warga ${i * 997 + 3}`);

describe('searchWords', () => {
  it("takes pg_trgm's words of three letters or digits or more, lower case, once each", () => {
    expect(searchWords('Warga 1234')).toEqual(['warga', '1234']);
    expect(searchWords('SRK-2026-0004D2')).toEqual(['srk', '2026', '0004d2']);
    expect(searchWords('km 12 poros POROS')).toEqual(['poros']);
    expect(searchWords('Jl. Ahmad Yani')).toEqual(['ahmad', 'yani']);
  });
});

describe('indexedWord', () => {
  it('asks the index for the rare word of a name and a number', async () => {
    const { db } = statsDb(CITIZENS);
    expect(await indexedWord(db, [{ table: 'profiles', column: 'full_name' }], 'Warga 1234')).toBe('1234');
  });

  it('keeps the whole text when every word is common, when there is one word, or no statistics yet', async () => {
    const { db } = statsDb(CITIZENS.map((c) => `${c} contoh`));
    expect(await indexedWord(db, [{ table: 'profiles', column: 'full_name' }], 'warga contoh')).toBe('warga contoh');
    expect(await indexedWord(db, [{ table: 'profiles', column: 'email' }], 'Warga')).toBe('Warga');
    const fresh = statsDb(null);
    expect(await indexedWord(fresh.db, [{ table: 'sirekanan_requests', column: 'search_text' }], 'Warga 1234')).toBe('Warga 1234');
  });

  it('of two rare words takes the longer one, and reads the statistics of a column once, not per search', async () => {
    const { db, reads } = statsDb(CITIZENS);
    const columns = [{ table: 'pengajuan_uji', column: 'search_text' }];
    expect(await indexedWord(db, columns, 'Daeng Matasa')).toBe('matasa');
    expect(await indexedWord(db, columns, 'Warga 1234')).toBe('1234');
    expect(reads).toEqual([['pengajuan_uji', 'search_text']]);
  });
});
