// The words of the receipt PDF (server only).
export const RECEIPT = {
  title: 'Bukti Pengajuan',
  service: 'Layanan',
  codeLabel: 'Kode Pelacakan',
  submittedAt: 'Tanggal dan waktu',
  applicant: 'Nama pemohon',
  reporter: 'Nama pelapor',
  subject: 'Perihal',
  attachment: 'Lampiran',
  attached: 'Terlampir',
  none: 'Tidak ada',
  testType: 'Jenis uji',
  documents: 'Dokumen',
  labDocuments: 'Surat permohonan dan KTP diterima (isi dokumen tidak dicetak pada bukti ini)',
  reportType: 'Jenis laporan',
  location: 'Lokasi',
  description: 'Uraian',
  qrCaption: 'Pindai untuk melihat status pengajuan',
  nextTitle: 'Langkah selanjutnya',
  next: (trackUrl: string) => [
    'Simpan bukti ini. Kode pelacakan di atas adalah tanda pengajuan Anda.',
    `Pantau status kapan saja di ${trackUrl} (atau pindai kode QR).`,
    'Petugas Dinas PUPR akan memeriksa pengajuan Anda; setiap perubahan status dan catatan petugas tampil di halaman tersebut dan dikirim ke email Anda bila sudah diverifikasi.',
  ],
  verifyTitle: 'Verifikasi dokumen hasil',
  verifyBody:
    'Surat balasan atau laporan hasil uji yang kelak Anda terima dapat diperiksa keasliannya oleh siapa saja (misalnya kontraktor atau instansi lain) di alamat ini atau dengan memindai kode QR di samping.',
  footer: (at: string) =>
    `Dokumen ini dibuat otomatis oleh Portal Dinas PUPR Provinsi Sulawesi Barat pada ${at} dan sah tanpa tanda tangan.`,
  notFound: 'Bukti pengajuan tidak ditemukan.',
} as const;
