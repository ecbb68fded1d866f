import { OFFICE } from './strings.ts';

/** Rupiah as the office writes it on a bill: "Rp 1.250.000". */
export const rupiah = (n: number): string => `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(n)}`;

/** Texts of an Uji Lab request's bill and its payment (issue 40, item 3; docs/decisions/071). */
export const LAB_BILL = {
  title: 'Tagihan Retribusi',
  pdfTitle: 'Surat Ketetapan Retribusi Daerah',
  pdfSubtitle: 'Retribusi Pengujian Laboratorium',
  number: 'Nomor Tagihan',
  request: 'Kode Permohonan',
  applicant: 'Pemohon',
  issuedAt: 'Tanggal Terbit',
  dueAt: 'Jatuh Tempo',
  status: 'Status Tagihan',
  statuses: { belum: 'Belum Dibayar', lunas: 'Lunas', batal: 'Dibatalkan' },
  channels: { va: 'Virtual Account', qris: 'QRIS', loket: 'Loket' },
  items: 'Rincian',
  itemName: 'Pengujian',
  itemUnit: 'Satuan',
  itemQuantity: 'Jumlah',
  itemPrice: 'Tarif',
  itemAmount: 'Subtotal',
  total: 'Total',
  howToPay: 'Cara Membayar',
  payment: 'Pembayaran',
  vaTitle: 'Transfer ke Virtual Account',
  vaNumber: 'Nomor Virtual Account',
  vaHint: 'Bayar tepat sebesar total tagihan melalui ATM, mobile banking, atau teller bank.',
  qrisTitle: 'Pindai QRIS',
  qrisHint: 'Pindai kode QR dengan aplikasi pembayaran apa pun yang mendukung QRIS; nominal sudah terisi.',
  counterTitle: 'Bayar di Loket',
  counterPlace: `Loket Laboratorium Pengujian, ${OFFICE.address}`,
  counterHours: 'Senin–Jumat, 08.00–15.00 WITA',
  counterHint: 'Sebutkan nomor tagihan; simpan kuitansi pembayaran Anda.',
  paidOn: (date: string, channel: string, reference: string) => `Lunas pada ${date} melalui ${channel} (referensi ${reference}).`,
  download: 'Unduh Tagihan (PDF)',
  pdfFooter: (at: string) => `Dokumen ini dibuat otomatis oleh Portal PUPR Sulawesi Barat pada ${at}.`,
  notFound: 'Tagihan tidak ditemukan.',

  // Staff: issuing the bill ("Terima & Terbitkan Tagihan") and the counter.
  issueTitle: 'Terima & Terbitkan Tagihan',
  issueIntro:
    'Permohonan diterima dan tagihan retribusi atas rincian biaya di atas dikirim ke pemohon. Status menjadi Menunggu Pembayaran.',
  notPriced: 'Rincian biaya permohonan ini belum ditetapkan. Tetapkan rincian biaya terlebih dahulu, lalu terbitkan tagihan.',
  issueAction: 'Terbitkan Tagihan',
  issueDone: 'Tagihan diterbitkan',
  dueDays: 'Jatuh tempo (hari)',
  lineRequired: 'Isi minimal satu pengujian.',
  linePrice: 'Tarif harus bilangan bulat rupiah lebih dari 0.',
  lineAmount: 'Subtotal tidak sama dengan jumlah × tarif.',
  dueDaysInvalid: 'Jatuh tempo harus 1–60 hari.',
  issueNotAllowed: (status: string) =>
    `Tagihan hanya dapat diterbitkan untuk permohonan berstatus Diajukan atau Diproses (sekarang: ${status}).`,
  alreadyBilled: 'Permohonan ini sudah memiliki tagihan.',
  counterTitleStaff: 'Catat Pembayaran di Loket',
  receiptNumber: 'Nomor kuitansi',
  receiptNumberInvalid: 'Nomor kuitansi wajib diisi (3–60 karakter).',
  paidDate: 'Tanggal bayar',
  paidDateInvalid: 'Tanggal bayar tidak valid atau di masa depan.',
  reconciliationDateInvalid: 'Tanggal rekonsiliasi tidak valid: tulis sebagai TTTT-BB-HH.',
  counterAction: 'Catat Lunas',
  counterDone: 'Pembayaran dicatat: tagihan lunas',
  alreadyPaid: 'Tagihan ini sudah lunas.',
  cancelled: 'Tagihan ini sudah dibatalkan.',
  reconciliation: 'Unduh Rekonsiliasi Harian (CSV)',
  reconciliationDate: 'Tanggal',

  // Why a notification or counter entry was refused (lab_payments.reason; the reconciliation's mismatches).
  refused: {
    signature: 'Tanda tangan tidak sah',
    unknownBill: 'Tagihan tidak ditemukan',
    paid: 'Tagihan sudah lunas',
    cancelled: 'Tagihan sudah dibatalkan',
    amount: (got: number, due: number) => `Nominal ${rupiah(got)} tidak sama dengan tagihan ${rupiah(due)}`,
    invalid: 'Isi notifikasi tidak lengkap',
  },
} as const;

/** The e-mails: the bill issued, the payment received. */
export const LAB_BILL_MAIL = {
  billSubject: (code: string) => `Tagihan retribusi permohonan ${code}`,
  billHeading: 'Tagihan Retribusi Uji Lab',
  billIntro: (code: string) =>
    `Permohonan uji lab ${code} telah diterima. Silakan lakukan pembayaran retribusi berikut agar pengujian dapat dijadwalkan.`,
  billNumber: (n: string) => `Nomor tagihan: ${n}`,
  billTotal: (total: string) => `Total: ${total}`,
  billDue: (date: string) => `Jatuh tempo: ${date}`,
  billVa: (va: string) => `Virtual Account: ${va}`,
  billCounter: (place: string, hours: string) => `Loket: ${place} (${hours})`,
  billAction: 'Lihat Tagihan (PDF)',
  paidSubject: (code: string) => `Pembayaran diterima untuk permohonan ${code}`,
  paidHeading: 'Pembayaran Diterima',
  paidIntro: (number: string, total: string) => `Pembayaran tagihan ${number} sebesar ${total} telah kami terima. Terima kasih.`,
  paidNext:
    'Langkah berikutnya: antar sampel ke laboratorium. Pilih jadwal antar sampel di halaman permohonan Anda, atau bawa sampel pada jam layanan laboratorium.',
  paidNote: (number: string, total: string) => `Tagihan ${number} lunas (${total}). Silakan antar sampel ke laboratorium.`,
  paidAction: 'Pilih Jadwal Antar Sampel',
} as const;
