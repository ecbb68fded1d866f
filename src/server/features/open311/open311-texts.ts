// Open311 answers' texts (server only): the error descriptions other systems read, in Indonesian.

export const OPEN311 = {
  keyService: (url: string) => `Kunci API diberikan oleh super admin Dinas PUPR Provinsi Sulawesi Barat; ajukan melalui ${url}.`,
  serviceDescription: (type: string) => `Laporan kerusakan infrastruktur ${type.toLowerCase()} di Provinsi Sulawesi Barat.`,
  keywords: {
    Jalan: 'jalan, aspal, lubang, longsor',
    Jembatan: 'jembatan, gelagar, sandaran',
    'Bangunan Air': 'irigasi, saluran, bendung, drainase',
    'Bangunan Gedung': 'gedung, bangunan, atap',
    Lainnya: 'lainnya',
  } as Record<string, string>,
  serviceNotice: 'Laporan diperiksa petugas sebelum tampil di /laporan; target penyelesaian dihitung dalam hari kerja.',
  pinLocation: (lat: number, lng: number) => `Titik ${lat}, ${lng}`,
  badDate: (name: string) => `${name} harus berupa tanggal W3C/ISO 8601, misalnya 2026-11-25 atau 2026-11-25T08:00:00+08:00.`,
  tooManyIds: 'service_request_id paling banyak 100 kode.',
  unknownService: (code: string) => `service_code "${code}" tidak dikenal. Lihat services.json.`,
  serviceRequired: 'service_code wajib diisi.',
  badStatus: 'status hanya boleh open atau closed.',
  badPage: 'page harus bilangan bulat 1 atau lebih; page_size 1 sampai 1000.',
  keyMissing: 'api_key wajib diisi untuk mengirim laporan.',
  keyInvalid: 'api_key tidak dikenal atau sudah dicabut.',
  rateLimited: 'Terlalu banyak laporan dari kunci ini dalam satu jam. Coba lagi nanti.',
  nameRequired: 'first_name atau last_name wajib diisi (nama pelapor).',
  badCoordinates: 'lat dan long harus berupa angka desimal.',
  locationRequired: 'Kirim lat dan long, atau address_string yang menyebut kabupaten.',
  kabupatenRequired:
    'address_string harus menyebut kabupaten (Mamuju, Mamuju Tengah, Pasangkayu, Majene, Polewali Mandar atau Mamasa), atau kirim lat dan long.',
  invalid: 'Data laporan tidak valid.',
  notFound: 'Laporan dengan kode itu tidak ada atau tidak publik.',
  jsonOnly: 'Hanya format JSON yang dilayani (.json).',
  bodyTooLarge: 'Kiriman terlalu besar.',
  internal: 'Terjadi kesalahan pada server.',
} as const;
