import type { MailKind } from './outbox-schemas.ts';

// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

export const OUTBOX = {
  title: 'Surel Keluar',
  intro: 'Setiap email yang dikirim portal: verifikasi akun, atur ulang kata sandi, tanda terima dan kabar status.',
  smtpOff: 'SMTP_URL belum diatur: email tidak dikirim keluar, hanya disimpan di sini dan dicatat di log server.',
  searchLabel: 'Cari penerima',
  searchPlaceholder: 'alamat email penerima',
  statusLabel: 'Status',
  all: 'Semua',
  statuses: { pending: 'Menunggu', sent: 'Terkirim', failed: 'Gagal', held: 'Ditahan' },
  /** lastError of a held mail: why it was not sent, for the super admin who may still send it. */
  heldReason: (limit: string) => `Ditahan: alamat ini sudah menerima ${limit}. Tekan Kirim ulang bila email ini memang perlu dikirim.`,
  empty: 'Belum ada email.',
  emptySearch: 'Tidak ada email yang cocok.',
  to: 'Kepada',
  created: 'Dibuat',
  sentAt: 'Terkirim',
  attempts: 'Percobaan',
  lastError: 'Kesalahan terakhir',
  viaLog: 'hanya dicatat di log, tanpa SMTP',
  textVersion: 'Teks',
  htmlVersion: 'Tampilan HTML',
  resend: 'Kirim ulang',
  resent: 'Email dijadwalkan untuk dikirim ulang.',
  resendFailed: 'Gagal mengirim ulang',
  notFound: 'Email tidak ditemukan.',
  statusInvalid: 'Status tidak valid.',
  // In place of a link's one-time token when a super admin reads a mail: the link is the addressee's alone.
  hiddenToken: '[disembunyikan]',
  kinds: {
    verification: 'Verifikasi email',
    password_reset: 'Atur ulang kata sandi',
    registration_attempt: 'Percobaan pendaftaran',
    password_changed: 'Kata sandi diubah',
    address_confirmation: 'Konfirmasi alamat',
    invitation: 'Undangan akun petugas',
    receipt: 'Tanda terima permohonan',
    status: 'Kabar status permohonan',
    document: 'Dokumen terbit',
    message: 'Pesan petugas',
    ppid: 'Permohonan informasi PPID',
    'fixed-question': 'Pertanyaan perbaikan laporan',
    forward: 'Laporan diteruskan ke instansi',
    lab_bill: 'Tagihan retribusi Uji Lab',
    lab_paid: 'Pembayaran Uji Lab diterima',
    system_incident: 'Gangguan sistem',
    system_digest: 'Ringkasan harian sistem',
    backup_failed: 'Cadangan gagal',
    area_alert_confirmation: 'Konfirmasi ikuti laporan',
    area_alert: 'Kabar laporan wilayah',
    area_alert_digest: 'Ringkasan laporan wilayah',
    test: 'Email uji',
  } satisfies Record<MailKind, string>,
  /** A kind written before the list was closed (issue 38): never shown as a code word. */
  otherKind: 'Email lain',
} as const;

/** The Indonesian name of a mail kind; a kind no longer in MAIL_KINDS (an old row) as "Email lain". */
export const mailKindLabel = (kind: string): string =>
  Object.hasOwn(OUTBOX.kinds, kind) ? OUTBOX.kinds[kind as MailKind] : OUTBOX.otherKind;
