// The Indonesian words of every e-mail (the web's texts are in src/shared/strings.ts; these never
// reach the browser). Links and names are filled in by templates.ts.

export const MAIL_TEXTS = {
  greeting: (name: string) => `Yth. ${name},`,
  automatic: 'Email ini dikirim otomatis oleh Portal Dinas PUPR Provinsi Sulawesi Barat. Mohon tidak membalas email ini.',
  linkFallback: 'Jika tombol di atas tidak dapat dibuka, salin alamat berikut ke peramban Anda:',
  notYou: 'Jika Anda tidak merasa meminta ini, abaikan email ini; akun Anda tetap aman.',
  fixed: {
    subject: (code: string) => `${code}: apakah kerusakan sudah benar-benar diperbaiki?`,
    heading: 'Laporan ditandai Selesai',
    body: (code: string, location: string) => `Petugas menandai laporan kerusakan Anda ${code} (${location}) sebagai Selesai.`,
    bodySupporter: (code: string, location: string) =>
      `Petugas menandai laporan kerusakan ${code} (${location}), yang juga Anda alami, sebagai Selesai.`,
    question:
      'Apakah kerusakan sudah benar-benar diperbaiki? Jawaban Anda membantu kami memastikan pekerjaan tuntas. Bila belum, laporan dibuka kembali.',
    yes: 'Ya, sudah diperbaiki',
    no: 'Belum diperbaiki',
    report: (url: string) => `Lihat laporan: ${url}`,
  },
  receipt: {
    subject: (service: string, code: string) => `Tanda terima ${service}: ${code}`,
    heading: 'Pengajuan Anda sudah kami terima',
    body: (service: string, code: string, at: string) =>
      `Pengajuan ${service} Anda diterima pada ${at} WITA dengan kode pelacakan ${code}. Simpan kode ini: dengan kode ini Anda dan petugas menemukan pengajuan Anda.`,
    next: 'Langkah selanjutnya: petugas Dinas PUPR memeriksa pengajuan Anda. Setiap perubahan status dan catatan petugas tampil di halaman status dan dikirim ke alamat ini.',
    dueOn: (date: string) => `Dijawab paling lambat ${date}.`,
    standard: (url: string) => `Jangka waktu penyelesaian mengikuti standar pelayanan: ${url}`,
    track: 'Lihat Status',
    receipt: (url: string) => `Bukti pengajuan (PDF): ${url}`,
  },
  confirmAddress: {
    subject: (code: string) => `Konfirmasi alamat email untuk laporan ${code}`,
    heading: 'Konfirmasi alamat email',
    body: (code: string) =>
      `Alamat email ini dicantumkan pada laporan kerusakan ${code} di Portal Dinas PUPR Provinsi Sulawesi Barat. Kami belum akan mengirim kabar apa pun ke alamat ini sebelum Anda mengonfirmasinya.`,
    action: 'Konfirmasi Alamat Email',
    track: (url: string) => `Status laporan dapat dilihat kapan saja, tanpa konfirmasi, di ${url}`,
    expiry: 'Tautan ini berlaku 14 hari.',
    notYou:
      'Bila Anda tidak membuat atau mendukung laporan ini, abaikan email ini: tidak ada email lain yang akan dikirim ke alamat ini untuk laporan tersebut.',
  },
  verify: {
    subject: 'Verifikasi email akun Portal PUPR Sulawesi Barat',
    heading: 'Verifikasi alamat email Anda',
    body: 'Terima kasih telah mendaftar di Portal Dinas PUPR Provinsi Sulawesi Barat. Klik tombol di bawah untuk memastikan alamat email ini milik Anda, agar kami dapat mengirim kabar tentang pengajuan Anda.',
    action: 'Verifikasi Email',
    expiry: 'Tautan ini berlaku 24 jam.',
  },
  reset: {
    subject: 'Atur ulang kata sandi Portal PUPR Sulawesi Barat',
    heading: 'Atur ulang kata sandi',
    body: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Klik tombol di bawah untuk membuat kata sandi baru.',
    action: 'Buat Kata Sandi Baru',
    expiry: 'Tautan ini berlaku 1 jam dan hanya dapat dipakai sekali. Setelah kata sandi diganti, semua sesi lain akun Anda akan keluar.',
  },
  registrationAttempt: {
    subject: 'Percobaan pendaftaran dengan email Anda di Portal PUPR Sulawesi Barat',
    heading: 'Ada yang mencoba mendaftar dengan alamat email Anda',
    body: 'Seseorang baru saja mencoba membuat akun baru di Portal Dinas PUPR Provinsi Sulawesi Barat dengan alamat email ini. Alamat ini sudah terdaftar, jadi tidak ada akun baru yang dibuat dan akun Anda tidak berubah.',
    ifYou:
      'Bila itu Anda, Anda sudah punya akun: silakan masuk. Bila lupa kata sandinya, pilih "Lupa kata sandi?" di halaman masuk atau buka tautan di bawah.',
    action: 'Lupa kata sandi?',
    notYou: 'Bila bukan Anda, abaikan email ini; akun Anda tetap aman dan kata sandinya tidak berubah.',
  },
  passwordChanged: {
    subject: 'Kata sandi akun Portal PUPR Sulawesi Barat Anda telah diubah',
    heading: 'Kata sandi Anda telah diubah',
    body: (at: string) =>
      `Kata sandi akun Anda di Portal Dinas PUPR Provinsi Sulawesi Barat diubah pada ${at} WITA. Semua sesi lain dari akun ini telah diakhiri.`,
    ifNotYou:
      'Bila bukan Anda yang mengubahnya, segera atur ulang kata sandi lewat tombol di bawah dan hubungi admin Dinas PUPR. Bila itu Anda, abaikan email ini.',
    action: 'Atur Ulang Kata Sandi',
  },
  invite: {
    subject: 'Undangan akun staf Portal PUPR Sulawesi Barat',
    heading: 'Anda diundang sebagai staf portal',
    body: (role: string, inviter: string) =>
      `${inviter} membuatkan akun staf untuk Anda di Portal Dinas PUPR Provinsi Sulawesi Barat dengan peran ${role}. Klik tombol di bawah untuk membuat kata sandi dan mengaktifkan akun Anda.`,
    action: 'Aktifkan Akun',
    expiry: 'Tautan ini berlaku 72 jam dan hanya dapat dipakai sekali. Bila kedaluwarsa, minta super admin mengirim ulang undangan.',
    notExpected: 'Bila Anda tidak merasa bekerja di Dinas PUPR Provinsi Sulawesi Barat, abaikan email ini.',
  },
  status: {
    subject: (code: string, status: string) => `${code}: status pengajuan kini ${status}`,
    heading: (status: string) => `Status pengajuan: ${status}`,
    body: (service: string, code: string, status: string) => `Pengajuan ${service} Anda dengan kode ${code} kini berstatus ${status}.`,
    received: (service: string, code: string) =>
      `Pengajuan ${service} Anda telah kami terima dengan kode ${code}. Simpan kode ini untuk memantau statusnya.`,
    receivedSubject: (code: string) => `${code}: pengajuan Anda telah diterima`,
    receivedHeading: 'Pengajuan diterima',
    note: (note: string) => `Catatan petugas: ${note}`,
    requesterNote: (note: string) => `Alasan warga: ${note}`,
    attachment: {
      reply_letter: 'Surat balasan Dinas PUPR untuk permohonan ini sudah terbit. Unduh surat itu dari dashboard Anda.',
      lab_result: 'Laporan hasil uji untuk pengajuan ini sudah terbit. Unduh laporan itu dari dashboard Anda.',
      after_photo: 'Foto sesudah perbaikan dapat dilihat di halaman laporan.',
    },
    attachmentAction: { reply_letter: 'Buka Dashboard', lab_result: 'Buka Dashboard', after_photo: 'Lihat Laporan' },
    action: 'Lihat Status Pengajuan',
    unsubscribe: (url: string) => `Tidak ingin menerima kabar status lewat email? Berhenti menerima email: ${url}`,
  },
  outage: {
    subject: 'Portal PUPR Sulawesi Barat sempat terganggu dan telah pulih sendiri',
    heading: 'Basis data portal sempat tidak dapat dijangkau',
    body: (from: string, to: string, duration: string) =>
      `Basis data Portal Dinas PUPR Provinsi Sulawesi Barat tidak dapat dijangkau dari ${from} sampai ${to} WITA (${duration}). Selama itu pengunjung menerima pesan "Layanan sedang terganggu sebentar" dan diminta mencoba lagi; tidak ada data yang tersimpan yang hilang.`,
    restarted: 'PostgreSQL bawaan portal berhenti dan telah dijalankan ulang secara otomatis.',
    healed:
      'Portal telah pulih sendiri. Tidak ada yang perlu Anda lakukan sekarang. Bila ini sering terjadi, periksa ruang disk dan memori server, atau server basis data.',
    action: 'Lihat Kotak Keluar Email',
  },
  backupFailed: {
    subject: (at: string) => `Cadangan portal GAGAL: ${at} WITA`,
    heading: 'Pencadangan portal gagal',
    body: (at: string, where: string) =>
      `Pencadangan Portal Dinas PUPR Provinsi Sulawesi Barat yang berakhir pada ${at} WITA (tujuan: ${where}) gagal.`,
    error: (error: string) => `Kesalahan: ${error}`,
    previous:
      'Cadangan yang berhasil sebelumnya tetap tersimpan dan tidak dihapus. Namun data yang berubah sejak cadangan itu belum tercadangkan sampai ada pencadangan yang berhasil.',
    todo: 'Yang perlu dilakukan: (1) pastikan ruang disk cukup di folder cadangan dan di folder data; (2) periksa BACKUP_DIR, atau BACKUP_URL beserta kunci S3-nya, di konfigurasi portal; (3) jalankan perintah npm run backup di folder portal pada server dan pastikan perintah itu selesai tanpa kesalahan.',
    action: 'Buka Halaman Sistem',
  },
  digest: {
    subject: (day: string, count: number) => `Portal PUPR Sulawesi Barat: ${count} hal perlu ditangani (${day})`,
    heading: 'Ada yang perlu ditangani di portal',
    intro: (day: string) => `Pemeriksaan pagi portal pada ${day} menemukan hal berikut:`,
    item: (text: string) => `• ${text}`,
    backupError: (error: string) => `Kesalahan pencadangan terakhir: ${error}`,
    incident: (from: string, to: string) => `• Basis data tidak dapat dijangkau dari ${from} sampai ${to} WITA.`,
    closing:
      'Email ini hanya dikirim pada pagi hari ketika ada yang perlu ditangani. Rincian dan tindakan (misalnya Kirim ulang email yang gagal) ada di halaman Sistem.',
    action: 'Buka Halaman Sistem',
  },
} as const;
