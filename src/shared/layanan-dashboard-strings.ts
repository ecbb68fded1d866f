// The dashboard texts of the service pages (spec §3), a module of their own: only the pages that show them load them.

export const LAYANAN_DASHBOARD = {
  title: 'Dashboard Pelanggan',
  welcome: 'Selamat datang, {name}!',
  intro: 'Pantau pengajuan layanan Anda dan kelola informasi akun di sini.',
  sirekananTitle: 'Riwayat Pengajuan Sirekanan',
  ujilabTitle: 'Riwayat Pengajuan Uji Lab',
  newSirekanan: 'Ajukan Surat Baru',
  newUjilab: 'Ajukan Uji Lab Baru',
  seeAll: 'Lihat semua ({total})',
  profileTitle: 'Profil Saya',
  fullName: 'Nama Lengkap',
  email: 'Email',
  role: 'Peran Akun',
  joined: 'Bergabung Sejak',
  defaultRole: 'Customer',
  loadFailedTitle: 'Gagal memuat data dashboard',
} as const;
