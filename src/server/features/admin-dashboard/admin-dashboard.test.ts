import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import type { AdminNotifications, AdminSummary } from '../../../shared/admin-schemas.ts';
import { insertDamageReport, insertUjilabRequest, insertSirekanan } from '../admin-requests/request-factories.ts';

// Exact totals need a database no other test file writes to.
let iso: TestApp;
beforeAll(async () => {
  iso = await createTestApp({ isolated: true });
});
afterAll(() => iso.close());

describe('admin summary (/api/admin/summary)', () => {
  it('counts registered users, lab requests, Sirekanan requests and damage reports live', async () => {
    const admin = await iso.createUser({ role: 'admin_sirekanan' });
    const citizen = await iso.createUser();
    const before = await json<AdminSummary>(await iso.request('GET', '/api/admin/summary', { as: admin }));
    expect(before).toEqual({ users: 2, ujilabRequests: 0, sirekananRequests: 0, damageReports: 0, lateDamageReports: 0 });
    await insertSirekanan(iso.db, citizen.id);
    await insertSirekanan(iso.db, citizen.id);
    await insertUjilabRequest(iso.db, citizen.id);
    await insertDamageReport(iso.db);
    await insertDamageReport(iso.db, { serviceType: 'lainnya' });
    await iso.createUser();
    const after = await json<AdminSummary>(await iso.request('GET', '/api/admin/summary', { as: admin }));
    expect(after).toEqual({ users: 3, ujilabRequests: 1, sirekananRequests: 2, damageReports: 1, lateDamageReports: 0 });
  });

  it('is for admins only', async () => {
    expect((await iso.request('GET', '/api/admin/summary', { as: await iso.createUser() })).status).toBe(403);
    expect((await iso.request('GET', '/api/admin/summary')).status).toBe(401);
  });
});

describe('notification badge (/api/admin/notifications)', () => {
  it('counts only new (Diajukan) submissions of the services the admin may handle', async () => {
    const citizen = await iso.createUser();
    const roles = {
      sirekanan: await iso.createUser({ role: 'admin_sirekanan' }),
      ujilab: await iso.createUser({ role: 'admin_ujilab' }),
      jembatantif: await iso.createUser({ role: 'admin_jembatantif' }),
      superAdmin: await iso.createUser({ role: 'super_admin' }),
    };
    const count = async (who: keyof typeof roles) =>
      json<AdminNotifications>(await iso.request('GET', '/api/admin/notifications', { as: roles[who] }));
    const base = await count('superAdmin');

    const sirekananRequest = await insertSirekanan(iso.db, citizen.id);
    await insertSirekanan(iso.db, citizen.id, { status: 'Diproses' });
    await insertUjilabRequest(iso.db, citizen.id);
    await insertUjilabRequest(iso.db, citizen.id);
    await insertUjilabRequest(iso.db, citizen.id, { status: 'Selesai' });
    await insertDamageReport(iso.db);
    await insertDamageReport(iso.db, { serviceType: 'lainnya' });

    const s = await count('superAdmin');
    expect(s.sirekanan).toBe(base.sirekanan! + 1);
    expect(s.ujilab).toBe(base.ujilab! + 2);
    expect(s.damageReports).toBe(base.damageReports! + 1);
    expect(s.total).toBe(base.total + 4);
    expect(await count('sirekanan')).toEqual({ total: s.sirekanan, sirekanan: s.sirekanan, ujilab: null, damageReports: null });
    expect(await count('ujilab')).toEqual({ total: s.ujilab, sirekanan: null, ujilab: s.ujilab, damageReports: null });
    expect(await count('jembatantif')).toEqual({ total: s.damageReports, sirekanan: null, ujilab: null, damageReports: s.damageReports });

    // handling a request takes it off the badge
    await json(
      await iso.request('PATCH', `/api/admin/sirekanan/${sirekananRequest.id}/status`, {
        as: roles.sirekanan,
        json: { status: 'Diproses' },
      }),
    );
    expect((await count('sirekanan')).total).toBe(s.sirekanan! - 1);
  });

  it('is for admins only', async () => {
    expect((await iso.request('GET', '/api/admin/notifications', { as: await iso.createUser() })).status).toBe(403);
    expect((await iso.request('GET', '/api/admin/notifications')).status).toBe(401);
  });
});
