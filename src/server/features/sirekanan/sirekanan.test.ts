import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, fillText } from '../../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../../shared/layanan-uploads-strings.ts';
import { sirekananRequests } from '../../db/schema.ts';
import { barrierStore } from '../../test/barrier-store.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { containsText, docxBytes, exeBytes, GPS_MARKER, jpegWithGps, MB, pdfBytes } from '../../uploads/test-files.ts';
import { TRACKING_CODE_PATTERN } from '../../requests/tracking-code.ts';
import { submitSirekanan } from './submit-sirekanan.ts';

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

  it('refuses a visitor with 401 and an admin with 403', async () => {
    const visitor = await t.request('POST', '/api/sirekanan', { form: letter({ subject: 'A', details: 'B' }) });
    expect(visitor.status).toBe(401);
    for (const role of ['super_admin', 'admin_sirekanan'] as const) {
      const admin = await t.createUser({ role });
      const res = await t.request('POST', '/api/sirekanan', { as: admin, form: letter({ subject: 'A', details: 'B' }) });
      expect(res.status).toBe(403);
      expect((await res.json()).error.title).toBe(ERRORS.forbiddenTitle);
      expect(await rowsOf(admin)).toHaveLength(0);
    }
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

describe('own history', () => {
  it("lists only the customer's own requests, newest first, paginated", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    for (const s of ['Pertama', 'Kedua', 'Ketiga'])
      await t.request('POST', '/api/sirekanan', { as: a, form: letter({ subject: s, details: 'D' }) });
    await t.request('POST', '/api/sirekanan', { as: b, form: letter({ subject: 'Milik B', details: 'D' }) });

    const page1 = await (await t.request('GET', '/api/sirekanan?page=1&pageSize=2', { as: a })).json();
    expect(page1.total).toBe(3);
    expect(page1.items.map((i: { subject: string }) => i.subject)).toEqual(['Ketiga', 'Kedua']);
    const page2 = await (await t.request('GET', '/api/sirekanan?page=2&pageSize=2', { as: a })).json();
    expect(page2.items.map((i: { subject: string }) => i.subject)).toEqual(['Pertama']);

    const ofB = await (await t.request('GET', '/api/sirekanan', { as: b })).json();
    expect(ofB.items.map((i: { subject: string }) => i.subject)).toEqual(['Milik B']);
  });

  it('refuses a visitor (401) and an admin (403)', async () => {
    expect((await t.request('GET', '/api/sirekanan')).status).toBe(401);
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    expect((await t.request('GET', '/api/sirekanan', { as: admin })).status).toBe(403);
  });
});

describe('attachments are private', () => {
  it("customer B, a visitor and another service's admin cannot download A's attachment; A and the Sirekanan admin can", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const res = await t.request('POST', '/api/sirekanan', {
      as: a,
      form: letter({ subject: 'A', details: 'B' }, { bytes: pdfBytes(), name: 's.pdf' }),
    });
    const url = (await res.json()).attachmentUrl as string;
    expect((await t.request('GET', url)).status).toBe(401);
    expect((await t.request('GET', url, { as: b })).status).toBe(403);
    expect((await t.request('GET', url, { as: await t.createUser({ role: 'admin_ujilab' }) })).status).toBe(403);
    expect((await t.request('GET', url, { as: a })).status).toBe(200);
    const adminDownload = await t.request('GET', url, { as: await t.createUser({ role: 'admin_sirekanan' }) });
    expect(adminDownload.status).toBe(200);
    expect(adminDownload.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(adminDownload.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('Idempotency-Key: a resend after a lost response is not stored twice', () => {
  const send = (as: TestUser, key: string, subject = 'Surat yang dikirim ulang') =>
    t.request('POST', '/api/sirekanan', {
      as,
      headers: { 'Idempotency-Key': key },
      form: letter({ subject, details: 'Jawaban pertama hilang di jalan.' }, { bytes: pdfBytes(), name: 'surat.pdf' }),
    });

  it('answers the same key with the first request: one row, one file, the same tracking code', async () => {
    const customer = await t.createUser();
    const key = randomUUID();
    const first = await send(customer, key);
    expect(first.status).toBe(201);
    const again = await send(customer, key);
    expect(again.status).toBe(201);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(b.trackingCode).toMatch(TRACKING_CODE_PATTERN);
    const rows = await rowsOf(customer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: a.id, idempotencyKey: key });
    expect(userFiles(customer)).toHaveLength(1);
  });

  it('stores a second request under a different key', async () => {
    const customer = await t.createUser();
    const a = await (await send(customer, randomUUID(), 'Pertama')).json();
    const b = await (await send(customer, randomUUID(), 'Kedua')).json();
    expect(b.trackingCode).not.toBe(a.trackingCode);
    expect(await rowsOf(customer)).toHaveLength(2);
    expect(userFiles(customer)).toHaveLength(2);
  });

  it.each(['bukan-uuid', '', `${randomUUID()}x`, "1' OR '1'='1"])('refuses the key %j with 400 and stores nothing', async (key) => {
    const customer = await t.createUser();
    const res = await send(customer, key);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', message: ERRORS.idempotencyKeyInvalid });
    expect(await rowsOf(customer)).toHaveLength(0);
    expect(userFiles(customer)).toEqual([]);
  });

  it("refuses another customer's key with 409, shows nothing of that request and stores nothing", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const key = randomUUID();
    const original = await (await send(owner, key, 'Milik pemilik')).json();
    const res = await send(other, key, 'Milik orang lain');
    expect(res.status).toBe(409);
    const text = await res.text();
    expect(JSON.parse(text).error).toMatchObject({ code: 'CONFLICT', message: ERRORS.idempotencyKeyConflict });
    expect(text).not.toContain(original.trackingCode);
    expect(await rowsOf(other)).toHaveLength(0);
    expect(userFiles(other)).toEqual([]);
    expect(await rowsOf(owner)).toHaveLength(1);
  });

  it("lets the unique index decide between two identical requests racing: one row, the loser's file removed", async () => {
    const customer = await t.createUser();
    const actor = { ...customer, isAdmin: false, emailVerified: false, createdAt: new Date() };
    const deps = { ...t.deps, store: barrierStore(t.deps.store, 2) };
    const key = randomUUID();
    const input = () => ({
      subject: 'Balapan',
      details: 'Dua kali sekaligus',
      attachment: new File([pdfBytes() as Uint8Array<ArrayBuffer>], 's.pdf'),
      idempotencyKey: key,
    });
    const [a, b] = await Promise.all([submitSirekanan({ deps, actor, input: input() }), submitSirekanan({ deps, actor, input: input() })]);
    expect(b).toEqual(a);
    expect(await rowsOf(customer)).toHaveLength(1);
    expect(userFiles(customer)).toEqual([path.basename(a.attachmentUrl!)]);
  });
});
