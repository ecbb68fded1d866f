import {
  BRIDGE_IMPORT,
  BRIDGE_IMPORT_COLUMN_HELP,
  BRIDGE_IMPORT_COLUMNS,
  BRIDGE_IMPORT_READ_ONLY,
  type BridgeImportColumn,
} from '../../../shared/bridge-import-strings.ts';
import { csvDocument } from '../../exports/csv.ts';

const T = BRIDGE_IMPORT;

// The template has the columns one fills in; the read-only ones of an export may stay in an uploaded file.
const readOnly = new Set<string>(BRIDGE_IMPORT_READ_ONLY);
const TEMPLATE_COLUMNS = BRIDGE_IMPORT_COLUMNS.filter((c) => !readOnly.has(c));

/** One row that shows each column's form; its nama starts with CONTOH, and an import refuses it until removed. */
const EXAMPLE: Partial<Record<BridgeImportColumn, string | number>> = {
  id: '',
  nama: T.exampleName,
  lokasi: 'Kalukku, Mamuju',
  kabupaten: 'Mamuju',
  ruas_jalan: '012 Mamuju – Kalukku',
  status_jalan: 'provinsi',
  no_ruas: '',
  sta: '',
  tahun_bangun: 2015,
  tipe: 'Beton bertulang',
  kondisi: 'Baik',
  latitude: -2.6786,
  longitude: 118.8885,
  panjang_m: 45.5,
  lebar_m: 7,
  jumlah_bentang: 3,
};

/** GET /api/bridges/import/template?format=csv|xlsx: the header row and the example row. */
export async function bridgeImportTemplate(
  format: 'csv' | 'xlsx',
): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const headers = {
    'content-disposition': `attachment; filename="${T.templateFile}.${format}"`,
    'cache-control': 'private, no-store',
  };
  if (format === 'csv') {
    // The BOM makes Excel read the file as UTF-8 (the en dash of the example's ruas jalan).
    const text = csvDocument([TEMPLATE_COLUMNS, TEMPLATE_COLUMNS.map((c) => EXAMPLE[c] ?? '')]);
    return { body: new TextEncoder().encode(text), headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' } };
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(T.templateSheet);
  sheet.columns = TEMPLATE_COLUMNS.map((c) => ({ header: c, key: c, width: c === 'nama' ? 48 : c === 'ruas_jalan' ? 24 : 16 }));
  sheet.getRow(1).font = { bold: true };
  const example = sheet.addRow(TEMPLATE_COLUMNS.map((c) => EXAMPLE[c] ?? ''));
  example.font = { italic: true, color: { argb: 'FF64748B' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // The second sheet explains; an import reads only the first.
  const help = book.addWorksheet(T.templateHelpSheet);
  help.columns = [
    { header: T.columnName, width: 28 },
    { header: T.columnHelp, width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of BRIDGE_IMPORT_COLUMNS) help.addRow([c, BRIDGE_IMPORT_COLUMN_HELP[c]]);
  const buffer = await book.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  };
}
