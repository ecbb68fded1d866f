import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, createTestApp, type TestApp } from '../../test/harness.ts';
import { insertSirekanan, insertUjilabRequest } from '../admin-requests/request-factories.ts';

// The receipt as a person gets it: the PDF is rendered to an image with poppler (pdftoppm, as
// `.ci/run` installs it) and its QR code decoded with jsQR; its words are read with pdftotext.
// jsqr is CommonJS: its function is the module itself or its `default`, depending on the loader.
type JsQr = (typeof import('jsqr'))['default'];
const jsQR: JsQr = (jsQRModule as unknown as { default?: JsQr }).default ?? (jsQRModule as unknown as JsQr);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function readPdf(pdf: Buffer) {
  const file = path.join(dir, `r-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  // Words as one line: the layout wraps long lines where the page is narrow.
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, file]);
  const png = PNG.sync.read(fs.readFileSync(`${file}.png`));
  // The status QR code sits beside the fields in the upper half; the verification one, for
  // Sirekanan and Uji Lab, in the lower half. Each half is decoded on its own.
  const half = Math.floor(png.height / 2);
  const rowBytes = png.width * 4;
  const decode = (from: number, to: number) =>
    jsQR(new Uint8ClampedArray(png.data.subarray(from * rowBytes, to * rowBytes)), png.width, to - from)?.data ?? null;
  return {
    text,
    qr: decode(0, half),
    verifyQr: decode(half, png.height),
    pages: Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]),
  };
}

describe('GET /api/receipts/:code', () => {
  it('gives the owner a one-page PDF with the letterhead, code, service, WITA time and a QR code of /lacak/{code}', async () => {
    const citizen = await t.createUser({ fullName: 'Nur Aisyah' });
    const req = await insertSirekanan(t.db, citizen.id, {
      subject: 'Rekomendasi teknis jembatan Karema',
      createdAt: new Date('2026-11-20T02:30:00Z'),
    });
    const res = await t.request('GET', `/api/receipts/${req.trackingCode}`, { as: citizen });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="bukti-pengajuan-${req.trackingCode}.pdf"`);
    const { text, qr, verifyQr, pages } = readPdf(Buffer.from(await res.arrayBuffer()));
    expect(pages).toBe(1);
    expect(qr).toBe(`${BASE_URL}/lacak/${req.trackingCode}`);
    expect(verifyQr).toBe(`${BASE_URL}/verifikasi/${req.trackingCode}`);
    expect(text).toContain('DINAS PEKERJAAN UMUM DAN PENATAAN RUANG PROVINSI SULAWESI BARAT');
    expect(text).toContain('BUKTI PENGAJUAN');
    expect(text).toContain(req.trackingCode);
    expect(text).toContain('Layanan Sirekanan');
    expect(text).toContain('20 November 2026');
    expect(text).toContain('10:30 WITA'); // 02:30 UTC
    expect(text).toContain('Rekomendasi teknis jembatan Karema');
    expect(text).toContain('Nur Aisyah');
  });

  it('never prints the KTP of a lab request, only that the documents were received', async () => {
    const citizen = await t.createUser();
    const lab = await insertUjilabRequest(t.db, citizen.id);
    const res = await t.request('GET', `/api/receipts/${lab.trackingCode}`, { as: citizen });
    const { text, qr, verifyQr, pages } = readPdf(Buffer.from(await res.arrayBuffer()));
    expect(pages).toBe(1);
    expect(qr).toBe(`${BASE_URL}/lacak/${lab.trackingCode}`);
    // The result report issued later is checked at /verifikasi/{code}, from its own QR code.
    expect(verifyQr).toBe(`${BASE_URL}/verifikasi/${lab.trackingCode}`);
    expect(text).toContain('Verifikasi dokumen hasil');
    expect(text).toContain('Uji Lab');
    expect(text).not.toMatch(/lab-documents|ktp-|\.jpg/i);
  });

  it('is refused to anyone else as if the code did not exist, and given to staff of that service', async () => {
    const owner = await t.createUser();
    const req = await insertSirekanan(t.db, owner.id);
    const stranger = await t.createUser();
    const labStaff = await t.createUser({ role: 'admin_ujilab' });
    const staff = await t.createUser({ role: 'admin_sirekanan' });
    for (const who of [null, stranger, labStaff]) {
      const res = await t.request('GET', `/api/receipts/${req.trackingCode}`, { as: who });
      expect(res.status).toBe(404);
    }
    expect((await t.request('GET', `/api/receipts/${req.trackingCode}?t=palsu`)).status).toBe(404);
    expect((await t.request('GET', `/api/receipts/${req.trackingCode}`, { as: staff })).status).toBe(200);
    expect((await t.request('GET', '/api/receipts/bukan-kode', { as: staff })).status).toBe(400);
  });

  it('lets whoever sent a damage report without an account take its receipt by the signed link', async () => {
    const form = new FormData();
    form.set('reporterName', 'Pak Hasan');
    form.set('reportType', 'Jalan');
    form.set('kabupaten', 'Mamuju');
    form.set('location', 'Jl. Poros Mamuju–Kalukku km 12');
    form.set('description', 'Lubang besar di tengah jalan, berbahaya bagi pengendara motor pada malam hari.');
    const sent = await t.request('POST', '/api/damage-reports', { form });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { trackingCode, receiptUrl } = await sent.json();
    expect((await t.request('GET', `/api/receipts/${trackingCode}`)).status).toBe(404);
    const res = await t.request('GET', receiptUrl);
    expect(res.status).toBe(200);
    const { text, qr, verifyQr } = readPdf(Buffer.from(await res.arrayBuffer()));
    expect(qr).toBe(`${BASE_URL}/lacak/${trackingCode}`);
    // A damage report gets no document to verify.
    expect(verifyQr).toBeNull();
    expect(text).not.toContain('Verifikasi dokumen');
    expect(text).toContain('Lapor Kerusakan');
    expect(text).toContain('Pak Hasan');
  });
});
