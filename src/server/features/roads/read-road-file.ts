import { unguardFormulas } from '../../../shared/csv-formula-guard.ts';
import { ROAD_IMPORT_MAX_BYTES } from '../../../shared/constants.ts';
import { ROAD_IMPORT, ROAD_IMPORT_MAX_ROWS } from '../../../shared/roads-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { AppError } from '../../http/errors.ts';
import { geometryFromGeoJson, geometryFromWkt, type GeometryResult } from './road-geometry.ts';

const T = ROAD_IMPORT;

/** One ruas of the file: its number (a CSV's line as a spreadsheet shows it, a GeoJSON's feature from 1), its fields, its line. */
export type RoadFileRow = { row: number; cells: Map<string, string>; geometry: GeometryResult };
export type RoadFile = { format: 'geojson' | 'csv'; columns: Set<string>; rows: RoadFileRow[] };

// "No Ruas" typed by hand reads as no_ruas; the BOM of a UTF-8 CSV is not part of the first name.
const columnName = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s.]+/g, '_');

const tooManyRows = (rows: number) =>
  new AppError(
    'VALIDATION',
    fillText(T.tooManyRows, { rows: rows.toLocaleString('id-ID'), max: ROAD_IMPORT_MAX_ROWS.toLocaleString('id-ID') }),
  );

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function readGeoJson(text: string): RoadFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', T.brokenJson);
  }
  const collection = parsed as { type?: unknown; features?: unknown };
  if (!collection || typeof collection !== 'object' || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new AppError('VALIDATION', T.notFeatureCollection);
  }
  const features = collection.features as unknown[];
  if (features.length > ROAD_IMPORT_MAX_ROWS) throw tooManyRows(features.length);
  const columns = new Set<string>(['geometry']);
  const rows = features.map((feature, i): RoadFileRow => {
    const f = (feature && typeof feature === 'object' ? feature : {}) as { properties?: unknown; geometry?: unknown };
    const cells = new Map<string, string>();
    if (f.properties && typeof f.properties === 'object') {
      for (const [key, value] of Object.entries(f.properties)) {
        const name = columnName(key);
        columns.add(name);
        if (!cells.has(name)) cells.set(name, cellText(value));
      }
    }
    return { row: i + 1, cells, geometry: geometryFromGeoJson(f.geometry) };
  });
  return { format: 'geojson', columns, rows };
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** RFC 4180 records (quoted fields may hold the delimiter, "" and line breaks), copied in slices. */
function csvRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let fieldStart = true;
  const d = delimiter.charCodeAt(0);
  let i = 0;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE && fieldStart) {
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) throw new AppError('VALIDATION', T.brokenCsv);
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
      if (records.length > ROAD_IMPORT_MAX_ROWS + 1) throw tooManyRows(records.length - 1);
      record = [];
      field = '';
      fieldStart = true;
      i += ch === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    } else {
      let j = i + 1;
      for (; j < text.length; j++) {
        const c = text.charCodeAt(j);
        if (c === d || c === LF || c === CR) break;
      }
      field += text.slice(i, j);
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

/** Indonesian Excel saves "CSV" with semicolons: the header line tells which (WKT's commas are inside quotes). */
function delimiterOf(text: string): string {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

function readCsv(text: string): RoadFile {
  const records = csvRecords(text, delimiterOf(text));
  const header = records[0];
  if (!header || header.every((v) => v.trim() === '')) throw new AppError('VALIDATION', T.empty);
  const names = header.map(columnName);
  const columns = new Set(names.filter((n) => n !== ''));
  const rows: RoadFileRow[] = [];
  records.slice(1).forEach((values, i) => {
    if (values.every((v) => v.trim() === '')) return; // a blank line, as Excel leaves at the end
    const cells = new Map<string, string>();
    names.forEach((name, c) => {
      if (name !== '' && !cells.has(name)) cells.set(name, unguardFormulas(values[c] ?? '').trim());
    });
    rows.push({ row: i + 2, cells, geometry: geometryFromWkt(cells.get('geometry') ?? '') });
  });
  return { format: 'csv', columns, rows };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The uploaded register file: size first (413, before a byte is decoded), then GeoJSON when the text
 * opens with "{", CSV otherwise; anything that is not UTF-8 text is 415. Never throws anything but
 * AppError, so a malformed file is a clear message, not a 500.
 */
export async function readRoadFile(file: File): Promise<RoadFile> {
  if (file.size > ROAD_IMPORT_MAX_BYTES) {
    throw new AppError('TOO_LARGE', fillText(T.tooLarge, { mb: ROAD_IMPORT_MAX_BYTES / (1024 * 1024) }));
  }
  let text: string;
  try {
    text = utf8.decode(new Uint8Array(await file.arrayBuffer()));
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', T.wrongType);
  }
  // Text files hold no NUL or other C0 controls besides tab and line breaks: this is a binary file.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw new AppError('UNSUPPORTED_TYPE', T.wrongType);
  text = text.replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start === '') throw new AppError('VALIDATION', T.empty);
  return start.startsWith('{') ? readGeoJson(start) : readCsv(text);
}
