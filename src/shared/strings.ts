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
  // Issue 35: a map (React and Leaflet, a phone's heaviest download) loads when the visitor asks.
  mapOnRequest: 'Peta dimuat bila Anda memintanya.',
  mapShow: 'Tampilkan peta',
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
  serviceStandard: 'Standar Pelayanan',
  pledge: 'Maklumat Pelayanan',
  skmResults: 'Hasil Survei Kepuasan',
  ppid: 'Informasi Publik (PPID)',
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
  about: 'Tentang Portal',
  privacy: 'Kebijakan Privasi',
  terms: 'Syarat dan Ketentuan',
  accessibility: 'Pernyataan Aksesibilitas',
} as const;

/** The header's "Layanan" menu (issue 14): every service, and the two that need no account said so. */
export const SERVICE_MENU = {
  label: 'Layanan',
  noAccount: 'tanpa akun',
  items: [
    { to: '/layanan/lapor-kerusakan', label: 'Lapor Kerusakan', open: true },
    { to: '/laporan', label: 'Laporan Warga', open: true },
    { to: '/layanan/jembatantif', label: 'Jembatantif', open: true },
    { to: '/layanan/sirekanan', label: 'Sirekanan', open: false },
    { to: '/layanan/ujilab', label: 'Uji Lab', open: false },
    { to: '/lacak', label: 'Lacak Pengajuan', open: true },
    { to: '/verifikasi', label: 'Verifikasi Dokumen', open: true },
    { to: '/statistik', label: 'Statistik', open: true },
    { to: '/skm', label: 'Survei Kepuasan', open: true },
    { to: '/ppid', label: 'Informasi Publik (PPID)', open: true },
  ],
} as const;

/** The status of a request no one has looked at yet (a null status): public badge and admin tables. */
export const STATUS_NEW = 'Baru';
/** Issue 39, item 3: a forwarded report's status as the public and its reporter read it. */
export const forwardedStatus = (instansi: string) => `Diteruskan ke ${instansi}`;

export const SERVICES = {
  sirekanan: 'Sirekanan',
  ujilab: 'Uji Lab',
  jembatantif: 'Jembatantif',
  laporKerusakan: 'Lapor Kerusakan',
} as const;

/** The services by the segment of their address (/layanan/{segment}): their standards' pages (issue 16). */
export const SERVICE_BY_SEGMENT: Record<string, string | undefined> = {
  sirekanan: SERVICES.sirekanan,
  ujilab: SERVICES.ujilab,
  'lapor-kerusakan': SERVICES.laporKerusakan,
  jembatantif: SERVICES.jembatantif,
};

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
  // The spec's own words, shown whether or not the address already had an account (issue 33, item 9: the
  // same answer for both; the owner of a registered address gets a mail saying someone tried).
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
  fullNameRequired: 'Nama lengkap wajib diisi.',
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid.',
  passwordTooShort: 'Kata sandi minimal 8 karakter.',
  passwordTooLong: 'Kata sandi maksimal 128 karakter.',
  passwordWeak: 'Kata sandi terlalu mudah ditebak. Gunakan gabungan beberapa kata, angka atau simbol yang tidak umum.',
  passwordLikeIdentity: 'Kata sandi tidak boleh sama dengan email atau nama Anda.',
  tooManyAttemptsWait: 'Terlalu banyak percobaan login. Silakan coba lagi dalam {wait}.',
  accountLocked:
    'Login ke akun ini dari jaringan Anda ditahan sementara karena terlalu banyak percobaan yang gagal. Login dari jaringan lain, atur ulang kata sandi lewat “Lupa kata sandi?”, atau hubungi admin Dinas PUPR untuk membukanya.',
  forgotLink: 'Lupa kata sandi?',
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
  jsonOnly: 'Format data tidak didukung. Kirim data sebagai JSON (application/json).',
  tooDeep: 'Struktur data terlalu rumit: terlalu bertingkat atau terlalu banyak isian.',
  forbiddenCharacter: 'Teks berisi karakter yang tidak diizinkan.',
  notReady: 'Server belum siap. Silakan coba lagi sebentar lagi.',
  databaseUnavailable: 'Layanan sedang terganggu sebentar. Silakan coba lagi dalam beberapa saat.',
  network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  idempotencyKeyInvalid: 'Kunci pengiriman (Idempotency-Key) tidak valid. Muat ulang halaman lalu kirim kembali.',
  idempotencyKeyConflict: 'Kunci pengiriman ini sudah dipakai untuk pengiriman lain. Muat ulang halaman lalu kirim kembali.',
} as const;

export const TOAST_REGION_LABEL = 'Notifikasi ({hotkey})';

// ── When something breaks (issue "Foundation" 6): a failed page, a refused admin page ──────────
export const ERROR_SCREEN = {
  title: 'Terjadi Kesalahan',
  text: 'Halaman ini gagal dimuat. Silakan muat ulang halaman atau kembali ke beranda.',
  adminText: 'Halaman ini gagal dimuat. Silakan muat ulang halaman atau kembali ke dashboard admin.',
  reload: 'Muat ulang',
  backAdmin: 'Kembali ke Dashboard Admin',
  reloading: 'Memuat versi terbaru portal...',
  /** The 'Akses Ditolak' toast's description; `roles` are human role names joined with 'atau'. */
  onlyFor: (roles: string) => `Halaman ini hanya untuk ${roles}.`,
  onlyForAdmins: 'Halaman ini hanya untuk admin Dinas PUPR.',
} as const;

/** Issue 3: the public site, the login dialogs, route guards, news and the contact form. */
export const SITE = {
  lastUpdated: 'Terakhir diperbarui',
  auth: {
    loginSuccessTitle: 'Login Berhasil!',
    loginSuccessDescription: 'Selamat datang kembali.',
    registerSuccessDescription: 'Akun Anda berhasil dibuat. Silakan periksa email untuk verifikasi.',
    emailPlaceholder: 'nama@contoh.id',
    fullNamePlaceholder: 'Nama sesuai KTP',
    passwordHint: 'Minimal 8 karakter. Hindari kata sandi umum seperti 12345678 atau nama Anda.',
    adminGateTitle: 'Area Admin',
    adminGateText: 'Halaman ini khusus petugas Dinas PUPR. Silakan login dengan akun admin untuk melanjutkan.',
    adminGateButton: 'Login Admin',
  },
  profile: {
    title: 'Profil Dinas',
    visionTitle: 'Visi',
    missionTitle: 'Misi',
    orgTitle: 'Struktur Organisasi',
    dutiesTitle: 'Tugas Pokok dan Fungsi',
  },
  news: {
    title: 'Berita',
    intro: 'Kabar terbaru kegiatan dan pembangunan infrastruktur di Sulawesi Barat.',
    byline: (name: string) => `Oleh ${name}`,
    readMore: 'Baca selengkapnya',
    empty: 'Belum ada berita.',
    loadFailed: 'Gagal memuat data',
    retry: 'Coba lagi',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    pageOf: 'Halaman {page} dari {pages}',
    pagination: 'Navigasi halaman berita',
    backToNews: 'Kembali ke Berita',
    notFoundTitle: 'Berita Tidak Ditemukan',
    notFoundText: 'Berita yang Anda cari tidak ada atau belum dipublikasikan.',
    notFound: 'Berita tidak ditemukan.',
  },
  gallery: {
    title: 'Galeri',
    intro: 'Dokumentasi kegiatan dan hasil pembangunan infrastruktur di Sulawesi Barat.',
  },
} as const;

// ── Citizen services (issue 4): Sirekanan, Uji Lab, Lapor Kerusakan, Jembatantif, customer dashboard ──

/** Fills `{name}` placeholders of a LAYANAN text. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
