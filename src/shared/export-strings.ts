// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** "Unduh CSV" / "Unduh Excel" of the admin tables (issue 13). */
export const EXPORTS = {
  csv: 'Unduh CSV',
  xlsx: 'Unduh Excel',
  formatInvalid: 'Format unduhan tidak dikenal. Pilih CSV atau Excel.',
  files: { sirekanan: 'pengajuan-sirekanan', ujilab: 'pengajuan-uji-lab', 'damage-reports': 'laporan-kerusakan' },
  sheets: { sirekanan: 'Sirekanan', ujilab: 'Uji Lab', 'damage-reports': 'Laporan Kerusakan' },
  headers: {
    code: 'Kode Pelacakan',
    submittedAt: 'Tanggal Pengajuan (WITA)',
    name: 'Nama Pemohon',
    email: 'Email',
    subject: 'Perihal',
    details: 'Detail Pengajuan',
    attachment: 'Lampiran',
    status: 'Status',
    testType: 'Jenis Uji',
    reporter: 'Nama Pelapor',
    reportType: 'Jenis Infrastruktur',
    location: 'Lokasi',
    description: 'Deskripsi',
  },
} as const;
