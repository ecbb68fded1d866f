// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** Documents the office issues on a request: a Sirekanan reply letter, an Uji Lab result report (issue 13, items 6–7). */
export const DOCUMENTS = {
  kinds: { reply_letter: 'Surat Balasan', lab_result: 'Laporan Hasil Uji' },
  label: { reply_letter: 'Surat balasan (PDF)', lab_result: 'Laporan hasil uji (PDF)' },
  sectionTitle: 'Dokumen dari Dinas',
  none: 'Belum ada dokumen yang diterbitkan.',
  upload: { reply_letter: 'Unggah Surat Balasan', lab_result: 'Unggah Laporan Hasil Uji' },
  replace: { reply_letter: 'Ganti Surat Balasan', lab_result: 'Ganti Laporan Hasil Uji' },
  hint: {
    reply_letter: 'PDF, maksimal 10 MB. Dapat dilampirkan bila permohonan Selesai atau Ditolak.',
    lab_result: 'PDF, maksimal 10 MB. Dapat diunggah bila pengajuan Selesai.',
  },
  notYet: {
    reply_letter: 'Lampirkan surat balasan di bagian "Ubah status", bersama status Selesai atau Ditolak: pemohon menerima satu email.',
    lab_result: 'Lampirkan laporan hasil uji di bagian "Ubah status", bersama status Selesai: pemohon menerima satu email.',
  },
  wrongStatus: {
    reply_letter: 'Surat balasan hanya dapat dilampirkan pada permohonan yang Selesai atau Ditolak.',
    lab_result: 'Laporan hasil uji hanya dapat diunggah pada pengajuan yang Selesai.',
  },
  uploaded: { reply_letter: 'Surat balasan tersimpan', lab_result: 'Laporan hasil uji tersimpan' },
  uploadedDescription: 'Pemohon dapat mengunduhnya dari dashboard dan telah diberi tahu melalui email (bila alamatnya terverifikasi).',
  uploadFailed: 'Gagal menyimpan dokumen',
  fileMissing: 'Pilih berkas PDF yang akan diunggah.',
  issuedOn: 'Diterbitkan',
  replaced: 'Sudah diganti',
  current: 'Berlaku',
  download: 'Unduh',
  fingerprint: 'SHA-256',
  notFound: 'Pengajuan tidak ditemukan.',

  // Signing when issued (issue 40, item 5)
  signing: {
    reason: { reply_letter: (code: string) => `Surat balasan ${code}`, lab_result: (code: string) => `Laporan hasil uji ${code}` },
    passphraseLabel: 'Passphrase BSrE',
    sealCodeLabel: 'Kode sekali pakai (OTP) segel BSrE',
    passphraseHint:
      'Dokumen ditandatangani secara elektronik melalui BSrE saat disimpan. Passphrase hanya dipakai sekali dan tidak disimpan.',
    passphraseMissing: 'Masukkan passphrase BSrE untuk menandatangani dokumen.',
    passphraseWrong:
      'BSrE menolak penandatanganan: passphrase atau kode sekali pakai salah, atau sertifikat tidak aktif. Dokumen belum disimpan dan status tidak berubah.',
    unavailable:
      'Layanan tanda tangan elektronik BSrE sedang tidak dapat dihubungi. Dokumen belum ditandatangani dan belum disimpan; status tidak berubah. Coba lagi nanti.',
    unknownTitle: 'Hasil penandatanganan tidak diketahui',
    unknown:
      'BSrE tidak menjawab tepat waktu, sehingga tidak diketahui apakah dokumen sudah ditandatangani. Portal tidak mengulanginya sendiri dan belum menyimpan apa pun. Periksa riwayat penandatanganan di BSrE sebelum mencoba lagi.',
    unsignable:
      'PDF ini tidak dapat ditandatangani karena strukturnya tidak terbaca. Simpan ulang sebagai PDF (misalnya dengan "Cetak ke PDF") lalu unggah lagi.',
    signedBy: 'Ditandatangani secara elektronik oleh',
    signedOn: 'pada',
  },

  // /verifikasi/{code}
  verify: {
    title: 'Verifikasi Dokumen',
    intro:
      'Periksa apakah salinan surat balasan atau laporan hasil uji yang Anda pegang sama persis dengan yang diterbitkan Dinas PUPR Provinsi Sulawesi Barat.',
    codeLabel: 'Kode Pelacakan',
    open: 'Tampilkan',
    fileLabel: 'Berkas PDF yang akan diperiksa',
    fileHint: 'Pilih atau seret berkas PDF ke sini.',
    privacy: 'Berkas tidak dikirim ke server: peramban Anda menghitung sidik jarinya (SHA-256) dan hanya sidik jari itu yang dicocokkan.',
    check: 'Periksa Dokumen',
    checking: 'Memeriksa…',
    genuineTitle: 'Dokumen asli',
    genuine: (kind: string, date: string) => `${kind} ini diterbitkan oleh Dinas PUPR Provinsi Sulawesi Barat pada ${date}.`,
    genuineReplaced: 'Dokumen ini kemudian diganti dengan versi yang lebih baru. Mintalah versi terbaru kepada pemiliknya.',
    unknownTitle: 'Dokumen tidak dikenali',
    unknown:
      'Berkas ini tidak sama dengan dokumen mana pun yang diterbitkan untuk kode ini. Dokumen yang diubah sedikit saja (termasuk dicetak lalu dipindai) tidak akan cocok. Hubungi kantor bila ragu.',
    noneIssued: 'Belum ada dokumen yang diterbitkan untuk kode ini.',
    issuedList: 'Dokumen yang diterbitkan untuk kode ini',
    testType: 'Jenis uji',
    service: 'Layanan',
    notFoundTitle: 'Kode tidak ditemukan',
    notFound:
      'Tidak ada surat balasan atau hasil uji dengan kode ini. Kode berbentuk SRK- atau LAB- diikuti tahun dan 6 huruf/angka, seperti tertulis pada dokumen.',
    hashInvalid: 'Sidik jari berkas tidak valid.',
    unsupported:
      'Peramban ini tidak dapat menghitung sidik jari berkas. Gunakan peramban terbaru (Chrome, Firefox, Safari atau Edge) melalui alamat https.',
    notPdf: 'Pilih berkas PDF.',
    // The document's PDF signature (issue 40, item 5)
    signatureTitle: 'Tanda tangan elektronik',
    signatureValid: (signer: string, date: string) => `Sah: ditandatangani secara elektronik oleh ${signer} pada ${date}.`,
    signatureInvalidTitle: 'Tidak sah',
    signatureProblem: {
      unsigned: 'Berkas ini tidak memuat tanda tangan elektronik.',
      damaged: 'Tanda tangan elektronik pada berkas ini rusak dan tidak dapat dibaca.',
      badSignature: 'Tanda tangan elektronik pada berkas ini tidak dibuat dengan sertifikat yang disebutkannya.',
      changed: 'Isi berkas ini diubah setelah ditandatangani.',
    },
    unsignedIssued:
      'Dokumen ini diterbitkan sebelum portal menandatangani dokumen secara elektronik; keasliannya dicocokkan dengan sidik jarinya.',
    fileCheck: 'Periksa tanda tangan berkas ini di server',
    fileCheckHint:
      'Berkas tidak cocok dengan dokumen yang diterbitkan. Untuk mengetahui alasannya, Anda dapat mengirim berkas ini ke server: tanda tangan elektroniknya diperiksa, lalu berkas itu dibuang tanpa disimpan.',
    notIssuedCopy: 'Berkas ini bukan salinan dokumen yang diterbitkan untuk kode ini.',
    tooLarge: 'Berkas terlalu besar. Dokumen dari Dinas berukuran paling besar 10 MB.',
  },

  // e-mail
  mail: {
    subject: {
      reply_letter: (code: string) => `Surat balasan untuk ${code}`,
      lab_result: (code: string) => `Hasil uji ${code} sudah tersedia`,
    },
    heading: { reply_letter: 'Surat balasan sudah tersedia', lab_result: 'Laporan hasil uji sudah tersedia' },
    body: {
      reply_letter: (code: string) =>
        `Dinas PUPR telah menerbitkan surat balasan untuk permohonan Sirekanan ${code}. Unduh surat itu dari dashboard Anda.`,
      lab_result: (code: string, testType: string) =>
        `Laporan hasil ${testType} untuk pengajuan ${code} sudah dapat diunduh dari dashboard Anda.`,
    },
    verify: (url: string) => `Keaslian salinan dokumen dapat diperiksa siapa saja di ${url}`,
    action: 'Buka Dashboard',
  },
} as const;
