// The bridge form's issue-17 fields and their errors: loaded with the form (and the server), not with the list.
export const BRIDGE_FORM = {
  detailsLegend: 'Lokasi dan ukuran (opsional)',
  kabupatenPlaceholder: 'Pilih kabupaten',
  ruasJalan: 'Nama ruas jalan (teks)',
  ruasJalanPlaceholder: 'Contoh: 012 Mamuju – Kalukku',
  statusJalanPlaceholder: 'Pilih status jalan',
  latitude: 'Lintang (latitude)',
  longitude: 'Bujur (longitude)',
  coordinatesHint: 'Derajat desimal, contoh -2,6786 dan 118,8885.',
  panjang: 'Panjang (m)',
  lebar: 'Lebar (m)',
  jumlahBentang: 'Jumlah bentang',
  kabupatenInvalid: 'Pilih salah satu kabupaten di Sulawesi Barat.',
  statusJalanInvalid: 'Status jalan harus nasional, provinsi atau kabupaten.',
  latitudeInvalid: 'Lintang harus di dalam Sulawesi Barat (antara -3,7 dan -0,8).',
  longitudeInvalid: 'Bujur harus di dalam Sulawesi Barat (antara 118,0 dan 120,5).',
  coordinatesPair: 'Isi lintang dan bujur bersama-sama, atau kosongkan keduanya.',
  panjangInvalid: 'Panjang harus berupa angka lebih dari 0 meter (paling banyak 10.000).',
  lebarInvalid: 'Lebar harus berupa angka lebih dari 0 meter (paling banyak 100).',
  bentangInvalid: 'Jumlah bentang harus bilangan bulat 1 sampai 200.',
} as const;

/** Issue 39, item 6: a bridge's place on a ruas of the register, in the form, the import and the bridge's page. */
export const BRIDGE_ROAD = {
  ruasLabel: 'Ruas jalan',
  ruasHint: 'Cari dengan nomor atau nama ruas, lalu pilih ruasnya.',
  ruasSearch: 'Cari ruas jalan',
  ruasNone: 'Tidak ditautkan ke ruas',
  ruasOption: '{no} {nama}',
  staLabel: 'STA',
  staHint: 'Jarak dari awal ruas dalam km+meter, misalnya 12+300.',
  staInvalid: 'STA harus ditulis km+meter dengan tiga angka meter, misalnya 12+300.',
  staWithoutRuas: 'Pilih ruas jalan untuk STA ini.',
  staBeyond: 'STA {sta} melewati panjang ruas {no} ({km} km).',
  ruasUnknown: 'Ruas jalan yang dipilih tidak ada di register.',
  noRuasUnknown: 'No. ruas {no} tidak ada di register ruas jalan.',
} as const;
