// Texts of a feature that loads on demand: apart from strings.ts, which is part of every first page
// load (docs/naming.md). Indonesian, as every text a person reads.

/** The damage report form's place on the map and its photos (issue 15, items 1 and 2). */
export const REPORT_FORM = {
  pinLegend: 'Titik Lokasi di Peta (Opsional)',
  pinHint:
    'Ketuk peta untuk menaruh penanda, lalu geser bila perlu. Tanpa peta, isi lintang dan bujur, atau kosongkan: kolom Lokasi Kerusakan sudah cukup.',
  latitude: 'Lintang',
  longitude: 'Bujur',
  latitudeHint: 'Contoh: -2.6786',
  longitudeHint: 'Contoh: 118.8885',
  useMyLocation: 'Gunakan lokasi saya',
  locating: 'Mencari lokasi…',
  locationDenied: 'Lokasi tidak dapat dibaca. Izinkan akses lokasi di peramban, atau taruh penanda di peta.',
  clearPin: 'Hapus titik',
  mapLabel: 'Peta lokasi kerusakan. Ketuk untuk menaruh penanda.',
  mapLoading: 'Memuat peta…',
  // Issue 35: the form (and its map) is taken over at the first touch; until then the box says so.
  mapWaiting: 'Peta dimuat begitu Anda mulai mengisi formulir.',
  mapUnavailable: 'Peta tidak dapat dimuat. Isi lintang dan bujur, atau lanjutkan tanpa titik peta.',
  pinPlaced: 'Penanda di lintang {lat}, bujur {lng}.',
  coordinateNotNumber: 'Koordinat harus berupa angka, misalnya -2.6786.',
  coordinatesPair: 'Isi lintang dan bujur bersama-sama, atau kosongkan keduanya.',
  // Item 8: the bridge the damage is on (type Jembatan).
  bridgeLegend: 'Jembatan yang rusak (opsional)',
  bridgeHint: 'Pilih jembatan dari data Jembatantif bila Anda tahu; yang terdekat dengan titik Anda tampil lebih dulu.',
  bridgeNone: 'Tidak tahu / tidak ada di daftar',
  bridgeSearch: 'Cari jembatan menurut nama',
  bridgeSearching: 'Mencari jembatan…',
  bridgeNoneFound: 'Tidak ada jembatan yang cocok.',
  bridgeNear: '± {m} dari titik Anda',
  bridgeNotFound: 'Jembatan yang dipilih tidak ditemukan. Pilih lagi dari daftar.',
  outsideProvince: 'Titik berada di luar Provinsi Sulawesi Barat (lintang -3,7 s.d. -0,8; bujur 118,0 s.d. 120,5).',
  photos: 'Foto Kerusakan (Opsional, maksimal 3)',
  photosHint: 'JPG, PNG atau WEBP, masing-masing maksimal 10 MB. Foto pertama menjadi sampul. Data GPS di dalam foto dihapus otomatis.',
  addPhoto: 'Tambah foto',
  removePhoto: 'Hapus foto {n}',
  tooManyPhotos: 'Maksimal 3 foto per laporan.',
  photoLabel: 'Foto {n}',
} as const;
