import type { PledgeData, StandardData, StandardKey } from '../../../shared/service-standard-schemas.ts';
import { OFFICE } from '../../../shared/strings.ts';

// What each standard says until a super admin edits it: realistic example text for this portal as
// it works today, shown with a notice that it is an example (issue 16, item 4). The office replaces
// it with the standard its head signs (Keputusan Kepala Dinas), section by section.

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

const complaints = [
  ul(
    `Datang langsung ke kantor: ${OFFICE.address}, ${OFFICE.hours}.`,
    `Telepon ${OFFICE.phone} atau email <a href="mailto:${OFFICE.email}">${OFFICE.email}</a>.`,
    'Formulir Kontak di portal ini, atau SP4N-LAPOR! (www.lapor.go.id).',
  ),
  p('Pengaduan ditanggapi paling lambat 5 (lima) hari kerja sejak diterima. Identitas pelapor dirahasiakan.'),
].join('');

export const DEFAULT_STANDARDS: Record<StandardKey, StandardData> = {
  sirekanan: {
    sections: {
      persyaratan: ul(
        'Akun portal yang terdaftar dengan email aktif.',
        'Perihal dan isi permohonan yang jelas.',
        'Lampiran pendukung bila ada (PDF, DOC atau DOCX, paling besar 5 MB).',
      ),
      prosedur: ol(
        'Pemohon masuk ke portal dan membuka layanan Sirekanan.',
        'Pemohon mengisi perihal, isi permohonan dan lampiran, lalu mengirim; sistem memberi kode pelacakan dan bukti pengajuan.',
        'Petugas Sirekanan memeriksa dan meneruskan surat ke bidang terkait (status Diproses).',
        'Surat balasan diunggah petugas; pemohon menerima email dan dapat mengunduhnya di dasbor (status Selesai).',
      ),
      jangkaWaktu: p('Paling lama 14 (empat belas) hari kerja sejak permohonan diterima lengkap.'),
      biaya: p('Tidak dipungut biaya (gratis).'),
      produk: p(
        'Surat balasan atau rekomendasi teknis Dinas PUPR Provinsi Sulawesi Barat dalam bentuk PDF yang dapat diverifikasi di /verifikasi.',
      ),
      pengaduan: complaints,
    },
    tariffs: [],
  },
  ujilab: {
    sections: {
      persyaratan: ul(
        'Akun portal yang terdaftar dengan email aktif.',
        'Surat permohonan pengujian (PDF atau gambar, paling besar 2 MB).',
        'Salinan KTP penanggung jawab (PDF atau gambar, paling besar 2 MB) dengan persetujuan pemrosesan data.',
        'Benda uji diserahkan ke laboratorium sesuai jadwal yang disepakati.',
      ),
      prosedur: ol(
        'Pemohon mengajukan pengujian melalui layanan Uji Lab dan menerima kode pelacakan.',
        'Petugas laboratorium memeriksa berkas dan menghubungi pemohon untuk jadwal penyerahan benda uji.',
        'Pengujian dilaksanakan sesuai standar SNI yang berlaku (status Diproses).',
        'Laporan hasil uji diunggah dan dapat diverifikasi keasliannya di /verifikasi (status Selesai).',
      ),
      jangkaWaktu: p(
        'Paling lama 10 (sepuluh) hari kerja sejak benda uji diterima, kecuali pengujian yang menurut standarnya memerlukan waktu perawatan benda uji (misalnya kuat tekan beton umur 28 hari).',
      ),
      biaya: p(
        'Sesuai Peraturan Daerah tentang Retribusi Jasa Usaha yang berlaku; rincian tarif per jenis uji tercantum di tabel berikut. Pembayaran melalui bank yang ditunjuk, bukan kepada petugas.',
      ),
      produk: p('Laporan hasil uji laboratorium yang ditandatangani kepala laboratorium, dalam bentuk PDF.'),
      pengaduan: complaints,
    },
    tariffs: [
      { jenisUji: 'Uji Beton', pengujian: 'Kuat tekan beton (silinder/kubus)', satuan: 'benda uji', tarif: 75_000 },
      { jenisUji: 'Uji Beton', pengujian: 'Rancangan campuran beton (mix design)', satuan: 'rancangan', tarif: 1_500_000 },
      { jenisUji: 'Uji Aspal', pengujian: 'Ekstraksi kadar aspal', satuan: 'contoh', tarif: 250_000 },
      { jenisUji: 'Uji Aspal', pengujian: 'Marshall test', satuan: 'set (3 benda uji)', tarif: 450_000 },
      { jenisUji: 'Uji Tanah', pengujian: 'CBR laboratorium', satuan: 'contoh', tarif: 350_000 },
      { jenisUji: 'Uji Tanah', pengujian: 'Sondir (CPT) di lapangan', satuan: 'titik', tarif: 600_000 },
      { jenisUji: 'Lainnya', pengujian: 'Analisa saringan agregat', satuan: 'contoh', tarif: 150_000 },
    ],
  },
  'lapor-kerusakan': {
    sections: {
      persyaratan: ul(
        'Tidak perlu akun. Nama pelapor, jenis infrastruktur, kabupaten, lokasi dan uraian kerusakan.',
        'Titik di peta dan sampai tiga foto sangat membantu, tetapi tidak wajib.',
      ),
      prosedur: ol(
        'Warga mengirim laporan dan menerima kode pelacakan.',
        'Petugas memeriksa laporan, menampilkannya di /laporan bila layak, dan meneruskannya ke bidang teknis.',
        'Penanganan di lapangan; perkembangan dicatat sebagai catatan publik.',
        'Setelah Selesai, pelapor ditanya apakah kerusakan benar-benar sudah diperbaiki.',
      ),
      jangkaWaktu: p(
        'Sesuai target per jenis infrastruktur yang tercantum pada setiap laporan (hari kerja); laporan yang melewati target ditandai "Terlambat".',
      ),
      biaya: p('Tidak dipungut biaya (gratis).'),
      produk: p('Tindak lanjut atas kerusakan infrastruktur kewenangan provinsi, atau penerusan kepada instansi yang berwenang.'),
      pengaduan: complaints,
    },
    tariffs: [],
  },
  jembatantif: {
    sections: {
      persyaratan: p('Tidak ada persyaratan; data jembatan terbuka untuk umum.'),
      prosedur: ol('Buka layanan Jembatantif.', 'Cari jembatan menurut nama atau lokasi.', 'Lihat data dan kondisi terkini jembatan.'),
      jangkaWaktu: p('Seketika, selama portal dapat diakses (24 jam).'),
      biaya: p('Tidak dipungut biaya (gratis).'),
      produk: p('Informasi inventaris dan kondisi jembatan di Provinsi Sulawesi Barat.'),
      pengaduan: complaints,
    },
    tariffs: [],
  },
};

export const DEFAULT_PLEDGE: PledgeData = {
  content: [
    '<h2>Maklumat Pelayanan</h2>',
    p(
      `Dengan ini kami, ${OFFICE.longName}, menyatakan sanggup menyelenggarakan pelayanan sesuai standar pelayanan yang telah ditetapkan, dan apabila tidak menepati janji ini kami siap menerima sanksi sesuai peraturan perundang-undangan yang berlaku.`,
    ),
    p('Mamuju, Kepala Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Sulawesi Barat.'),
  ].join(''),
};
