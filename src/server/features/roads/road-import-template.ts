import { ROAD_IMPORT, ROAD_IMPORT_COLUMNS } from '../../../shared/roads-strings.ts';
import { csvDocument } from '../../exports/csv.ts';

const T = ROAD_IMPORT;

// One example row, its nama starting with CONTOH: an import refuses it until it is removed.
const EXAMPLE = {
  no_ruas: '999',
  nama: `${T.exampleMark} Mamuju – Kalukku`,
  status: 'Provinsi',
  kabupaten: 'Mamuju',
  panjang_km: 3.2,
  permukaan: 'Aspal',
  baik_km: 2.5,
  sedang_km: 0.5,
  rusak_ringan_km: 0.2,
  rusak_berat_km: 0,
  tahun_kondisi: 2026,
} as const;
const LINE: [number, number][] = [
  [118.8885, -2.6786],
  [118.9, -2.67],
  [118.91, -2.655],
];

/** GET /api/admin/roads/import/template?format=csv|geojson: the columns and the example row. */
export function roadImportTemplate(format: 'csv' | 'geojson'): { body: string; headers: Record<string, string> } {
  const headers = { 'cache-control': 'private, no-store' };
  if (format === 'geojson') {
    const body = JSON.stringify(
      {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: EXAMPLE, geometry: { type: 'LineString', coordinates: LINE } }],
      },
      null,
      2,
    );
    return {
      body,
      headers: { ...headers, 'content-type': 'application/geo+json', 'content-disposition': 'attachment; filename="templat-ruas.geojson"' },
    };
  }
  const wkt = `LINESTRING (${LINE.map(([x, y]) => `${x} ${y}`).join(', ')})`;
  const row = ROAD_IMPORT_COLUMNS.map((c) => (c === 'geometry' ? wkt : EXAMPLE[c]));
  return {
    body: csvDocument([ROAD_IMPORT_COLUMNS, row]),
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="templat-ruas.csv"' },
  };
}
