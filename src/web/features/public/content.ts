// The public pages' body text: content of the office (as a CMS would hold it), not interface
// labels. It lives with the pages so that only the page that shows it downloads it; the labels,
// titles and messages stay in src/shared/strings.ts (SITE).

export const HOME_CONTENT = {
  heroText:
    'Dinas Pekerjaan Umum dan Penataan Ruang membangun dan merawat jalan, jembatan, air minum, sanitasi, dan perumahan bagi seluruh warga Sulawesi Barat.',
  serviceText: {
    laporKerusakan: 'Laporkan jalan, jembatan, atau bangunan yang rusak di sekitar Anda.',
    sirekanan: 'Pengajuan surat elektronik dan kearsipan.',
    jembatantif: 'Basis data dan kondisi jembatan di Sulawesi Barat.',
    ujilab: 'Pengajuan uji beton, aspal, dan tanah di laboratorium.',
  },
  fields: [
    { title: 'Sumber Daya Air', text: 'Irigasi, pengendalian banjir, dan pengamanan pantai.' },
    { title: 'Bina Marga', text: 'Pembangunan dan pemeliharaan jalan serta jembatan provinsi.' },
    { title: 'Cipta Karya', text: 'Air minum, sanitasi, dan bangunan gedung negara.' },
    { title: 'Perumahan', text: 'Rumah layak huni dan kawasan permukiman yang sehat.' },
  ],
} as const;

/** Spec §2 /profil: vision, the five missions, the organisation chart, duties and functions. */
export const PROFILE_CONTENT = {
  intro:
    'Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Sulawesi Barat adalah perangkat daerah yang menyelenggarakan urusan pekerjaan umum, penataan ruang, serta perumahan rakyat di Provinsi Sulawesi Barat.',
  vision:
    'Terwujudnya infrastruktur pekerjaan umum dan perumahan yang andal, terpadu, dan berkelanjutan menuju Sulawesi Barat yang maju dan sejahtera.',
  // In the spec's order: water; roads and bridges; housing; drinking water and sanitation; governance.
  missions: [
    'Mengembangkan infrastruktur sumber daya air untuk ketahanan air, pangan, dan pengendalian banjir.',
    'Meningkatkan konektivitas wilayah melalui jalan dan jembatan yang mantap dan berkeselamatan.',
    'Memperluas akses masyarakat terhadap hunian yang layak dan terjangkau.',
    'Meningkatkan layanan air minum dan sanitasi yang aman, layak, dan merata.',
    'Mewujudkan tata kelola pemerintahan yang bersih, transparan, dan melayani.',
  ],
  orgAlt:
    'Bagan struktur organisasi: Kepala Dinas membawahi Sekretariat, Kelompok Jabatan Fungsional, Bidang Sumber Daya Air, Bidang Bina Marga, Bidang Cipta Karya, Bidang Perumahan dan Kawasan Permukiman, Bidang Penataan Ruang, serta UPTD Laboratorium Uji Bahan.',
  duties:
    'Dinas PUPR Provinsi Sulawesi Barat mempunyai tugas membantu Gubernur melaksanakan urusan pemerintahan bidang pekerjaan umum dan penataan ruang serta perumahan rakyat yang menjadi kewenangan daerah, dan tugas pembantuan yang ditugaskan kepada daerah.',
  functionsIntro: 'Dalam melaksanakan tugas tersebut, Dinas menyelenggarakan fungsi:',
  functions: [
    'perumusan kebijakan teknis di bidang sumber daya air, bina marga, cipta karya, perumahan, dan penataan ruang;',
    'pelaksanaan pembangunan, peningkatan, dan pemeliharaan infrastruktur yang menjadi kewenangan provinsi;',
    'pembinaan jasa konstruksi serta pengujian mutu bahan bangunan;',
    'pemantauan, evaluasi, dan pelaporan pelaksanaan tugas;',
    'pelaksanaan administrasi dinas dan fungsi lain yang diberikan oleh Gubernur.',
  ],
} as const;

export const CONTACT_CONTENT = {
  mapNote: 'Peta interaktif belum tersedia. Kantor berada di kawasan perkantoran Gubernur Sulawesi Barat, Rangas, Mamuju.',
} as const;
