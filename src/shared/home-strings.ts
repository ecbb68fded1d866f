// The home page's texts (spec §2 /): a module of its own, loaded with that page rather than with every page.
export const HOME = {
  eyebrow: 'Portal Resmi Pemerintah Provinsi Sulawesi Barat',
  heroTitle: 'Infrastruktur yang andal untuk Sulawesi Barat yang maju',
  heroCta: 'Profil Dinas',
  heroQuickTitle: 'Tanpa perlu akun:',
  heroReport: 'Lapor Kerusakan',
  heroBridges: 'Cek Data Jembatan',
  heroSecondary: 'Berita Terkini',
  heroImageAlt: 'Ilustrasi jembatan dan jalan provinsi dengan perbukitan Sulawesi Barat',
  servicesTitle: 'Layanan Digital',
  servicesText: 'Pilih layanan yang Anda perlukan. Semua pengajuan dapat dipantau dari dashboard Anda.',
  visitorServicesTitle: 'Layanan digital untuk warga',
  visitorServicesText:
    'Ajukan surat, uji laboratorium, dan pantau pengajuan Anda secara daring. Masuk atau daftar untuk mulai menggunakan layanan.',
  openService: 'Buka layanan',
  fieldsTitle: 'Bidang Kerja Kami',
  newsTitle: 'Berita Terkini',
  newsAll: 'Lihat semua berita',
} as const;
