// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** The progress bar of every file upload (issue 13, item 10). */
export const UPLOAD = {
  uploading: (percent: number) => `Mengunggah… ${percent}%`,
  label: 'Kemajuan unggahan',
  finishing: 'Menyimpan…',
  cancel: 'Batalkan unggahan',
  cancelled: 'Unggahan dibatalkan',
  cancelledDescription: 'Tidak ada yang tersimpan. Isian Anda masih ada; kirim lagi kapan saja.',
} as const;
