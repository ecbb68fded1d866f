// Bulk import of bridges (issue 17, item 6): the columns a file may carry, its limits, and every
// text the import page and the API show. A module of its own: only the import loads it.
import { BRIDGE_OPEN_DATA_COLUMNS } from './bridge-open-data.ts';

/** The open-data export's columns, in its order: an import reads the same names. */
export const BRIDGE_IMPORT_COLUMNS = BRIDGE_OPEN_DATA_COLUMNS;
export type BridgeImportColumn = (typeof BRIDGE_IMPORT_COLUMNS)[number];

/** Computed by the portal (from inspections, from the clock): read in an export, ignored on import. */
export const BRIDGE_IMPORT_READ_ONLY = [
  'nilai_kondisi',
  'tanggal_inspeksi_terakhir',
  'diperbarui',
] as const satisfies readonly BridgeImportColumn[];
/** A file without any of these is refused as a whole. */
export const BRIDGE_IMPORT_REQUIRED = ['nama', 'lokasi', 'tahun_bangun', 'kondisi'] as const satisfies readonly BridgeImportColumn[];

export const BRIDGE_IMPORT_MAX_ROWS = 20_000;
/**
 * What the parts of an .xlsx that the import reads (the sheets, shared strings, styles, workbook) may
 * unpack to: a sheet of 20,000 full rows is 15–35 MB; a zip bomb of 10 MB unpacks to gigabytes.
 */
export const BRIDGE_IMPORT_MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** The shared strings are all held in memory while the sheet is read: 20,000 rows need well under this. */
export const BRIDGE_IMPORT_MAX_SHARED_STRINGS_BYTES = 24 * 1024 * 1024;
/** The longest cell an import reads: a name or a location is far shorter; a longer one is refused while read. */
export const BRIDGE_IMPORT_MAX_CELL_CHARS = 1_000;
/** Refused rows listed in one answer; the count covers them all. */
export const BRIDGE_IMPORT_MAX_ERRORS = 500;
export const BRIDGE_IMPORT_MODES = ['dry-run', 'apply'] as const;
export type BridgeImportMode = (typeof BRIDGE_IMPORT_MODES)[number];

export type BridgeImportError = { row: number; column?: string; message: string };
/** The answer of a check and of an import: what the file does (or did) to the bridges. */
export type BridgeImportSummary = {
  added: number;
  updated: number;
  unchanged: number;
  refused: number;
  errors: BridgeImportError[];
  /** Refusals not listed in `errors` (more than BRIDGE_IMPORT_MAX_ERRORS). */
  moreErrors: number;
  applied: boolean;
};

/** What each column holds, for the page and the template's second sheet. */
export const BRIDGE_IMPORT_COLUMN_HELP: Record<BridgeImportColumn, string> = {
  id: 'Kosongkan untuk jembatan baru. Diisi (dari berkas ekspor) untuk memperbarui jembatan itu.',
  nama: 'Wajib. Nama jembatan.',
  lokasi: 'Wajib. Desa/kecamatan atau keterangan lokasi.',
  kabupaten: 'Opsional. Mamuju, Mamuju Tengah, Pasangkayu, Majene, Polewali Mandar atau Mamasa.',
  ruas_jalan: 'Opsional. Ruas jalan yang dilalui jembatan.',
  status_jalan: 'Opsional. nasional, provinsi atau kabupaten.',
  no_ruas: 'Opsional. No. ruas dari register ruas jalan; kosongkan bila jembatan tidak ditautkan ke ruas.',
  sta: 'Opsional, bersama no_ruas. Letak di ruas dalam km+meter, misalnya 12+300.',
  tahun_bangun: 'Wajib. Tahun, misalnya 2015.',
  tipe: 'Opsional. Misalnya Beton bertulang, Rangka baja, Gantung.',
  kondisi: 'Wajib. Baik, Perlu Perhatian, Rusak Ringan, Rusak Berat atau Kritis.',
  nilai_kondisi: 'Diabaikan saat impor (dihitung dari inspeksi).',
  tanggal_inspeksi_terakhir: 'Diabaikan saat impor (dihitung dari inspeksi).',
  latitude: 'Opsional, bersama longitude. Derajat desimal, misalnya -2,6786.',
  longitude: 'Opsional, bersama latitude. Derajat desimal, misalnya 118,8885.',
  panjang_m: 'Opsional. Panjang dalam meter; koma desimal boleh.',
  lebar_m: 'Opsional. Lebar dalam meter; koma desimal boleh.',
  jumlah_bentang: 'Opsional. Bilangan bulat 1 sampai 200.',
  diperbarui: 'Diabaikan saat impor.',
};

export const BRIDGE_IMPORT = {
  // page
  heading: 'Impor Data Jembatan',
  openButton: 'Impor Data',
  back: 'Kembali ke Manajemen Jembatan',
  intro:
    'Unggah berkas CSV atau Excel (.xlsx) dengan kolom yang sama seperti berkas ekspor data terbuka. Baris dengan kolom id diisi memperbarui jembatan itu; baris tanpa id dicocokkan dengan nama dan kabupaten: bila cocok diperbarui, bila tidak ditambahkan.',
  rules:
    'Baris pertama berisi nama kolom (huruf besar/kecil tidak berpengaruh, kolom lain diabaikan). CSV boleh dipisah koma atau titik koma. Paling banyak {rows} baris data dan {mb} MB. Bila ada satu baris saja yang ditolak, tidak ada data yang diubah.',
  columnsHeading: 'Kolom berkas',
  columnName: 'Kolom',
  columnHelp: 'Keterangan',
  templateCsv: 'Unduh templat (CSV)',
  templateXlsx: 'Unduh templat (Excel)',
  fileLabel: 'Berkas CSV atau Excel (.xlsx)',
  fileHint: 'Pilih berkas, lalu periksa. Pemeriksaan tidak mengubah data apa pun.',
  fileKind: 'berkas impor',
  check: 'Periksa berkas',
  checking: 'Memeriksa...',
  summaryHeading: 'Hasil pemeriksaan',
  summary: 'Akan ditambahkan: {added}, diperbarui: {updated}, ditolak: {refused}',
  unchangedNote: '{unchanged} baris sama dengan data yang ada dan tidak diubah.',
  refusedHeading: 'Baris yang ditolak',
  refusedHint: 'Perbaiki baris berikut di berkas Anda, lalu unggah dan periksa lagi.',
  moreErrors: 'Dan {count} penolakan lain yang tidak ditampilkan.',
  rowHeader: 'Baris',
  columnHeader: 'Kolom',
  reasonHeader: 'Alasan',
  allGood: 'Semua baris dapat diimpor.',
  nothingToDo: 'Tidak ada perubahan: semua baris sama dengan data yang ada.',
  importButton: 'Impor',
  importing: 'Mengimpor...',
  confirmTitle: 'Impor data jembatan?',
  confirmDescription: '{added} jembatan akan ditambahkan dan {updated} diperbarui. Tindakan ini tercatat di log audit.',
  confirmCancel: 'Batal',
  confirmOk: 'Ya, impor',
  successTitle: 'Impor Berhasil',
  success: '{added} jembatan ditambahkan, {updated} diperbarui.',
  failedTitle: 'Impor Gagal',
  checkFailedTitle: 'Berkas Tidak Dapat Diperiksa',
  refusedApplyTitle: 'Impor Dibatalkan',
  // server
  noFile: 'Pilih berkas CSV atau Excel (.xlsx) untuk diimpor.',
  empty: 'Berkas kosong.',
  tooLarge: 'Berkas terlalu besar. Ukuran maksimal {mb} MB.',
  tooManyRows: 'Berkas berisi {rows} baris data; paling banyak {max} baris sekali impor. Bagi berkas menjadi beberapa bagian.',
  tooManyRowsAtLeast:
    'Berkas berisi lebih dari {max} baris data; paling banyak {max} baris sekali impor. Bagi berkas menjadi beberapa bagian.',
  tooLargeUnzipped: 'Isi berkas Excel terlalu besar setelah dibuka (lebih dari {mb} MB). Bagi berkas menjadi beberapa bagian.',
  wrongType: 'Berkas harus berupa CSV (teks UTF-8) atau Excel (.xlsx).',
  brokenXlsx: 'Berkas Excel tidak dapat dibaca. Simpan ulang sebagai .xlsx lalu coba lagi.',
  brokenCsv: 'Berkas CSV tidak dapat dibaca: ada tanda kutip yang tidak ditutup.',
  cellTooLong: 'Baris {row}: ada sel yang berisi lebih dari {max} karakter. Periksa baris itu lalu coba lagi.',
  noHeader: 'Baris pertama berkas harus berisi nama kolom.',
  missingColumns: 'Kolom wajib tidak ada: {columns}.',
  noRows: 'Berkas tidak berisi baris data.',
  idNotFound: 'id tidak ditemukan.',
  ambiguous: 'Ada lebih dari satu jembatan dengan nama dan kabupaten ini; isi kolom id untuk memilih salah satunya.',
  duplicate: 'Baris ini menuju jembatan yang sama dengan baris {row}.',
  exampleRow: 'Ini baris contoh dari templat; hapus baris ini.',
  kondisiInvalid: 'Kondisi harus salah satu dari: Baik, Perlu Perhatian, Rusak Ringan, Rusak Berat, Kritis.',
  refusedApply: '{refused} baris ditolak; tidak ada data yang diubah.',
  // template
  templateFile: 'templat-impor-jembatan',
  templateSheet: 'Jembatan',
  templateHelpSheet: 'Petunjuk',
  exampleMark: 'CONTOH',
  exampleName: 'CONTOH – Jembatan Salu Mamuju (hapus baris ini)',
} as const;
