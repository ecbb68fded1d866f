// Issue 39, item 1 and the admin side of item 2: the road-section register (ruas) and the authorities
// (instansi) that own the roads. Loaded with the admin pages only (docs/naming.md: <feature>-strings.ts).
import type { RoadGeometry, RoadStatus } from './roads.ts';

/** Rows (features) of one file: West Sulawesi has a few hundred ruas; a national export a few thousand. */
export const ROAD_IMPORT_MAX_ROWS = 20_000;
/** The rows a dry run lists one by one; the counts cover them all. */
export const ROAD_IMPORT_MAX_LISTED = 1000;
/** Refusals listed; the rest are counted. */
export const ROAD_IMPORT_MAX_ERRORS = 500;
/** A ruas longer than this is a typing error (the Trans-Sulawesi in this province is about 450 km). */
export const ROAD_MAX_KM = 1000;
export const ROAD_NAME_MAX = 200;
export const ROAD_NO_MAX = 40;
export const ROAD_SURFACE_MAX = 60;
export const INSTANSI_NAME_MAX = 200;

export const ROAD_IMPORT_MODES = ['dry-run', 'apply'] as const;
export type RoadImportMode = (typeof ROAD_IMPORT_MODES)[number];

/** The columns (CSV) and properties (GeoJSON) the import reads; `geometry` is the CSV's WKT. */
export const ROAD_IMPORT_COLUMNS = [
  'no_ruas',
  'nama',
  'status',
  'kabupaten',
  'panjang_km',
  'permukaan',
  'baik_km',
  'sedang_km',
  'rusak_ringan_km',
  'rusak_berat_km',
  'tahun_kondisi',
  'geometry',
] as const;
export type RoadImportColumn = (typeof ROAD_IMPORT_COLUMNS)[number];
export const ROAD_IMPORT_REQUIRED: readonly RoadImportColumn[] = ['no_ruas', 'nama', 'status', 'geometry'];

export const ROAD_IMPORT_COLUMN_HELP: Record<RoadImportColumn, string> = {
  no_ruas: 'Nomor ruas seperti di PKRMS, mis. 002 atau 052.11.K. Unik; nomor yang sudah terdaftar akan diperbarui.',
  nama: 'Nama ruas, mis. Mamuju – Kalukku.',
  status: 'Nasional, Provinsi atau Kabupaten (huruf besar/kecil bebas; boleh disingkat N, P atau K).',
  kabupaten: 'Salah satu dari enam kabupaten di Sulawesi Barat. Wajib untuk jalan kabupaten; boleh kosong untuk ruas lintas kabupaten.',
  panjang_km: 'Panjang ruas dalam km (titik atau koma desimal). Bila kosong, dihitung dari garis ruas.',
  permukaan: 'Jenis perkerasan, mis. Aspal, Beton, Kerikil, Tanah. Boleh kosong.',
  baik_km: 'Panjang dalam kondisi baik (km). Boleh kosong.',
  sedang_km: 'Panjang dalam kondisi sedang (km). Boleh kosong.',
  rusak_ringan_km: 'Panjang rusak ringan (km). Boleh kosong.',
  rusak_berat_km: 'Panjang rusak berat (km). Boleh kosong.',
  tahun_kondisi: 'Tahun survei kondisi, mis. 2026. Boleh kosong.',
  geometry:
    'Garis ruas. GeoJSON: geometri LineString atau MultiLineString dari fitur. CSV: WKT, mis. LINESTRING (118.89 -2.68, 118.90 -2.67) atau MULTILINESTRING ((…), (…)), bujur lalu lintang (WGS 84).',
};

/** A refused row: its number in the file (a CSV's line as a spreadsheet shows it; a GeoJSON's feature from 1), its column, why. */
export type RoadImportError = { row: number; column?: string; message: string };
/** What one row of the file would do: "baru", "diperbarui" or "ditolak". */
export type RoadImportRowResult = {
  row: number;
  noRuas: string;
  nama: string;
  action: 'baru' | 'diperbarui' | 'ditolak';
  lengthKm: number | null;
};
export type RoadImportSummary = {
  added: number;
  updated: number;
  refused: number;
  rows: RoadImportRowResult[];
  moreRows: number;
  errors: RoadImportError[];
  moreErrors: number;
  applied: boolean;
};

export const ROAD_ACTION_LABELS: Record<RoadImportRowResult['action'], string> = {
  baru: 'Baru',
  diperbarui: 'Diperbarui',
  ditolak: 'Ditolak',
};

export const ROAD_IMPORT = {
  heading: 'Impor Ruas Jalan',
  back: 'Kembali ke daftar ruas',
  intro:
    'Unggah berkas GeoJSON (.geojson/.json) atau CSV ekspor PKRMS dengan kolom geometri WKT. Berkas diperiksa dulu; tidak ada yang disimpan sampai Anda menekan Impor, dan satu baris yang salah membatalkan seluruh impor.',
  rules: 'Paling banyak {rows} ruas dan {mb} MB per berkas. Nomor ruas yang sudah terdaftar diperbarui (ekspor PKRMS tahunan).',
  templateCsv: 'Unduh templat CSV',
  templateGeojson: 'Unduh templat GeoJSON',
  columnsHeading: 'Kolom yang dibaca',
  fileLabel: 'Berkas ruas',
  fileHint: 'GeoJSON atau CSV, paling besar 20 MB.',
  fileKind: 'GeoJSON/CSV',
  noFile: 'Pilih berkas GeoJSON atau CSV terlebih dahulu.',
  check: 'Periksa berkas',
  checking: 'Memeriksa…',
  checkFailedTitle: 'Berkas tidak dapat diperiksa',
  summaryHeading: 'Hasil pemeriksaan',
  summary: '{added} ruas baru, {updated} diperbarui, {refused} ditolak.',
  allGood: 'Semua baris dapat diimpor.',
  refusedHint: 'Perbaiki baris yang ditolak pada berkas lalu periksa lagi. Tidak ada yang disimpan selama masih ada baris yang ditolak.',
  importButton: 'Impor',
  importing: 'Mengimpor…',
  confirmTitle: 'Impor ruas jalan?',
  confirmDescription: '{added} ruas baru akan ditambahkan dan {updated} ruas diperbarui.',
  confirmOk: 'Ya, impor',
  confirmCancel: 'Batal',
  successTitle: 'Impor berhasil',
  success: '{added} ruas ditambahkan, {updated} diperbarui.',
  failedTitle: 'Impor gagal',
  refusedApplyTitle: 'Impor dibatalkan',
  refusedApply: '{refused} baris kini ditolak; tidak ada yang disimpan.',
  rowsHeading: 'Per baris',
  rowHeader: 'Baris',
  noHeader: 'No. ruas',
  nameHeader: 'Nama',
  actionHeader: 'Hasil',
  lengthHeader: 'Panjang (km)',
  columnHeader: 'Kolom',
  reasonHeader: 'Alasan',
  refusedHeading: 'Baris yang ditolak',
  moreRows: '… dan {count} baris lain.',
  moreErrors: '… dan {count} alasan lain.',
  // The file as a whole.
  tooLarge: 'Berkas terlalu besar. Ukuran maksimal {mb} MB; pecah berkas per kabupaten lalu impor satu per satu.',
  wrongType: 'Jenis berkas tidak didukung. Unggah GeoJSON (.geojson/.json) atau CSV (UTF-8).',
  empty: 'Berkas kosong.',
  brokenJson: 'Berkas GeoJSON tidak dapat dibaca: isinya bukan JSON yang sah.',
  notFeatureCollection: 'Berkas GeoJSON harus berupa FeatureCollection dengan daftar "features".',
  brokenCsv: 'Berkas CSV tidak dapat dibaca: ada tanda kutip yang tidak ditutup.',
  missingColumns: 'Kolom wajib tidak ada: {columns}.',
  noRows: 'Berkas tidak berisi satu ruas pun.',
  tooManyRows: 'Berkas berisi {rows} ruas; paling banyak {max} per impor.',
  // One row.
  noRuasMissing: 'No. ruas wajib diisi.',
  noRuasTooLong: `No. ruas paling panjang ${ROAD_NO_MAX} karakter.`,
  noRuasTwice: 'No. ruas ini sudah ada di baris {row} berkas yang sama.',
  namaMissing: 'Nama ruas wajib diisi.',
  namaTooLong: `Nama ruas paling panjang ${ROAD_NAME_MAX} karakter.`,
  statusInvalid: 'Status harus Nasional, Provinsi atau Kabupaten.',
  kabupatenInvalid: 'Kabupaten tidak dikenal. Pilih salah satu: {list}.',
  kabupatenRequired: 'Jalan kabupaten wajib menyebut kabupatennya.',
  geometryMissing: 'Geometri wajib diisi (LineString atau MultiLineString).',
  geometryType: 'Geometri harus LineString atau MultiLineString, bukan {type}.',
  geometryEmpty: 'Garis ruas kosong: tidak ada satu titik pun.',
  geometryBroken: 'Geometri tidak dapat dibaca: {detail}.',
  lineTooShort: 'Garis ruas harus punya sedikitnya dua titik yang berbeda.',
  outsideProvince:
    'Titik ({lon}, {lat}) berada di luar Provinsi Sulawesi Barat. Periksa urutan bujur–lintang dan sistem koordinat (WGS 84).',
  selfIntersecting: 'Garis ruas memotong dirinya sendiri di sekitar ({lon}, {lat}).',
  numberInvalid: 'Harus berupa angka.',
  numberNegative: 'Tidak boleh negatif.',
  lengthAbsurd: `Panjang harus lebih dari 0 dan paling banyak ${ROAD_MAX_KM.toLocaleString('id-ID')} km.`,
  conditionTooLong: 'Jumlah panjang kondisi ({sum} km) melebihi panjang ruas ({length} km).',
  yearInvalid: 'Tahun kondisi harus antara 1990 dan tahun depan.',
  surfaceTooLong: `Jenis permukaan paling panjang ${ROAD_SURFACE_MAX} karakter.`,
  exampleMark: 'CONTOH',
  exampleRow: 'Baris contoh dari templat: hapus sebelum mengimpor.',
} as const;

export type RoadItem = {
  id: string;
  noRuas: string;
  name: string;
  status: RoadStatus;
  kabupaten: string | null;
  lengthKm: number | null;
  surface: string | null;
  kondisiBaikKm: number | null;
  kondisiSedangKm: number | null;
  kondisiRusakRinganKm: number | null;
  kondisiRusakBeratKm: number | null;
  kondisiYear: number | null;
  /** The instansi that answers for this ruas (kabupaten-specific first), or null when none is registered. */
  instansi: string | null;
  updatedAt: string;
};
export type RoadDetail = RoadItem & { geometry: RoadGeometry };
export type RoadLine = { id: string; noRuas: string; name: string; status: RoadStatus; geometry: RoadGeometry };

export type InstansiItem = {
  id: string;
  name: string;
  email: string | null;
  roadStatus: RoadStatus;
  kabupaten: string | null;
  isThisOffice: boolean;
  updatedAt: string;
};

export const ALL_KABUPATEN = 'semua';

export const ROADS = {
  heading: 'Ruas Jalan',
  intro: 'Daftar ruas jalan (PKRMS) dengan status, kabupaten, panjang dan kondisinya. Garis ruas diubah hanya lewat impor.',
  importLink: 'Impor ruas',
  instansiLink: 'Instansi pemilik jalan',
  searchLabel: 'Cari no. ruas atau nama',
  searchPlaceholder: 'mis. 002 atau Kalukku',
  statusLabel: 'Status jalan',
  kabupatenLabel: 'Kabupaten',
  allStatuses: 'Semua status',
  allKabupaten: 'Semua kabupaten',
  mapLabel: 'Peta ruas jalan',
  mapLegend: 'Warna garis: merah Nasional, biru Provinsi, hijau Kabupaten.',
  empty: 'Belum ada ruas yang cocok.',
  emptyRegister: 'Register ruas masih kosong. Mulai dengan mengimpor berkas GeoJSON atau CSV PKRMS.',
  loadFailed: 'Gagal memuat ruas jalan',
  total: '{total} ruas',
  columns: {
    noRuas: 'No. ruas',
    name: 'Nama',
    status: 'Status',
    kabupaten: 'Kabupaten',
    length: 'Panjang (km)',
    kemantapan: 'Kemantapan',
    instansi: 'Ditangani oleh',
    actions: 'Aksi',
  },
  kemantapanNone: '–',
  noInstansi: 'Belum ada instansi',
  edit: 'Ubah',
  editLabel: 'Ubah ruas {no}',
  remove: 'Hapus',
  removeLabel: 'Hapus ruas {no}',
  removeTitle: 'Hapus ruas {no}?',
  removeDescription:
    'Ruas "{name}" dihapus dari register. Laporan kerusakan dan jembatan yang terhubung tetap ada, tetapi tidak lagi terhubung ke ruas ini.',
  removeOk: 'Ya, hapus',
  removed: 'Ruas dihapus',
  removeFailed: 'Gagal menghapus ruas',
  notFound: 'Ruas tidak ditemukan.',
  forbidden: 'Hanya Admin Jalan dan Super Admin yang dapat mengelola ruas jalan.',
  // The edit form.
  editHeading: 'Ubah Ruas {no}',
  editBack: 'Kembali ke daftar ruas',
  editIntro: 'Garis ruas tidak dapat diubah di sini: impor ulang berkasnya untuk mengganti garis.',
  nameLabel: 'Nama ruas',
  surfaceLabel: 'Jenis permukaan',
  lengthLabel: 'Panjang (km)',
  baikLabel: 'Baik (km)',
  sedangLabel: 'Sedang (km)',
  rusakRinganLabel: 'Rusak ringan (km)',
  rusakBeratLabel: 'Rusak berat (km)',
  yearLabel: 'Tahun kondisi',
  kabupatenNone: 'Lintas kabupaten / tidak ada',
  kabupatenInvalid: 'Pilih salah satu kabupaten di Sulawesi Barat.',
  save: 'Simpan',
  saving: 'Menyimpan…',
  saved: 'Ruas disimpan',
  saveFailed: 'Gagal menyimpan ruas',
  incompleteTitle: 'Data ruas belum lengkap',
  conditionHeading: 'Kondisi (kemantapan)',
} as const;

export const INSTANSI = {
  heading: 'Instansi Pemilik Jalan',
  intro:
    'Instansi yang menangani tiap status jalan. Laporan kerusakan di ruas yang bukan kewenangan dinas ini diteruskan ke e-mail instansinya. Instansi untuk satu kabupaten didahulukan dari instansi untuk semua kabupaten.',
  back: 'Kembali ke daftar ruas',
  add: 'Tambah instansi',
  addTitle: 'Tambah Instansi',
  editTitle: 'Ubah Instansi',
  edit: 'Ubah',
  editLabel: 'Ubah {name}',
  remove: 'Hapus',
  removeLabel: 'Hapus {name}',
  removeTitle: 'Hapus {name}?',
  removeDescription: 'Laporan yang sudah tercatat untuk instansi ini tidak lagi menyebut pemiliknya.',
  removeOk: 'Ya, hapus',
  removed: 'Instansi dihapus',
  removeFailed: 'Gagal menghapus instansi',
  empty: 'Belum ada instansi. Tambahkan, mis. BBPJN Sulawesi Barat untuk jalan nasional.',
  loadFailed: 'Gagal memuat instansi',
  columns: { name: 'Nama', email: 'E-mail', status: 'Status jalan', kabupaten: 'Kabupaten', actions: 'Aksi' },
  thisOfficeBadge: 'Dinas ini',
  nameLabel: 'Nama instansi',
  namePlaceholder: 'mis. Dinas PUPR Kabupaten Majene',
  emailLabel: 'E-mail',
  emailHint: 'Laporan yang diteruskan dikirim ke alamat ini. Boleh kosong hanya untuk dinas ini.',
  statusLabel: 'Menangani jalan',
  kabupatenLabel: 'Kabupaten',
  allKabupaten: 'Semua kabupaten',
  thisOfficeLabel: 'Ini dinas ini sendiri (Dinas PUPR Provinsi Sulawesi Barat)',
  save: 'Simpan',
  saving: 'Menyimpan…',
  saved: 'Instansi disimpan',
  saveFailed: 'Gagal menyimpan instansi',
  cancel: 'Batal',
  incompleteTitle: 'Data instansi belum lengkap',
  nameRequired: 'Nama instansi wajib diisi.',
  nameTooLong: `Nama instansi paling panjang ${INSTANSI_NAME_MAX} karakter.`,
  nameTaken: 'Nama instansi ini sudah terdaftar.',
  emailRequired: 'E-mail wajib diisi untuk instansi selain dinas ini.',
  emailInvalid: 'Format e-mail tidak valid.',
  statusInvalid: 'Pilih status jalan: Nasional, Provinsi atau Kabupaten.',
  kabupatenInvalid: 'Pilih salah satu kabupaten atau Semua kabupaten.',
  duplicate: '{status} di {kabupaten} sudah ditangani oleh {name}. Ubah instansi itu, atau pilih status/kabupaten lain.',
  notFound: 'Instansi tidak ditemukan.',
} as const;
