// What a crash or a failed write leaves on disk is swept (issue "Foundation", item 7a).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { pdfBytes, pngBytes } from './test-files.ts';
import { sweepOrphanedUploads } from './sweep-orphans.ts';
import { insertSirekanan } from '../features/admin-requests/request-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onDisk = (bucket: string, key: string) => path.join(t.deps.env.dataDir, 'files', bucket, key);
const age = (file: string, hours: number) => {
  const when = new Date(Date.now() - hours * 60 * 60 * 1000);
  fs.utimesSync(file, when, when);
};

describe('sweepOrphanedUploads', () => {
  it('removes old files no row points at and stale *.tmp files, and keeps referenced and young files', async () => {
    const customer = await t.createUser();
    const form = new FormData();
    form.set('jenisUji', 'Uji Beton');
    form.set('suratPermohonan', new File([pdfBytes() as BlobPart], 'surat.pdf'));
    form.set('ktp', new File([pdfBytes() as BlobPart], 'ktp.pdf'));
    form.set('ktpConsent', 'ya');
    expect((await t.request('POST', '/api/ujilab', { as: customer, form })).status).toBe(201);
    const kept = fs.readdirSync(onDisk('lab-documents', customer.id)).map((f) => onDisk('lab-documents', `${customer.id}/${f}`));
    expect(kept).toHaveLength(2);

    await t.deps.store.put('lab-documents', `${customer.id}/ktp-1.pdf`, pdfBytes());
    await t.deps.store.put('damage-photos', 'public/1-orphan.jpg', Buffer.from('x'));
    await t.deps.store.put('service-documents', `${customer.id}/sirekanan-9.pdf`, pdfBytes());
    const tmpFile = onDisk('service-documents', `${customer.id}/sirekanan-8.pdf.4242.tmp`);
    fs.writeFileSync(tmpFile, 'setengah');
    for (const file of [
      ...kept,
      onDisk('lab-documents', `${customer.id}/ktp-1.pdf`),
      onDisk('damage-photos', 'public/1-orphan.jpg'),
      tmpFile,
    ])
      age(file, 2);
    // sirekanan-9.pdf stays young: its submission may still be in its transaction.

    const counts = await sweepOrphanedUploads(t.deps);
    expect(counts).toEqual({ orphans: 2, tmp: 1 });
    for (const file of kept) expect(fs.existsSync(file)).toBe(true);
    expect(fs.existsSync(onDisk('lab-documents', `${customer.id}/ktp-1.pdf`))).toBe(false);
    expect(fs.existsSync(onDisk('damage-photos', 'public/1-orphan.jpg'))).toBe(false);
    expect(fs.existsSync(tmpFile)).toBe(false);
    expect(fs.existsSync(onDisk('service-documents', `${customer.id}/sirekanan-9.pdf`))).toBe(true);
  });
});

describe('sweepOrphanedUploads and the documents the office issues', () => {
  it('keeps a reply letter staff issued, however old', async () => {
    const customer = await t.createUser();
    const admin = await t.createUser({ role: 'admin_sirekanan' });
    const request = await insertSirekanan(t.db, customer.id, { status: 'Selesai' });
    const form = new FormData();
    form.set('document', new File([pdfBytes() as BlobPart], 'balasan.pdf'));
    const res = await t.request('POST', `/api/admin/sirekanan/${request.id}/documents`, { as: admin, form });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const file = onDisk('service-documents', url.replace('/files/service-documents/', ''));
    age(file, 24 * 30);
    await sweepOrphanedUploads(t.deps);
    expect(fs.existsSync(file)).toBe(true);
  });
});

describe('sweepOrphanedUploads and the photos of a damage report', () => {
  it('keeps all three photos of a report, not only its cover', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      reporterName: 'Warga Contoh',
      reporterEmail: '',
      location: 'Jl. Poros Majene km 3',
      reportType: 'Jalan',
      kabupaten: 'Majene',
      description: 'Aspal berlubang di depan pasar.',
    }))
      form.set(name, value);
    for (let i = 0; i < 3; i++)
      form.append('photos', new File([(await pngBytes(32, 24)) as BlobPart], `foto-${i}.png`, { type: 'image/png' }));
    const res = await t.request('POST', '/api/damage-reports', { form });
    expect(res.status).toBe(201);
    const { trackingCode } = (await res.json()) as { trackingCode: string };
    const { rows } = await t.pool.query<{ url: string }>(
      `SELECT p.url FROM damage_report_photos p JOIN service_requests r ON r.id = p.request_id WHERE r.tracking_code = $1`,
      [trackingCode],
    );
    expect(rows).toHaveLength(3);
    const files = rows.map((r) => onDisk('damage-photos', r.url.replace('/files/damage-photos/', '')));
    for (const file of files) age(file, 24 * 30);
    await sweepOrphanedUploads(t.deps);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
  });
});
