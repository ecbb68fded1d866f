// Texts of the report form's ruas line (issue 39, item 2): loaded with that part, not with the page (docs/naming.md).

export const ROAD_LOOKUP = {
  /** "Ruas: Mamuju – Kalukku (001) · Jalan Nasional · ditangani oleh BBPJN Sulawesi Barat". */
  matched: 'Ruas: {name} ({noRuas}) · {status} · ditangani oleh {owner}',
  matchedNoOwner:
    'Ruas: {name} ({noRuas}) · {status}. Pengelola ruas ini belum terdaftar; laporan Anda diterima moderator Dinas PUPR Provinsi Sulawesi Barat.',
  none: 'Tidak ada ruas jalan terdaftar dalam jarak 50 m dari titik ini. Laporan Anda diterima moderator Dinas PUPR Provinsi Sulawesi Barat.',
  failed: 'Ruas jalan di titik ini belum dapat diperiksa. Laporan tetap dapat dikirim.',
} as const;
