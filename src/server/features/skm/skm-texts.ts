// The SKM report's and the answers file's texts: server only.

export const SKM_REPORT = {
  // pdfkit's built-in Helvetica has no Σ: the method in words.
  method: 'IKM = (jumlah NRR per unsur × bobot 1/9) × 25. Mutu: A 88,31–100; B 76,61–88,30; C 65,00–76,60; D 25,00–64,99.',
  title: 'Laporan Hasil Survei Kepuasan Masyarakat',
  summary: (ikm: string, grade: string, label: string, n: number) =>
    `Nilai IKM ${ikm}, mutu pelayanan ${grade} (${label}), dari ${n} responden.`,
  no: 'No.',
  nrr: 'NRR',
  weighted: 'NRR × 1/9',
  methodTitle: 'Metode',
  weightNote: 'Bobot tiap unsur 1/9 (lampiran Permen PANRB 14/2017 menuliskannya dibulatkan 0,111).',
  footer: (at: string) => `Dibuat oleh portal Dinas PUPR Provinsi Sulawesi Barat pada ${at}.`,
} as const;

export const SKM_CSV = {
  file: 'jawaban-skm',
  service: 'Layanan',
  date: 'Tanggal',
  age: 'Umur',
  gender: 'Jenis kelamin',
  education: 'Pendidikan',
  occupation: 'Pekerjaan',
  suggestion: 'Saran',
} as const;
