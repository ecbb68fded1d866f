// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** What the forms say about personal data (issue 14, item 5) and Uji Lab's own questions (item 6). */
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
