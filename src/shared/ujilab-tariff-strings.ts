// Issue 40, items 1 and 2: the tariff's texts, shapes and arithmetic without zod (ADR 070): the pages that only
// show a tariff stay light; the input schemas are in lab-tariff.ts.
import type { JenisUji } from './constants.ts';

export const LAB_QUANTITY_MAX = 100;
/** The highest price a test may have, in whole rupiah (well inside a safe integer even times 100 per line). */
export const LAB_PRICE_MAX = 1_000_000_000;

export const TARIFF_TEXT = {
  adminTitle: 'Tarif Uji Laboratorium',
  adminIntro:
    'Daftar pengujian per jenis uji dengan tarif retribusinya. Perubahan tarif berlaku untuk pengajuan baru sejak tanggal berlakunya; pengajuan yang sudah masuk tetap dengan tarif lamanya.',
  addTest: 'Tambah Pengujian',
  editTest: 'Ubah Pengujian',
  changePrice: 'Ubah Tarif',
  deactivate: 'Nonaktifkan',
  activate: 'Aktifkan Kembali',
  inactive: 'Nonaktif',
  save: 'Simpan',
  cancel: 'Batal',
  history: 'Riwayat Tarif',
  jenisUji: 'Jenis Uji',
  name: 'Nama Pengujian',
  method: 'Metode / Standar',
  methodHint: 'Contoh: SNI 1974:2011',
  unit: 'Satuan',
  unitHint: 'Contoh: per benda uji',
  price: 'Tarif',
  priceRp: 'Tarif (Rp)',
  priceHint: 'Dalam rupiah, tanpa titik. Contoh: 1250000',
  duration: 'Lama Pengujian (hari kerja)',
  durationShort: 'Lama',
  perdaArticle: 'Dasar Perda',
  perdaHint: 'Pasal/lampiran Perda retribusi yang menetapkan tarif ini.',
  validFrom: 'Berlaku Mulai',
  note: 'Catatan',
  position: 'Urutan',
  noTests: 'Belum ada pengujian untuk jenis uji ini.',
  days: (n: number) => `${n} hari kerja`,
  saved: 'Pengujian disimpan.',
  saveFailed: 'Gagal menyimpan',
  loadFailed: 'Gagal memuat tarif',
  editLabel: (name: string) => `Ubah pengujian ${name}`,
  priceLabel: (name: string) => `Ubah tarif ${name}`,
  deactivateLabel: (name: string) => `Nonaktifkan ${name}`,
  activateLabel: (name: string) => `Aktifkan kembali ${name}`,
  deactivated: 'Pengujian dinonaktifkan: tidak lagi ditawarkan pada pengajuan baru.',
  activated: 'Pengujian ditawarkan kembali.',
  priceTitle: (name: string) => `Tarif ${name}`,
  currentPrice: 'Tarif berlaku hari ini',
  noPriceYet: 'Belum berlaku',
  status: 'Status',
  active: 'Aktif',
  actions: 'Aksi',
  historyEmpty: 'Belum ada riwayat tarif.',
  validFromHint: 'Hari ini atau tanggal yang akan datang. Pengajuan yang sudah masuk tetap dengan tarif lamanya.',
  upcoming: 'akan berlaku',
  tariffLink: 'Tarif Uji',
  back: 'Kembali ke Pengajuan Uji Lab',
  cmsNote:
    'Tabel tarif pada halaman standar diambil dari daftar tarif laboratorium, lengkap dengan riwayat perubahan tarifnya. Ubah tarif di',
  priceSaved: 'Tarif disimpan.',
  // The request form and the request's page.
  testsLegend: 'Pengujian yang Diminta',
  testsHint: 'Isi jumlah benda uji untuk setiap pengujian yang Anda perlukan (0 sampai 100).',
  amount: 'Jumlah Biaya',
  total: 'Total Biaya',
  unitPrice: 'Tarif Satuan',
  quantity: 'Jumlah',
  lainnyaPriced: 'Biaya pengujian "Lainnya" ditetapkan petugas setelah pengajuan diperiksa.',
  notPricedYet: 'Belum ditetapkan: petugas menetapkan biaya setelah pengajuan diperiksa.',
  itemsTitle: 'Rincian Pengujian',
  receiptLine: (n: number) => `Pengujian ${n}`,
  setItems: 'Tetapkan Rincian Biaya',
  itemsSaved: 'Rincian biaya disimpan.',
  addLine: 'Tambah Baris',
  removeLine: (n: number) => `Hapus baris ${n}`,
  // Refusals.
  invalidTitle: 'Data Tidak Valid',
  nameRequired: 'Nama pengujian wajib diisi.',
  unitRequired: 'Satuan wajib diisi.',
  priceInvalid: `Tarif diisi dengan bilangan bulat rupiah 0 sampai ${LAB_PRICE_MAX.toLocaleString('id-ID')}.`,
  durationInvalid: 'Lama pengujian diisi dengan bilangan bulat 1 sampai 365 hari kerja.',
  validFromInvalid: 'Tanggal berlaku tidak valid.',
  validFromPast: 'Tanggal berlaku tidak boleh sebelum hari ini: tarif baru hanya berlaku untuk pengajuan baru.',
  priceExists: 'Tarif dengan tanggal berlaku yang sama sudah ada untuk pengujian ini.',
  testNotFound: 'Pengujian tidak ditemukan.',
  itemsInvalid: 'Daftar pengujian tidak valid.',
  quantityInvalid: `Jumlah pengujian diisi dengan bilangan bulat 0 sampai ${LAB_QUANTITY_MAX}.`,
  noTestChosen: 'Pilih minimal satu pengujian dengan jumlah 1 atau lebih.',
  testUnavailable: 'Salah satu pengujian yang dipilih tidak tersedia lagi. Muat ulang halaman lalu pilih kembali.',
  testOtherJenis: 'Salah satu pengujian yang dipilih bukan bagian dari jenis uji ini.',
  duplicateTest: 'Setiap pengujian hanya boleh dipilih sekali.',
  lainnyaNoItems: 'Pengujian "Lainnya" tidak dipilih dari daftar tarif: biayanya ditetapkan petugas.',
  itemsAlreadySet: 'Rincian biaya pengajuan ini sudah ditetapkan.',
  requestNotFound: 'Pengajuan tidak ditemukan.',
  noPrice: 'Pengujian ini belum memiliki tarif yang berlaku.',
} as const;

const rupiah = new Intl.NumberFormat('id-ID');
/** "Rp 1.250.000" (DECISIONS.md rule 2: id-ID grouping). */
export const formatRupiah = (value: number) => `Rp ${rupiah.format(value)}`;

/** A test as the public and the form see it: its price today. */
export type LabTariffLine = {
  id: string;
  jenisUji: JenisUji;
  name: string;
  method: string;
  unit: string;
  durationDays: number;
  perdaArticle: string;
  price: number;
};

type LabPriceRow = { price: number; validFrom: string; note: string; setBy: string | null };
/** A test as the tariff admin sees it: active or not, with its price history (newest first). */
export type LabTestAdmin = Omit<LabTariffLine, 'price'> & {
  active: boolean;
  position: number;
  price: number | null;
  prices: LabPriceRow[];
};

/** A line of a request, as priced when it was made. */
export type LabRequestLine = {
  name: string;
  method: string;
  unit: string;
  unitPrice: number;
  durationDays: number;
  quantity: number;
  amount: number;
};
export type LabRequestItems = { items: LabRequestLine[]; total: number };

/** Integer arithmetic only: amounts are whole rupiah. */
export const lineAmount = (unitPrice: number, quantity: number) => unitPrice * quantity;
export const totalOf = (lines: readonly { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);
