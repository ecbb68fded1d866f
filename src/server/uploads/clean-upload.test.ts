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
