// The PPID request form's and objection dialog's texts (issue 16): loaded with the form, not with /ppid.
import type { CopyMethod, ReceiveMethod } from './ppid.ts';

export const RECEIVE_METHOD_LABELS: Record<ReceiveMethod, string> = {
  melihat: 'Melihat / membaca / mendengarkan / mencatat',
  softcopy: 'Mendapatkan salinan informasi (softcopy)',
  hardcopy: 'Mendapatkan salinan informasi (hardcopy)',
};

export const COPY_METHOD_LABELS: Record<CopyMethod, string> = {
  langsung: 'Mengambil langsung',
  email: 'E-mail',
  pos: 'Pos',
  kurir: 'Kurir',
  faksimili: 'Faksimili',
};

export const PPID_FORM = {
  form: {
    name: 'Nama Lengkap',
    address: 'Alamat',
    phone: 'Nomor Telepon',
    email: 'Email',
    emailHint: 'Jawaban dan pemberitahuan dikirim ke alamat ini.',
    ktp: 'Pindaian KTP',
    ktpHint: 'PDF, JPG atau PNG, maksimal 2 MB. Hanya dilihat petugas PPID.',
    ktpConsent:
      'Saya setuju pindaian KTP saya dipakai PPID Dinas PUPR Provinsi Sulawesi Barat untuk memastikan identitas pemohon informasi, dan hanya untuk itu.',
    information: 'Rincian Informasi yang Dibutuhkan',
    informationHint: 'Sebutkan dokumen atau informasi yang Anda minta selengkap mungkin, misalnya judul, tahun atau lokasi.',
    purpose: 'Tujuan Penggunaan Informasi',
    receiveMethod: 'Cara Memperoleh Informasi',
    copyMethod: 'Cara Mendapatkan Salinan Informasi',
    submit: 'Kirim Permohonan',
    submitting: 'Mengirim...',
    incompleteTitle: 'Permohonan Belum Lengkap',
    incomplete: 'Lengkapi semua kolom yang wajib diisi.',
    success: 'Permohonan informasi Anda telah diterima.',
    confirmTitle: 'Permohonan informasi terkirim',
    confirmCode: 'Kode permohonan Anda',
    confirmNext: (due: string) =>
      `PPID akan menjawab paling lambat ${due}. Jawaban dikirim ke email Anda dan dapat dilihat di halaman ini.`,
    another: 'Ajukan permohonan lain',
  },
  required: {
    name: 'Nama wajib diisi.',
    address: 'Alamat wajib diisi.',
    phone: 'Nomor telepon wajib diisi.',
    phoneInvalid: 'Nomor telepon hanya berisi angka, spasi, tanda +, - atau kurung.',
    email: 'Email wajib diisi.',
    emailInvalid: 'Format email tidak valid.',
    ktp: 'Unggah pindaian KTP Anda.',
    information: 'Rincian informasi wajib diisi.',
    purpose: 'Tujuan penggunaan informasi wajib diisi.',
    receiveMethod: 'Pilih cara memperoleh informasi.',
    copyMethod: 'Pilih cara mendapatkan salinan.',
    tooLong: (max: number) => `Maksimal ${max} karakter.`,
  },
  objection: {
    dialogTitle: 'Ajukan Keberatan',
    intro: 'Keberatan diajukan kepada atasan PPID (UU 14/2008 Pasal 35) dan dijawab paling lambat 30 hari kerja.',
    reason: 'Alasan Keberatan',
    note: 'Keterangan (opsional)',
    submit: 'Kirim Keberatan',
    successTitle: 'Keberatan Terkirim',
    success: 'Keberatan Anda telah diterima.',
    reasonRequired: 'Pilih alasan keberatan.',
    closed: 'Keberatan hanya dapat diajukan dalam 30 hari kerja sejak jawaban diterima atau sejak batas waktu jawab terlewati.',
    notYet: 'Keberatan dapat diajukan setelah permohonan dijawab atau setelah batas waktu jawab terlewati.',
    already: 'Keberatan untuk permohonan ini sudah diajukan.',
  },
} as const;
