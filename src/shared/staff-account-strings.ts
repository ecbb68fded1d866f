// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** Staff accounts from the users page (issue 13, item 9): invitation, deactivation, reset link. */
export const STAFF = {
  invite: 'Tambah Staf',
  inviteTitle: 'Undang Staf Baru',
  inviteDescription: 'Orang ini menerima email berisi tautan untuk membuat kata sandinya sendiri. Tautan berlaku 72 jam.',
  fullName: 'Nama Lengkap',
  email: 'Email',
  role: 'Peran',
  send: 'Kirim Undangan',
  cancel: 'Batal',
  invited: 'Undangan terkirim',
  invitedDescription: (email: string) => `Tautan aktivasi dikirim ke ${email}.`,
  inviteFailed: 'Gagal mengundang',
  nameRequired: 'Nama lengkap wajib diisi.',
  nameTooLong: 'Nama lengkap maksimal 100 karakter.',
  emailInvalid: 'Format email tidak valid.',
  roleStaffOnly: 'Pilih peran staf (admin). Warga mendaftar sendiri dari halaman utama.',
  emailTaken: 'Email ini sudah terdaftar. Cari penggunanya di tabel dan ubah perannya bila perlu.',
  // status badges
  deactivated: 'Nonaktif',
  pending: 'Menunggu aktivasi',
  // the login lock (docs/decisions/045)
  locked: 'Terkunci',
  lockReason: (until: string, failures: number) => `sampai ${until} — ${failures} kali gagal login dalam 24 jam`,
  unlock: 'Buka kunci',
  unlockOf: (name: string) => `Buka kunci login ${name}`,
  unlocked: 'Kunci login dibuka',
  unlockedDescription: (email: string) => `${email} dapat login kembali dari jaringan mana pun.`,
  // row actions
  actions: 'Tindakan akun',
  actionsOf: (name: string) => `Tindakan akun ${name}`,
  deactivate: 'Nonaktifkan',
  reactivate: 'Aktifkan kembali',
  sendReset: 'Kirim tautan atur ulang kata sandi',
  resendInvite: 'Kirim ulang undangan',
  deactivateTitle: 'Nonaktifkan akun ini?',
  deactivateDescription: (name: string) =>
    `${name} akan langsung keluar dari semua perangkat dan tidak dapat login. Riwayat pengajuan dan tindakannya tetap tersimpan. Akun dapat diaktifkan kembali kapan saja.`,
  deactivateConfirm: 'Ya, Nonaktifkan',
  deactivatedToast: 'Akun dinonaktifkan',
  reactivatedToast: 'Akun diaktifkan kembali',
  resetSent: 'Tautan atur ulang terkirim',
  resetSentDescription: (email: string) => `Email berisi tautan atur ulang kata sandi (berlaku 1 jam) dikirim ke ${email}.`,
  inviteResent: 'Undangan dikirim ulang',
  actionFailed: 'Tindakan gagal',
  notSelf: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  notPending: 'Akun ini sudah aktif; kirim tautan atur ulang kata sandi bila pemiliknya lupa.',
  accountDeactivated: 'Akun ini telah dinonaktifkan. Hubungi super admin Dinas PUPR bila menurut Anda ini keliru.',
  // the page the invitation opens
  activateTitle: 'Aktifkan Akun Staf',
  activateIntro: 'Buat kata sandi untuk akun staf Anda. Setelah tersimpan, login dengan email dan kata sandi ini.',
  activateDone: 'Akun Anda aktif. Silakan login dengan email dan kata sandi baru Anda.',
} as const;
