import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptFile } from './accept-file.ts';
import { cleanUpload } from './clean-upload.ts';
import { containsText, docBytes, docxBytes, fileOf, GPS_MARKER, jpegWithGps, pdfBytes } from './test-files.ts';

describe('cleanUpload', () => {
  it('re-encodes an image of any upload kind, dropping its EXIF and GPS data', async () => {
    const accepted = await acceptFile(fileOf(await jpegWithGps(40, 30), 'ktp.jpg'), 'labDocument', 'KTP');
    const out = await cleanUpload(accepted, 'KTP');
    expect(out).toMatchObject({ mime: 'image/jpeg', ext: 'jpg' });
    expect((await sharp(out.data).metadata()).exif).toBeUndefined();
    expect(containsText(out.data, GPS_MARKER)).toBe(false);
  });

  it('keeps a PDF, a DOC and a DOCX byte for byte', async () => {
    for (const [bytes, name] of [
      [pdfBytes(), 'a.pdf'],
      [docBytes(), 'a.doc'],
      [docxBytes(), 'a.docx'],
    ] as const) {
      const accepted = await acceptFile(fileOf(bytes, name), 'sirekananAttachment', 'lampiran');
      expect((await cleanUpload(accepted, 'lampiran')).data).toEqual(bytes);
    }
  });
});

describe('photos re-encoded one at a time', () => {
  it('answers every photo of a burst, in the order they came, and an unreadable one does not hold up the rest', async () => {
    const good = await acceptFile(fileOf(await jpegWithGps(40, 30), 'jalan.jpg'), 'damagePhoto', 'foto');
    // A JPEG's signature with nothing readable after it: accepted by type, refused by the decoder.
    const broken = { ...good, data: new Uint8Array([...good.data.slice(0, 200), ...new Uint8Array(200)]) };
    const done: string[] = [];
    const burst = [good, broken, good, good].map((file, i) =>
      cleanUpload(file, 'foto').then(
        (out) => done.push(`${i}:${out.mime}`),
        (err: Error) => done.push(`${i}:${err.message}`),
      ),
    );
    await Promise.all(burst);
    expect(done).toEqual(['0:image/jpeg', '1:Gagal mengunggah foto: gambar tidak dapat dibaca.', '2:image/jpeg', '3:image/jpeg']);
  });
});
