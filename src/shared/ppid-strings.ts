// The PPID information desk's texts (issue 16, items 5–8), in the words of UU 14/2008 and Perki 1/2021
// where they have them. Loaded only by the PPID pages and the server.
import type { AnswerType, DipCategory, Exemption, ObjectionDecision, ObjectionReason } from './ppid.ts';
import type { RequestStatus } from './constants.ts';

export const PPID_CATEGORY_LABELS: Record<DipCategory, string> = {
  berkala: 'Informasi Berkala',
  'serta-merta': 'Informasi Serta Merta',
  'setiap-saat': 'Informasi Tersedia Setiap Saat',
  dikecualikan: 'Informasi yang Dikecualikan',
};

export const PPID_CATEGORY_NOTES: Record<DipCategory, string> = {
  berkala: 'Informasi yang wajib diumumkan secara berkala, sekurang-kurangnya enam bulan sekali (UU 14/2008 Pasal 9).',
  'serta-merta': 'Informasi yang dapat mengancam hajat hidup orang banyak dan ketertiban umum, diumumkan tanpa penundaan (Pasal 10).',
  'setiap-saat': 'Informasi yang wajib tersedia setiap saat dan dapat diminta kapan saja (Pasal 11).',
  dikecualikan: 'Informasi yang dikecualikan berdasarkan uji konsekuensi (Pasal 17); hanya daftar dan alasannya yang diumumkan.',
};

/** UU 14/2008 Pasal 17: the information that is exempt, huruf a–j (shortened to what the list shows). */
export const EXEMPTION_LABELS: Record<Exemption, string> = {
  a: 'Pasal 17 huruf a — dapat menghambat proses penegakan hukum',
  b: 'Pasal 17 huruf b — dapat mengganggu perlindungan hak atas kekayaan intelektual dan persaingan usaha tidak sehat',
  c: 'Pasal 17 huruf c — dapat membahayakan pertahanan dan keamanan negara',
  d: 'Pasal 17 huruf d — dapat mengungkapkan kekayaan alam Indonesia',
  e: 'Pasal 17 huruf e — dapat merugikan ketahanan ekonomi nasional',
  f: 'Pasal 17 huruf f — dapat merugikan kepentingan hubungan luar negeri',
  g: 'Pasal 17 huruf g — dapat mengungkapkan isi akta otentik yang bersifat pribadi dan kemauan terakhir ataupun wasiat seseorang',
  h: 'Pasal 17 huruf h — dapat mengungkap rahasia pribadi',
  i: 'Pasal 17 huruf i — memorandum atau surat antar/intra Badan Publik yang menurut sifatnya dirahasiakan',
  j: 'Pasal 17 huruf j — informasi yang tidak boleh diungkapkan berdasarkan Undang-Undang',
};

/** The PPID's answer as the requester, the register and the figures name it (Perki 1/2021). */
export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  dikabulkan: 'Dikabulkan seluruhnya',
  sebagian: 'Dikabulkan sebagian',
  ditolak: 'Ditolak',
  'tidak-dikuasai': 'Informasi tidak dikuasai',
};

/** The superior's decision on an objection. */
export const OBJECTION_DECISION_LABELS: Record<ObjectionDecision, string> = {
  diterima: 'Keberatan diterima',
  ditolak: 'Keberatan ditolak',
};

/** UU 14/2008 Pasal 35 ayat (1): the reasons for an objection, huruf a–g. */
export const OBJECTION_REASON_LABELS: Record<ObjectionReason, string> = {
  a: 'Penolakan atas permintaan informasi berdasarkan alasan pengecualian Pasal 17',
  b: 'Tidak disediakannya informasi berkala sebagaimana dimaksud dalam Pasal 9',
  c: 'Tidak ditanggapinya permintaan informasi',
  d: 'Permintaan informasi ditanggapi tidak sebagaimana yang diminta',
  e: 'Tidak dipenuhinya permintaan informasi',
  f: 'Pengenaan biaya yang tidak wajar',
  g: 'Penyampaian informasi yang melebihi waktu yang diatur dalam Undang-Undang',
};

export const PPID_STATUS_LABELS = {
  Diajukan: 'Diterima sistem',
  Diproses: 'Diproses',
  'Perlu Dilengkapi': 'Perlu Dilengkapi',
  Selesai: 'Dijawab',
  Ditolak: 'Ditolak',
  // Only damage reports are forwarded (issue 39); a PPID request never is.
  Diteruskan: 'Diteruskan',
  // Uji Lab's own steps (issue 40); a PPID request never takes them.
  'Menunggu Pembayaran': 'Menunggu Pembayaran',
  'Menunggu Sampel': 'Menunggu Sampel',
  'Dalam Pengujian': 'Dalam Pengujian',
} as const satisfies Record<RequestStatus, string>;

export const PPID = {
  name: 'PPID Dinas PUPR Provinsi Sulawesi Barat',
  page: {
    title: 'PPID — Layanan Informasi Publik',
    intro:
      'Pejabat Pengelola Informasi dan Dokumentasi (PPID) melayani permohonan informasi publik sesuai Undang-Undang Nomor 14 Tahun 2008 tentang Keterbukaan Informasi Publik.',
    request: 'Ajukan Permohonan Informasi',
    profileTitle: 'Profil PPID',
    profile: [
      'PPID Pelaksana Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Sulawesi Barat bertugas menyimpan, mendokumentasikan, menyediakan dan melayani informasi publik dinas ini.',
      'Setiap orang dapat meminta informasi publik. Permohonan dijawab paling lambat 10 hari kerja sejak diterima dan dapat diperpanjang satu kali paling lama 7 hari kerja dengan alasan tertulis. Layanan ini tanpa biaya; salinan cetak dapat dikenai biaya penggandaan yang wajar.',
      'Jika Anda tidak puas dengan jawaban, atau permohonan tidak dijawab tepat waktu, Anda dapat mengajukan keberatan kepada atasan PPID dalam 30 hari kerja.',
    ],
    contactTitle: 'Kontak dan Waktu Layanan',
    address: 'Alamat',
    phone: 'Telepon',
    email: 'Email',
    hours: 'Jam layanan',
    ppidEmail: 'ppid.dinaspupr@sulbarprov.go.id',
    stepsTitle: 'Alur Permohonan',
    steps: [
      'Isi formulir permohonan informasi dan unggah KTP Anda.',
      'Simpan kode permohonan (PPID-…) dan bukti pengajuannya.',
      'PPID menjawab paling lambat 10 hari kerja (dapat diperpanjang 7 hari kerja).',
      'Tidak puas? Ajukan keberatan dalam 30 hari kerja.',
    ],
    dipTitle: 'Daftar Informasi Publik (DIP)',
    dipEmpty: 'Belum ada informasi pada kategori ini.',
    figuresTitle: 'Laporan Layanan Informasi',
    figuresYear: 'Tahun',
    show: 'Tampilkan',
    csv: 'Unduh CSV',
  },
  dip: {
    nomor: 'Nomor',
    ringkasan: 'Ringkasan Isi Informasi',
    pejabat: 'Pejabat/Unit Penguasa Informasi',
    penanggungJawab: 'Penanggung Jawab Pembuatan Informasi',
    waktuTempat: 'Waktu dan Tempat Pembuatan Informasi',
    bentuk: 'Bentuk/Format Informasi',
    jangkaWaktu: 'Jangka Waktu Penyimpanan',
    category: 'Kategori',
    document: 'Dokumen',
    download: 'Unduh',
    noFile: 'Tidak ada berkas',
    published: 'Terbit',
    draft: 'Draf',
  },
  figures: {
    received: 'Permohonan diterima',
    answered: 'Dijawab',
    rejected: 'Ditolak',
    open: 'Masih diproses',
    medianDays: 'Median waktu jawab (hari kerja)',
    late: 'Melewati batas waktu',
    objections: 'Keberatan diajukan',
    objectionsAnswered: 'Keberatan dijawab',
    objectionsUpheld: 'Keberatan diterima',
    byAnswer: 'Jawaban menurut jenis keputusan',
    rejectedBy: 'Penolakan menurut dasar pengecualian',
    noRejections: 'Tidak ada permohonan yang ditolak.',
    none: '–',
  },
  form: {
    title: 'Permohonan Informasi Publik',
    intro: 'Isi formulir ini untuk meminta informasi publik kepada PPID Dinas PUPR Provinsi Sulawesi Barat.',
    loginPrompt: 'Masuk atau daftar untuk mengajukan permohonan informasi: jawaban dan keberatan dikirim ke akun Anda.',
    successTitle: 'Permohonan Terkirim',
    formTitle: 'Formulir Permohonan',
  },
  mine: {
    title: 'Permohonan Saya',
    empty: 'Anda belum pernah mengajukan permohonan informasi.',
    code: 'Kode',
    sentAt: 'Diajukan',
    dueOn: 'Batas jawab',
    status: 'Status',
    extended: 'Jangka waktu diperpanjang',
    answer: 'Jawaban PPID',
    attachments: 'Lampiran jawaban',
    rejected: 'Permohonan ditolak',
    basis: 'Dasar penolakan',
    answerType: 'Keputusan PPID',
    withheld: 'Informasi yang dikecualikan',
    withheldBasis: 'Dasar pengecualian',
    holder: 'Informasi dikuasai oleh',
    objectionSentAt: 'Keberatan diajukan',
    objectionDecision: 'Putusan atasan PPID',
    objectionWaiting: 'Menunggu putusan atasan PPID',
    orderDue: (d: string) => `PPID melaksanakan putusan paling lambat ${d}.`,
    carriedOut: 'Putusan keberatan dilaksanakan',
    carriedOutNote: 'Pelaksanaan putusan',
    carriedOutFiles: 'Lampiran pelaksanaan putusan',
    orderLate: 'Pelaksanaan putusan terlambat',
    receipt: 'Unduh Bukti Pengajuan (PDF)',
    track: 'Lacak Status',
    details: 'Lihat rincian',
    objectionTitle: 'Keberatan',
    objectionSent: 'Keberatan Anda sedang diperiksa atasan PPID.',
    objectionDue: (d: string) => `Atasan PPID menjawab paling lambat ${d}.`,
    objectionAnswer: 'Tanggapan atasan PPID',
    objectionOpen: (d: string) => `Tidak puas? Anda dapat mengajukan keberatan sampai ${d}.`,
    objectionButton: 'Ajukan Keberatan',
    objectionNext:
      'Jika Anda tidak puas dengan tanggapan ini, Anda dapat mengajukan sengketa informasi ke Komisi Informasi dalam 14 hari kerja (UU 14/2008 Pasal 37).',
  },
} as const;
