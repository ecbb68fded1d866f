import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../shared/constants.ts';
import { auditLog } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { acceptFile } from './accept-file.ts';
import { reencodePhoto } from './reencode-photo.ts';
import { storeWithFiles } from './store-with-files.ts';
import { containsText, docBytes, docxBytes, exeBytes, fileOf, GPS_MARKER, jpegWithGps, MB, pdfBytes, pngBytes } from './test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('acceptFile', () => {
  it('takes a PDF, a DOC, a DOCX and a PNG letter attachment, naming each by its real type', async () => {
    expect((await acceptFile(fileOf(pdfBytes(), 'surat.pdf'), 'sirekananAttachment', 'lampiran')).ext).toBe('pdf');
    expect((await acceptFile(fileOf(docBytes(), 'surat.doc'), 'sirekananAttachment', 'lampiran')).ext).toBe('doc');
    expect((await acceptFile(fileOf(docxBytes(), 'surat.docx'), 'sirekananAttachment', 'lampiran')).ext).toBe('docx');
    // The name lies (.pdf) but the content is a PNG: the stored extension follows the content.
    expect((await acceptFile(fileOf(await pngBytes(), 'scan.pdf'), 'sirekananAttachment', 'lampiran')).ext).toBe('png');
  });

  it('refuses a renamed program with 415 and a message naming the file and the allowed types', async () => {
    const err = await rejection(acceptFile(fileOf(exeBytes(), 'surat.pdf', 'application/pdf'), 'labDocument', 'KTP'));
    expect(err.status).toBe(415);
    expect(err.message).toBe('Gagal mengunggah KTP: jenis berkas tidak didukung. Gunakan PDF, PNG atau JPG.');
  });

  it('refuses plain text even when the browser calls it a PDF', async () => {
    const text = new TextEncoder().encode('bukan pdf sama sekali');
    expect((await rejection(acceptFile(fileOf(text, 'a.pdf', 'application/pdf'), 'sirekananAttachment', 'lampiran'))).status).toBe(415);
  });

  it('refuses a DOCX where only lab types are allowed', async () => {
    expect((await rejection(acceptFile(fileOf(docxBytes(), 'a.docx'), 'labDocument', 'surat permohonan'))).status).toBe(415);
  });

  it('checks the size before anything else: one byte over the limit is 413', async () => {
    const limit = UPLOAD_LIMITS.labDocument.maxBytes;
    await expect(acceptFile(fileOf(pdfBytes(limit), 'pas.pdf'), 'labDocument', 'KTP')).resolves.toMatchObject({ ext: 'pdf' });
    const err = await rejection(acceptFile(fileOf(pdfBytes(limit + 1), 'besar.pdf'), 'labDocument', 'KTP'));
    expect(err.status).toBe(413);
    expect(err.message).toBe('Gagal mengunggah KTP: ukuran berkas melebihi batas 2 MB.');
    expect(limit).toBe(2 * MB);
  });
});

describe('reencodePhoto', () => {
  it('drops EXIF and GPS data and keeps the picture', async () => {
    const original = await jpegWithGps(64, 48);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(containsText(original, GPS_MARKER)).toBe(true);
    const accepted = await acceptFile(fileOf(original, 'foto.jpg'), 'damagePhoto', 'foto');
    const out = await reencodePhoto(accepted, 'foto');
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(containsText(out.data, GPS_MARKER)).toBe(false);
    expect(containsText(out.data, 'KameraPonsel')).toBe(false);
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 64, height: 48 });
  });

  it('refuses an image whose header is real but whose pixels are not (415)', async () => {
    const png = await pngBytes(32, 32);
    const broken = png.slice(0, 60); // PNG signature and header, no image data
    const accepted = await acceptFile(fileOf(broken, 'rusak.png'), 'damagePhoto', 'foto');
    const err = await rejection(reencodePhoto(accepted, 'foto'));
    expect(err.status).toBe(415);
    expect(err.message).toBe('Gagal mengunggah foto: gambar tidak dapat dibaca.');
  });
});

describe('storeWithFiles', () => {
  const filesRoot = () => path.join(t.deps.env.dataDir, 'files');
  const exists = (bucket: string, key: string) => fs.existsSync(path.join(filesRoot(), bucket, key));

  it('keeps the files when the row is written', async () => {
    const key = `uji-${Date.now()}/ok.pdf`;
    const urls = await storeWithFiles(
      t.deps,
      [{ bucket: 'service-documents', key, data: pdfBytes(), label: 'lampiran' }],
      async (_tx, u) => u,
      null,
    );
    expect(urls).toEqual([`/files/service-documents/${key}`]);
    expect(exists('service-documents', key)).toBe(true);
  });

  it('removes the uploaded files when the database write fails, and the row is rolled back', async () => {
    const stamp = `uji-${Date.now()}`;
    const keys = [`${stamp}/a.pdf`, `${stamp}/b.pdf`];
    const err = await storeWithFiles(
      t.deps,
      keys.map((key) => ({ bucket: 'lab-documents' as const, key, data: pdfBytes(), label: 'KTP' })),
      async (tx) => {
        await tx.insert(auditLog).values({ action: 'test.rollback', target: stamp });
        // A real failure from PostgreSQL: a row pointing at a profile that does not exist.
        await tx.insert(auditLog).values({ actorId: 'tidak-ada', action: 'test.rollback', target: stamp });
      },
      null,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    for (const key of keys) expect(exists('lab-documents', key)).toBe(false);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.target, stamp))).toHaveLength(0);
  });

  it('writes no row when an upload fails, and removes the files that did upload', async () => {
    const real = t.deps.store;
    const failing: BlobStore = {
      ...real,
      put: async (bucket, key, data) => {
        if (key.includes('ktp')) throw new Error('disk full');
        return real.put(bucket, key, data);
      },
    };
    const stamp = `uji-${Date.now()}`;
    let wrote = false;
    const err = await storeWithFiles(
      { ...t.deps, store: failing },
      [
        { bucket: 'lab-documents', key: `${stamp}/surat-permohonan-1.pdf`, data: pdfBytes(), label: 'surat permohonan' },
        { bucket: 'lab-documents', key: `${stamp}/ktp-1.pdf`, data: pdfBytes(), label: 'KTP' },
      ],
      async () => {
        wrote = true;
      },
      null,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('Gagal mengunggah KTP: penyimpanan berkas sedang bermasalah. Silakan coba lagi.');
    expect(wrote).toBe(false);
    expect(exists('lab-documents', `${stamp}/surat-permohonan-1.pdf`)).toBe(false);
  });
});
