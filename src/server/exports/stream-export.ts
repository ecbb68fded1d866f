import { PassThrough, Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelectBuilder } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import { EXPORTS } from '../../shared/export-strings.ts';
import type { Capability } from '../../shared/roles.ts';
import { WITA_MINUTE } from '../../shared/wita.ts';
import { assertCan, type Actor } from '../context.ts';
import type { Db } from '../db/client.ts';
import { CSV_BOM, csvRow, type CsvValue } from './csv.ts';

// "Unduh CSV" / "Unduh Excel" of every admin table (issue 13, item 8): the rows matching the table's
// filters, read from PostgreSQL through a cursor 500 at a time and written out as they come, so
// 100,000 rows never sit in memory together (docs/decisions/019-exports.md).

export type ExportFormat = 'csv' | 'xlsx';
export type ExportColumn = { header: string; width?: number; value: (row: unknown[]) => string | number | Date | null };
export type ExportQuery = { sql: string; params: unknown[] };

const BATCH = 500;
/** 2026-11-24 10:30 WITA: sortable, unambiguous, and read the same by Excel in any locale. */
const witaText = (d: Date) => `${WITA_MINUTE.format(d)} WITA`;

const exportCell = (v: string | number | Date | null): CsvValue => (v instanceof Date ? witaText(v) : v);

/** The query's rows, BATCH at a time through a cursor (also the bridges' open data). */
export async function* rowsOf(pool: pg.Pool, query: ExportQuery): AsyncGenerator<unknown[][]> {
  const client = await pool.connect();
  try {
    const cursor = client.query(new Cursor(query.sql, query.params, { rowMode: 'array' }));
    try {
      for (;;) {
        const rows = (await cursor.read(BATCH)) as unknown[][];
        if (rows.length === 0) return;
        yield rows;
      }
    } finally {
      await cursor.close();
    }
  } finally {
    client.release();
  }
}

/** The body of the download, as a web stream, and its headers. */
export function exportStream(
  pool: pg.Pool,
  opts: { query: ExportQuery; columns: ExportColumn[]; format: ExportFormat; filename: string; sheet: string },
): { body: ReadableStream<Uint8Array>; headers: Record<string, string> } {
  const { query, columns, format } = opts;
  const name = `${opts.filename}.${format}`;
  const headers = {
    'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  };
  if (format === 'csv') {
    async function* csv() {
      yield Buffer.from(CSV_BOM + csvRow(columns.map((c) => c.header)));
      for await (const rows of rowsOf(pool, query)) {
        yield Buffer.from(rows.map((r) => csvRow(columns.map((c) => exportCell(c.value(r))))).join(''));
      }
    }
    return { body: Readable.toWeb(Readable.from(csv())) as ReadableStream<Uint8Array>, headers };
  }
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = book.addWorksheet(opts.sheet);
    sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const rows of rowsOf(pool, query)) {
      for (const r of rows) {
        sheet
          .addRow(
            columns.map((c) => {
              const v = c.value(r);
              return v instanceof Date ? witaText(v) : v;
            }),
          )
          .commit();
      }
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { body: Readable.toWeb(out) as ReadableStream<Uint8Array>, headers };
}

type Cell = string | number | Date | null;

/** A column of a download: what the query selects for it, its header, its width in Excel, and how its value is shown (as it is, if not given). */
export type ExportField = [of: PgColumn | SQL, header: string, width?: number, show?: (value: unknown) => Cell];

/**
 * The query and the columns of a download from one list keyed by field: `build` gets the selection to
 * pass to `db.select`, and each column reads the cell of the field it is listed with. A header cannot
 * be paired with another field's value, as it could when the columns were a second list in the same order.
 */
export function fieldExport<F extends Record<string, ExportField>>(
  fields: F,
  build: (select: { [K in keyof F]: F[K][0] }) => { toSQL(): ExportQuery },
): { query: ExportQuery; columns: ExportColumn[] } {
  // Drizzle writes the selection in the order of Object.entries, as the columns are read here.
  const entries = Object.entries(fields);
  const select = Object.fromEntries(entries.map(([key, [of]]) => [key, of])) as { [K in keyof F]: F[K][0] };
  const { sql, params } = build(select).toSQL();
  return {
    query: { sql, params },
    columns: entries.map(([, [, header, width, show]], i) => ({
      header,
      width,
      value: (r) => (show ? show(r[i] ?? null) : ((r[i] ?? null) as Cell)),
    })),
  };
}

/** `jembatan-2026-11-24`: what the file is, and the day it was taken. */
export const exportFilename = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}`;

/** The admin tables with an "Unduh CSV" / "Unduh Excel" button: each names its file and its sheet. */
type ExportTable = keyof typeof EXPORTS.files & keyof typeof EXPORTS.sheets;

/**
 * The export verb of an admin table: the caller's capability checked first, then every row the table's
 * filters (`input`) find, in the format asked for, named after the table. A table gives only what is its
 * own: its fields and its query.
 */
export function tableExport<Q extends { format: ExportFormat }, F extends Record<string, ExportField>>(table: {
  name: ExportTable;
  capability: Capability;
  fields: F;
  /** The rows, from the selection of `fields`: the table's from, joins, filters and order. */
  query: (rows: PgSelectBuilder<{ [K in keyof F]: F[K][0] }>, input: Q) => { toSQL(): ExportQuery };
}) {
  return ({ db, pool, actor, input }: { db: Db; pool: pg.Pool; actor: Actor; input: Q }) => {
    assertCan(actor, table.capability);
    return exportStream(pool, {
      ...fieldExport(table.fields, (select) => table.query(db.select(select), input)),
      format: input.format,
      filename: exportFilename(EXPORTS.files[table.name]),
      sheet: EXPORTS.sheets[table.name],
    });
  };
}
