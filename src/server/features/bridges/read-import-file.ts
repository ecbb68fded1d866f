import type ExcelJS from 'exceljs';
import { openDataText } from '../../../shared/bridge-open-data.ts';
import { fileTypeFromBuffer } from 'file-type';
import { BRIDGE_IMPORT, BRIDGE_IMPORT_MAX_CELL_CHARS, BRIDGE_IMPORT_MAX_ROWS } from '../../../shared/bridge-import-strings.ts';
import { BRIDGE_IMPORT_MAX_BYTES } from '../../../shared/constants.ts';
import { fillText } from '../../../shared/strings.ts';
import { AppError } from '../../http/errors.ts';
import { xlsxPartsStream } from './xlsx-parts.ts';

const T = BRIDGE_IMPORT;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A data row of the file: its number as the spreadsheet shows it (the header is row 1) and its cells by header. */
export type SheetRow = { row: number; cells: Map<string, string> };
/** The file's header names (trimmed, lower case) and its non-empty data rows. */
export type Sheet = { columns: Set<string>; rows: SheetRow[] };

// "Ruas Jalan" typed by hand reads as ruas_jalan; the BOM of a UTF-8 CSV is not part of the first name.
const columnName = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');

/**
 * An export protects text a spreadsheet would run as a formula with an apostrophe (ADR 047:
 * src/shared/csv-formula-guard.ts); read back, "'-2.67" is the latitude -2.67 again.
 */
const cellText = (v: string) => openDataText(v).trim();

const tooManyRows = (rows: number) =>
  new AppError(
    'VALIDATION',
    fillText(T.tooManyRows, { rows: rows.toLocaleString('id-ID'), max: BRIDGE_IMPORT_MAX_ROWS.toLocaleString('id-ID') }),
  );

const cellTooLong = (row: number) =>
  new AppError('VALIDATION', fillText(T.cellTooLong, { row, max: BRIDGE_IMPORT_MAX_CELL_CHARS.toLocaleString('id-ID') }));

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * RFC 4180 records: quoted fields may hold the delimiter, "" and line breaks; CRLF, LF or CR end a
 * record. One pass that copies text in slices, never character by character, and refuses a cell
 * longer than BRIDGE_IMPORT_MAX_CELL_CHARS as soon as it gets there (issue 33, item 8: a 9 MB field
 * held the event loop for 7.7 s), so 10 MB is read in well under a second.
 */
export function parseCsvRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let fieldStart = true;
  let i = 0;
  const n = text.length;
  const d = delimiter.charCodeAt(0);
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE && fieldStart) {
      // A quoted part: up to the next quote, a doubled quote being one quote of the text.
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) throw new AppError('VALIDATION', T.brokenCsv);
        if (field.length + q - from > BRIDGE_IMPORT_MAX_CELL_CHARS) throw cellTooLong(records.length + 1);
        field += text.slice(from, q);
        if (text.charCodeAt(q + 1) !== QUOTE) {
          i = q + 1;
          break;
        }
        field += '"';
        from = q + 2;
      }
      fieldStart = false;
    } else if (ch === d) {
      record.push(field);
      field = '';
      fieldStart = true;
      i++;
    } else if (ch === LF || ch === CR) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStart = true;
      i += ch === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      if (records.length > BRIDGE_IMPORT_MAX_ROWS + 1) throw tooManyRows(countLines(text));
    } else {
      // Plain text up to the next delimiter or line break, read no further than the cell may be long.
      const stop = Math.min(n, i + BRIDGE_IMPORT_MAX_CELL_CHARS + 1 - field.length);
      let j = i + 1;
      for (; j < stop; j++) {
        const c = text.charCodeAt(j);
        if (c === d || c === LF || c === CR) break;
      }
      field += text.slice(i, j);
      if (field.length > BRIDGE_IMPORT_MAX_CELL_CHARS) throw cellTooLong(records.length + 1);
      fieldStart = false;
      i = j;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Roughly the records of a file too long to parse whole: said in the message, never relied on. */
function countLines(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return Math.max(lines - 1, BRIDGE_IMPORT_MAX_ROWS + 1);
}

/** Indonesian Excel saves "CSV" with semicolons (the comma is its decimal mark): the header line tells which. */
function delimiterOf(text: string): string {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

function sheetOf(table: Array<{ row: number; values: string[] }>): Sheet {
  const header = table[0];
  if (!header || header.row !== 1 || header.values.every((v) => v.trim() === '')) throw new AppError('VALIDATION', T.noHeader);
  const names = header.values.map(columnName);
  const columns = new Set(names.filter((n) => n !== ''));
  const rows: SheetRow[] = [];
  for (const { row, values } of table.slice(1)) {
    if (values.every((v) => v.trim() === '')) continue; // a blank line, as Excel leaves at the end
    const cells = new Map<string, string>();
    names.forEach((name, i) => {
      // The first of two columns with one name counts.
      if (name !== '' && !cells.has(name)) cells.set(name, cellText(values[i] ?? ''));
    });
    rows.push({ row, cells });
  }
  if (rows.length > BRIDGE_IMPORT_MAX_ROWS) throw tooManyRows(rows.length);
  return { columns, rows };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function readCsv(data: Uint8Array): Sheet {
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', T.wrongType);
  }
  // Text files do not hold NUL or other C0 controls besides tab and line breaks: this is a binary file named .csv.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw new AppError('UNSUPPORTED_TYPE', T.wrongType);
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new AppError('VALIDATION', T.empty);
  const records = parseCsvRecords(text, delimiterOf(text));
  return sheetOf(records.map((values, i) => ({ row: i + 1, values })));
}

/** A cell as the text a person sees: numbers in plain notation, dates as YYYY-MM-DD, formulas by their result. */
function xlsxText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return xlsxText((value as ExcelJS.CellFormulaValue).result ?? null);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

type NamedSheet = { name?: string };
type WorkbookModel = { model?: { sheets?: NamedSheet[] } };

/**
 * The first sheet, read row by row as it is unpacked (issue 33, item 8: a whole workbook of a million
 * rows loaded at once took the worker's heap): refused at the first data row past the limit and at
 * the first cell past BRIDGE_IMPORT_MAX_CELL_CHARS, the rest never read.
 */
async function readXlsx(data: Uint8Array): Promise<Sheet> {
  const parts = await xlsxPartsStream(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(parts, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // a cell's number format tells a date from a number
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const table: Array<{ row: number; values: string[] }> = [];
  let found = false;
  try {
    for await (const sheet of reader) {
      // The first sheet in the workbook's order (the tab a person sees first), not the first part in the zip.
      const first = (reader as unknown as WorkbookModel).model?.sheets?.[0]?.name;
      if (first !== undefined && (sheet as unknown as NamedSheet).name !== first) continue;
      found = true;
      let dataRows = 0;
      for await (const r of sheet) {
        if (!r.hasValues) continue;
        const values: string[] = [];
        // ExcelJS numbers cells from 1; a missing cell is an empty one.
        for (let c = 1; c <= r.cellCount; c++) {
          const text = xlsxText(r.getCell(c).value);
          if (text.length > BRIDGE_IMPORT_MAX_CELL_CHARS) throw cellTooLong(r.number);
          values.push(text);
        }
        if (r.number > 1 && ++dataRows > BRIDGE_IMPORT_MAX_ROWS) {
          throw new AppError('VALIDATION', fillText(T.tooManyRowsAtLeast, { max: BRIDGE_IMPORT_MAX_ROWS.toLocaleString('id-ID') }));
        }
        table.push({ row: r.number, values });
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('VALIDATION', T.brokenXlsx);
  } finally {
    parts.destroy();
  }
  if (!found || table.length === 0) throw new AppError('VALIDATION', T.empty);
  return sheetOf(table);
}

/**
 * The uploaded file as a table: size first (413), then its real type from the content (an .xlsx is
 * a zip with a workbook in it; a CSV must be UTF-8 text), 415 for anything else. Never throws
 * anything but AppError, so a malformed file is a clear message, not a 500.
 */
export async function readImportFile(file: File): Promise<Sheet> {
  if (file.size > BRIDGE_IMPORT_MAX_BYTES) {
    throw new AppError('TOO_LARGE', fillText(T.tooLarge, { mb: BRIDGE_IMPORT_MAX_BYTES / (1024 * 1024) }));
  }
  const data = new Uint8Array(await file.arrayBuffer());
  if (data.byteLength === 0) throw new AppError('VALIDATION', T.empty);
  const sniffed = await fileTypeFromBuffer(data).catch(() => undefined);
  if (sniffed?.mime === XLSX_MIME) return readXlsx(data);
  // file-type knows binary formats only; text (a CSV) has no magic number.
  if (sniffed) throw new AppError('UNSUPPORTED_TYPE', T.wrongType);
  return readCsv(data);
}
