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
  moreRequired: 'Tulis apa yang perlu dilengkapi pemohon: catatan ini dikirim kepadanya lewat email dan tampil di halaman lacak.',
  internalTooLong: 'Catatan internal maksimal 2.000 karakter.',
} as const;

/** The one-step change of a request (issue 38, item 1): status, notes and document together, one e-mail. */
export const REQUEST_CHANGE = {
  title: 'Ubah status',
  intro: 'Status, catatan dan dokumen disimpan bersama sebagai satu langkah riwayat; pemohon menerima satu email.',
  statusLabel: 'Status',
  publicNoteLabel: 'Catatan untuk pemohon',
  publicNoteHint: 'Tampil di halaman lacak dan dikirim lewat email bersama perubahan ini.',
  publicNoteHintNeeded: {
    Ditolak: 'Wajib: alasan penolakan. Tampil di halaman lacak dan dikirim lewat email.',
    'Perlu Dilengkapi': 'Wajib: apa yang perlu dilengkapi atau dijawab pemohon. Dikirim lewat email dan tampil di halaman lacak.',
  },
  internalNoteLabel: 'Catatan internal (opsional)',
  internalNoteHint: 'Hanya terlihat oleh petugas; tidak dikirim ke pemohon.',
  attachmentLabel: { reply_letter: 'Surat balasan (PDF)', lab_result: 'Laporan hasil uji (PDF)', after_photo: 'Foto sesudah perbaikan' },
  attachmentName: { reply_letter: 'surat balasan', lab_result: 'laporan hasil uji', after_photo: 'foto sesudah perbaikan' },
  attachmentHint: {
    reply_letter: 'PDF, maksimal 10 MB. Wajib untuk status Selesai bila belum ada; boleh untuk Ditolak.',
    lab_result: 'PDF, maksimal 10 MB. Wajib untuk status Selesai bila belum ada.',
    after_photo: 'JPG, PNG atau WebP, maksimal 10 MB. Tampil di halaman laporan publik.',
  },
  attachmentRequired: (name: string) => `Lampirkan ${name} untuk menyelesaikan pengajuan.`,
  attachmentTitle: { reply_letter: 'Surat balasan', lab_result: 'Laporan hasil uji', after_photo: 'Foto sesudah perbaikan' },
  attachmentNotWith: (title: string, statuses: string) => `${title} hanya dapat dilampirkan bersama status ${statuses}.`,
  attachmentPresent: (name: string) => `Sudah ada ${name}; lampirkan berkas baru hanya untuk menggantinya.`,
  nothingChanged: 'Tidak ada yang diubah: pilih status lain, tulis catatan, atau lampirkan dokumen.',
  preview: 'Pratinjau Email',
  previewTitle: 'Email yang akan dikirim',
  previewTo: 'Kepada',
  previewSubject: 'Subjek',
  previewNone:
    'Perubahan ini tidak mengirim email: tidak ada status, catatan untuk pemohon atau dokumen baru, atau pemohon tidak punya alamat email yang dapat dikirimi.',
  previewAttachment: (name: string) => `(Tautan ke ${name} yang Anda lampirkan akan ada di email ini.)`,
  save: 'Simpan Perubahan',
  saved: 'Perubahan tersimpan',
  savedMailed: 'Pemohon diberi tahu lewat satu email.',
  savedQuiet: 'Tidak ada email yang dikirim.',
  failed: 'Gagal menyimpan perubahan',
  internalShown: 'Catatan internal',
  attachmentShown: {
    reply_letter: 'Surat balasan dilampirkan',
    lab_result: 'Laporan hasil uji dilampirkan',
    after_photo: 'Foto sesudah perbaikan dilampirkan',
  },
  byRequester: 'Oleh pemohon',
} as const;
