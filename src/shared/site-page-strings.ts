// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** Pages the office writes itself (issue 14): their admin screens and messages. */
export const SITE_PAGE_TEXTS = {
  cardTitle: 'Halaman Informasi',
  cardText: 'Kebijakan privasi, syarat dan ketentuan, pernyataan aksesibilitas, informasi Uji Lab.',
  listTitle: 'Halaman Informasi',
  listIntro: 'Halaman yang ditulis kantor sendiri. Perubahan langsung tampil di situs publik.',
  edit: 'Edit',
  editOf: (title: string) => `Edit halaman ${title}`,
  view: 'Lihat di situs',
  editTitle: 'Edit Halaman',
  back: 'Kembali ke Halaman Informasi',
  titleLabel: 'Judul Halaman',
  contentLabel: 'Isi Halaman',
  save: 'Simpan Halaman',
  saved: 'Halaman tersimpan',
  saveFailed: 'Gagal menyimpan halaman',
  neverEdited: 'Belum pernah diubah (teks bawaan)',
  updatedOn: 'Diperbarui',
  lastUpdated: 'Terakhir diperbarui',
  notFound: 'Halaman tidak ditemukan.',
  titleRequired: 'Judul halaman wajib diisi.',
  titleTooLong: 'Judul halaman maksimal 200 karakter.',
  contentTooLong: 'Isi halaman terlalu panjang.',
  usedOn: { 'info-ujilab': 'Tampil di formulir Uji Lab' } as Record<string, string>,
} as const;
