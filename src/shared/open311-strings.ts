import { z } from 'zod';

// The admin page for Open311 keys (issue 15, item 10).
export const OPEN311_KEY_TEXT = {
  title: 'Kunci API Open311',
  intro:
    'Sistem lain (misalnya aplikasi kabupaten atau SP4N-LAPOR!) dapat membaca laporan publik di /open311/v2 tanpa kunci, dan mengirim laporan baru dengan kunci API dari halaman ini. Laporan dari sistem lain tetap menunggu moderasi.',
  name: 'Nama sistem',
  nameHint: 'Contoh: Aplikasi pengaduan Kabupaten Majene',
  nameRequired: 'Nama sistem wajib diisi (paling banyak 100 karakter).',
  issue: 'Buat Kunci',
  issued: 'Kunci dibuat',
  issueFailed: 'Gagal membuat kunci',
  shownOnce: 'Salin kunci ini sekarang. Kunci tidak akan ditampilkan lagi; yang tersimpan hanya sidiknya.',
  copy: 'Salin Kunci',
  copied: 'Kunci disalin',
  newKey: 'Kunci baru',
  keyLabel: 'Kunci API',
  listTitle: 'Kunci yang pernah dibuat',
  empty: 'Belum ada kunci.',
  prefix: 'Awalan',
  createdBy: 'Dibuat oleh',
  createdAt: 'Dibuat',
  lastUsed: 'Terakhir dipakai',
  never: 'Belum pernah',
  status: 'Status',
  active: 'Aktif',
  revoked: 'Dicabut',
  revoke: 'Cabut',
  revokeOf: (name: string) => `Cabut kunci ${name}`,
  revokeTitle: 'Cabut kunci ini?',
  revokeText: (name: string) =>
    `Sistem "${name}" tidak akan dapat mengirim laporan lagi dengan kunci ini. Tindakan ini tidak dapat dibatalkan.`,
  cancel: 'Batal',
  revokedToast: 'Kunci dicabut',
  revokeFailed: 'Gagal mencabut kunci',
  notFound: 'Kunci tidak ditemukan atau sudah dicabut.',
  docs: 'Titik akses: /open311/v2/discovery.json, services.json, requests.json, requests/{kode}.json',
} as const;

export const open311KeyInputSchema = z.object({
  name: z
    .string({ error: OPEN311_KEY_TEXT.nameRequired })
    .trim()
    .min(1, OPEN311_KEY_TEXT.nameRequired)
    .max(100, OPEN311_KEY_TEXT.nameRequired),
});
