import { guardFormulas } from '../../shared/csv-formula-guard.ts';

// The one CSV writer of the portal (docs/decisions/047, revising 019): the admin exports, the SKM
// answers, the PPID register and figures, the statistics, the bridges' open data and the import
// template all write their cells here.

export type CsvValue = string | number | null | undefined;

/** The byte order mark: Excel then reads the file as UTF-8 (names with é, –, …). */
export const CSV_BOM = '\uFEFF';

/**
 * One cell. A number is written bare, so a spreadsheet reads it as a number (a latitude of -2.6786
 * stays one); text is always quoted (RFC 4180: `,` `"` and line breaks inside are kept) and guarded
 * against formulas at every place a reader could start a cell (src/shared/csv-formula-guard.ts).
 */
export function csvCell(value: CsvValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${guardFormulas(value).replace(/"/g, '""')}"`;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export const csvRow = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole small file (a table of figures, a template): the BOM and its records. */
export const csvDocument = (rows: readonly (readonly CsvValue[])[]): string => CSV_BOM + rows.map(csvRow).join('');
