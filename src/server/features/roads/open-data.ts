import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { ROAD_OPEN_DATA, ROAD_OPEN_DATA_COLUMNS, type RoadOpenDataColumn } from '../../../shared/road-open-data.ts';
import { geometryLines, type RoadGeometry } from '../../../shared/roads.ts';
import type { Db } from '../../db/client.ts';
import { CSV_BOM, csvRow } from '../../exports/csv.ts';
import { rowsOf } from '../../exports/stream-export.ts';
import { OWNER_NAME_SQL } from './road-rows.ts';

// /data/ruas.{geojson,csv} (issue 39, item 1; ADR 068): every ruas's public fields and its owner's
// name, read through a cursor and written out as they come, like /data/jembatan.* (ADR 032).

export type RoadOpenDataKind = 'csv' | 'geojson';
type Cell = string | number | null;

const COLUMN_SQL: Record<RoadOpenDataColumn, string> = {
  no_ruas: 'r.no_ruas',
  nama: 'r.name',
  status: 'r.status::text',
  kabupaten: 'r.kabupaten',
  instansi: OWNER_NAME_SQL,
  panjang_km: 'r.length_km',
  permukaan: 'r.surface',
  baik_km: 'r.kondisi_baik_km',
  sedang_km: 'r.kondisi_sedang_km',
  rusak_ringan_km: 'r.kondisi_rusak_ringan_km',
  rusak_berat_km: 'r.kondisi_rusak_berat_km',
  tahun_kondisi: 'r.kondisi_year',
  diperbarui: `to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

const ROADS_SQL = `SELECT ${ROAD_OPEN_DATA_COLUMNS.map((c) => COLUMN_SQL[c]).join(', ')}, r.geometry::text
  FROM road_sections r ORDER BY r.no_ruas`;
const GEOMETRY = ROAD_OPEN_DATA_COLUMNS.length;

/** WKT of a ruas's line, as PKRMS and QGIS read it: "x y" = longitude latitude. */
function wktOf(geometry: RoadGeometry): string {
  const list = (line: [number, number][]) => `(${line.map(([x, y]) => `${x} ${y}`).join(', ')})`;
  return geometry.type === 'LineString'
    ? `LINESTRING ${list(geometry.coordinates)}`
    : `MULTILINESTRING (${geometryLines(geometry).map(list).join(', ')})`;
}

async function* csvChunks(pool: pg.Pool): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvRow([...ROAD_OPEN_DATA_COLUMNS, 'geometry']));
  for await (const rows of rowsOf(pool, { sql: ROADS_SQL, params: [] })) {
    const text = (rows as Cell[][]).map((r) => csvRow([...r.slice(0, GEOMETRY), wktOf(JSON.parse(r[GEOMETRY] as string) as RoadGeometry)]));
    yield Buffer.from(text.join(''));
  }
}

function feature(row: Cell[]): string {
  const properties: Partial<Record<RoadOpenDataColumn, Cell>> = {};
  ROAD_OPEN_DATA_COLUMNS.forEach((name, i) => (properties[name] = row[i] ?? null));
  // The geometry is PostgreSQL's jsonb text as it is: no parse and re-serialise per ruas.
  return `{"type":"Feature","id":${JSON.stringify(row[0])},"geometry":${row[GEOMETRY] as string},"properties":${JSON.stringify(properties)}}`;
}

async function* geojsonChunks(pool: pg.Pool): AsyncGenerator<Buffer> {
  // RFC 7946 §6.1 allows foreign members: the licence travels with the file.
  yield Buffer.from(
    `{"type":"FeatureCollection","name":${JSON.stringify(ROAD_OPEN_DATA.title)},"license":"CC-BY-4.0","attribution":${JSON.stringify(ROAD_OPEN_DATA.licenceLine)},"features":[\n`,
  );
  let first = true;
  for await (const rows of rowsOf(pool, { sql: ROADS_SQL, params: [] })) {
    const text = (rows as Cell[][]).map(feature).join(',\n');
    if (text) yield Buffer.from(first ? text : `,\n${text}`);
    first = false;
  }
  yield Buffer.from('\n]}\n');
}

const toWeb = (chunks: AsyncGenerator<Buffer>) => Readable.toWeb(Readable.from(chunks, { highWaterMark: 2 })) as ReadableStream<Uint8Array>;

export function roadOpenDataBody(kind: RoadOpenDataKind, pool: pg.Pool): ReadableStream<Uint8Array> {
  return toWeb(kind === 'csv' ? csvChunks(pool) : geojsonChunks(pool));
}

export const ROAD_OPEN_DATA_TYPES: Record<RoadOpenDataKind, Record<string, string>> = {
  csv: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${ROAD_OPEN_DATA.files.csv}"` },
  geojson: { 'content-type': 'application/geo+json', 'content-disposition': `attachment; filename="${ROAD_OPEN_DATA.files.geojson}"` },
};

// Counts catch a deletion; the newest delete's audit row moves Last-Modified; instansi's writes change the owner's name.
const VERSION_SQL = sql`
  SELECT (SELECT count(*) FROM road_sections)::int AS roads, (SELECT count(*) FROM instansi)::int AS owners,
         concat_ws('|', (SELECT max(updated_at) FROM road_sections)::text, (SELECT max(updated_at) FROM instansi)::text,
                   (SELECT max(at) FROM audit_log WHERE action IN ('road.delete', 'instansi.delete'))::text) AS stamp,
         (extract(epoch FROM greatest((SELECT max(updated_at) FROM road_sections), (SELECT max(updated_at) FROM instansi),
                   (SELECT max(at) FROM audit_log WHERE action IN ('road.delete', 'instansi.delete')))) * 1000)::float8 AS modified_ms`;

export type RoadOpenDataVersion = { hash: string; lastModified: Date | null };

/** What the ETag and Last-Modified of the files are made of (a few aggregates, not the rows). */
export async function roadOpenDataVersion(db: Db): Promise<RoadOpenDataVersion> {
  const { rows } = await db.execute<{ roads: number; owners: number; stamp: string; modified_ms: number | null }>(VERSION_SQL);
  const r = rows[0]!;
  const hash = createHash('sha256').update(`1|${r.roads}|${r.owners}|${r.stamp}`).digest('base64url').slice(0, 22);
  return { hash, lastModified: r.modified_ms === null ? null : new Date(r.modified_ms) };
}
