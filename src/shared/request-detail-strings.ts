// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** /dashboard/permohonan/{code}: one of the customer's own requests, whole (issue 13, item 6). */
export const REQUEST_DETAIL = {
  back: 'Kembali ke Dashboard',
  open: 'Lihat detail',
  openFor: (title: string) => `Lihat detail pengajuan ${title}`,
  sentTitle: 'Yang Anda Kirim',
  submittedAt: 'Diajukan pada',
  status: 'Status',
  files: 'Berkas Anda',
  noAttachment: 'Tanpa lampiran',
  receiptTitle: 'Bukti Pengajuan',
  receiptText: 'Tanda terima resmi pengajuan ini, dengan kode QR ke halaman status.',
  documentsIntro: {
    sirekanan: 'Surat balasan dari Dinas tampil di sini begitu diterbitkan; Anda juga diberi tahu lewat email.',
    ujilab: 'Laporan hasil uji tampil di sini begitu pengajuan selesai; Anda juga diberi tahu lewat email.',
  },
  verifyLink: 'Cara memeriksa keaslian dokumen',
  notFoundTitle: 'Pengajuan tidak ditemukan',
  notFound: 'Pengajuan dengan kode ini tidak ada di akun Anda. Periksa kembali kodenya atau buka dari dashboard.',
} as const;
