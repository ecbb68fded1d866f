// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** /lacak: the public status page of every submission (issue 13). */
export const LACAK = {
  title: 'Lacak Pengajuan',
  intro:
    'Masukkan kode pelacakan dari tanda terima atau email Anda untuk melihat status pengajuan Sirekanan, Uji Lab atau Lapor Kerusakan.',
  codeLabel: 'Kode Pelacakan',
  codePlaceholder: 'Contoh: LPR-2026-7KQ2M9',
  submit: 'Lacak',
  codeInvalid: 'Format kode tidak dikenali. Kode berbentuk SRK-, LAB- atau LPR- diikuti tahun dan 6 huruf/angka, misalnya LPR-2026-7KQ2M9.',
  notFoundTitle: 'Kode tidak ditemukan',
  notFound:
    'Tidak ada pengajuan dengan kode ini. Periksa kembali kode pada tanda terima atau email Anda (huruf O dan angka 0 tidak dipakai dalam kode).',
  services: { sirekanan: 'Sirekanan', ujilab: 'Uji Lab', 'damage-reports': 'Lapor Kerusakan', ppid: 'Permohonan Informasi Publik (PPID)' },
  service: 'Layanan',
  status: 'Status',
  submitted: 'Diajukan pada',
  historyTitle: 'Riwayat Status',
  received: 'Pengajuan diterima',
  note: 'Catatan petugas',
  requesterNote: 'Alasan warga',
  privacy: 'Halaman ini hanya menampilkan status dan tanggal; nama, kontak, isi pengajuan dan berkas tidak pernah ditampilkan.',
} as const;

/** "Berhenti menerima email" (issue 13). */
export const LACAK_MAIL = {
  unsubscribeTitle: 'Berhenti Menerima Email',
  unsubscribeIntro: (email: string) =>
    `Kabar status pengajuan tidak akan dikirim lagi ke ${email}. Email akun (verifikasi, atur ulang kata sandi) tetap dikirim.`,
  unsubscribeButton: 'Berhenti menerima email',
  unsubscribed: 'Anda tidak akan menerima email kabar status lagi. Status tetap dapat dilihat di halaman Lacak Pengajuan.',
  unsubscribeInvalid: 'Tautan berhenti berlangganan ini tidak valid. Gunakan tautan lengkap dari email yang Anda terima.',
  confirmTitle: 'Konfirmasi Alamat Email',
  confirmIntro: 'Tekan tombol di bawah bila Anda ingin menerima kabar tentang laporan ini lewat email.',
  confirmButton: 'Ya, kirim kabar ke email saya',
  confirmed: 'Alamat email Anda telah dikonfirmasi. Kabar tentang laporan ini akan dikirim ke alamat ini.',
  confirmInvalid:
    'Tautan konfirmasi ini tidak valid atau sudah kedaluwarsa. Gunakan tautan lengkap dari email yang Anda terima; tautan berlaku 14 hari.',
} as const;
