// The SKM report's and the answers file's texts: server only.

export const SKM_REPORT = {
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
