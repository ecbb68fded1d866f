import type ExcelJS from 'exceljs';
import { openDataText } from '../../../shared/bridge-open-data.ts';
import { fileTypeFromBuffer } from 'file-type';
import { BRIDGE_IMPORT, BRIDGE_IMPORT_MAX_ROWS } from '../../../shared/bridge-import-strings.ts';
import { BRIDGE_IMPORT_MAX_BYTES } from '../../../shared/constants.ts';
import { fillText } from '../../../shared/strings.ts';
import { AppError } from '../../http/errors.ts';

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

/**
 * RFC 4180 records: quoted fields may hold the delimiter, "" and line breaks; CRLF, LF or CR end a
 * record. One pass, no regular expressions, so 10 MB is read in well under a second.
 */
export function parseCsvRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === delimiter) {
      record.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      if (records.length > BRIDGE_IMPORT_MAX_ROWS + 1) throw tooManyRows(countLines(text));
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) throw new AppError('VALIDATION', T.brokenCsv);
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

async function readXlsx(data: Uint8Array): Promise<Sheet> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  } catch {
    throw new AppError('VALIDATION', T.brokenXlsx);
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw new AppError('VALIDATION', T.empty);
  if (sheet.actualRowCount > BRIDGE_IMPORT_MAX_ROWS + 1) throw tooManyRows(sheet.actualRowCount - 1);
  const table: Array<{ row: number; values: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const values: string[] = [];
    // ExcelJS numbers cells from 1; a missing cell is an empty one.
    for (let c = 1; c <= r.cellCount; c++) values.push(xlsxText(r.getCell(c).value));
    table.push({ row: r.number, values });
  });
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
