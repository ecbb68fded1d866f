// Every text a person sees, in Indonesian (DECISIONS.md rule 1), grouped by screen.
// Where the spec gives a text it is copied here verbatim; tests import these constants.

export const OFFICE = {
  name: 'Dinas PUPR Provinsi Sulawesi Barat',
  longName: 'Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Sulawesi Barat',
  address: 'Jl. Abdul Malik Pattana Endeng, Rangas, Kec. Simboro, Kabupaten Mamuju, Sulawesi Barat 91512',
  phone: '(0426) 2325 118',
  email: 'dinaspupr@sulbarprov.go.id',
  hours: 'Senin–Jumat, 08.00–16.00 WITA',
} as const;

export const COMMON = {
  loading: 'Memuat...',
  busy: 'Memproses...',
  saving: 'Menyimpan...',
  cancel: 'Batal',
  close: 'Tutup',
  genericError: 'Terjadi kesalahan. Silakan coba lagi.',
  tryAgainLater: 'Silakan coba lagi nanti.',
  sessionMissing: 'Sesi Anda telah berakhir. Silakan login kembali.',
  notFoundTitle: 'Halaman Tidak Ditemukan',
  notFoundText: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
  backHome: 'Kembali ke Beranda',
  featureUnavailable: '🚧 Fitur Belum Tersedia',
} as const;

export const NAV = {
  home: 'Beranda',
  profile: 'Profil',
  news: 'Berita',
  gallery: 'Galeri',
  contact: 'Kontak',
  login: 'Login / Daftar',
  dashboard: 'Dashboard',
  admin: 'Admin',
  users: 'Kelola Pengguna',
  logout: 'Keluar',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  accountMenu: 'Menu akun',
  skipToContent: 'Lewati ke konten utama',
  services: 'Layanan',
  officeContact: 'Kontak Kantor',
} as const;

export const SERVICES = {
  sirekanan: 'Sirekanan',
  ujilab: 'Uji Lab',
  jembatantif: 'Jembatantif',
  laporKerusakan: 'Lapor Kerusakan',
} as const;

export const AUTH = {
  loginTab: 'Login',
  registerTab: 'Register',
  loginTitle: 'Selamat Datang Kembali',
  loginSubtitle: 'Masuk untuk mengakses layanan digital kami',
  registerTitle: 'Buat Akun Baru',
  registerSubtitle: 'Daftar untuk memulai perjalanan Anda bersama kami',
  fullName: 'Nama Lengkap',
  email: 'Email',
  password: 'Kata Sandi',
  confirmPassword: 'Konfirmasi Kata Sandi',
  loginButton: 'Masuk',
  registerButton: 'Daftar',
  adminLoginTitle: 'Login Admin',
  adminLoginSubtitle: 'Masuk dengan akun admin Dinas PUPR',
  loginSuccess: 'Login Berhasil! Selamat datang kembali.',
  registerSuccessTitle: 'Registrasi Berhasil!',
  registerSuccess: 'Registrasi Berhasil! Akun Anda berhasil dibuat. Silakan periksa email untuk verifikasi.',
  registerFailed: 'Registrasi Gagal',
  passwordMismatch: 'Kata sandi dan konfirmasi kata sandi tidak cocok.',
  loginFailed: 'Login Gagal',
  logoutSuccess: 'Berhasil Keluar',
  logoutFailed: 'Gagal Keluar',
  credentialsRequired: 'Email dan kata sandi wajib diisi.',
  wrongCredentials: 'Email atau password salah.',
  notAdmin: 'Akun tidak memiliki hak akses admin atau tidak ditemukan.',
  emailTaken: 'Email ini sudah terdaftar. Silakan login atau gunakan email lain.',
  fullNameRequired: 'Nama lengkap wajib diisi.',
  emailInvalid: 'Format email tidak valid.',
  passwordTooShort: 'Kata sandi minimal 8 karakter.',
  passwordTooLong: 'Kata sandi maksimal 128 karakter.',
  tooManyAttempts: 'Terlalu banyak percobaan. Silakan tunggu sebentar lalu coba lagi.',
} as const;

export const ERRORS = {
  validation: 'Data yang dikirim tidak valid.',
  unauthenticated: 'Sesi Anda telah berakhir. Silakan login kembali.',
  forbiddenTitle: 'Akses Ditolak',
  forbidden: 'Anda tidak memiliki izin untuk mengakses halaman ini.',
  forbiddenDelete: 'Anda tidak memiliki izin untuk menghapus data.',
  notFound: 'Data tidak ditemukan.',
  tooLarge: 'Ukuran data yang dikirim terlalu besar.',
  unsupportedType: 'Jenis file tidak didukung.',
  rateLimited: 'Terlalu banyak permintaan. Silakan tunggu sebentar lalu coba lagi.',
  csrf: 'Permintaan ditolak karena asal permintaan tidak dikenali.',
  internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  badJson: 'Format data tidak valid.',
  notReady: 'Server belum siap. Silakan coba lagi sebentar lagi.',
} as const;

export const TOAST_REGION_LABEL = 'Notifikasi ({hotkey})';
