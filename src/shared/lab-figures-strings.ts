import { LAB_FIGURES_LISTED } from './lab-figures.ts';

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** "November 2026" for '2026-11'. */
export const monthLabel = (month: string): string => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/** Texts of "Ringkasan Laboratorium" on /admin/ujilab (issue 40, item 6; docs/decisions/074). */
export const LAB_FIGURES = {
  title: 'Ringkasan Laboratorium',
  intro: (today: string) => `Keadaan per ${today} (WITA). Pendapatan dihitung dari tagihan lunas menurut tanggal bayar.`,
  loadFailed: 'Ringkasan laboratorium gagal dimuat.',
  revenueTotal: 'Pendapatan 12 bulan terakhir',
  unpaidTotal: 'Tagihan belum dibayar',
  unpaidNote: (count: string, overdue: string) => `${count} tagihan, ${overdue} lewat jatuh tempo`,
  lateTotal: 'Pengujian terlambat',
  lateNote: 'Dalam Pengujian melewati tanggal jatuh tempo',

  perMonth: 'Pendapatan per bulan',
  perMonthCaption: 'Pendapatan per bulan, 12 bulan terakhir (tagihan lunas)',
  month: 'Bulan',
  bills: 'Tagihan lunas',
  amount: 'Pendapatan',
  total: 'Jumlah',
  perTest: 'Pendapatan per pengujian',
  perTestCaption: 'Pendapatan per pengujian, 12 bulan terakhir (tagihan lunas)',
  test: 'Pengujian',
  quantity: 'Banyaknya',
  noRevenue: 'Belum ada tagihan lunas dalam 12 bulan terakhir.',

  unpaidTitle: 'Tagihan belum dibayar',
  unpaidNone: 'Tidak ada tagihan yang belum dibayar.',
  dueAt: 'Jatuh tempo',
  overdue: 'Lewat jatuh tempo',
  unpaidMore: (n: number) => `Ditampilkan ${LAB_FIGURES_LISTED} tagihan dengan jatuh tempo paling awal dari ${n} tagihan.`,

  lateTitle: 'Pengujian terlambat',
  lateNone: 'Tidak ada pengujian yang terlambat.',
  register: 'No. registrasi',
  dueOn: 'Jatuh tempo',
  daysLate: (n: number) => (n === 0 ? 'Terlambat (belum 1 hari kerja)' : `Terlambat ${n} hari kerja`),
  lateMore: (n: number) => `Ditampilkan ${LAB_FIGURES_LISTED} pengujian paling lama terlambat dari ${n} pengujian.`,
  openRequest: (code: string) => `Buka permohonan ${code}`,

  // "Unduh Rekonsiliasi (CSV)": the cashier's day (lab-bills' GET /api/admin/ujilab/rekonsiliasi).
  reconciliationTitle: 'Rekonsiliasi Harian',
  reconciliationIntro: 'Tagihan terbit, pembayaran diterima, dan selisih pada satu hari (WITA), untuk dicocokkan dengan rekening koran.',
  reconciliationDate: 'Tanggal rekonsiliasi',
  reconciliationDownload: 'Unduh Rekonsiliasi (CSV)',
  reconciliationDateInvalid: 'Pilih tanggal yang valid, paling lambat hari ini.',
} as const;
