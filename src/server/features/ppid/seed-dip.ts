// The demo's list of public information (issue 16): a fresh `npm start` shows a DIP with entries in
// each category and one document to download. Every entry says it is an example.
import { sql } from 'drizzle-orm';
import type { DipDocument } from '../../../shared/ppid.ts';
import { OFFICE } from '../../../shared/strings.ts';
import type { Deps } from '../../context.ts';
import { DEMO_SEED_LOCK } from '../../db/advisory-locks.ts';
import { auditLog, ppidDocuments } from '../../db/schema.ts';
import { fileUrl } from '../../storage/blob-store.ts';
import { officeDocument } from '../../pdf/office-document.ts';

/** An entry's own words; its file, when it has one, is made below. */
type Seed = Pick<
  DipDocument,
  'category' | 'nomor' | 'ringkasan' | 'pejabat' | 'penanggungJawab' | 'waktuTempat' | 'bentuk' | 'jangkaWaktu'
>;

const EXAMPLE = '(Contoh) ';
const DEMO_DIP: Seed[] = [
  {
    category: 'berkala',
    nomor: 'B-01',
    ringkasan: `${EXAMPLE}Profil dan struktur organisasi Dinas PUPR Provinsi Sulawesi Barat`,
    pejabat: 'Sekretariat',
    penanggungJawab: 'Kepala Subbagian Umum dan Kepegawaian',
    waktuTempat: 'Januari 2026, Mamuju',
    bentuk: 'Softcopy (PDF)',
    jangkaWaktu: 'Selama berlaku',
  },
  {
    category: 'berkala',
    nomor: 'B-02',
    ringkasan: `${EXAMPLE}Ringkasan laporan kinerja instansi pemerintah (LKjIP) tahun 2025`,
    pejabat: 'Sekretariat / Subbagian Perencanaan',
    penanggungJawab: 'Kepala Subbagian Perencanaan dan Pelaporan',
    waktuTempat: 'Maret 2026, Mamuju',
    bentuk: 'Softcopy (PDF)',
    jangkaWaktu: '10 tahun',
  },
  {
    category: 'berkala',
    nomor: 'B-03',
    ringkasan: `${EXAMPLE}Daftar paket pekerjaan jalan dan jembatan tahun anggaran 2026`,
    pejabat: 'Bidang Bina Marga',
    penanggungJawab: 'Kepala Bidang Bina Marga',
    waktuTempat: 'Februari 2026, Mamuju',
    bentuk: 'Softcopy (XLSX)',
    jangkaWaktu: '5 tahun',
  },
  {
    category: 'serta-merta',
    nomor: 'SM-01',
    ringkasan: `${EXAMPLE}Informasi ruas jalan provinsi yang terputus akibat banjir atau longsor`,
    pejabat: 'Bidang Bina Marga',
    penanggungJawab: 'Kepala Seksi Preservasi Jalan',
    waktuTempat: 'Saat kejadian, Mamuju',
    bentuk: 'Pengumuman di portal dan media sosial',
    jangkaWaktu: '1 tahun',
  },
  {
    category: 'setiap-saat',
    nomor: 'SS-01',
    ringkasan: `${EXAMPLE}Standar pelayanan Sirekanan, Uji Lab, Jembatantif dan Lapor Kerusakan`,
    pejabat: 'Sekretariat',
    penanggungJawab: 'Kepala Subbagian Umum dan Kepegawaian',
    waktuTempat: 'Januari 2026, Mamuju',
    bentuk: 'Halaman portal',
    jangkaWaktu: 'Selama berlaku',
  },
  {
    category: 'setiap-saat',
    nomor: 'SS-02',
    ringkasan: `${EXAMPLE}Dokumen kontrak pengadaan barang/jasa yang telah selesai`,
    pejabat: 'Bidang terkait / PPK',
    penanggungJawab: 'Pejabat Pembuat Komitmen',
    waktuTempat: 'Sesuai tanggal kontrak, Mamuju',
    bentuk: 'Hardcopy dan softcopy',
    jangkaWaktu: '10 tahun',
  },
  {
    category: 'dikecualikan',
    nomor: 'DK-01',
    ringkasan: `${EXAMPLE}Data pribadi pegawai (NIK, alamat rumah, riwayat kesehatan) — UU 14/2008 Pasal 17 huruf h`,
    pejabat: 'Sekretariat / Kepegawaian',
    penanggungJawab: 'Kepala Subbagian Umum dan Kepegawaian',
    waktuTempat: '-',
    bentuk: '-',
    jangkaWaktu: 'Sesuai uji konsekuensi',
  },
];

/** A one-page example document for B-01, with the letterhead. */
async function examplePdf(): Promise<Buffer> {
  const { doc, width, end } = await officeDocument({
    title: DEMO_DIP[0]!.ringkasan,
    heading: { text: 'PROFIL DINAS (CONTOH)', size: 14, gap: 24 },
  });
  doc.moveDown(1).font('Helvetica').fontSize(11);
  doc.text(
    'Dokumen ini adalah contoh isi Daftar Informasi Publik pada portal demonstrasi. Dinas Pekerjaan Umum dan Penataan Ruang Provinsi Sulawesi Barat melaksanakan urusan pemerintahan bidang pekerjaan umum dan penataan ruang: jalan dan jembatan provinsi, sumber daya air, cipta karya, jasa konstruksi, dan penataan ruang.',
    { width, align: 'justify' },
  );
  doc.moveDown(0.8).text(`${OFFICE.longName}\n${OFFICE.address}\nTelepon ${OFFICE.phone} · ${OFFICE.email}`, { width });
  return end();
}

/** Once per database (marked in audit_log), under the demo seed's lock. */
export async function seedDemoDip(deps: Pick<Deps, 'db' | 'store'>): Promise<boolean> {
  const pdf = await examplePdf();
  const key = 'dip/contoh-profil-dinas.pdf';
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const done = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'seed.ppid'`)
      .limit(1);
    if (done.length > 0) return false;
    await deps.store.put('ppid-documents', key, new Uint8Array(pdf));
    await tx.insert(ppidDocuments).values(
      DEMO_DIP.map((d, i) => ({
        ...d,
        published: true,
        ...(i === 0 ? { fileUrl: fileUrl('ppid-documents', key), fileName: 'B-01-Profil-Dinas-Contoh.pdf', fileSize: pdf.byteLength } : {}),
      })),
    );
    await tx.insert(auditLog).values({ action: 'seed.ppid', target: null, details: { documents: DEMO_DIP.length } });
    return true;
  });
}
