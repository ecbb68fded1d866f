import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CONSENT } from '../../../shared/consent-strings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ujilabRequests } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { containsText, exeBytes, GPS_MARKER, jpegWithGps, MB, pdfBytes, pngBytes } from '../../uploads/test-files.ts';
import { TRACKING_CODE_PATTERN } from '../../requests/tracking-code.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Part = { bytes: Uint8Array; name: string; type?: string };
const file = (p: Part) => new File([p.bytes as Uint8Array<ArrayBuffer>], p.name, { type: p.type ?? '' });

function labForm(input: { jenisUji?: string; surat?: Part | null; ktp?: Part | null }): FormData {
  const form = new FormData();
  if (input.jenisUji !== undefined) form.set('jenisUji', input.jenisUji);
  if (input.surat) form.set('suratPermohonan', file(input.surat));
  if (input.ktp) form.set('ktp', file(input.ktp));
  form.set('ktpConsent', 'ya');
  return form;
}
const surat: Part = { bytes: pdfBytes(), name: 'surat-permohonan.pdf' };
let ktp: Part;
beforeAll(async () => {
  ktp = { bytes: await pngBytes(), name: 'ktp.jpg' };
});

const rowsOf = (u: TestUser) => t.db.select().from(ujilabRequests).where(eq(ujilabRequests.userId, u.id));
const filesOf = (u: TestUser) => {
  const dir = path.join(t.deps.env.dataDir, 'files', 'lab-documents', u.id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('submit a lab request', () => {
  it('stores both documents under the spec paths and the row as Diajukan with a LAB tracking code', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/ujilab', { as: customer, form: labForm({ jenisUji: 'Uji Beton', surat, ktp }) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ jenisUji: 'Uji Beton', status: 'Diajukan' });
    expect(body.trackingCode).toMatch(TRACKING_CODE_PATTERN);
    expect(body.trackingCode.startsWith('LAB-')).toBe(true);
    expect(body.dokumenPermohonanUrl).toMatch(new RegExp(`^/files/lab-documents/${customer.id}/surat-permohonan-\\d+\\.pdf$`));
    // ktp.jpg is really a PNG: stored by its content.
    expect(body.dokumenKtpUrl).toMatch(new RegExp(`^/files/lab-documents/${customer.id}/ktp-\\d+\\.png$`));
    expect(await rowsOf(customer)).toHaveLength(1);
    expect(filesOf(customer)).toHaveLength(2);
  });

  it('re-encodes a JPEG KTP so that its EXIF and GPS data are not stored, and keeps the PDF letter byte for byte', async () => {
    const customer = await t.createUser();
    const photo = await jpegWithGps(96, 60);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t.request('POST', '/api/ujilab', {
      as: customer,
      form: labForm({ jenisUji: 'Uji Aspal', surat, ktp: { bytes: photo, name: 'KTP.jpg', type: 'image/jpeg' } }),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.dokumenKtpUrl).toMatch(/\.jpg$/);

    const download = async (url: string) => {
      const r = await t.request('GET', url, { as: customer });
      expect(r.status).toBe(200);
      return new Uint8Array(await r.arrayBuffer());
    };
    const storedKtp = await download(body.dokumenKtpUrl);
    const meta = await sharp(storedKtp).metadata();
    expect(meta.exif).toBeUndefined();
    expect(containsText(storedKtp, GPS_MARKER)).toBe(false);
    expect(containsText(storedKtp, 'KameraPonsel')).toBe(false);
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 96, height: 60 });
    expect(await download(body.dokumenPermohonanUrl)).toEqual(surat.bytes);
  });

  it.each([
    ['no jenis_uji', { surat, ktp: 'ktp' }],
    ['an unknown jenis_uji', { jenisUji: 'Uji Kayu', surat, ktp: 'ktp' }],
    ['no application letter', { jenisUji: 'Uji Aspal', ktp: 'ktp' }],
    ['no KTP', { jenisUji: 'Uji Tanah', surat }],
  ] as const)('refuses %s with "Form Tidak Lengkap / Harap isi semua kolom bertanda *."', async (_n, input) => {
    const customer = await t.createUser();
    const form = labForm({ ...input, ktp: 'ktp' in input ? ktp : null } as Parameters<typeof labForm>[0]);
    const res = await t.request('POST', '/api/ujilab', { as: customer, form });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ title: 'Form Tidak Lengkap', message: 'Harap isi semua kolom bertanda *.' });
    expect(await rowsOf(customer)).toHaveLength(0);
    expect(filesOf(customer)).toEqual([]);
  });

  it('refuses a KTP over 2 MB with 413, and neither document nor row is kept', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/ujilab', {
      as: customer,
      form: labForm({ jenisUji: 'Uji Aspal', surat, ktp: { bytes: pdfBytes(2 * MB + 1), name: 'ktp.pdf' } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('Gagal mengunggah KTP: ukuran berkas melebihi batas 2 MB.');
    expect(await rowsOf(customer)).toHaveLength(0);
    expect(filesOf(customer)).toEqual([]);
  });

  it('refuses a program renamed to .pdf as the application letter with 415', async () => {
    const customer = await t.createUser();
    const res = await t.request('POST', '/api/ujilab', {
      as: customer,
      form: labForm({ jenisUji: 'Uji Beton', surat: { bytes: exeBytes(), name: 'surat.pdf', type: 'application/pdf' }, ktp }),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(
      'Gagal mengunggah surat permohonan: jenis berkas tidak didukung. Gunakan PDF, PNG atau JPG.',
    );
    expect(await rowsOf(customer)).toHaveLength(0);
    expect(filesOf(customer)).toEqual([]);
  });
});

describe('consent and "Lainnya" (issue 14)', () => {
  it('refuses a request without the KTP consent, and "Lainnya" without the test wanted, in Indonesian; nothing stored', async () => {
    const customer = await t.createUser();
    const noConsent = labForm({ jenisUji: 'Uji Beton', surat, ktp: surat });
    noConsent.delete('ktpConsent');
    const refused = await t.request('POST', '/api/ujilab', { as: customer, form: noConsent });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(CONSENT.ktpConsentRequired);
    const other = await t.request('POST', '/api/ujilab', { as: customer, form: labForm({ jenisUji: 'Lainnya', surat, ktp: surat }) });
    expect((await other.json()).error.message).toBe(CONSENT.otherTestRequired);
    expect(await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.userId, customer.id))).toEqual([]);
  });

  it('records when the consent was given, and the test wanted for "Lainnya"', async () => {
    const customer = await t.createUser();
    const form = labForm({ jenisUji: 'Lainnya', surat, ktp: surat });
    form.set('jenisUjiLainnya', 'Uji CBR tanah dasar');
    const res = await t.request('POST', '/api/ujilab', { as: customer, form });
    expect(res.status).toBe(201);
    expect((await res.json()).jenisUjiLainnya).toBe('Uji CBR tanah dasar');
    const [row] = await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.userId, customer.id));
    expect(row!.ktpConsentAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.ktpConsentAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
