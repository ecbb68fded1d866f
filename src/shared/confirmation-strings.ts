// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** The confirmation panel after a submission and (issue 13). */
export const CONFIRMATION = {
  confirmation: {
    yourCode: 'Kode pelacakan Anda',
    nextTitle: 'Apa yang terjadi selanjutnya',
    next: {
      sirekanan:
        'Petugas Sirekanan memeriksa surat Anda, biasanya dalam 3 hari kerja. Setiap perubahan status dan catatan petugas tampil di halaman Lacak dan di dasbor Anda.',
      ujilab:
        'Petugas laboratorium memeriksa dokumen Anda dan menghubungi Anda untuk jadwal pengambilan sampel, biasanya dalam 3 hari kerja. Hasil uji dapat diunduh dari dasbor setelah selesai.',
      ppid: 'PPID menjawab permohonan Anda paling lambat 10 hari kerja (dapat diperpanjang 7 hari kerja dengan alasan tertulis). Jawaban dan lampirannya tampil di halaman ini dan dikirim ke email yang Anda isi.',
      damage:
        'Petugas memeriksa laporan Anda, biasanya dalam 7 hari kerja. Simpan kode ini untuk melihat status dan tanggapan petugas di halaman Lacak.',
    },
    emailNote: 'Kabar status juga dikirim lewat email bila alamat email Anda sudah diverifikasi.',
    download: 'Unduh Bukti Pengajuan (PDF)',
    track: 'Lacak Status',
    copy: 'Salin Kode',
    copied: 'Tersalin',
  },
} as const;
