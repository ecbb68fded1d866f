import { sql } from 'drizzle-orm';
import type { Kondisi } from '../../shared/constants.ts';
import { DEMO_SEED_LOCK } from './advisory-locks.ts';
import type { Db } from './client.ts';
import { articles, auditLog, bridges } from './schema.ts';

type BridgeSeed = { nama: string; lokasi: string; tahunBangun: number; tipe: string | null; kondisi: Kondisi };

// Names and places around West Sulawesi; figures are illustrative demo data, not survey results.
const DEMO_BRIDGES: BridgeSeed[] = [
  { nama: 'Jembatan Sungai Karama', lokasi: 'Kalumpang, Mamuju', tahunBangun: 2009, tipe: 'Rangka Baja', kondisi: 'Baik' },
  { nama: 'Jembatan Kalukku', lokasi: 'Kalukku, Mamuju', tahunBangun: 2004, tipe: 'Beton Bertulang', kondisi: 'Perlu Perhatian' },
  { nama: 'Jembatan Mamuju Kota', lokasi: 'Binanga, Mamuju', tahunBangun: 2012, tipe: 'Beton Prategang', kondisi: 'Baik' },
  { nama: 'Jembatan Sungai Mamuju', lokasi: 'Simboro, Mamuju', tahunBangun: 1998, tipe: 'Beton Bertulang', kondisi: 'Rusak Ringan' },
  { nama: 'Jembatan Tommo', lokasi: 'Tommo, Mamuju', tahunBangun: 2001, tipe: 'Rangka Baja', kondisi: 'Rusak Berat' },
  { nama: 'Jembatan Papalang', lokasi: 'Papalang, Mamuju', tahunBangun: 2015, tipe: null, kondisi: 'Baik' },
  { nama: 'Jembatan Sampaga', lokasi: 'Sampaga, Mamuju', tahunBangun: 2007, tipe: 'Box Culvert', kondisi: 'Perlu Perhatian' },
  { nama: 'Jembatan Budong-Budong', lokasi: 'Topoyo, Mamuju Tengah', tahunBangun: 2010, tipe: 'Rangka Baja', kondisi: 'Baik' },
  { nama: 'Jembatan Tobadak', lokasi: 'Tobadak, Mamuju Tengah', tahunBangun: 2006, tipe: 'Beton Bertulang', kondisi: 'Rusak Ringan' },
  { nama: 'Jembatan Karossa', lokasi: 'Karossa, Mamuju Tengah', tahunBangun: 2003, tipe: null, kondisi: 'Kritis' },
  { nama: 'Jembatan Pangale', lokasi: 'Pangale, Mamuju Tengah', tahunBangun: 2018, tipe: 'Komposit Baja-Beton', kondisi: 'Baik' },
  { nama: 'Jembatan Tumbu', lokasi: 'Topoyo, Mamuju Tengah', tahunBangun: 1999, tipe: 'Kayu', kondisi: 'Rusak Berat' },
  { nama: 'Jembatan Sungai Lariang', lokasi: 'Tikke Raya, Pasangkayu', tahunBangun: 2011, tipe: 'Cable-stayed', kondisi: 'Baik' },
  { nama: 'Jembatan Pasangkayu', lokasi: 'Pasangkayu, Pasangkayu', tahunBangun: 2008, tipe: 'Beton Bertulang', kondisi: 'Perlu Perhatian' },
  { nama: 'Jembatan Baras', lokasi: 'Baras, Pasangkayu', tahunBangun: 2005, tipe: 'Rangka Baja', kondisi: 'Rusak Ringan' },
  { nama: 'Jembatan Sarudu', lokasi: 'Sarudu, Pasangkayu', tahunBangun: 2002, tipe: null, kondisi: 'Rusak Berat' },
  { nama: 'Jembatan Bambalamotu', lokasi: 'Bambalamotu, Pasangkayu', tahunBangun: 2016, tipe: 'Beton Prategang', kondisi: 'Baik' },
  { nama: 'Jembatan Dapurang', lokasi: 'Dapurang, Pasangkayu', tahunBangun: 1996, tipe: 'Kayu', kondisi: 'Kritis' },
  { nama: 'Jembatan Sungai Mandar', lokasi: 'Tinambung, Polewali Mandar', tahunBangun: 2013, tipe: 'Rangka Baja', kondisi: 'Baik' },
  {
    nama: 'Jembatan Polewali',
    lokasi: 'Polewali, Polewali Mandar',
    tahunBangun: 2000,
    tipe: 'Beton Bertulang',
    kondisi: 'Perlu Perhatian',
  },
  { nama: 'Jembatan Wonomulyo', lokasi: 'Wonomulyo, Polewali Mandar', tahunBangun: 2009, tipe: null, kondisi: 'Baik' },
  {
    nama: 'Jembatan Campalagian',
    lokasi: 'Campalagian, Polewali Mandar',
    tahunBangun: 1997,
    tipe: 'Beton Bertulang',
    kondisi: 'Rusak Ringan',
  },
  { nama: 'Jembatan Sungai Maloso', lokasi: 'Tapango, Polewali Mandar', tahunBangun: 2004, tipe: 'Rangka Baja', kondisi: 'Rusak Berat' },
  { nama: 'Jembatan Binuang', lokasi: 'Binuang, Polewali Mandar', tahunBangun: 2017, tipe: 'Komposit Baja-Beton', kondisi: 'Baik' },
  { nama: 'Jembatan Majene', lokasi: 'Banggae, Majene', tahunBangun: 2006, tipe: 'Beton Bertulang', kondisi: 'Perlu Perhatian' },
  { nama: 'Jembatan Sendana', lokasi: 'Sendana, Majene', tahunBangun: 2001, tipe: null, kondisi: 'Rusak Ringan' },
  { nama: 'Jembatan Malunda', lokasi: 'Malunda, Majene', tahunBangun: 1995, tipe: 'Kayu', kondisi: 'Kritis' },
  { nama: 'Jembatan Pamboang', lokasi: 'Pamboang, Majene', tahunBangun: 2014, tipe: 'Box Culvert', kondisi: 'Baik' },
  { nama: 'Jembatan Sungai Mamasa', lokasi: 'Mamasa, Mamasa', tahunBangun: 2010, tipe: 'Gantung', kondisi: 'Perlu Perhatian' },
  { nama: 'Jembatan Sumarorong', lokasi: 'Sumarorong, Mamasa', tahunBangun: 2003, tipe: 'Rangka Baja', kondisi: 'Rusak Berat' },
  { nama: 'Jembatan Mambi', lokasi: 'Mambi, Mamasa', tahunBangun: 2008, tipe: null, kondisi: 'Rusak Ringan' },
  { nama: 'Jembatan Aralle', lokasi: 'Aralle, Mamasa', tahunBangun: 1999, tipe: 'Gantung', kondisi: 'Kritis' },
  { nama: 'Jembatan Tabulahan', lokasi: 'Tabulahan, Mamasa', tahunBangun: 2019, tipe: 'Beton Prategang', kondisi: 'Baik' },
  { nama: 'Jembatan Tabone', lokasi: 'Nosu, Mamasa', tahunBangun: 2012, tipe: 'Gantung', kondisi: 'Perlu Perhatian' },
];

const newsBody = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

const DEMO_ARTICLES = [
  {
    title: 'Peresmian Jembatan Baru di Kabupaten Mamuju Tengah',
    slug: 'peresmian-jembatan-baru-di-kabupaten-mamuju-tengah',
    excerpt:
      'Jembatan rangka baja sepanjang 120 meter di atas Sungai Budong-Budong resmi dibuka untuk umum dan memperpendek waktu tempuh antardesa.',
    authorName: 'Humas Dinas PUPR Sulbar',
    coverImageUrl: '/images/berita/jembatan.svg',
    publishedAt: new Date('2026-11-18T02:00:00Z'),
    content: newsBody([
      'Dinas PUPR Provinsi Sulawesi Barat meresmikan jembatan rangka baja sepanjang 120 meter di atas Sungai Budong-Budong, Kabupaten Mamuju Tengah.',
      'Jembatan ini menghubungkan tiga desa yang sebelumnya harus memutar lebih dari 20 kilometer, terutama pada musim hujan ketika debit sungai naik.',
      'Pemeliharaan rutin akan dilakukan setiap tahun dan kondisinya dapat dipantau masyarakat melalui layanan Jembatantif.',
    ]),
  },
  {
    title: 'Program Rehabilitasi Jalan Provinsi Ruas Mamuju–Kalukku',
    slug: 'program-rehabilitasi-jalan-provinsi-ruas-mamuju-kalukku',
    excerpt: 'Rehabilitasi 14 kilometer jalan provinsi dimulai bulan ini; pengguna jalan diminta memperhatikan rambu pengalihan arus.',
    authorName: 'Humas Dinas PUPR Sulbar',
    coverImageUrl: '/images/berita/jalan.svg',
    publishedAt: new Date('2026-11-10T02:00:00Z'),
    content: newsBody([
      'Pekerjaan rehabilitasi ruas jalan provinsi Mamuju–Kalukku sepanjang 14 kilometer dimulai pekan ini dan ditargetkan selesai dalam enam bulan.',
      'Selama pekerjaan berlangsung, arus lalu lintas diatur bergantian pada titik-titik tertentu. Masyarakat dapat melaporkan kerusakan jalan lain melalui layanan Lapor Kerusakan.',
    ]),
  },
  {
    title: 'Pembangunan Sistem Penyediaan Air Minum di Kabupaten Majene',
    slug: 'pembangunan-sistem-penyediaan-air-minum-di-kabupaten-majene',
    excerpt: 'SPAM regional baru akan melayani sekitar 4.000 sambungan rumah di Kecamatan Banggae dan Banggae Timur.',
    authorName: 'Humas Dinas PUPR Sulbar',
    coverImageUrl: '/images/berita/air-minum.svg',
    publishedAt: new Date('2026-10-28T02:00:00Z'),
    content: newsBody([
      'Pembangunan Sistem Penyediaan Air Minum (SPAM) di Kabupaten Majene memasuki tahap pemasangan jaringan pipa distribusi.',
      'Setelah beroperasi, SPAM ini diharapkan melayani sekitar 4.000 sambungan rumah dan meningkatkan akses air minum layak bagi warga.',
    ]),
  },
  {
    title: 'Laboratorium Uji Bahan Kini Menerima Pengajuan Secara Daring',
    slug: 'laboratorium-uji-bahan-kini-menerima-pengajuan-secara-daring',
    excerpt: 'Kontraktor dan masyarakat kini dapat mengajukan uji beton, aspal dan tanah melalui layanan Uji Lab di portal ini.',
    authorName: 'Humas Dinas PUPR Sulbar',
    coverImageUrl: '/images/berita/laboratorium.svg',
    publishedAt: new Date('2026-10-15T02:00:00Z'),
    content: newsBody([
      'Laboratorium Uji Bahan Dinas PUPR Provinsi Sulawesi Barat kini menerima pengajuan pengujian beton, aspal dan tanah secara daring.',
      'Pemohon cukup mengunggah surat permohonan dan KTP, lalu memantau status pengajuan dari dashboard masing-masing.',
    ]),
  },
];

/** Runs once per database (marked in audit_log), under a lock so two instances seed once. */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const done = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'seed.demo'`)
      .limit(1);
    if (done.length > 0) return false;
    // Spread created_at so that "newest first" has a stable, meaningful order.
    const now = Date.now();
    await tx
      .insert(bridges)
      .values(DEMO_BRIDGES.map((b, i) => ({ ...b, createdAt: new Date(now - i * 86_400_000), updatedAt: new Date(now - i * 86_400_000) })));
    await tx
      .insert(articles)
      .values(DEMO_ARTICLES.map((a) => ({ ...a, status: 'published' as const, createdAt: a.publishedAt, updatedAt: a.publishedAt })));
    await tx
      .insert(auditLog)
      .values({ action: 'seed.demo', target: null, details: { bridges: DEMO_BRIDGES.length, articles: DEMO_ARTICLES.length } });
    return true;
  });
}
