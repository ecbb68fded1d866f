import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServicePledge, ServiceStandard, StandardRevision } from '../../../shared/service-standard-schemas.ts';
import { STANDARD_TEXT } from '../../../shared/service-standard-strings.ts';
import { auditLog, serviceStandardRevisions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { json } from '../../test/json.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

const sections = (text: string) => ({
  persyaratan: `<p>${text} persyaratan</p>`,
  prosedur: '<ol><li><p>Langkah satu</p></li></ol>',
  jangkaWaktu: '<p>10 hari kerja</p>',
  biaya: '<p>Gratis</p>',
  produk: '<p>Surat</p>',
  pengaduan: '<p>Telepon kantor</p>',
});

describe('service standards', () => {
  it('shows the example text to everyone until a super admin saves one; unknown services are 404', async () => {
    const std = await json<ServiceStandard>(await t.request('GET', '/api/standar/ujilab'));
    expect(std.updatedAt).toBeNull();
    expect(std.sections.persyaratan).toContain('KTP');
    expect(std.tariffs.length).toBeGreaterThan(3);
    expect(std.tariffs[0]).toMatchObject({ jenisUji: 'Uji Beton', tarif: 75_000 });
    const pledge = await json<ServicePledge>(await t.request('GET', '/api/standar/maklumat'));
    expect(pledge.content).toContain('Maklumat Pelayanan');
    const missing = await t.request('GET', '/api/standar/parkir');
    expect(missing.status).toBe(404);
  });

  it('saves sanitised sections and tariffs as a revision, lists who changed what, and restores an old one', async () => {
    const admin = await t.createUser({ role: 'super_admin', fullName: 'Andi Standar' });
    const first = await json<ServiceStandard>(
      await t.request('PUT', '/api/admin/standar/ujilab', {
        as: admin,
        json: {
          sections: { ...sections('Pertama'), biaya: '<p>Sesuai Perda</p><script>alert(1)</script><p onclick="x()">tabel</p>' },
          tariffs: [{ jenisUji: 'Uji Tanah', pengujian: 'CBR lapangan', satuan: 'titik', tarif: '400000' }],
        },
      }),
    );
    expect(first.updatedAt).not.toBeNull();
    expect(first.sections.biaya).toBe('<p>Sesuai Perda</p><p>tabel</p>');
    expect(first.tariffs).toEqual([{ jenisUji: 'Uji Tanah', pengujian: 'CBR lapangan', satuan: 'titik', tarif: 400_000 }]);

    await json(
      await t.request('PUT', '/api/admin/standar/ujilab', {
        as: admin,
        json: { sections: { ...sections('Kedua'), biaya: '<p>Sesuai Perda</p><p>tabel</p>' }, tariffs: first.tariffs },
      }),
    );
    const revisions = await json<StandardRevision[]>(await t.request('GET', '/api/admin/standar/ujilab/revisi', { as: admin }));
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ savedBy: 'Andi Standar', changed: ['Persyaratan'] });
    expect(revisions[1]!.changed).toEqual(expect.arrayContaining(['Persyaratan', 'Biaya/Tarif', STANDARD_TEXT.tariffTitle]));

    const restored = await json<ServiceStandard>(
      await t.request('POST', `/api/admin/standar/ujilab/revisi/${revisions[1]!.id}/pulihkan`, { as: admin }),
    );
    expect(restored.sections.persyaratan).toBe('<p>Pertama persyaratan</p>');
    const publicView = await json<ServiceStandard>(await t.request('GET', '/api/standar/ujilab'));
    expect(publicView.sections.persyaratan).toBe('<p>Pertama persyaratan</p>');
    expect((await t.db.select().from(serviceStandardRevisions).where(eq(serviceStandardRevisions.key, 'ujilab'))).length).toBe(3);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.target, 'ujilab'))).map((a) => a.action);
    expect(actions.sort()).toEqual(['service-standard.restore', 'service-standard.save', 'service-standard.save']);
  });

  it('keeps tariffs for Uji Lab only, and edits the pledge', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const saved = await json<ServiceStandard>(
      await t.request('PUT', '/api/admin/standar/sirekanan', {
        as: admin,
        json: { sections: sections('Surat'), tariffs: [{ jenisUji: 'Uji Beton', pengujian: 'x', satuan: 'y', tarif: 1 }] },
      }),
    );
    expect(saved.tariffs).toEqual([]);
    const pledge = await json<ServicePledge>(
      await t.request('PUT', '/api/admin/standar/maklumat', { as: admin, json: { content: '<p>Kami sanggup.</p>' } }),
    );
    expect(pledge.content).toBe('<p>Kami sanggup.</p>');
    const history = await json<StandardRevision[]>(await t.request('GET', '/api/admin/standar/maklumat/revisi', { as: admin }));
    expect(history[0]!.changed).toEqual([STANDARD_TEXT.admin.pledgeContent]);
  });

  it('refuses bad input and other roles, changing nothing', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const before = (await t.db.select().from(serviceStandardRevisions)).length;
    const bad = [
      { sections: sections('x'), tariffs: [{ jenisUji: 'Uji Kayu', pengujian: 'x', satuan: 'y', tarif: 1 }] },
      { sections: sections('x'), tariffs: [{ jenisUji: 'Uji Beton', pengujian: '', satuan: 'y', tarif: 1 }] },
      { sections: sections('x'), tariffs: [{ jenisUji: 'Uji Beton', pengujian: 'x', satuan: 'y', tarif: -5 }] },
      { sections: { ...sections('x'), produk: 'x'.repeat(100_001) } },
    ];
    for (const body of bad) {
      const res = await t.request('PUT', '/api/admin/standar/ujilab', { as: admin, json: body });
      expect(res.status).toBe(400);
    }
    // A body that leaves the text out empties nothing (issue 33): not the pledge, not a section.
    const pledgeBefore = await json<ServicePledge>(await t.request('GET', '/api/standar/maklumat'));
    for (const body of [{}, { content: '' }, { content: '<p> &nbsp; </p>' }]) {
      const res = await t.request('PUT', '/api/admin/standar/maklumat', { as: admin, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(STANDARD_TEXT.errors.pledgeEmpty);
    }
    expect((await json<ServicePledge>(await t.request('GET', '/api/standar/maklumat'))).content).toBe(pledgeBefore.content);
    const { produk: _left, ...fiveSections } = sections('x');
    for (const body of [{}, { sections: {} }, { sections: fiveSections }]) {
      const res = await t.request('PUT', '/api/admin/standar/sirekanan', { as: admin, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const tooMany = await t.request('PUT', '/api/admin/standar/ujilab', {
      as: admin,
      json: {
        sections: sections('x'),
        tariffs: Array.from({ length: 51 }, () => ({ jenisUji: 'Uji Beton', pengujian: 'x', satuan: 'y', tarif: 1 })),
      },
    });
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toContain(STANDARD_TEXT.errors.tariffsTooMany);
    expect((await t.request('POST', '/api/admin/standar/ujilab/revisi/bukan-uuid/pulihkan', { as: admin })).status).toBe(404);
    for (const role of ['admin_ujilab', 'customer'] as const) {
      const other = await t.createUser({ role });
      expect((await t.request('PUT', '/api/admin/standar/ujilab', { as: other, json: { sections: sections('x') } })).status).toBe(403);
    }
    expect((await t.db.select().from(serviceStandardRevisions)).length).toBe(before);
  });
});
