// A free account cannot fill the disk: at most 20 files or 100 MB a day (docs/decisions/008-registration-and-upload-quota.md).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import { ujilabRequests, sirekananRequests } from '../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { MB, pdfBytes } from './test-files.ts';

const pdf = (name: string, size = 600) => new File([pdfBytes(size) as Uint8Array<ArrayBuffer>], name);
function labForm(size?: number): FormData {
  const form = new FormData();
  form.set('jenisUji', 'Uji Beton');
  form.set('suratPermohonan', pdf('surat.pdf', size));
  form.set('ktp', pdf('ktp.pdf', size));
  form.set('ktpConsent', 'ya');
  return form;
}
const filesIn = (t: TestApp, bucket: string, u: TestUser) => {
  const dir = path.join(t.deps.env.dataDir, 'files', bucket, u.id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('daily upload quota per account, with the default figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes 20 files in a day, refuses the 21st with 429 in Indonesian and stores nothing of it', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++) expect((await t.request('POST', '/api/ujilab', { as: user, form: labForm() })).status).toBe(201);
    const letter = new FormData();
    letter.set('subject', 'Surat ke-11');
    letter.set('details', 'Lampiran satu berkas');
    letter.set('attachment', pdf('surat.pdf'));
    const over = await t.request('POST', '/api/sirekanan', { as: user, form: letter });
    expect(over.status).toBe(429);
    expect((await over.json()).error.message).toBe(fillText(LAYANAN_UPLOADS.quotaReached, { files: 20, mb: 100 }));
    expect(await t.db.select().from(sirekananRequests).where(eq(sirekananRequests.userId, user.id))).toHaveLength(0);
    expect(filesIn(t, 'service-documents', user)).toEqual([]);
    // A letter without an attachment stores no file and still goes through.
    const plain = new FormData();
    plain.set('subject', 'Tanpa lampiran');
    plain.set('details', 'Hanya teks');
    expect((await t.request('POST', '/api/sirekanan', { as: user, form: plain })).status).toBe(201);
    // Another account is not affected.
    expect((await t.request('POST', '/api/ujilab', { as: await t.createUser(), form: labForm() })).status).toBe(201);
  });
});

describe('daily upload quota under concurrency and by size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_QUOTA_FILES_PER_DAY: '4', UPLOAD_QUOTA_MB_PER_DAY: '2' } });
  });
  afterAll(() => t.close());

  it('counts parallel submissions one at a time: of five lab requests (two files each) only two land', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.request('POST', '/api/ujilab', { as: user, form: labForm() })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429]);
    expect(await t.db.select().from(ujilabRequests).where(eq(ujilabRequests.userId, user.id))).toHaveLength(2);
    expect(filesIn(t, 'lab-documents', user)).toHaveLength(4);
  });

  it('counts megabytes too', async () => {
    const user = await t.createUser();
    expect((await t.request('POST', '/api/ujilab', { as: user, form: labForm(0.9 * MB) })).status).toBe(201);
    const over = await t.request('POST', '/api/ujilab', { as: user, form: labForm(0.2 * MB) });
    expect(over.status).toBe(429);
    expect(filesIn(t, 'lab-documents', user)).toHaveLength(2);
  });
});
