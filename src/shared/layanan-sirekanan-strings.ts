// The sirekanan texts of the service pages (spec §3), a module of their own: only the pages that show them load them.
import { SERVICE_PAGES } from './service-pages-strings.ts';
import {} from './strings.ts';

export const LAYANAN_SIREKANAN = {
  ...SERVICE_PAGES.sirekanan,
  subheading: 'Sistem Informasi Persuratan Elektronik dan Kearsipan',
  formTitle: 'Form Pengajuan Surat',
  loginHint: 'Silakan login atau daftar terlebih dahulu untuk mengajukan surat secara elektronik.',
  subject: 'Perihal',
  subjectPlaceholder: 'Contoh: Permohonan rekomendasi teknis',
  details: 'Detail Pengajuan',
  detailsPlaceholder: 'Jelaskan maksud dan isi pengajuan surat Anda.',
  attachment: 'Lampiran (Opsional)',
  attachmentHint: 'PDF, DOC, DOCX, JPG atau PNG, maksimal 5 MB.',
  submit: 'Kirim Pengajuan',
  incompleteTitle: 'Form tidak lengkap',
  incomplete: 'Harap isi perihal dan detail pengajuan.',
  subjectTooLong: 'Perihal maksimal 200 karakter.',
  detailsTooLong: 'Detail pengajuan maksimal 5.000 karakter.',
  successTitle: 'Pengajuan Terkirim',
  success: 'Pengajuan surat Anda telah berhasil dikirim.',
  failedTitle: 'Gagal mengirim',
  historyTitle: 'Riwayat Pengajuan Surat',
  attachmentKind: 'lampiran',
} as const;
