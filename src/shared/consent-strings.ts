// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** What the forms say about personal data (issue 14, item 5), Uji Lab's own questions and each box's own message (item 6). */
export const CONSENT = {
  notice: 'Data yang Anda isi hanya dipakai untuk memproses permintaan ini.',
  policyLink: 'Baca Kebijakan Privasi',
  ktpConsent:
    'Saya setuju pindaian KTP saya dipakai Dinas PUPR Provinsi Sulawesi Barat untuk memastikan identitas pemohon uji, dan hanya untuk itu.',
  ktpConsentRequired: 'Centang persetujuan penggunaan KTP untuk mengirim pengajuan.',
  otherTest: 'Uji yang Diinginkan',
  otherTestHint: 'Sebutkan jenis pengujian, misalnya "Uji CBR tanah dasar" atau "Uji abrasi agregat".',
  otherTestRequired: 'Sebutkan jenis uji yang Anda inginkan.',
  otherTestTooLong: 'Jenis uji maksimal 200 karakter.',
  nextTitle: 'Setelah pengajuan terkirim',
} as const;

/**
 * Under each empty required box, its own words (issue 14, item 6); the toast keeps the spec's one
 * sentence for the whole form. The server answers as before.
 */
export const REQUIRED = {
  subject: 'Perihal wajib diisi.',
  details: 'Detail pengajuan wajib diisi.',
  reporterName: 'Nama pelapor wajib diisi.',
  location: 'Lokasi kerusakan wajib diisi.',
  reportType: 'Pilih jenis infrastruktur.',
  kabupaten: 'Pilih kabupaten lokasi kerusakan.',
  description: 'Deskripsi kerusakan wajib diisi.',
  jenisUji: 'Pilih jenis uji.',
  suratPermohonan: 'Unggah surat permohonan.',
  ktp: 'Unggah pindaian KTP.',
} as const;

/** A field's own words when the shared schema gave the form-wide "fill everything" sentence. */
export function fieldMessage(field: keyof typeof REQUIRED, message: string | undefined, formWide: string): string | undefined {
  return message === formWide ? REQUIRED[field] : message;
}
