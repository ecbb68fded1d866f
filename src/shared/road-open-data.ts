// Open data of the road-section register (issue 39, item 1; ADR 068): /data/ruas.{geojson,csv}, their
// columns and the texts the public page shows beside the links. Small: the public bridges page loads it.
import { OFFICE } from './strings.ts';

/** The properties of each GeoJSON feature and, with `geometry` (WKT) last, the columns of the CSV. */
export const ROAD_OPEN_DATA_COLUMNS = [
  'no_ruas',
  'nama',
  'status',
  'kabupaten',
  'instansi',
  'panjang_km',
  'permukaan',
  'baik_km',
  'sedang_km',
  'rusak_ringan_km',
  'rusak_berat_km',
  'tahun_kondisi',
  'diperbarui',
] as const;
export type RoadOpenDataColumn = (typeof ROAD_OPEN_DATA_COLUMNS)[number];

export const ROAD_OPEN_DATA_PATHS = { csv: '/data/ruas.csv', geojson: '/data/ruas.geojson' } as const;

export const ROAD_OPEN_DATA = {
  title: 'Data Ruas Jalan Provinsi Sulawesi Barat',
  licenceLine: `Data ini boleh disalin, dibagikan dan diolah kembali untuk keperluan apa pun dengan menyebut sumbernya: ${OFFICE.name} (lisensi CC BY 4.0).`,
  files: { csv: 'ruas-jalan-sulbar.csv', geojson: 'ruas-jalan-sulbar.geojson' },
  heading: 'Ruas jalan',
  description:
    'Ruas jalan nasional, provinsi dan kabupaten di Sulawesi Barat dengan nomor ruas, status, kabupaten, instansi yang menanganinya, panjang dan kondisinya; dengan lisensi yang sama (CC BY 4.0).',
  downloadCsv: 'Ruas jalan (CSV, WKT)',
  downloadGeojson: 'Ruas jalan (GeoJSON)',
} as const;
