// The ujilab texts of the service pages (spec §3), a module of their own: only the pages that show them load them.
import { SERVICE_PAGES } from './service-pages-strings.ts';
import {} from './strings.ts';

export const LAYANAN_UJILAB = {
  ...SERVICE_PAGES.ujilab,
  subheading: 'Pengujian Mutu Bahan Konstruksi',
  loginHint: 'Silakan login atau daftar terlebih dahulu untuk mengajukan uji laboratorium.',
  newRequest: 'Ajukan Pengujian Baru',
  dialogTitle: 'Pengajuan Uji Laboratorium',
  dialogDescription: 'Lengkapi semua kolom bertanda * lalu kirim pengajuan Anda.',
  jenisUji: 'Jenis Uji',
  jenisUjiPlaceholder: 'Pilih jenis uji',
  suratPermohonan: 'Surat Permohonan',
  ktp: 'KTP (Kartu Tanda Penduduk)',
  fileHint: 'PDF, PNG, JPG atau JPEG, maksimal 2 MB.',
  submit: 'Kirim Pengajuan',
  incompleteTitle: 'Form Tidak Lengkap',
  incomplete: 'Harap isi semua kolom bertanda *.',
  successTitle: 'Pengajuan Berhasil!',
  success: 'Pengajuan uji laboratorium Anda telah diterima.',
  historyTitle: 'Riwayat Pengajuan Uji Lab',
  suratPermohonanKind: 'surat permohonan',
  ktpKind: 'KTP',
} as const;
