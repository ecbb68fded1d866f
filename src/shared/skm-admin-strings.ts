// /admin/skm's texts (issue 16), apart from the public survey's.

export const SKM_ADMIN = {
  title: 'Survei Kepuasan (SKM)',
  description: 'Nilai IKM per layanan dan periode, saran responden, dan unduhan jawaban.',
  weightNote:
    'Bobot tiap unsur 1/9 (nilai yang diumumkan). Lampiran Permen PANRB 14/2017 menuliskannya dibulatkan menjadi 0,111; IKM dengan bobot itu ditampilkan di sampingnya sebagai pembanding.',
  service: 'Layanan',
  ikmExact: 'IKM (bobot 1/9)',
  ikm0111: 'IKM (bobot 0,111)',
  csv: 'Unduh jawaban (CSV, tanpa identitas)',
  suggestionsTitle: 'Saran responden',
  publish: 'Tampilkan di publik',
  unpublish: 'Sembunyikan',
  published: 'Ditampilkan',
  hidden: 'Tidak ditampilkan',
  publishedToast: 'Saran ditampilkan di halaman hasil survei',
  unpublishedToast: 'Saran disembunyikan dari halaman hasil survei',
  empty: 'Belum ada saran.',
} as const;
