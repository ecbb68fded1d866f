// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** Forgotten password, new password, e-mail verification and account settings (issue 13): apart from
 * AUTH so that the first page load does not carry them. */
export const ACCOUNT = {
  forgotTitle: 'Lupa Kata Sandi',
  forgotIntro: 'Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru.',
  forgotButton: 'Kirim Tautan',
  forgotSent:
    'Jika email tersebut terdaftar, tautan untuk membuat kata sandi baru telah dikirim. Periksa kotak masuk dan folder spam Anda; tautan berlaku 1 jam.',
  resetTitle: 'Buat Kata Sandi Baru',
  resetIntro: 'Masukkan kata sandi baru untuk akun Anda. Setelah disimpan, semua sesi lain akun ini akan keluar.',
  newPassword: 'Kata Sandi Baru',
  confirmNewPassword: 'Konfirmasi Kata Sandi Baru',
  resetButton: 'Simpan Kata Sandi',
  resetSuccessTitle: 'Kata Sandi Diperbarui',
  resetSuccess: 'Kata sandi Anda telah diganti. Silakan login dengan kata sandi baru.',
  resetLinkInvalid:
    'Tautan ini tidak berlaku lagi: sudah dipakai, sudah lebih dari 1 jam, atau tidak lengkap. Minta tautan baru lewat "Lupa kata sandi?".',
  resetRequestNew: 'Minta Tautan Baru',
  verifyTitle: 'Verifikasi Email',
  verifying: 'Memverifikasi email Anda...',
  verifySuccess: 'Email Anda telah terverifikasi. Kabar tentang pengajuan Anda akan dikirim ke email ini.',
  verifyLinkInvalid:
    'Tautan verifikasi ini tidak berlaku lagi (sudah lebih dari 24 jam atau tidak lengkap). Login, lalu pilih "Kirim ulang email verifikasi" di dasbor.',
  unverifiedBadge: 'Email belum diverifikasi',
  unverifiedHint: 'Kabar status pengajuan hanya dikirim ke email yang sudah diverifikasi.',
  verifiedBadge: 'Email terverifikasi',
  resendVerification: 'Kirim ulang email verifikasi',
  resendVerificationSent: 'Email verifikasi telah dikirim. Periksa kotak masuk Anda.',
  resendVerificationLimited: 'Email verifikasi sudah dikirim beberapa kali. Silakan tunggu satu jam sebelum meminta lagi.',
  settingsTitle: 'Pengaturan Akun',
  profileSaved: 'Nama berhasil disimpan.',
  saveName: 'Simpan Nama',
  currentPassword: 'Kata Sandi Saat Ini',
  currentPasswordWrong: 'Kata sandi saat ini salah.',
  changePasswordButton: 'Ganti Kata Sandi',
  passwordChanged: 'Kata sandi berhasil diganti. Sesi di perangkat lain telah dikeluarkan.',
  toHome: 'Ke Beranda',
} as const;
