// Texts of the satisfaction survey (SKM) and its results (issue 16). The questions and answers are
// the sample questionnaire of PermenPANRB 14/2017's annex, word for word; the elements in the order
// the issue (and the regulation's Pasal) lists them.

export const SKM_ELEMENTS = [
  {
    name: 'Persyaratan',
    question: 'Bagaimana pendapat Saudara tentang kesesuaian persyaratan pelayanan dengan jenis pelayanannya?',
    answers: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
  },
  {
    name: 'Sistem, mekanisme, dan prosedur',
    question: 'Bagaimana pemahaman Saudara tentang kemudahan prosedur pelayanan di unit ini?',
    answers: ['Tidak mudah', 'Kurang mudah', 'Mudah', 'Sangat mudah'],
  },
  {
    name: 'Waktu penyelesaian',
    question: 'Bagaimana pendapat Saudara tentang kecepatan waktu dalam memberikan pelayanan?',
    answers: ['Tidak cepat', 'Kurang cepat', 'Cepat', 'Sangat cepat'],
  },
  {
    name: 'Biaya/tarif',
    question: 'Bagaimana pendapat Saudara tentang kewajaran biaya/tarif dalam pelayanan?',
    answers: ['Sangat mahal', 'Cukup mahal', 'Murah', 'Gratis'],
  },
  {
    name: 'Produk spesifikasi jenis pelayanan',
    question:
      'Bagaimana pendapat Saudara tentang kesesuaian produk pelayanan antara yang tercantum dalam standar pelayanan dengan hasil yang diberikan?',
    answers: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
  },
  {
    name: 'Kompetensi pelaksana',
    question: 'Bagaimana pendapat Saudara tentang kompetensi/kemampuan petugas dalam pelayanan?',
    answers: ['Tidak kompeten', 'Kurang kompeten', 'Kompeten', 'Sangat kompeten'],
  },
  {
    name: 'Perilaku pelaksana',
    question: 'Bagaimana pendapat Saudara tentang perilaku petugas dalam pelayanan terkait kesopanan dan keramahan?',
    answers: ['Tidak sopan dan ramah', 'Kurang sopan dan ramah', 'Sopan dan ramah', 'Sangat sopan dan ramah'],
  },
  {
    name: 'Penanganan pengaduan, saran, dan masukan',
    question: 'Bagaimana pendapat Saudara tentang penanganan pengaduan pengguna layanan?',
    answers: ['Tidak ada', 'Ada tetapi tidak berfungsi', 'Berfungsi kurang maksimal', 'Dikelola dengan baik'],
  },
  {
    name: 'Sarana dan prasarana',
    question: 'Bagaimana pendapat Saudara tentang kualitas sarana dan prasarana?',
    answers: ['Buruk', 'Cukup', 'Baik', 'Sangat baik'],
  },
] as const;

export const SKM_SERVICE_LABELS = {
  sirekanan: 'Sirekanan (Surat Masuk)',
  ujilab: 'Uji Laboratorium',
  'lapor-kerusakan': 'Lapor Kerusakan',
  jembatantif: 'Jembatantif (Informasi Jembatan)',
} as const;

/** Mutu pelayanan per grade (the regulation's table of interval values). */
export const SKM_GRADE_LABELS = { A: 'Sangat Baik', B: 'Baik', C: 'Kurang Baik', D: 'Tidak Baik' } as const;

export const SKM_TEXT = {
  title: 'Survei Kepuasan Masyarakat',
  intro:
    'Pendapat Anda membantu kami memperbaiki pelayanan. Survei ini mengikuti Peraturan Menteri PANRB Nomor 14 Tahun 2017: sembilan pertanyaan, masing-masing dengan empat pilihan. Jawaban Anda tidak dihubungkan dengan nama Anda di hasil yang diumumkan.',
  resultsLink: 'Lihat hasil survei',
  form: {
    service: 'Layanan yang Anda terima',
    servicePlaceholder: 'Pilih layanan',
    serviceRequired: 'Pilih layanan yang Anda nilai.',
    forRequest: (code: string, service: string) => `Survei untuk permohonan ${code} (${service})`,
    questionsTitle: 'Penilaian pelayanan',
    questionNumber: (n: number) => `Unsur ${n}`,
    answerRequired: 'Pilih salah satu jawaban.',
    respondentTitle: 'Data responden (tidak wajib)',
    respondentNote: 'Data ini hanya dipakai untuk mengelompokkan hasil survei, tidak pernah ditampilkan per orang.',
    age: 'Umur (tahun)',
    ageInvalid: 'Umur diisi dengan angka 15 sampai 100.',
    gender: 'Jenis kelamin',
    education: 'Pendidikan terakhir',
    occupation: 'Pekerjaan utama',
    choose: 'Tidak diisi',
    choiceInvalid: 'Pilihan tidak dikenal.',
    suggestion: 'Saran dan masukan',
    suggestionHint: 'Tidak wajib. Saran dapat kami tampilkan di halaman hasil survei tanpa nama Anda.',
    suggestionTooLong: 'Saran paling banyak 1.000 karakter.',
    submit: 'Kirim Survei',
    missingAnswers: (n: number) => `${n} pertanyaan belum dijawab.`,
    sentTitle: 'Terima kasih',
    sentDescription: 'Jawaban survei Anda sudah kami terima.',
    sendFailed: 'Survei gagal dikirim',
    thanksHeading: 'Terima kasih atas penilaian Anda',
    thanksBody: 'Jawaban Anda masuk ke Indeks Kepuasan Masyarakat periode ini.',
  },
  errors: {
    linkInvalid: 'Tautan survei tidak valid. Buka tautan dari email atau dasbor Anda.',
    notFinished: 'Survei dapat diisi setelah permohonan selesai diproses.',
    alreadyAnswered: 'Survei untuk permohonan ini sudah diisi. Terima kasih.',
    suggestionNotFound: 'Saran tidak ditemukan.',
    publishInvalid: 'Pilihan tampil atau tidak tampil tidak valid.',
  },
  invitation: {
    banner: (code: string) =>
      `Permohonan ${code} sudah selesai diproses. Bantu kami menjadi lebih baik dengan mengisi Survei Kepuasan Masyarakat (2 menit).`,
    action: 'Isi Survei',
    mailParagraph:
      'Bantu kami menjadi lebih baik: isi Survei Kepuasan Masyarakat untuk permohonan ini (sembilan pertanyaan, sekitar 2 menit).',
    mailAction: 'Isi Survei Kepuasan',
  },
  period: {
    label: 'Periode',
    show: 'Tampilkan',
  },
  results: {
    title: 'Hasil Survei Kepuasan Masyarakat',
    intro:
      'Indeks Kepuasan Masyarakat (IKM) setiap layanan, dihitung dari jawaban survei menurut Peraturan Menteri PANRB Nomor 14 Tahun 2017. Nilai 25 sampai 100; mutu A (sangat baik) sampai D (tidak baik).',
    ikm: 'Nilai IKM',
    grade: 'Mutu pelayanan',
    respondents: 'Responden',
    noData: 'Belum ada responden pada periode ini.',
    sampleNote: (n: number, population: number, minimum: number) =>
      `${n} responden dari ${population} penerima layanan pada periode ini. Tabel Krejcie dan Morgan (lampiran Permen PANRB 14/2017) menyarankan paling sedikit ${minimum} responden.`,
    sampleShort: 'Jumlah responden masih di bawah sampel minimal; baca hasil ini dengan hati-hati.',
    sampleEnough: 'Jumlah responden sudah memenuhi sampel minimal.',
    chartTitle: (service: string) => `Nilai rata-rata per unsur, ${service}`,
    chartDescription: 'Batang menunjukkan nilai rata-rata (NRR) setiap unsur pada skala 1 sampai 4.',
    showTable: 'Lihat tabel',
    element: 'Unsur pelayanan',
    nrr: 'Nilai rata-rata (NRR)',
    suggestions: 'Saran dari responden',
    noSuggestions: 'Belum ada saran yang ditampilkan.',
    pdf: 'Unduh Laporan (PDF)',
    takeSurvey: 'Isi survei',
    method: 'IKM = (Σ NRR per unsur × bobot 1/9) × 25. Mutu: A 88,31–100; B 76,61–88,30; C 65,00–76,60; D 25,00–64,99.',
  },
} as const;
