import { randomUUID } from 'node:crypto';
import { and, eq, ilike, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRIDGE_IMPORT,
  BRIDGE_IMPORT_COLUMNS,
  BRIDGE_IMPORT_MAX_CELL_CHARS,
  BRIDGE_IMPORT_MAX_ROWS,
  BRIDGE_IMPORT_MAX_SHARED_STRINGS_BYTES,
  BRIDGE_IMPORT_MAX_UNZIPPED_BYTES,
  type BridgeImportSummary,
} from '../../../shared/bridge-import-strings.ts';
import type { Kondisi } from '../../../shared/constants.ts';
import { BRIDGE_FORM } from '../../../shared/bridge-form-strings.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { auditLog, bridges } from '../../db/schema.ts';
import { insertRoadSection } from '../../roads/road-factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { zipBytes } from '../../test/zip.ts';
import { parseCsvRecords } from './read-import-file.ts';

const T = BRIDGE_IMPORT;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin_jembatantif' });
});
afterAll(() => t.close());

const token = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const HEADER =
  'id,nama,lokasi,kabupaten,ruas_jalan,status_jalan,tahun_bangun,tipe,kondisi,latitude,longitude,panjang_m,lebar_m,jumlah_bentang';

async function createBridge(over: Partial<{ nama: string; kabupaten: string | null; kondisi: Kondisi; tahunBangun: number }> = {}) {
  const [row] = await t.db
    .insert(bridges)
    .values({ nama: `Jembatan ${token()}`, lokasi: 'Mamuju', tahunBangun: 2010, kondisi: 'Baik', kabupaten: null, ...over })
    .returning();
  return row!;
}

const withWord = (word: string) =>
  t.db
    .select()
    .from(bridges)
    .where(ilike(bridges.nama, `%${word}%`));

function upload(content: string | Uint8Array, opts: { as?: TestUser | null; mode?: 'dry-run' | 'apply'; name?: string } = {}) {
  const form = new FormData();
  form.set('file', new File([content as BlobPart], opts.name ?? 'jembatan.csv'));
  form.set('mode', opts.mode ?? 'dry-run');
  return t.request('POST', '/api/bridges/import', { as: opts.as === undefined ? admin : opts.as, form });
}

async function summaryOf(res: Response): Promise<BridgeImportSummary> {
  return (await res.json()) as BridgeImportSummary;
}

describe('POST /api/bridges/import: who may', () => {
  it('refuses a visitor (401) and the other roles (403) and changes nothing', async () => {
    const w = token();
    const csv = `nama,lokasi,tahun_bangun,kondisi\nJembatan ${w},Mamuju,2010,Baik\n`;
    expect((await upload(csv, { as: null, mode: 'apply' })).status).toBe(401);
    for (const role of ['customer', 'admin_sirekanan', 'admin_ujilab', 'admin_ppid'] as const) {
      const res = await upload(csv, { as: await t.createUser({ role }), mode: 'apply' });
      expect(res.status, role).toBe(403);
    }
    expect((await t.request('GET', '/api/bridges/import/template?format=csv')).status).toBe(401);
    expect(await withWord(w)).toEqual([]);
  });

  it('lets a super admin import', async () => {
    const w = token();
    const res = await upload(`nama,lokasi,tahun_bangun,kondisi\nJembatan ${w},Mamuju,2010,Baik\n`, {
      as: await t.createUser({ role: 'super_admin' }),
      mode: 'apply',
    });
    expect(res.status).toBe(200);
    expect(await withWord(w)).toHaveLength(1);
  });
});

describe('POST /api/bridges/import: dry run and apply', () => {
  it('a dry run counts and changes nothing; the apply adds, updates by id and by nama + kabupaten, with one audit row', async () => {
    const w = token();
    const byId = await createBridge({ nama: `Jembatan ${w} Satu`, kondisi: 'Baik' });
    const byName = await createBridge({ nama: `Jembatan ${w} Dua`, kabupaten: 'Majene', kondisi: 'Baik' });
    const noKab = await createBridge({ nama: `Jembatan ${w} Tiga`, kabupaten: null, kondisi: 'Kritis' });
    const same = await createBridge({ nama: `Jembatan ${w} Sama`, kabupaten: 'Mamasa', kondisi: 'Baik', tahunBangun: 2010 });
    const csv = [
      HEADER,
      `${byId.id},Jembatan ${w} Satu Baru,Tapalang,Mamuju,,provinsi,2001,Gantung,rusak berat,"-2,6786","118,8885","45,5",7,3`,
      // nama + kabupaten, case and spaces aside
      `,  jembatan ${w.toLowerCase()} dua  ,Banggae,majene,,,1999,,Rusak Ringan,,,,,`,
      // no kabupaten: the bridge with none
      `,Jembatan ${w} Tiga,Mamuju,,,,2005,,Baik,,,,,`,
      `,Jembatan ${w} Baru,"Desa Tubo,\nKecamatan Tubo Sendana",Majene,,kabupaten,2020,Beton,Perlu Perhatian,,,,,`,
      `,Jembatan ${w} Sama,Mamuju,Mamasa,,,2010,,Baik,,,,,`,
    ].join('\r\n');

    const dry = await upload(csv);
    expect(dry.status).toBe(200);
    expect(await summaryOf(dry)).toEqual({ added: 1, updated: 3, unchanged: 1, refused: 0, errors: [], moreErrors: 0, applied: false });
    expect(await withWord(w)).toHaveLength(4);

    const res = await upload(csv, { mode: 'apply', name: 'jembatan-majene.csv' });
    expect(res.status).toBe(200);
    expect(await summaryOf(res)).toMatchObject({ added: 1, updated: 3, unchanged: 1, refused: 0, applied: true });
    const rows = new Map((await withWord(w)).map((b) => [b.id, b]));
    expect(rows.size).toBe(5);
    expect(rows.get(byId.id)).toMatchObject({
      nama: `Jembatan ${w} Satu Baru`,
      lokasi: 'Tapalang',
      kabupaten: 'Mamuju',
      statusJalan: 'provinsi',
      tahunBangun: 2001,
      tipe: 'Gantung',
      kondisi: 'Rusak Berat',
      latitude: -2.6786,
      longitude: 118.8885,
      panjang: 45.5,
      lebar: 7,
      jumlahBentang: 3,
    });
    expect(rows.get(byName.id)).toMatchObject({ lokasi: 'Banggae', kabupaten: 'Majene', kondisi: 'Rusak Ringan', tahunBangun: 1999 });
    expect(rows.get(noKab.id)).toMatchObject({ kondisi: 'Baik', kabupaten: null });
    expect(rows.get(same.id)!.updatedAt).toEqual(same.updatedAt);
    const added = [...rows.values()].find((b) => b.nama === `Jembatan ${w} Baru`)!;
    expect(added).toMatchObject({ lokasi: 'Desa Tubo,\nKecamatan Tubo Sendana', kabupaten: 'Majene', statusJalan: 'kabupaten' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'bridge.import'),
          eq(auditLog.actorId, admin.id),
          sql`${auditLog.details}->>'file' = 'jembatan-majene.csv'`,
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ file: 'jembatan-majene.csv', added: 1, updated: 3, unchanged: 1 });
  });

  it('keeps what a bridge has for a column the file lacks; the public list shows the change at once', async () => {
    const w = token();
    const b = await createBridge({ nama: `Jembatan ${w}`, kabupaten: 'Mamasa' });
    await t.db.update(bridges).set({ tipe: 'Rangka baja', panjang: 30 }).where(eq(bridges.id, b.id));
    expect((await (await t.request('GET', `/api/bridges?q=${w}`)).json()).items[0].kondisi).toBe('Baik');
    const res = await upload(`id,nama,lokasi,tahun_bangun,kondisi\n${b.id},Jembatan ${w},Mamasa,2010,Kritis\n`, { mode: 'apply' });
    expect(res.status).toBe(200);
    const [after] = await withWord(w);
    expect(after).toMatchObject({ kondisi: 'Kritis', tipe: 'Rangka baja', panjang: 30, kabupaten: 'Mamasa' });
    expect((await (await t.request('GET', `/api/bridges?q=${w}`)).json()).items[0].kondisi).toBe('Kritis');
  });

  it('an open-data export sent back as it is changes nothing (ids match, computed columns ignored)', async () => {
    const w = token();
    const b = await createBridge({ nama: `-Jembatan ${w}`, kabupaten: 'Pasangkayu', kondisi: 'Rusak Ringan' });
    const road = await insertRoadSection(t.db, { noRuas: `R-${w}`, lengthKm: 10 });
    await t.db
      .update(bridges)
      .set({ latitude: -1.25, longitude: 119.5, panjang: 12.5, statusJalan: 'nasional', roadSectionId: road.id, staM: 1250 })
      .where(eq(bridges.id, b.id));
    // As src/server/features/bridges/open-data.ts writes it: numbers plain, text that looks like a formula behind an apostrophe.
    const csv =
      '\uFEFF' +
      BRIDGE_IMPORT_COLUMNS.join(',') +
      '\r\n' +
      `${b.id},'-Jembatan ${w},Mamuju,Pasangkayu,,nasional,R-${w},1+250,2010,,Rusak Ringan,3,2026-11-20,-1.25,119.5,12.5,,,2026-11-25T02:00:00Z\r\n`;
    const res = await upload(csv, { mode: 'apply' });
    expect(await summaryOf(res)).toMatchObject({ added: 0, updated: 0, unchanged: 1, refused: 0, applied: true });
    expect((await withWord(w))[0]!.updatedAt).toEqual(b.updatedAt);
  });

  it('reads a semicolon CSV with a BOM, decimal commas, headers in any case, unknown and read-only columns', async () => {
    const w = token();
    const csv =
      '\uFEFF ID ;NAMA;Lokasi;Kabupaten;Tahun_Bangun;Kondisi;Nilai_Kondisi;Diperbarui;catatan;latitude;longitude;lebar_m\r\n' +
      `;Jembatan ${w};Mamuju;Mamuju;2011;Baik;5;2026-01-01 10:00 WITA;apa saja;'-2,5;118,9;6,5\r\n`;
    const res = await upload(csv, { mode: 'apply' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await withWord(w)).toMatchObject([{ tahunBangun: 2011, kondisi: 'Baik', latitude: -2.5, longitude: 118.9, lebar: 6.5 }]);
  });

  it('reads the first sheet of an XLSX, numbers as numbers', async () => {
    const w = token();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['nama', 'lokasi', 'tahun_bangun', 'kondisi', 'latitude', 'longitude', 'jumlah_bentang']);
    sheet.addRow([`Jembatan ${w} A`, 'Mamuju', 2012, 'Baik', -2.6, 118.8, 2]);
    sheet.addRow([]);
    sheet.addRow([`Jembatan ${w} B`, 'Majene', { formula: '2000+13', result: 2013 }, 'Kritis', null, null, null]);
    book.addWorksheet('Lain').addRow(['nama']);
    const data = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const res = await upload(data, { name: 'jembatan.xlsx', mode: 'apply' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await summaryOf(res)).toMatchObject({ added: 2, refused: 0 });
    const rows = (await withWord(w)).sort((a, b) => a.nama.localeCompare(b.nama));
    expect(rows).toMatchObject([
      { tahunBangun: 2012, latitude: -2.6, longitude: 118.8, jumlahBentang: 2 },
      { tahunBangun: 2013, kondisi: 'Kritis', latitude: null },
    ]);
  });

  it('names each bad row with its number, column and reason; an apply then changes nothing (409)', async () => {
    const w = token();
    const existing = await createBridge({ nama: `Jembatan ${w} Ada`, kondisi: 'Baik' });
    const csv = [
      'nama,lokasi,tahun_bangun,kondisi,id,latitude,longitude',
      `Jembatan ${w} A,Mamuju,2010,Baik,,,`, // row 2: fine
      `Jembatan ${w} B,Mamuju,tahun lalu,Bagus,,,`, // row 3: year and kondisi
      `,Mamuju,2010,Baik,,,`, // row 4: no nama
      `Jembatan ${w} C,Mamuju,2010,Baik,${randomUUID()},,`, // row 5: unknown id
      `Jembatan ${w} A,Mamuju,2011,Baik,,,`, // row 6: the same new bridge as row 2
      `Jembatan ${w} Ada,Mamuju,2010,Kritis,${existing.id},-2.5,`, // row 7: half a position
      `${T.exampleName},Mamuju,2015,Baik,,,`, // row 8: the template's example
    ].join('\n');
    const dry = await summaryOf(await upload(csv));
    expect(dry).toMatchObject({ added: 1, updated: 0, refused: 6, applied: false });
    expect(dry.errors).toEqual([
      { row: 3, column: 'tahun_bangun', message: LAYANAN_BRIDGES.yearInvalid },
      { row: 3, column: 'kondisi', message: T.kondisiInvalid },
      { row: 4, column: 'nama', message: LAYANAN_BRIDGES.incomplete },
      { row: 5, column: 'id', message: T.idNotFound },
      { row: 6, column: 'nama', message: fillText(T.duplicate, { row: 2 }) },
      { row: 7, column: 'longitude', message: BRIDGE_FORM.coordinatesPair },
      { row: 8, column: 'nama', message: T.exampleRow },
    ]);

    const res = await upload(csv, { mode: 'apply' });
    expect(res.status).toBe(409);
    expect(await summaryOf(res)).toMatchObject({ refused: 6, applied: false });
    expect(await withWord(w)).toEqual([existing]);
  });

  it('refuses a file without a required column, and a row pointing at a bridge another row already took', async () => {
    const w = token();
    const res = await upload(`nama,tahun_bangun\nJembatan ${w},2010\n`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(fillText(T.missingColumns, { columns: 'lokasi, kondisi' }));
    const b = await createBridge({ nama: `Jembatan ${w}` });
    const twice = await summaryOf(
      await upload(`id,nama,lokasi,tahun_bangun,kondisi\n${b.id},Jembatan ${w},X,2010,Baik\n,jembatan ${w},Y,2010,Baik\n`),
    );
    expect(twice.errors).toEqual([{ row: 3, column: 'nama', message: fillText(T.duplicate, { row: 2 }) }]);
  });
});

describe('POST /api/bridges/import: malformed files', () => {
  const cases: Array<[string, string | Uint8Array, string, number, string]> = [
    ['binary garbage named .csv', new Uint8Array([0x00, 0xff, 0xfe, 0x01, 0x02, 0x80, 0x81]), 'a.csv', 415, T.wrongType],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]), 'a.csv', 415, T.wrongType],
    ['Latin-1 text', new Uint8Array([0x6e, 0x61, 0x6d, 0x61, 0x0a, 0xe9, 0x0a]), 'a.csv', 415, T.wrongType],
    ['an empty file', '', 'a.csv', 400, T.empty],
    ['only spaces', '  \r\n ', 'a.csv', 400, T.empty],
    ['a header only', 'nama,lokasi,tahun_bangun,kondisi\r\n\r\n', 'a.csv', 400, T.noRows],
    ['an unclosed quote', 'nama,lokasi,tahun_bangun,kondisi\n"Jembatan,Mamuju,2010,Baik\n', 'a.csv', 400, T.brokenCsv],
    ['a blank first line', '\nnama,lokasi,tahun_bangun,kondisi\n', 'a.csv', 400, T.noHeader],
  ];
  for (const [what, content, name, status, message] of cases) {
    it(`${what}: ${status}, said in Indonesian`, async () => {
      const res = await upload(content, { name, mode: 'apply' });
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toBe(message);
    });
  }

  it('a broken XLSX (cut in half) and a plain zip', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Data').addRow(['nama', 'lokasi', 'tahun_bangun', 'kondisi']);
    const whole = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const half = await upload(whole.slice(0, Math.floor(whole.length / 2)), { name: 'a.xlsx' });
    expect([400, 415]).toContain(half.status);
    expect([T.brokenXlsx, T.wrongType]).toContain((await half.json()).error.message);
    // A zip whose workbook part is garbage: sniffed as xlsx, refused when read.
    const broken = whole.slice();
    broken.fill(0x41, 200, 260);
    const res = await upload(broken, { name: 'a.xlsx' });
    expect([400, 415]).toContain(res.status);
  });

  it('refuses more than the row limit with the numbers in Indonesian', async () => {
    const lines = ['nama,lokasi,tahun_bangun,kondisi'];
    for (let i = 0; i <= BRIDGE_IMPORT_MAX_ROWS; i++) lines.push(`J${i},M,2010,Baik`);
    const res = await upload(lines.join('\n'));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('20.000');
  });

  it('refuses a CSV with a 9 MB cell at once, naming the row, without holding the event loop (issue 33)', async () => {
    const message = fillText(T.cellTooLong, { row: 3, max: BRIDGE_IMPORT_MAX_CELL_CHARS.toLocaleString('id-ID') });
    for (const big of [`"${'x'.repeat(9 * 1024 * 1024)}"`, 'x'.repeat(9 * 1024 * 1024)]) {
      const csv = `nama,lokasi,tahun_bangun,kondisi\nJembatan A,Mamuju,2010,Baik\nJembatan B,${big},2010,Baik\n`;
      const start = performance.now();
      expect(() => parseCsvRecords(csv, ',')).toThrow(message);
      const ms = performance.now() - start;
      console.info(`a 9 MB cell refused in ${ms.toFixed(1)} ms`);
      expect(ms).toBeLessThan(500);
      const res = await upload(csv, { mode: 'apply' });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    // The longest cell allowed is read.
    const longest = `nama,lokasi,tahun_bangun,kondisi\n"${'y'.repeat(BRIDGE_IMPORT_MAX_CELL_CHARS - 2)}""",M,2010,Baik\n`;
    expect(parseCsvRecords(longest, ',')[1]![0]).toHaveLength(BRIDGE_IMPORT_MAX_CELL_CHARS - 1);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await upload('x'.repeat(10 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
  });
});

/** A minimal .xlsx (one sheet) written by hand, so a test can make one no spreadsheet program would. */
function handmadeXlsx(sheetData: Buffer[], extra: Array<[string, Buffer]> = []): Uint8Array {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const files: Array<[string, Buffer]> = [
    [
      '[Content_Types].xml',
      Buffer.from(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    ],
    [
      '_rels/.rels',
      Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/workbook.xml',
      Buffer.from(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/worksheets/sheet1.xml',
      Buffer.concat([Buffer.from(`<worksheet xmlns="${main}"><sheetData>`), ...sheetData, Buffer.from('</sheetData></worksheet>')]),
    ],
    ...extra,
  ];
  return zipBytes(files, { deflate: true });
}

const inlineRow = (r: number, cells: string[]) =>
  `<row r="${r}">${cells.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;

describe('XLSX files made to hurt (issue 33, item 8)', () => {
  it('refuses a million rows at the row limit, streamed: the rest is never read', { timeout: 120_000 }, async () => {
    // 1,000,000 rows of one number each after the header: 8 MB zipped, as the outside probe's file.
    const rows: Buffer[] = [Buffer.from(inlineRow(1, ['nama', 'lokasi', 'tahun_bangun', 'kondisi']))];
    let chunk = '';
    for (let r = 2; r <= 1_000_001; r++) {
      chunk += `<row r="${r}"><c r="C${r}"><v>2010</v></c></row>`;
      if (chunk.length > 1_000_000) {
        rows.push(Buffer.from(chunk));
        chunk = '';
      }
    }
    rows.push(Buffer.from(chunk));
    const data = handmadeXlsx(rows);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const start = performance.now();
    const res = await upload(data, { name: 'sejuta.xlsx', mode: 'apply' });
    const ms = performance.now() - start;
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    console.info(
      `1,000,000-row XLSX (${(data.byteLength / 1048576).toFixed(1)} MB): refused in ${Math.round(ms)} ms, heap +${Math.round(heapGrowth / 1048576)} MB`,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(fillText(T.tooManyRowsAtLeast, { max: BRIDGE_IMPORT_MAX_ROWS.toLocaleString('id-ID') }));
    expect(ms).toBeLessThan(20_000);
    // Loaded whole, as before, the workbook took a gigabyte: past the worker's 256 MB heap (ADR 037).
    expect(heapGrowth).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a zip bomb (a sheet that unpacks past the limit) before reading it', async () => {
    // 128 MB of spaces inside the sheet: about 130 kB zipped.
    const bomb = handmadeXlsx([
      Buffer.from(inlineRow(1, ['nama', 'lokasi', 'tahun_bangun', 'kondisi'])),
      Buffer.alloc(128 * 1024 * 1024, 0x20),
    ]);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const start = performance.now();
    const res = await upload(bomb, { name: 'bom.xlsx' });
    console.info(
      `a ${Math.round(bomb.byteLength / 1024)} kB XLSX unpacking to 128 MB refused in ${Math.round(performance.now() - start)} ms`,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(fillText(T.tooLargeUnzipped, { mb: BRIDGE_IMPORT_MAX_UNZIPPED_BYTES / (1024 * 1024) }));
    // Shared strings are all kept in memory while the sheet is read: they have a smaller bound of their own.
    const strings = handmadeXlsx(
      [Buffer.from(inlineRow(1, ['nama', 'lokasi', 'tahun_bangun', 'kondisi']))],
      [
        [
          'xl/sharedStrings.xml',
          Buffer.concat([Buffer.from('<sst>'), Buffer.alloc(BRIDGE_IMPORT_MAX_SHARED_STRINGS_BYTES, 0x20), Buffer.from('</sst>')]),
        ],
      ],
    );
    const refused = await upload(strings, { name: 'teks.xlsx' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(
      fillText(T.tooLargeUnzipped, { mb: BRIDGE_IMPORT_MAX_UNZIPPED_BYTES / (1024 * 1024) }),
    );
  });

  it('refuses a cell past the length limit, naming its row', async () => {
    const data = handmadeXlsx([
      Buffer.from(inlineRow(1, ['nama', 'lokasi', 'tahun_bangun', 'kondisi'])),
      Buffer.from(inlineRow(2, ['Jembatan A', 'Mamuju', '2010', 'Baik'])),
      Buffer.from(inlineRow(3, ['Jembatan B', 'x'.repeat(BRIDGE_IMPORT_MAX_CELL_CHARS + 1), '2010', 'Baik'])),
    ]);
    const res = await upload(data, { name: 'panjang.xlsx' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      fillText(T.cellTooLong, { row: 3, max: BRIDGE_IMPORT_MAX_CELL_CHARS.toLocaleString('id-ID') }),
    );
  });

  it('reads a handmade file without shared strings, and one from the streaming writer (as the admin exports)', async () => {
    const w = token();
    const hand = handmadeXlsx([
      Buffer.from(inlineRow(1, ['nama', 'lokasi', 'tahun_bangun', 'kondisi'])),
      Buffer.from(
        `<row r="2"><c r="A2" t="inlineStr"><is><t>Jembatan ${w} A</t></is></c><c r="B2" t="inlineStr"><is><t>Mamuju</t></is></c><c r="C2"><v>2010</v></c><c r="D2" t="inlineStr"><is><t>Baik</t></is></c></row>`,
      ),
    ]);
    expect(await summaryOf(await upload(hand, { name: 'a.xlsx', mode: 'apply' }))).toMatchObject({ added: 1, refused: 0 });

    const { PassThrough } = await import('node:stream');
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['nama', 'lokasi', 'tahun_bangun', 'kondisi', 'latitude', 'longitude']).commit();
    sheet.addRow([`Jembatan ${w} B`, 'Majene', 2011, 'Kritis', -3.5, 118.9]).commit();
    sheet.commit();
    await book.commit();
    const res = await upload(new Uint8Array(Buffer.concat(chunks)), { name: 'b.xlsx', mode: 'apply' });
    expect(await summaryOf(res)).toMatchObject({ added: 1, refused: 0 });
    expect(await withWord(w)).toHaveLength(2);
    expect((await withWord(w)).find((b) => b.nama.endsWith('B'))).toMatchObject({ tahunBangun: 2011, latitude: -3.5, kondisi: 'Kritis' });
  });
});

describe('GET /api/bridges/import/template', () => {
  it('CSV: header and the example row, as an attachment; importing it unchanged refuses the example', async () => {
    const res = await t.request('GET', '/api/bridges/import/template?format=csv', { as: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${T.templateFile}.csv"`);
    const text = await res.text();
    const [header, example] = parseCsvRecords(text.replace(/^\uFEFF/, ''), ',');
    expect(header![0]).toBe('id');
    expect(header).toContain('kondisi');
    expect(example![1]).toBe(T.exampleName);
    const dry = await summaryOf(await upload(text));
    expect(dry).toMatchObject({ refused: 1, errors: [{ row: 2, column: 'nama', message: T.exampleRow }] });
  });

  it('XLSX: the example row, valid but for its CONTOH name', async () => {
    const res = await t.request('GET', '/api/bridges/import/template?format=xlsx', { as: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${T.templateFile}.xlsx"`);
    const data = new Uint8Array(await res.arrayBuffer());
    const w = token();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data.buffer);
    book.worksheets[0]!.getCell('B2').value = `Jembatan ${w}`;
    const fixed = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const dry = await summaryOf(await upload(fixed, { name: 'templat.xlsx' }));
    expect(dry).toMatchObject({ added: 1, refused: 0 });
  });
});

describe('20,000 rows', () => {
  it('checks and imports 20,000 rows in well under a minute', { timeout: 180_000 }, async () => {
    const w = token();
    const lines = [HEADER];
    for (let i = 0; i < BRIDGE_IMPORT_MAX_ROWS; i++) {
      lines.push(
        `,Jembatan ${w} ${i},Desa ${i},Mamuju,,provinsi,${1950 + (i % 70)},Beton,Baik,"-2,${i % 10}","118,${i % 10}",${10 + (i % 50)},7,${1 + (i % 5)}`,
      );
    }
    const csv = lines.join('\r\n');
    let start = performance.now();
    const dry = await summaryOf(await upload(csv));
    const dryMs = performance.now() - start;
    expect(dry).toMatchObject({ added: BRIDGE_IMPORT_MAX_ROWS, refused: 0 });
    start = performance.now();
    const applied = await summaryOf(await upload(csv, { mode: 'apply' }));
    const applyMs = performance.now() - start;
    expect(applied).toMatchObject({ added: BRIDGE_IMPORT_MAX_ROWS, applied: true });
    // The same file again: every row matches by nama + kabupaten; change the kondisi so each is an update.
    const again = csv.replaceAll(',Baik,', ',Kritis,');
    start = performance.now();
    const updated = await summaryOf(await upload(again, { mode: 'apply' }));
    const updateMs = performance.now() - start;
    expect(updated).toMatchObject({ added: 0, updated: BRIDGE_IMPORT_MAX_ROWS, applied: true });
    console.info(`20,000 rows: dry run ${Math.round(dryMs)} ms, insert ${Math.round(applyMs)} ms, update ${Math.round(updateMs)} ms`);
    expect(dryMs + applyMs + updateMs).toBeLessThan(60_000);
    const [{ n }] = (
      await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM bridges WHERE nama LIKE ${`Jembatan ${w} %`} AND kondisi = 'Kritis'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(BRIDGE_IMPORT_MAX_ROWS);
    await t.db.delete(bridges).where(ilike(bridges.nama, `Jembatan ${w} %`));
  });

  it('checks an XLSX of 20,000 rows in well under a minute', { timeout: 180_000 }, async () => {
    const w = token();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(HEADER.split(','));
    for (let i = 0; i < BRIDGE_IMPORT_MAX_ROWS; i++) {
      sheet.addRow(['', `Jembatan ${w} ${i}`, `Desa ${i}`, 'Majene', '', 'kabupaten', 1990, 'Beton', 'Baik', -3.1, 118.9, 20.5, 6, 2]);
    }
    const data = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const start = performance.now();
    const dry = await summaryOf(await upload(data, { name: 'besar.xlsx' }));
    const ms = performance.now() - start;
    console.info(`20,000 XLSX rows (${Math.round(data.byteLength / 1024)} KB): dry run ${Math.round(ms)} ms`);
    expect(dry).toMatchObject({ added: BRIDGE_IMPORT_MAX_ROWS, refused: 0 });
    expect(ms).toBeLessThan(60_000);
  });
});
