// The service pages' texts (spec §3), apart from strings.ts: only the pages that show them load them.
export const LAYANAN = {
  loginRequired: 'Login Diperlukan',
  loginButton: 'Login / Daftar',
  trackingCode: 'Kode Pelacakan',
  trackingCodeLine: 'Kode pelacakan: {code}',
  receiptLink: 'Bukti Pengajuan (PDF)',

  fullHistory: 'Lihat riwayat lengkap dan catatan petugas',

  submittedOn: 'Diajukan',
  sending: 'Mengirim...',
  historyLoadFailedTitle: 'Gagal mengambil data',
  historyLoadFailed: 'Tidak dapat memuat riwayat pengajuan.',
  empty: 'Belum ada pengajuan.',
  retry: 'Coba Lagi',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  pageOf: 'Halaman {page} dari {pages}',
  /** A broad search whose count stopped (issue 18): the number of pages is a lower bound. */
  pageOfMore: 'Halaman {page} dari lebih dari {pages}',
  pagination: 'Navigasi halaman',
  submitFailedTitle: 'Terjadi Kesalahan',
  attachment: 'Lampiran',
  download: 'Unduh',
} as const;
