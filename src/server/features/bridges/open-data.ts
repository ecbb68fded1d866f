import { Readable } from 'node:stream';
import type pg from 'pg';
import {
  BRIDGE_OPEN_DATA,
  BRIDGE_OPEN_DATA_COLUMNS,
  BRIDGE_OPEN_DATA_LICENCE_URL,
  BRIDGE_OPEN_DATA_PATHS,
  type BridgeOpenDataColumn,
} from '../../../shared/bridge-open-data.ts';
import { OFFICE } from '../../../shared/strings.ts';
import { SULBAR_BOUNDS } from '../../../shared/sulbar-geo.ts';
import { CSV_BOM, csvRow } from '../../exports/csv.ts';
import { rowsOf } from '../../exports/stream-export.ts';
import type { OpenDataVersion } from './open-data-version.ts';

// /data/jembatan.{csv,geojson,json} (issue 17, item 5; docs/decisions/032-bridge-open-data.md): every
// bridge's public fields, read through a cursor and written out as they come, so 100,000 bridges
// never sit in memory together.

export type OpenDataKind = 'csv' | 'geojson' | 'metadata';
type Cell = string | number | null;

// One expression per public column; the Record makes a column added to the shared list fail the
// typecheck here until it is read. Dates as text from PostgreSQL: no Date objects per row, and the
// inspection's day is the day in West Sulawesi (WITA), as staff entered it.
const COLUMN_SQL: Record<BridgeOpenDataColumn, string> = {
  id: 'b.id::text',
  nama: 'b.nama',
  lokasi: 'b.lokasi',
  kabupaten: 'b.kabupaten',
  ruas_jalan: 'b.ruas_jalan',
  status_jalan: 'b.status_jalan',
  // Issue 39: the ruas of the register and the STA on it, as the import reads them back.
  no_ruas: '(SELECT no_ruas FROM road_sections WHERE id = b.road_section_id)',
  sta: `CASE WHEN b.sta_m IS NULL THEN NULL ELSE (b.sta_m / 1000)::text || '+' || lpad((b.sta_m % 1000)::text, 3, '0') END`,
  tahun_bangun: 'b.tahun_bangun',
  tipe: 'b.tipe',
  kondisi: 'b.kondisi::text',
  nilai_kondisi: 'i.nilai_kondisi',
  tanggal_inspeksi_terakhir: `to_char(i.inspected_at AT TIME ZONE 'Asia/Makassar', 'YYYY-MM-DD')`,
  latitude: 'b.latitude',
  longitude: 'b.longitude',
  panjang_m: 'b.panjang',
  lebar_m: 'b.lebar',
  jumlah_bentang: 'b.jumlah_bentang',
  diperbarui: `to_char(b.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

// The latest inspection decides (ADR 031): by inspection date, then by when it was written, which is
// the order of inspections_bridge_idx, so each bridge costs one index probe. Newest bridges first,
// along bridges_created_idx: the first rows leave before the last are read.
const bridgesSql = (located: boolean) => `
  SELECT ${BRIDGE_OPEN_DATA_COLUMNS.map((c) => COLUMN_SQL[c]).join(', ')}
  FROM bridges b
  LEFT JOIN LATERAL (
    SELECT nilai_kondisi, inspected_at FROM inspections
    WHERE bridge_id = b.id
    ORDER BY inspected_at DESC, created_at DESC
    LIMIT 1
  ) i ON true
  ${located ? 'WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL' : ''}
  ORDER BY b.created_at DESC NULLS LAST, b.id DESC NULLS LAST`;

const LATITUDE = BRIDGE_OPEN_DATA_COLUMNS.indexOf('latitude');
const LONGITUDE = BRIDGE_OPEN_DATA_COLUMNS.indexOf('longitude');
const ID = BRIDGE_OPEN_DATA_COLUMNS.indexOf('id');

async function* csvChunks(pool: pg.Pool): AsyncGenerator<Buffer> {
  // RFC 4180 from the one CSV writer (ADR 047): numbers bare, text quoted and guarded against formulas.
  yield Buffer.from(CSV_BOM + csvRow(BRIDGE_OPEN_DATA_COLUMNS));
  for await (const rows of rowsOf(pool, { sql: bridgesSql(false), params: [] })) {
    yield Buffer.from((rows as Cell[][]).map(csvRow).join(''));
  }
}

/** A GeoJSON Feature: RFC 7946 orders a position longitude first. */
function feature(row: Cell[]): string {
  const properties: Partial<Record<BridgeOpenDataColumn, Cell>> = {};
  BRIDGE_OPEN_DATA_COLUMNS.forEach((name, i) => {
    if (i !== LATITUDE && i !== LONGITUDE) properties[name] = row[i] ?? null;
  });
  return JSON.stringify({
    type: 'Feature',
    id: row[ID],
    geometry: { type: 'Point', coordinates: [row[LONGITUDE], row[LATITUDE]] },
    properties,
  });
}

async function* geojsonChunks(pool: pg.Pool): AsyncGenerator<Buffer> {
  yield Buffer.from(`{"type":"FeatureCollection","name":${JSON.stringify(BRIDGE_OPEN_DATA.title)},"features":[\n`);
  let first = true;
  for await (const rows of rowsOf(pool, { sql: bridgesSql(true), params: [] })) {
    const text = (rows as Cell[][]).map(feature).join(',\n');
    yield Buffer.from(first ? text : `,\n${text}`);
    first = false;
  }
  yield Buffer.from('\n]}\n');
}

// A chunk is a cursor batch (≈250 kB of GeoJSON): two ahead keep PostgreSQL and the socket both busy
// without the default sixteen queued behind a slow reader.
const toWeb = (chunks: AsyncGenerator<Buffer>) => Readable.toWeb(Readable.from(chunks, { highWaterMark: 2 })) as ReadableStream<Uint8Array>;

/**
 * The dataset's description as a DCAT-US 1.1 (Project Open Data, data.gov) Dataset: plain JSON keys
 * that catalogue harvesters (CKAN, data.go.id) read, with the schema's JSON-LD context.
 */
function datasetMetadata(baseUrl: string, version: OpenDataVersion) {
  const url = (path: string) => new URL(path, baseUrl).toString();
  const b = SULBAR_BOUNDS;
  return {
    '@context': 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld',
    '@type': 'dcat:Dataset',
    '@id': url(BRIDGE_OPEN_DATA_PATHS.metadata),
    identifier: url(BRIDGE_OPEN_DATA_PATHS.metadata),
    title: BRIDGE_OPEN_DATA.title,
    description: BRIDGE_OPEN_DATA.description,
    keyword: [...BRIDGE_OPEN_DATA.keywords],
    modified: (version.lastModified ?? new Date(0)).toISOString(),
    publisher: { '@type': 'org:Organization', name: OFFICE.name },
    contactPoint: { '@type': 'vcard:Contact', fn: OFFICE.name, hasEmail: `mailto:${OFFICE.email}` },
    accessLevel: 'public',
    license: BRIDGE_OPEN_DATA_LICENCE_URL,
    rights: BRIDGE_OPEN_DATA.licenceLine,
    language: ['id'],
    // DCAT-US "spatial" as a bounding box: west,south,east,north in decimal degrees.
    spatial: `${b.west},${b.south},${b.east},${b.north}`,
    rowCount: version.bridges,
    distribution: [
      {
        '@type': 'dcat:Distribution',
        title: BRIDGE_OPEN_DATA.csvTitle,
        description: BRIDGE_OPEN_DATA.csvDescription,
        downloadURL: url(BRIDGE_OPEN_DATA_PATHS.csv),
        mediaType: 'text/csv',
        format: 'CSV',
        conformsTo: 'https://www.rfc-editor.org/rfc/rfc4180',
        rowCount: version.bridges,
      },
      {
        '@type': 'dcat:Distribution',
        title: BRIDGE_OPEN_DATA.geojsonTitle,
        description: BRIDGE_OPEN_DATA.geojsonDescription,
        downloadURL: url(BRIDGE_OPEN_DATA_PATHS.geojson),
        mediaType: 'application/geo+json',
        format: 'GeoJSON',
        conformsTo: 'https://www.rfc-editor.org/rfc/rfc7946',
        rowCount: version.located,
      },
    ],
  };
}

export type OpenDataFile = {
  headers: Record<string, string>;
  /** Made only when sent: a HEAD or a 304 never opens the cursor. */
  body: () => ReadableStream<Uint8Array> | string;
};

export function openDataFile(kind: OpenDataKind, deps: { pool: pg.Pool; baseUrl: string; version: OpenDataVersion }): OpenDataFile {
  switch (kind) {
    case 'csv':
      return {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${BRIDGE_OPEN_DATA.files.csv}"`,
        },
        body: () => toWeb(csvChunks(deps.pool)),
      };
    case 'geojson':
      return {
        headers: {
          'content-type': 'application/geo+json',
          'content-disposition': `attachment; filename="${BRIDGE_OPEN_DATA.files.geojson}"`,
        },
        body: () => toWeb(geojsonChunks(deps.pool)),
      };
    case 'metadata':
      return {
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: () => JSON.stringify(datasetMetadata(deps.baseUrl, deps.version)),
      };
  }
}

// Readers on other sites (a map, a dashboard) may revalidate and read the validators themselves.
const OPEN_HEADERS = {
  'cache-control': 'public, max-age=300',
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Last-Modified, Content-Disposition',
};

/** The headers every answer carries, 200, 304 and HEAD alike. */
export function validatorHeaders(kind: OpenDataKind, version: OpenDataVersion): Record<string, string> {
  return {
    ...OPEN_HEADERS,
    // One tag per file: the three files of one version differ in bytes.
    etag: `"${kind}-${version.hash}"`,
    ...(version.lastModified ? { 'last-modified': version.lastModified.toUTCString() } : {}),
  };
}

/**
 * RFC 9110 §13.1: If-None-Match decides when present (weak comparison, `*` matches); otherwise
 * If-Modified-Since, to the second, as HTTP dates are.
 */
export function isNotModified(request: Headers, etag: string, lastModified: Date | null): boolean {
  const inm = request.get('if-none-match');
  if (inm !== null) {
    const bare = etag.replace(/^W\//, '');
    return inm.split(',').some((t) => {
      const tag = t.trim();
      return tag === '*' || tag.replace(/^W\//, '') === bare;
    });
  }
  const ims = request.get('if-modified-since');
  if (ims === null || lastModified === null) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
