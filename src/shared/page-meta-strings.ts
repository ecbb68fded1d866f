// The titles and descriptions search engines and link previews read (src/shared/public-page-meta.ts),
// and the service pages' headings they share with those pages. Apart from strings.ts: the browser's
// first load does not carry them; a page that shows one loads it with the page.

/** The four service pages' headings and descriptions: the page and its link preview (src/shared/public-pages.ts) share them. */
export const SERVICE_PAGES = {
  sirekanan: {
    heading: 'Layanan Sirekanan',
    description:
      'Ajukan permohonan surat kepada Dinas PUPR Provinsi Sulawesi Barat secara elektronik. Setiap pengajuan dan korespondensi internal tercatat rapi, terarsip, dan dapat Anda pantau statusnya.',
  },
  ujilab: {
    heading: 'Layanan Uji Laboratorium',
    description:
      'Ajukan pengujian beton, aspal, tanah, atau bahan lain di laboratorium Dinas PUPR Provinsi Sulawesi Barat dan pantau status pengajuan Anda di sini.',
  },
  damage: {
    heading: 'Lapor Kerusakan Infrastruktur',
    description:
      'Laporkan jalan, jembatan, bangunan air, atau gedung yang rusak di Sulawesi Barat. Laporan dapat dikirim tanpa login; simpan kode pelacakan untuk memantau statusnya.',
  },
  bridges: {
    heading: 'Jembatantif',
    description: 'Cari data jembatan berdasarkan nama atau lokasi, lengkap dengan tahun bangun, tipe, dan kondisi terkini.',
  },
} as const;

export const META = {
  sitePageDescription: (title: string) => `${title} portal Dinas PUPR Provinsi Sulawesi Barat.`,
  homeDescription:
    'Portal resmi Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Sulawesi Barat: berita, profil, dan layanan digital Sirekanan, Uji Lab, Jembatantif, serta Lapor Kerusakan.',
  profileDescription: 'Visi, misi, struktur organisasi, serta tugas pokok dan fungsi Dinas PUPR Provinsi Sulawesi Barat.',
  newsDescription: 'Berita terbaru tentang pembangunan jalan, jembatan, air minum, dan perumahan di Sulawesi Barat.',
  galleryDescription: 'Galeri foto kegiatan dan hasil pembangunan infrastruktur Dinas PUPR Provinsi Sulawesi Barat.',
  contactDescription: 'Alamat, telepon, email, dan formulir pesan Dinas PUPR Provinsi Sulawesi Barat di Mamuju.',
  standardTitle: (service: string) => `Standar Pelayanan ${service}`,
  standardDescription: (service: string) =>
    `Persyaratan, prosedur, jangka waktu, biaya, produk dan penanganan pengaduan layanan ${service} Dinas PUPR Provinsi Sulawesi Barat.`,
  standardNotFound: 'Standar pelayanan tidak ditemukan.',
  pledgeTitle: 'Maklumat Pelayanan',
  pledgeDescription: 'Janji Dinas PUPR Provinsi Sulawesi Barat untuk menyelenggarakan pelayanan sesuai standar pelayanan.',
  skmTitle: 'Survei Kepuasan Masyarakat',
  skmDescription: 'Isi Survei Kepuasan Masyarakat atas layanan Dinas PUPR Provinsi Sulawesi Barat: sembilan pertanyaan, sekitar dua menit.',
  skmResultsTitle: 'Hasil Survei Kepuasan Masyarakat',
  skmResultsDescription:
    'Indeks Kepuasan Masyarakat (IKM) setiap layanan Dinas PUPR Provinsi Sulawesi Barat per triwulan, semester dan tahun.',
  reportsTitle: 'Laporan Warga',
  reportsDescription: 'Daftar dan peta laporan kerusakan infrastruktur dari warga Sulawesi Barat beserta status penanganannya.',
  reportTitle: (code: string) => `Laporan ${code}`,
  reportDescription: (type: string, place: string, status: string) => `Kerusakan ${type.toLowerCase()} di ${place}: ${status}.`,
  reportNotFoundTitle: 'Laporan Tidak Ditemukan',
  reportNotFound: 'Laporan dengan kode ini tidak ada atau belum ditampilkan untuk umum.',
} as const;
