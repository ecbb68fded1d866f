import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '../../../shared/strings.ts';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /files/<bucket>/<key>', () => {
  it('serves a lab document to its owner and the lab admins only, never cached', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const labAdmin = await t.createUser({ role: 'admin_ujilab' });
    const sirekananAdmin = await t.createUser({ role: 'admin_sirekanan' });
    const key = `${owner.id}/ktp-1700000000000.png`;
    await t.deps.store.put('lab-documents', key, Buffer.from('PNGDATA'));
    const url = `/files/lab-documents/${key}`;

    const mine = await t.request('GET', url, { as: owner });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toBe('PNGDATA');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-type')).toBe('image/png');

    expect((await t.request('GET', url, { as: labAdmin })).status).toBe(200);
    const denied = await t.request('GET', url, { as: other });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.title).toBe(ERRORS.forbiddenTitle);
    expect((await t.request('GET', url, { as: sirekananAdmin })).status).toBe(403);
    expect((await t.request('GET', url)).status).toBe(401);
  });

  it("records in the audit log when staff open a citizen's KTP, not when the owner does", async () => {
    const owner = await t.createUser();
    const labAdmin = await t.createUser({ role: 'admin_ujilab' });
    const key = `${owner.id}/ktp-1700000000001.png`;
    await t.deps.store.put('lab-documents', key, Buffer.from('PNGDATA'));
    const url = `/files/lab-documents/${key}`;
    const reads = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'file.read'), eq(auditLog.target, `lab-documents/${key}`)));
    expect((await t.request('GET', url, { as: owner })).status).toBe(200);
    expect(await reads()).toHaveLength(0);
    expect((await t.request('GET', url, { as: labAdmin })).status).toBe(200);
    expect(await reads()).toMatchObject([{ actorId: labAdmin.id }]);
  });

  it('offers documents as attachments and damage photos only to their admins', async () => {
    const owner = await t.createUser();
    await t.deps.store.put('service-documents', `${owner.id}/sirekanan-1.pdf`, Buffer.from('%PDF-1.4'));
    const pdf = await t.request('GET', `/files/service-documents/${owner.id}/sirekanan-1.pdf`, { as: owner });
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment/);

    await t.deps.store.put('damage-photos', 'public/1-abc.jpg', Buffer.from('JPEG'));
    const bridgeAdmin = await t.createUser({ role: 'admin_jembatantif' });
    expect((await t.request('GET', '/files/damage-photos/public/1-abc.jpg', { as: bridgeAdmin })).status).toBe(200);
    expect((await t.request('GET', '/files/damage-photos/public/1-abc.jpg', { as: owner })).status).toBe(403);
  });

  it('answers 404 for unknown buckets, unsafe keys and missing objects', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    expect((await t.request('GET', '/files/secrets/x.pdf', { as: admin })).status).toBe(404);
    expect((await t.request('GET', '/files/lab-documents/..%2F..%2Fetc/passwd', { as: admin })).status).toBe(404);
    expect((await t.request('GET', '/files/lab-documents/nobody/ktp-1.pdf', { as: admin })).status).toBe(404);
  });

  it('answers 404 with the JSON error, and writes nothing to stderr, for a folder asked for by its owner', async () => {
    const owner = await t.createUser();
    await t.deps.store.put('lab-documents', `${owner.id}/ktp-1700000000000.pdf`, Buffer.from('%PDF-1.4'));
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      for (const url of [`/files/lab-documents/${owner.id}`, `/files/lab-documents/${owner.id}/ktp-1700000000000.pdf/x`]) {
        const res = await t.request('GET', url, { as: owner });
        expect(res.status, url).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect((await res.json()).error).toMatchObject({ code: 'NOT_FOUND' });
      }
      // A stream error may surface a tick later; give it the chance to.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      spy.mockRestore();
    }
    expect(written.join('')).toBe('');
  });
});
