// "Ikuti laporan di sini" (issue 39, item 5): the form on /laporan, the pages its e-mails open and the
// e-mails themselves. A module of its own: only /laporan's server-rendered HTML and the two link pages
// show them (docs/naming.md), never a first load's script.

export const AREA_ALERTS = {
  heading: 'Ikuti laporan di sini',
  intro:
    'Dapatkan email setiap ada laporan kerusakan baru yang ditampilkan untuk publik dan setiap laporan yang selesai diperbaiki di wilayah pilihan Anda.',
  email: 'Alamat email',
  area: 'Wilayah',
  province: 'Seluruh Sulawesi Barat',
  kabupatenGroup: 'Kabupaten',
  kabupatenOption: (name: string) => `Kabupaten ${name}`,
  ruasOption: 'Satu ruas jalan (tulis di bawah)',
  ruas: 'No. atau nama ruas jalan',
  ruasHint: 'Diisi bila wilayahnya satu ruas jalan, mis. 014 atau Mamuju – Kalukku.',
  frequency: 'Kirim email',
  frequencyNow: 'Segera, satu email untuk setiap laporan',
  frequencyDaily: 'Ringkasan harian, pukul 07.00 WITA',
  submit: 'Ikuti',
  // The same answer whether the address is new, waiting or already following (no enumeration).
  sent: 'Terima kasih. Bila alamat ini belum mengikuti wilayah tersebut, kami telah mengirim email konfirmasi. Tekan tautan di dalamnya; sebelum itu tidak ada email laporan yang dikirim.',
  failed: 'Langganan belum dibuat. Periksa isian yang ditandai.',
  emailRequired: 'Alamat email wajib diisi.',
  emailInvalid: 'Format alamat email tidak valid.',
  areaInvalid: 'Pilih wilayah dari daftar.',
  ruasRequired: 'Tulis no. atau nama ruas jalan.',
  ruasNotFound: 'Ruas jalan tidak ditemukan. Periksa no. atau nama ruas.',
  ruasAmbiguous: (names: string) => `Lebih dari satu ruas cocok: ${names}. Tulis no. ruasnya.`,
  frequencyInvalid: 'Pilih frekuensi email.',

  confirmTitle: 'Konfirmasi langganan',
  confirmIntro: 'Tekan tombol di bawah untuk mulai menerima kabar laporan kerusakan di wilayah yang Anda pilih.',
  confirmButton: 'Ya, ikuti laporan',
  confirmed: (area: string) => `Langganan aktif. Anda akan menerima kabar laporan di ${area}.`,
  confirmInvalid:
    'Tautan konfirmasi ini tidak valid atau sudah kedaluwarsa. Gunakan tautan lengkap dari email terbaru; tautan berlaku 7 hari. Anda juga dapat mendaftar lagi di halaman Laporan.',
  stopTitle: 'Berhenti mengikuti laporan',
  stopIntro: 'Tekan tombol di bawah untuk berhenti menerima email laporan untuk wilayah ini.',
  stopButton: 'Berhenti mengikuti',
  stopped: (area: string) => `Anda berhenti mengikuti laporan di ${area}. Tidak ada email lagi untuk wilayah ini.`,
  stopInvalid: 'Tautan berhenti ini tidak valid. Gunakan tautan lengkap dari email yang Anda terima.',
  backToReports: 'Kembali ke Laporan',

  areaProvince: 'seluruh Sulawesi Barat',
  areaKabupaten: (name: string) => `Kabupaten ${name}`,
  areaRuas: (no: string, name: string) => `ruas ${no} ${name}`,
} as const;

/** The texts of the e-mails (src/server/mail/templates.ts). */
export const AREA_ALERT_MAIL = {
  confirm: {
    subject: 'Konfirmasi: ikuti laporan kerusakan',
    heading: 'Konfirmasi langganan laporan',
    body: (area: string, frequency: string) =>
      `Seseorang (semoga Anda) meminta kabar laporan kerusakan di ${area} dikirim ke alamat ini (${frequency}). Tekan tombol di bawah untuk memulainya; tautan berlaku 7 hari.`,
    action: 'Ya, ikuti laporan',
    notYou: 'Bila Anda tidak memintanya, abaikan email ini: tanpa konfirmasi tidak ada email lain yang dikirim.',
  },
  frequencyNow: 'segera, satu email untuk setiap laporan',
  frequencyDaily: 'ringkasan harian',
  fresh: {
    subject: (code: string, area: string) => `Laporan baru di ${area}: ${code}`,
    heading: 'Laporan kerusakan baru',
  },
  fixed: {
    subject: (code: string, area: string) => `Laporan selesai di ${area}: ${code}`,
    heading: 'Laporan kerusakan selesai ditangani',
  },
  item: (code: string, type: string, location: string) => `${code} · ${type} · ${location}`,
  action: 'Lihat laporan',
  digest: {
    subject: (area: string, n: number) => `Ringkasan laporan ${area}: ${n} kabar baru`,
    heading: 'Ringkasan harian laporan kerusakan',
    intro: (area: string) => `Kabar laporan kerusakan di ${area} sejak ringkasan sebelumnya:`,
    freshTitle: 'Laporan baru:',
    fixedTitle: 'Selesai ditangani:',
    action: 'Lihat semua laporan',
  },
  stop: (url: string) => `Tidak ingin menerima email ini lagi? Berhenti mengikuti: ${url}`,
} as const;
