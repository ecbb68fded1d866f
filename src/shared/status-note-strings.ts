// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** A status change's note to the requester, and the reason a refusal needs (issue 13). */
export const STATUS_NOTE = {
  reasonRequired: 'Tulis alasan penolakan: alasan ini dikirim ke pemohon dan tampil di halaman lacak.',
  noteTooLong: 'Catatan maksimal 1.000 karakter.',
  noteRequired: 'Tulis catatan untuk pemohon.',
  reasonTitle: (code: string) => `Tolak pengajuan ${code}`,
  reasonLabel: 'Alasan penolakan',
  reasonHint: 'Ditampilkan kepada pemohon di halaman lacak dan dikirim lewat email.',
  reasonSave: 'Simpan Penolakan',
  noteLabel: 'Catatan untuk pemohon (opsional)',
  noteHint: 'Tampil di halaman lacak dan dikirim lewat email bersama status baru.',
  noteSave: 'Kirim Catatan',
  noteShown: 'Catatan untuk pemohon',
} as const;
