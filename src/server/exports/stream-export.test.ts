import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bridges } from '../db/schema.ts';
import { fieldExport } from './stream-export.ts';

describe('fieldExport', () => {
  it('selects the fields in the order they are listed and reads each column from its own field', () => {
    const { query, columns } = fieldExport(
      { kondisi: [bridges.kondisi, 'Kondisi', 16], nama: [bridges.nama, 'Nama'], satu: [sql`1`, 'Satu', 6] },
      (select) => new QueryBuilder().select(select).from(bridges),
    );
    expect(query.sql).toBe('select "kondisi", "nama", 1 from "bridges"');
    expect(columns.map((c) => [c.header, c.width])).toEqual([
      ['Kondisi', 16],
      ['Nama', undefined],
      ['Satu', 6],
    ]);
    expect(columns.map((c) => c.value(['Baik', 'Jembatan Karema', 1]))).toEqual(['Baik', 'Jembatan Karema', 1]);
    expect(columns.map((c) => c.value([null, null]))).toEqual([null, null, null]);
  });

  it("shows a value through its field's show, where one is given", () => {
    const { columns } = fieldExport({ kondisi: [bridges.kondisi, 'Kondisi', 16, (v) => `(${String(v)})`] }, (select) =>
      new QueryBuilder().select(select).from(bridges),
    );
    expect(columns[0]!.value(['Baik'])).toBe('(Baik)');
  });
});
