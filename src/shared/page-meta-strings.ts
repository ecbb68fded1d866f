// The titles and descriptions search engines and link previews read (src/shared/public-page-meta.ts). Apart from strings.ts: the browser's
// first load does not carry them; a page that shows one loads it with the page.

export const META = {
  loginDescription: 'Masuk atau daftar akun untuk mengajukan Sirekanan, Uji Lab, permohonan informasi PPID, dan melacak laporan Anda.',
  trackingTitle: 'Lacak Pengajuan',
  trackingDescription:
    'Lihat status pengajuan Sirekanan, Uji Lab atau Lapor Kerusakan dengan kode pelacakan dari tanda terima atau email Anda.',
  statisticsTitle: 'Statistik Layanan',
  statisticsDescription:
    'Jumlah laporan kerusakan menurut status, jenis dan kabupaten, lama penyelesaian, ketepatan waktu, serta permohonan Sirekanan dan Uji Lab per bulan.',
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
  ppidTitle: 'PPID — Layanan Informasi Publik',
  ppidDescription:
    'Daftar Informasi Publik Dinas PUPR Provinsi Sulawesi Barat, dokumen yang dapat diunduh, laporan layanan informasi, dan cara mengajukan permohonan informasi serta keberatan.',
  ppidRequestTitle: 'Permohonan Informasi Publik',
  ppidRequestDescription:
    'Ajukan permohonan informasi publik kepada PPID Dinas PUPR Provinsi Sulawesi Barat dan pantau jawabannya; dijawab paling lambat 10 hari kerja.',
  skmResultsTitle: 'Hasil Survei Kepuasan Masyarakat',
  skmResultsDescription:
    'Indeks Kepuasan Masyarakat (IKM) setiap layanan Dinas PUPR Provinsi Sulawesi Barat per triwulan, semester dan tahun.',
  reportsTitle: 'Laporan Warga',
  reportsDescription: 'Daftar dan peta laporan kerusakan infrastruktur dari warga Sulawesi Barat beserta status penanganannya.',
  reportTitle: (code: string) => `Laporan ${code}`,
  reportDescription: (type: string, place: string, status: string) => `Kerusakan ${type.toLowerCase()} di ${place}: ${status}.`,
  reportNotFoundTitle: 'Laporan Tidak Ditemukan',
  reportNotFound: 'Laporan dengan kode ini tidak ada atau belum ditampilkan untuk umum.',
  bridgeDescription: (b: { lokasi: string; kabupaten: string | null; tahunBangun: number; kondisi: string; panjang: number | null }) =>
    `Jembatan di ${[b.lokasi, b.kabupaten].filter(Boolean).join(', ')}, dibangun ${b.tahunBangun}` +
    `${b.panjang ? `, panjang ${String(b.panjang).replace('.', ',')} m` : ''}. Kondisi: ${b.kondisi}. Data dan riwayat inspeksi Jembatantif Dinas PUPR Sulawesi Barat.`,
  bridgeNotFound: 'Data jembatan tidak ditemukan.',
} as const;
