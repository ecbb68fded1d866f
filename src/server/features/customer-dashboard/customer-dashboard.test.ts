import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfBytes } from '../../uploads/test-files.ts';
import { DASHBOARD_LIST_SIZE } from './get-customer-dashboard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const letter = (subject: string) => {
  const f = new FormData();
  f.set('subject', subject);
  f.set('details', 'Detail');
  return f;
};
const lab = (jenisUji: string) => {
  const f = new FormData();
  f.set('jenisUji', jenisUji);
  f.set('suratPermohonan', new File([pdfBytes() as Uint8Array<ArrayBuffer>], 's.pdf'));
  f.set('ktp', new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'k.pdf'));
  f.set('ktpConsent', 'ya');
  return f;
};

describe('GET /api/dashboard', () => {
  it("shows the customer's own profile and latest submissions of both services, newest first", async () => {
    const a = await t.createUser({ fullName: 'Andi Mappanyukki' });
    const b = await t.createUser();
    await t.request('POST', '/api/sirekanan', { as: a, form: letter('Surat lama') });
    await t.request('POST', '/api/sirekanan', { as: a, form: letter('Surat baru') });
    await t.request('POST', '/api/ujilab', { as: a, form: lab('Uji Tanah') });
    await t.request('POST', '/api/sirekanan', { as: b, form: letter('Rahasia B') });

    const res = await t.request('GET', '/api/dashboard', { as: a });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await res.json();
    expect(body.profile).toMatchObject({ fullName: 'Andi Mappanyukki', email: a.email, role: 'customer' });
    expect(Number.isNaN(Date.parse(body.profile.createdAt))).toBe(false);
    expect(body.sirekanan.items.map((i: { subject: string }) => i.subject)).toEqual(['Surat baru', 'Surat lama']);
    expect(body.sirekanan.items[0]).toMatchObject({ status: 'Diajukan', trackingCode: expect.stringMatching(/^SRK-/) });
    expect(body.ujilab.items.map((i: { jenisUji: string }) => i.jenisUji)).toEqual(['Uji Tanah']);
    expect(JSON.stringify(body)).not.toContain('Rahasia B');
  });

  it('an empty dashboard has empty lists', async () => {
    const c = await t.createUser();
    const body = await (await t.request('GET', '/api/dashboard', { as: c })).json();
    expect(body.sirekanan).toMatchObject({ items: [], total: 0 });
    expect(body.ujilab).toMatchObject({ items: [], total: 0 });
  });

  it(`shows at most ${DASHBOARD_LIST_SIZE} per list with the full total`, async () => {
    const c = await t.createUser();
    for (let i = 0; i < DASHBOARD_LIST_SIZE + 1; i++) await t.request('POST', '/api/sirekanan', { as: c, form: letter(`S${i}`) });
    const body = await (await t.request('GET', '/api/dashboard', { as: c })).json();
    expect(body.sirekanan.items).toHaveLength(DASHBOARD_LIST_SIZE);
    expect(body.sirekanan.total).toBe(DASHBOARD_LIST_SIZE + 1);
  });

  it('refuses a visitor (401) and an admin (403)', async () => {
    expect((await t.request('GET', '/api/dashboard')).status).toBe(401);
    for (const role of ['super_admin', 'admin_jembatantif'] as const) {
      const res = await t.request('GET', '/api/dashboard', { as: await t.createUser({ role }) });
      expect(res.status).toBe(403);
      expect((await res.json()).error.title).toBe('Akses Ditolak');
    }
  });
});
