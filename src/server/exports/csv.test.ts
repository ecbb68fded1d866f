import { describe, expect, it } from 'vitest';
import { guardFormulas, unguardFormulas } from '../../shared/csv-formula-guard.ts';
import { formulaCells, parseCsv, spreadsheetCells } from '../test/csv.ts';
import { csvCell, csvDocument, csvRow } from './csv.ts';

// Issue 33, item 6: Indonesian Excel splits a comma file at `;`, so every piece of a cell is guarded.
const HOSTILE = [
  'Ruas;=HYPERLINK("http://x","klik")',
  'a,=1+1',
  '@SUM(A1)',
  '-2+3',
  '+62 812 3456',
  'baris satu\n=1+1',
  'baris satu\r\n-1+1',
  'Jl. Poros; "=cmd|\' /C calc\'!A0"',
  'a;  @x',
  '\t=1',
  'tab\t=1',
  '\r=1',
  "'=sudah berapostrof",
  "a;''+1",
  '=',
];

describe('csvCell', () => {
  it('leaves no piece that a spreadsheet runs as a formula, split at , or at ;', () => {
    const file = csvDocument([['nama', 'lokasi'], ...HOSTILE.map((v) => [v, `x${v}`]), HOSTILE]);
    expect(formulaCells(file)).toEqual([]);
    // What each separator makes of a hostile row, written with the old writer's rule (quotes, an apostrophe at the start only).
    const old = (v: string) => `"${(/^[=+\-@\t\r]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;
    expect(spreadsheetCells(`${old('x')},${old(HOSTILE[0]!)}\r\n`, ';')[1]).toMatch(/^=HYPERLINK/);
    expect(formulaCells(HOSTILE.map(old).join(','))).not.toEqual([]);
  });

  it('reads back exactly, cell by cell, for a reader that splits at , as RFC 4180 says', () => {
    const values = [...HOSTILE, 'Jembatan Salu Mapa', 'Mamuju – Kalumpang', 'Kalukku, Mamuju', 'a "b" c', '-2.67', '-', ''];
    const [row] = parseCsv(csvRow(values), { strict: true });
    expect(row!.map(unguardFormulas)).toEqual(values);
  });

  it('numbers stay numbers: bare, a negative one without an apostrophe; text always quoted', () => {
    expect(csvRow([-2.6786, 118.8885, 0, 2015, null, undefined, Number.NaN])).toBe('-2.6786,118.8885,0,2015,,,\r\n');
    expect(csvCell('-2.6786')).toBe('"-2.6786"');
    expect(csvCell('Baik')).toBe('"Baik"');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('Ruas;=HYPERLINK("x")')).toBe(`"Ruas;'=HYPERLINK(""x"")"`);
    expect(csvCell('a; -2.5; -2+3')).toBe(`"a; -2.5; '-2+3"`);
    expect(csvDocument([['a']])).toBe('\uFEFF"a"\r\n');
  });
});

describe('guardFormulas / unguardFormulas', () => {
  it('are each other’s inverse, for any text', () => {
    const alphabet = ['a', '1', '-', '=', '+', '@', "'", '"', ' ', ',', ';', '\t', '\r', '\n', '.', '2'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 20_000; n++) {
      let s = '';
      const len = next() % 9;
      for (let k = 0; k < len; k++) s += alphabet[next() % alphabet.length];
      expect(unguardFormulas(guardFormulas(s)), JSON.stringify(s)).toBe(s);
    }
  });

  it('reads the files the old writer made: one apostrophe at the start', () => {
    expect(unguardFormulas("'-2.67")).toBe('-2.67');
    expect(unguardFormulas('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(unguardFormulas("'-2,5")).toBe('-2,5');
    expect(unguardFormulas("O'Brien")).toBe("O'Brien");
  });
});
