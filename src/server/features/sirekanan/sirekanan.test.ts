import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillText } from '../../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../../shared/layanan-uploads-strings.ts';
import { sirekananRequests } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { containsText, docxBytes, exeBytes, GPS_MARKER, jpegWithGps, MB, pdfBytes } from '../../uploads/test-files.ts';
import { TRACKING_CODE_PATTERN } from '../../requests/tracking-code.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function letter(fields: Record<string, string>, attachment?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (attachment)
    form.set('attachment', new File([attachment.bytes as Uint8Array<ArrayBuffer>], attachment.name, { type: attachment.type ?? '' }));
  return form;
}

const rowsOf = (user: TestUser) => t.db.select().from(sirekananRequests).where(eq(sirekananRequests.userId, user.id));
const userFiles = (user: TestUser) => {
  const dir = path.join(t.deps.env.dataDir, 'files', 'service-documents', user.id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('submit a letter request', () => {
  it('stores the request as Diajukan with a tracking code and the attachment under the spec path', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', {
      as: customer,
      form: letter(
        { subject: '  Permohonan rekomendasi teknis ', details: 'Untuk pembangunan jembatan desa.' },
        { bytes: pdfBytes(), name: 'surat.PDF' },
      ),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      subject: 'Permohonan rekomendasi teknis',
      details: 'Untuk pembangunan jembatan desa.',
      status: 'Diajukan',
    });
    expect(body.trackingCode).toMatch(TRACKING_CODE_PATTERN);
    expect(body.trackingCode).toMatch(new RegExp(`^SRK-${new Date().getFullYear()}-`));
    expect(body.attachmentUrl).toMatch(new RegExp(`^/files/service-documents/${customer.id}/sirekanan-\\d+\\.pdf$`));
    const [row] = await rowsOf(customer);
    expect(row).toMatchObject({ status: 'Diajukan', trackingCode: body.trackingCode, attachmentUrl: body.attachmentUrl });

    const download = await t.request('GET', body.attachmentUrl, { as: customer });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes());
  });

  it('accepts a request without attachment', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', { as: customer, form: letter({ subject: 'Izin', details: 'Detail' }) });
    expect(res.status).toBe(201);
    expect((await res.json()).attachmentUrl).toBeNull();
  });

  it('accepts a Word document and keeps its real extension', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', {
      as: customer,
      form: letter({ subject: 'A', details: 'B' }, { bytes: docxBytes(), name: 'surat.docx' }),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).attachmentUrl).toMatch(/\.docx$/);
  });

  it('re-encodes a JPEG attachment so that its EXIF and GPS data are not stored, and keeps a Word file byte for byte', async () => {
    const customer = await t.createUser();
    const photo = await jpegWithGps(80, 120);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await t.request('POST', '/api/sirekanan', {
      as: customer,
      form: letter({ subject: 'Foto surat', details: 'Difoto dengan ponsel' }, { bytes: photo, name: 'IMG_0001.JPG', type: 'image/jpeg' }),
    });
    expect(sent.status).toBe(201);
    const url = (await sent.json()).attachmentUrl as string;
    expect(url).toMatch(/\.jpg$/);
    const download = await t.request('GET', url, { as: customer });
    expect(download.status).toBe(200);
    const stored = new Uint8Array(await download.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(containsText(stored, GPS_MARKER)).toBe(false);
    expect(containsText(stored, 'KameraPonsel')).toBe(false);
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 80, height: 120 });

    const word = await t.request('POST', '/api/sirekanan', {
      as: customer,
      form: letter({ subject: 'Surat Word', details: 'D' }, { bytes: docxBytes(), name: 'surat.docx' }),
    });
    const wordDownload = await t.request('GET', (await word.json()).attachmentUrl, { as: customer });
    expect(new Uint8Array(await wordDownload.arrayBuffer())).toEqual(docxBytes());
  });

  it.each([
    ['subject missing', { details: 'Ada detail' }],
    ['details missing', { subject: 'Ada perihal' }],
    ['both blank', { subject: '   ', details: '' }],
  ])('refuses a request with %s: "Form tidak lengkap: Harap isi perihal dan detail pengajuan."', async (_name, fields) => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', { as: customer, form: letter(fields) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ title: 'Form tidak lengkap', message: 'Harap isi perihal dan detail pengajuan.' });
    expect(await rowsOf(customer)).toHaveLength(0);
  });

  it('refuses an attachment over 5 MB with 413 and stores nothing', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', {
      as: customer,
      form: letter({ subject: 'A', details: 'B' }, { bytes: pdfBytes(5 * MB + 1), name: 'besar.pdf' }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('Gagal mengunggah lampiran: ukuran berkas melebihi batas 5 MB.');
    expect(await rowsOf(customer)).toHaveLength(0);
    expect(userFiles(customer)).toEqual([]);
  });

  it("refuses a body over the letter form's own limit with 413 while reading it, and stores nothing", async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', {
      as: customer,
      form: letter({ subject: 'A', details: 'B' }, { bytes: pdfBytes(12 * MB), name: 'raksasa.pdf' }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(fillText(LAYANAN_UPLOADS.bodyTooLarge, { max: 5 }));
    expect(await rowsOf(customer)).toHaveLength(0);
    expect(userFiles(customer)).toEqual([]);
  });

  it('refuses a renamed program with 415 and stores nothing', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', {
      as: customer,
      form: letter({ subject: 'A', details: 'B' }, { bytes: exeBytes(), name: 'surat.pdf', type: 'application/pdf' }),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(
      'Gagal mengunggah lampiran: jenis berkas tidak didukung. Gunakan PDF, DOC, DOCX, JPG atau PNG.',
    );
    expect(await rowsOf(customer)).toHaveLength(0);
    expect(userFiles(customer)).toEqual([]);
  });

  it('refuses a body that is not a form with 415', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', { as: customer, json: { subject: 'A', details: 'B' } });
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(LAYANAN_UPLOADS.notMultipart);
  });

  it('gives every request its own tracking code', async () => {
    const customer = await t.createUser();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/sirekanan', { as: customer, form: letter({ subject: `S${i}`, details: 'D' }) });
      codes.add((await res.json()).trackingCode);
    }
    expect(codes.size).toBe(5);
  });
});
