// Open data of the bridges (issue 17, item 5; docs/decisions/032-bridge-open-data.md): the files at
// /data/jembatan.{csv,geojson,json}, their columns and the texts the web shows beside the links.
// The bulk import reads the same columns, so a file downloaded here can be sent back as it is.
import { unguardFormulas } from './csv-formula-guard.ts';
import { OFFICE } from './strings.ts';

/**
 * The columns of the CSV, in order, and the properties of each GeoJSON feature. Public fields only:
 * never the inspector's name or an inspection's notes (ADR 031: the inspector is shown to staff only).
 */
export const BRIDGE_OPEN_DATA_COLUMNS = [
  'id',
  'nama',
  'lokasi',
  'kabupaten',
  'ruas_jalan',
  'status_jalan',
  'no_ruas',
  'sta',
  'tahun_bangun',
  'tipe',
  'kondisi',
  'nilai_kondisi',
  'tanggal_inspeksi_terakhir',
  'latitude',
  'longitude',
  'panjang_m',
  'lebar_m',
  'jumlah_bentang',
  'diperbarui',
] as const;
export type BridgeOpenDataColumn = (typeof BRIDGE_OPEN_DATA_COLUMNS)[number];

/** The addresses the portal serves the files at. */
export const BRIDGE_OPEN_DATA_PATHS = {
  csv: '/data/jembatan.csv',
  geojson: '/data/jembatan.geojson',
  metadata: '/data/jembatan.json',
} as const;

export const BRIDGE_OPEN_DATA_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

export const BRIDGE_OPEN_DATA = {
  title: 'Data Jembatan Provinsi Sulawesi Barat',
  description:
    'Daftar jembatan di Provinsi Sulawesi Barat yang dicatat oleh ' +
    `${OFFICE.name}: nama, lokasi, kabupaten, ruas dan status jalan, tahun dibangun, tipe, kondisi dan ` +
    'Nilai Kondisi (NK 0–5) dari pemeriksaan terakhir menurut Sistem Manajemen Jembatan (BMS) Bina Marga, ' +
    'koordinat, serta panjang, lebar dan jumlah bentang. Diperbarui setiap kali data jembatan atau pemeriksaan berubah.',
  publisher: OFFICE.name,
  licenceName: 'Creative Commons Atribusi 4.0 Internasional (CC BY 4.0)',
  licenceLine: `Data ini boleh disalin, dibagikan dan diolah kembali untuk keperluan apa pun dengan menyebut sumbernya: ${OFFICE.name} (lisensi CC BY 4.0).`,
  keywords: ['jembatan', 'infrastruktur', 'Sulawesi Barat', 'PUPR', 'Bina Marga', 'kondisi jembatan', 'data terbuka'],
  files: { csv: 'jembatan-sulbar.csv', geojson: 'jembatan-sulbar.geojson' },
  csvTitle: 'Data jembatan (CSV)',
  csvDescription: 'Semua jembatan, satu baris per jembatan; UTF-8, dipisah koma (RFC 4180). Kolom yang sama diterima oleh impor data.',
  geojsonTitle: 'Peta jembatan (GeoJSON)',
  geojsonDescription: 'Jembatan yang memiliki koordinat, sebagai titik (RFC 7946, WGS 84).',
  metadataTitle: 'Metadata dataset (DCAT)',
  downloadCsv: 'Unduh CSV',
  downloadGeojson: 'Unduh GeoJSON',
} as const;

/**
 * A text cell of the CSV as it was stored. Every place in a text where a spreadsheet could start a
 * cell and find = + - @ is written with an apostrophe before that character, so that a spreadsheet
 * shows it instead of running it as a formula (ADR 047); the import takes exactly those off again.
 */
export const openDataText = unguardFormulas;
