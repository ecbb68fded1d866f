import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from '../../images/sharp.ts';
import { IMAGE_BUCKET } from '../../../shared/constants.ts';
import type { Deps } from '../../context.ts';
import { DEMO_SEED_LOCK } from '../../db/advisory-locks.ts';
import { albumPhotos, albums, auditLog, images } from '../../db/schema.ts';
import { masterKey } from '../../images/store-image.ts';
import { fromRoot } from '../../root.ts';

// The demo album of a new portal (issue 14): the illustrations made in this repository for the
// office's style (src/web/public/images/galeri/*.svg), drawn to JPEG with sharp at the first start —
// nothing fetched from outside — stored as any uploaded photo, and credited as placeholders.

const SVG_DIR = fromRoot('src/web/public/images/galeri');
const CREDIT = 'Ilustrasi: Tim Humas Dinas PUPR Sulbar (gambar pengganti)';
const ITEMS = [
  { file: 'jembatan-budong-budong', caption: 'Jembatan rangka baja Sungai Budong-Budong, Mamuju Tengah' },
  { file: 'jalan-mamuju-kalukku', caption: 'Ruas jalan provinsi Mamuju–Kalukku setelah rehabilitasi' },
  { file: 'bendung-irigasi', caption: 'Bendung irigasi di Kabupaten Polewali Mandar' },
  { file: 'instalasi-air-minum', caption: 'Instalasi pengolahan air minum di Kabupaten Majene' },
  { file: 'uji-beton', caption: 'Pengujian kuat tekan beton di Laboratorium Uji Bahan' },
  { file: 'rumah-layak-huni', caption: 'Rumah layak huni bagi keluarga berpenghasilan rendah' },
  { file: 'pengaman-pantai', caption: 'Pengaman pantai di pesisir Kabupaten Mamuju' },
  { file: 'kantor-dinas', caption: 'Kantor Dinas PUPR Provinsi Sulawesi Barat di Mamuju' },
  { file: 'drainase-kota', caption: 'Saluran drainase perkotaan di Kota Mamuju' },
] as const;

/** Once per database (marked in audit_log, under the demo seed's lock). */
export async function seedDemoGallery(deps: Pick<Deps, 'db' | 'store' | 'log'>): Promise<boolean> {
  const [done] = await deps.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'seed.gallery')).limit(1);
  if (done) return false;
  const drawn: Array<{ id: string; width: number; height: number; bytes: number; file: string; caption: string }> = [];
  for (const item of ITEMS) {
    const svg = await fs.readFile(path.join(SVG_DIR, `${item.file}.svg`));
    const out = await sharp(svg, { density: 220 })
      .resize({ width: 1600 })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({
        resolveWithObject: true,
      });
    const id = crypto.randomUUID();
    await deps.store.put(IMAGE_BUCKET, masterKey(id), out.data);
    drawn.push({ id, width: out.info.width, height: out.info.height, bytes: out.data.byteLength, ...item });
  }
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [again] = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'seed.gallery')).limit(1);
    if (again) return false;
    await tx.insert(images).values(drawn.map(({ id, width, height, bytes }) => ({ id, width, height, bytes })));
    const [album] = await tx
      .insert(albums)
      .values({
        title: 'Dokumentasi Kegiatan 2026',
        slug: 'dokumentasi-kegiatan-2026',
        description:
          'Jembatan, jalan, irigasi, air minum dan perumahan yang dibangun dan dirawat Dinas PUPR Provinsi Sulawesi Barat. Gambar pengganti sampai foto kegiatan diunggah.',
        albumDate: '2026-11-01',
        published: true,
      })
      .returning();
    await tx
      .insert(albumPhotos)
      .values(
        drawn.map((d, position) => ({ albumId: album!.id, imageId: d.id, caption: d.caption, alt: d.caption, credit: CREDIT, position })),
      );
    await tx.insert(auditLog).values({ action: 'seed.gallery', target: album!.id, details: { photos: drawn.length } });
    return true;
  });
}
