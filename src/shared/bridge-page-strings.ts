// The texts of each bridge's own page (issue 17, item 3): loaded with that page only.
export const BRIDGE_PAGE = {
  back: 'Kembali ke daftar jembatan',
  notFoundTitle: 'Jembatan Tidak Ditemukan',
  notFound: 'Data jembatan tidak ditemukan.',
  dataHeading: 'Data Jembatan',
  lokasi: 'Lokasi',
  kabupaten: 'Kabupaten',
  ruasJalan: 'Ruas jalan',
  // Issue 39: the ruas of the register the bridge is on, and where.
  letakRuas: 'Letak di ruas',
  onRuas: 'Ruas {no} {nama}',
  onRuasSta: 'Ruas {no} {nama}, STA {sta}',
  statusJalan: 'Status jalan',
  tahunBangun: 'Tahun bangun',
  tipe: 'Tipe',
  panjang: 'Panjang',
  lebar: 'Lebar',
  jumlahBentang: 'Jumlah bentang',
  koordinat: 'Koordinat',
  metres: '{n} m',
  updated: 'Data diperbarui {date}',
  locationHeading: 'Lokasi di Peta',
  noCoordinates: 'Koordinat jembatan ini belum dicatat.',
  photosHeading: 'Foto',
  photoAlt: 'Foto {n} jembatan {nama}',
  inspectionsHeading: 'Riwayat Inspeksi',
  noInspections: 'Belum ada inspeksi.',
  inspectionDate: 'Tanggal',
  inspectionType: 'Jenis',
  nk: 'Nilai kondisi (NK)',
  nkShort: 'NK {nk}',
  elements: 'Nilai per elemen',
  inspector: 'Inspektur (hanya terlihat oleh petugas)',
  kondisiNote: 'Kondisi mengikuti inspeksi terakhir: NK 0–1 Baik, 2 Perlu Perhatian, 3 Rusak Ringan, 4 Rusak Berat, 5 Kritis.',
  reportsHeading: 'Laporan Kerusakan Warga',
  noReports: 'Belum ada laporan warga yang ditampilkan untuk jembatan ini.',
  report: 'Lapor kerusakan jembatan ini',
  manage: 'Kelola di halaman admin',
} as const;

/** "Ruas 017 Mamuju – Kalukku, STA 12+300" (issue 39): where a bridge is on the register's ruas; null when on none. */
export function bridgeRoadPlace(ruas: { noRuas: string; name: string } | null, sta: string | null): string | null {
  if (!ruas) return null;
  const T = BRIDGE_PAGE;
  return (sta ? T.onRuasSta : T.onRuas)
    .replace('{no}', ruas.noRuas)
    .replace('{nama}', ruas.name)
    .replace('{sta}', sta ?? '');
}
