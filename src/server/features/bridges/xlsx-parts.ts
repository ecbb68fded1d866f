import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  BRIDGE_IMPORT,
  BRIDGE_IMPORT_MAX_SHARED_STRINGS_BYTES,
  BRIDGE_IMPORT_MAX_UNZIPPED_BYTES,
} from '../../../shared/bridge-import-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { AppError } from '../../http/errors.ts';

// The parts of an uploaded .xlsx that the import reads, checked before exceljs sees them (issue 33,
// item 8; docs/decisions/047). An upload of 10 MB can unpack to gigabytes (a zip bomb), and exceljs'
// streaming reader trusts the zip: it inflates without a bound, caches all shared strings, and writes
// every sheet that comes before the shared strings (Excel's own order) to a temporary file. So:
//  - only the workbook, its relations, the styles (dates), the shared strings and the sheets are read;
//  - each is inflated once here, counting bytes, and refused past BRIDGE_IMPORT_MAX_UNZIPPED_BYTES in
//    all (the shared strings past BRIDGE_IMPORT_MAX_SHARED_STRINGS_BYTES) without keeping the output;
//  - they are handed on as a new zip stream with the sizes now known, the shared strings (an empty
//    table when the file has none) before the sheets, so the reader streams the sheet straight
//    through and may stop at the row limit.

const T = BRIDGE_IMPORT;
const broken = () => new AppError('VALIDATION', T.brokenXlsx);
const tooBig = () =>
  new AppError('VALIDATION', fillText(T.tooLargeUnzipped, { mb: Math.round(BRIDGE_IMPORT_MAX_UNZIPPED_BYTES / (1024 * 1024)) }));

const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** More entries than any workbook has: a file made to make the loop long. */
const MAX_ENTRIES = 10_000;
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

type Part = { name: string; method: number; crc: number; data: Buffer; size: number };

/** The central directory's entries: name, method, sizes and where the data starts. */
function entriesOf(zip: Buffer) {
  // The end-of-central-directory record: 22 bytes and a comment of up to 65,535 at the end.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw broken();
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES) throw broken();
  const entries: Array<{ name: string; method: number; crc: number; compressed: number; size: number; start: number }> = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw broken();
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw broken();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    // ZIP64 sizes (0xFFFFFFFF) do not occur in a workbook of 10 MB.
    if (start + compressed > zip.length || compressed === 0xffffffff || size === 0xffffffff) throw broken();
    entries.push({ name, method, crc, compressed, size, start });
  }
  return entries;
}

/** The bytes an entry inflates to, counted and not kept; past `limit` the inflating stops. */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const inflate = zlib.createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        reject(tooBig());
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => reject(broken()));
    inflate.end(data);
  });
}

/** A local file header with the sizes known: no data descriptor for the reader to search for. */
function localHeader(part: Part): Buffer {
  const name = Buffer.from(part.name, 'utf8');
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(0x0800, 6); // the name is UTF-8
  h.writeUInt16LE(part.method, 8);
  h.writeUInt32LE(part.crc, 14);
  h.writeUInt32LE(part.data.length, 18);
  h.writeUInt32LE(part.size, 22);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, name]);
}

/** The workbook's parts, checked and in the order the streaming reader wants, as a zip stream. */
export async function xlsxPartsStream(zip: Buffer): Promise<Readable> {
  const parts = new Map<string, Part>();
  let total = 0;
  for (const e of entriesOf(zip)) {
    if (![RELS, WORKBOOK, STYLES, SHARED_STRINGS].includes(e.name) && !SHEET.test(e.name)) continue;
    if (parts.has(e.name) || (e.method !== 0 && e.method !== 8)) throw broken();
    const data = zip.subarray(e.start, e.start + e.compressed);
    const limit = Math.min(
      BRIDGE_IMPORT_MAX_UNZIPPED_BYTES - total,
      e.name === SHARED_STRINGS ? BRIDGE_IMPORT_MAX_SHARED_STRINGS_BYTES : Number.MAX_SAFE_INTEGER,
    );
    if (e.size > limit) throw tooBig();
    const size = e.method === 0 ? data.length : await inflatedSize(data, limit);
    if (size > limit) throw tooBig();
    // The reader trusts these sizes; they must be the true ones.
    if (size !== e.size) throw broken();
    total += size;
    parts.set(e.name, { name: e.name, method: e.method, crc: e.crc, data, size });
  }
  if (!parts.has(WORKBOOK) || !parts.has(RELS)) throw broken();
  const sharedStrings = parts.get(SHARED_STRINGS) ?? {
    name: SHARED_STRINGS,
    method: 0,
    crc: zlib.crc32(EMPTY_SHARED_STRINGS),
    data: EMPTY_SHARED_STRINGS,
    size: EMPTY_SHARED_STRINGS.length,
  };
  const sheets = [...parts.values()]
    .filter((p) => SHEET.test(p.name))
    .sort((a, b) => Number(SHEET.exec(a.name)![1]) - Number(SHEET.exec(b.name)![1]));
  const ordered = [parts.get(RELS)!, parts.get(WORKBOOK)!, parts.get(STYLES), sharedStrings, ...sheets].filter((p) => p !== undefined);
  return Readable.from(ordered.flatMap((p) => [localHeader(p), p.data]));
}
