import type { SitePageSlug } from '../../../shared/site-page-schemas.ts';
import { OFFICE } from '../../../shared/strings.ts';

// What each page says until the office edits it (issue 14). Written to be true of this portal as it
// is: what each service collects, who sees it, how long it stays, how to ask for a copy or deletion
// (UU 27/2022 on personal-data protection). The office's communications officer edits them at
// /admin/cms/pages; an edited page replaces its default entirely.

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;
const contact = `${OFFICE.longName}, ${OFFICE.address}; telepon ${OFFICE.phone}; email <a href="mailto:${OFFICE.email}">${OFFICE.email}</a>`;

export const DEFAULT_SITE_PAGES: Record<SitePageSlug, { title: string; content: string }> = {
  'kebijakan-privasi': {
    title: 'Kebijakan Privasi',
    content: [
      p(
        `Portal ini dikelola oleh ${OFFICE.longName} (selanjutnya "Dinas"). Halaman ini menjelaskan data pribadi apa yang kami kumpulkan melalui portal, untuk apa, siapa yang dapat melihatnya, berapa lama disimpan, dan bagaimana Anda dapat meminta salinan atau penghapusannya, sesuai semangat Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.`,
      ),
      '<h2>Data yang kami kumpulkan, per layanan</h2>',
      '<h3>Akun (pendaftaran dan login)</h3>',
      ul(
        'Nama lengkap, alamat email dan kata sandi (disimpan hanya sebagai hash argon2id; petugas tidak dapat melihatnya).',
        'Tujuannya: mengenali Anda, mengirim email verifikasi, atur ulang kata sandi dan kabar status pengajuan.',
      ),
      '<h3>Sirekanan (persuratan elektronik)</h3>',
      ul(
        'Perihal, isi pengajuan dan lampiran yang Anda unggah, serta surat balasan dari Dinas.',
        'Dilihat oleh Anda sendiri, admin Sirekanan dan super admin Dinas.',
      ),
      '<h3>Uji Lab (pengujian laboratorium)</h3>',
      ul(
        'Jenis uji, surat permohonan dan pindaian KTP, serta laporan hasil uji.',
        'Pindaian KTP hanya kami minta untuk memastikan identitas pemohon dan hanya dengan persetujuan Anda yang dicatat beserta waktunya. KTP tidak pernah dicetak pada bukti pengajuan dan tidak pernah tampil di halaman publik.',
        'Dilihat oleh Anda sendiri, admin Uji Lab dan super admin Dinas. Setiap kali petugas membuka dokumen Anda, hal itu dicatat (siapa dan kapan).',
      ),
      '<h3>Lapor Kerusakan</h3>',
      ul(
        'Nama pelapor, email (opsional), lokasi, jenis infrastruktur, uraian dan foto.',
        'Data lokasi (GPS) dan data kamera di dalam foto dihapus otomatis saat diunggah.',
        'Dilihat oleh admin Jembatantif dan super admin. Halaman status publik (/lacak) hanya menampilkan status, tanggal dan catatan petugas, tidak pernah nama atau email Anda.',
      ),
      '<h3>Formulir kontak</h3>',
      ul('Nama, email, subjek dan pesan; dibaca oleh super admin untuk menjawab Anda.'),
      '<h2>Yang tidak kami lakukan</h2>',
      ul(
        'Kami tidak menjual atau membagikan data Anda kepada pihak lain di luar kewajiban hukum.',
        'Portal tidak memakai cookie iklan, pelacak pihak ketiga atau piksel pelacak di email. Satu-satunya cookie adalah cookie sesi login.',
      ),
      '<h2>Berapa lama data disimpan</h2>',
      p(
        'Data pengajuan dan dokumennya disimpan selama akun Anda ada dan sesuai Jadwal Retensi Arsip Dinas, karena menjadi bagian dari arsip pelayanan publik. Catatan teknis (log) tidak memuat isi formulir, kata sandi atau kunci rahasia. Email yang dikirim portal disimpan di kotak keluar agar dapat dikirim ulang bila gagal.',
      ),
      '<h2>Hak Anda</h2>',
      ul(
        'Melihat data Anda sendiri kapan saja di Dashboard.',
        'Meminta salinan seluruh data pribadi Anda yang kami simpan.',
        'Meminta perbaikan data yang keliru, atau penghapusan akun beserta datanya bila tidak ada kewajiban arsip yang menahannya.',
        'Berhenti menerima email kabar status melalui tautan "Berhenti menerima email" di setiap email.',
      ),
      p(
        `Ajukan permintaan melalui formulir Kontak atau langsung ke ${contact}. Kami menjawab paling lambat 14 hari kerja. Bila terjadi kebocoran data yang menyangkut Anda, kami memberi tahu Anda paling lambat 3 × 24 jam setelah mengetahuinya.`,
      ),
    ].join(''),
  },
  'syarat-ketentuan': {
    title: 'Syarat dan Ketentuan',
    content: [
      p(`Dengan memakai portal ${OFFICE.longName} Anda menyetujui ketentuan berikut.`),
      '<h2>Penggunaan layanan</h2>',
      ul(
        'Isi pengajuan dan laporan dengan benar. Laporan palsu atau dokumen yang dipalsukan dapat diproses sesuai hukum.',
        'Satu akun untuk satu orang; jaga kerahasiaan kata sandi Anda.',
        'Lampiran harus berupa dokumen Anda sendiri atau yang Anda berhak kirimkan.',
      ),
      '<h2>Pelayanan</h2>',
      ul(
        'Kode pelacakan dan bukti pengajuan adalah tanda bahwa pengajuan diterima, bukan jaminan bahwa pengajuan akan disetujui.',
        'Waktu penyelesaian mengikuti standar pelayanan Dinas. Status dan catatan petugas dapat dipantau di halaman Lacak Pengajuan.',
        'Keaslian surat balasan dan laporan hasil uji dapat diperiksa siapa saja di halaman Verifikasi Dokumen.',
      ),
      '<h2>Ketersediaan</h2>',
      p(
        'Kami berupaya agar portal selalu dapat diakses, tetapi pemeliharaan atau gangguan dapat terjadi. Pengajuan yang terkirim tidak hilang karena gangguan tersebut.',
      ),
      '<h2>Kontak</h2>',
      p(`Pertanyaan tentang ketentuan ini: ${contact}.`),
    ].join(''),
  },
  'pernyataan-aksesibilitas': {
    title: 'Pernyataan Aksesibilitas',
    content: [
      p(
        'Kami ingin portal ini dapat dipakai semua warga, termasuk pengguna pembaca layar, pengguna papan ketik saja, dan pengguna ponsel sederhana dengan koneksi lambat.',
      ),
      '<h2>Target</h2>',
      p(
        'Portal ini dirancang untuk memenuhi Web Content Accessibility Guidelines (WCAG) 2.1 tingkat AA. Setiap rilis diperiksa otomatis dengan axe di peramban Chromium, dan setiap halaman diperiksa pada lebar layar 360 dan 1280 piksel.',
      ),
      '<h2>Yang sudah kami lakukan</h2>',
      ul(
        'Setiap kolom formulir memiliki label yang terlihat dan pesan kesalahan yang dibacakan pembaca layar.',
        'Semua fungsi dapat dipakai dengan papan ketik; tersedia tautan "Lewati ke konten utama".',
        'Setiap gambar berita dan galeri wajib diberi teks alternatif oleh penulisnya.',
        'Halaman publik tetap terbaca walaupun JavaScript belum termuat.',
      ),
      '<h2>Keterbatasan yang kami ketahui</h2>',
      ul(
        'Dokumen PDF yang diunggah pemohon atau petugas belum tentu dapat dibaca pembaca layar; isinya di luar kendali portal.',
        'Unduhan Excel dari tabel admin belum diuji dengan semua pembaca layar.',
      ),
      '<h2>Menemukan kendala?</h2>',
      p(
        `Beri tahu kami melalui formulir Kontak atau ${contact}. Sebutkan halaman dan kendalanya; kami menanggapi paling lambat 5 hari kerja dan dapat membantu mengirim pengajuan Anda dengan cara lain.`,
      ),
    ].join(''),
  },
  'info-ujilab': {
    title: 'Setelah Pengajuan Uji Lab',
    content: [
      ul(
        'Petugas laboratorium memeriksa berkas Anda dan mengubah status menjadi Diproses. Anda diberi tahu lewat email bila alamat Anda sudah diverifikasi.',
        'Antar benda uji (sampel beton, aspal atau tanah) ke Laboratorium Dinas PUPR pada jam kerja dengan membawa bukti pengajuan atau kode pelacakannya.',
        'Biaya pengujian mengikuti tarif retribusi daerah yang berlaku dan dibayar sesuai petunjuk petugas; portal tidak menerima pembayaran.',
        'Lama pengujian bergantung pada jenisnya (misalnya uji tekan beton menunggu umur benda uji). Perkiraan waktu disampaikan petugas saat sampel diterima.',
        'Laporan hasil uji dapat diunduh dari Dashboard begitu status Selesai, dan keasliannya dapat diperiksa siapa saja di halaman Verifikasi Dokumen.',
      ),
    ].join(''),
  },
};
