// Real file contents for tests: each starts with the bytes its type really has.
import sharp from 'sharp';
import { zipBytes } from '../test/zip.ts';

export const MB = 1024 * 1024;

export function pdfBytes(size = 600): Uint8Array {
  // A real one-page PDF (catalog, pages, page, content, an xref table with true offsets) that a reader
  // opens and the signer can sign; the first line after the header is a comment padded to `size`.
  const content = 'BT /F1 24 Tf 72 760 Td (Hasil Uji Laboratorium) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const build = (pad: number) => {
    let out = `%PDF-1.4\n%${' '.repeat(pad)}\n`;
    const offsets: number[] = [];
    objects.forEach((o, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return out;
  };
  // Exactly `size` bytes when it is above the bare file (startxref's digits grow with the padding).
  let pad = 64;
  for (let i = 0; i < 3; i++) pad = Math.max(64, pad + size - build(pad).length);
  return new Uint8Array(Buffer.from(build(pad), 'latin1'));
}

/** A Windows program (MZ header) wearing a PDF name: the sniffer must see through it. */
export function exeBytes(): Uint8Array {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return new Uint8Array(b);
}

/** A legacy Word file is an OLE compound file. */
export function docBytes(): Uint8Array {
  const b = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  return new Uint8Array(b);
}

/** A minimal .docx: a zip (stored, no compression) with the parts Word files always have. */
export function docxBytes(): Uint8Array {
  const files: Array<[string, string]> = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Surat</w:t></w:r></w:p></w:body></w:document>',
    ],
  ];
  return zipBytes(files.map(([name, text]) => [name, Buffer.from(text)]));
}

export async function pngBytes(width = 8, height = 8): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#0b4a8b' } })
      .png()
      .toBuffer(),
  );
}

export const GPS_MARKER = 'Lokasi-Rahasia-Mamuju';

/** A phone-like JPEG with camera and GPS EXIF data that must not survive the upload. */
export async function jpegWithGps(width = 64, height = 48): Promise<Uint8Array> {
  const out = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KameraPonsel', Model: 'X1', Copyright: GPS_MARKER },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '2/1 40/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '118/1 53/1 0/1',
        GPSAreaInformation: GPS_MARKER,
      },
    })
    .toBuffer();
  return new Uint8Array(out);
}

export function fileOf(bytes: Uint8Array, name: string, type = ''): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}

export function containsText(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(text));
}
