// The damage texts of the service pages (spec §3), a module of their own: only the pages that show them load them.
import { SERVICE_PAGES } from './service-pages-strings.ts';
import {} from './strings.ts';

export const LAYANAN_DAMAGE = {
  ...SERVICE_PAGES.damage,
  formTitle: 'Form Laporan Kerusakan',
  reporterName: 'Nama Pelapor',
  reporterEmail: 'Email (Opsional)',
  location: 'Lokasi Kerusakan',
  locationPlaceholder: 'Contoh: Jl. Poros Mamuju–Kalukku km 12',
  reportType: 'Jenis Infrastruktur',
  reportTypePlaceholder: 'Pilih jenis infrastruktur',
  descriptionLabel: 'Deskripsi Kerusakan',
  descriptionPlaceholder: 'Jelaskan kerusakan yang Anda lihat.',
  submit: 'Kirim Laporan',
  incompleteTitle: 'Form Tidak Lengkap',
  incomplete: 'Semua kolom wajib diisi.',
  /** After the spec's sentence (issue 38: email and photo are optional): which boxes are still empty. */
  incompleteMissing: (fields: string) => `Belum diisi: ${fields}.`,
  emailInvalid: 'Format email tidak valid.',
  successTitle: 'Laporan Terkirim!',
  success: 'Terima kasih atas laporan Anda. Simpan kode pelacakan ini untuk memantau statusnya.',
  titlePrefix: 'Laporan Kerusakan',
  photoKind: 'foto',
  statusTitle: 'Cek Status Laporan',
  statusDescription: 'Masukkan kode pelacakan yang Anda terima saat mengirim laporan.',
  statusCodePlaceholder: 'Contoh: LPR-2026-7KQ2M9',
  statusButton: 'Cek Status',
  statusChecking: 'Memeriksa...',
  copyCode: 'Salin Kode',
  copied: 'Tersalin',
  statusCodeInvalid: 'Kode pelacakan tidak valid. Contoh: LPR-2026-7KQ2M9.',
  statusNotFound: 'Laporan dengan kode tersebut tidak ditemukan.',
  statusNotFoundTitle: 'Laporan Tidak Ditemukan',
  statusLabel: 'Status',
  reportedAt: 'Dilaporkan',
  updatedAt: 'Terakhir diperbarui',
} as const;
