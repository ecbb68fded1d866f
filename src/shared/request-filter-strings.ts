// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** The admin request tables' date range and order (issue 13, item 6), kept in the URL. */
export const REQUEST_FILTERS = {
  from: 'Dari tanggal',
  to: 'Sampai tanggal',
  sort: 'Urutkan',
  sorts: { newest: 'Terbaru dulu', oldest: 'Terlama dulu', status: 'Menurut status', due: 'Tenggat terdekat' },
  clear: 'Hapus filter',
  dateInvalid: 'Tanggal tidak valid. Gunakan format TTTT-BB-HH, misalnya 2026-11-24.',
  rangeInvalid: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  sortInvalid: 'Urutan tidak dikenal. Pilih terbaru, terlama atau status.',
  dueInvalid: 'Filter tenggat tidak dikenal. Pilih terlambat atau jatuh tempo minggu ini.',
  ownerInvalid: 'Filter pemilik ruas tidak dikenal. Pilih instansi dari daftar atau "Tanpa ruas".',
  /** The filter a dashboard queue's link sets (issue 38 item 4), shown above the table while it holds. */
  dues: { terlambat: 'Terlambat', 'minggu-ini': 'Jatuh tempo minggu ini' },
  dueShown: (label: string) => `Hanya menampilkan: ${label}`,
  dueClear: 'Tampilkan semua',
  /** Issue 41: a search reads a trigram index, which needs three characters. */
  searchTooShort: 'Ketik paling sedikit 3 karakter untuk mencari.',
} as const;
