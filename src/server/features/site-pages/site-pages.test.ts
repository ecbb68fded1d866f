import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePage } from '../../../shared/site-page-schemas.ts';
import { SITE_PAGE_TEXTS } from '../../../shared/site-page-strings.ts';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isolated: true });
});
afterAll(() => t.close());

describe('pages the office writes itself', () => {
  it('answers with the default text until the office edits it, then with its words, sanitised and audited', async () => {
    const before = (await (await t.request('GET', '/api/pages/kebijakan-privasi')).json()) as SitePage;
    expect(before).toMatchObject({ slug: 'kebijakan-privasi', title: 'Kebijakan Privasi', updatedAt: null });
    expect(before.content).toContain('Undang-Undang Nomor 27 Tahun 2022');
    expect(before.content).toContain('KTP');

    const editor = await t.createUser({ role: 'super_admin' });
    const res = await t.request('PUT', '/api/admin/pages/kebijakan-privasi', {
      as: editor,
      json: { title: 'Kebijakan Privasi Portal', content: '<p>Isi baru.</p><script>alert(1)</script><img src="https://luar.id/x.png">' },
    });
    expect(res.status).toBe(200);
    const after = (await (await t.request('GET', '/api/pages/kebijakan-privasi')).json()) as SitePage;
    expect(after).toMatchObject({ title: 'Kebijakan Privasi Portal', content: '<p>Isi baru.</p>' });
    expect(after.updatedAt).not.toBeNull();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'site-page.save'));
    expect(audit).toMatchObject({ actorId: editor.id, target: 'kebijakan-privasi' });

    const list = (await (await t.request('GET', '/api/admin/pages', { as: editor })).json()) as SitePage[];
    expect(list.map((p) => p.slug)).toEqual(['kebijakan-privasi', 'syarat-ketentuan', 'pernyataan-aksesibilitas', 'info-ujilab']);
  });

  it('refuses an unknown page, an empty title, and anyone but content editors', async () => {
    const unknown = await t.request('GET', '/api/pages/rahasia');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe(SITE_PAGE_TEXTS.notFound);
    const editor = await t.createUser({ role: 'super_admin' });
    const empty = await t.request('PUT', '/api/admin/pages/syarat-ketentuan', { as: editor, json: { title: ' ', content: '' } });
    expect((await empty.json()).error.message).toBe(SITE_PAGE_TEXTS.titleRequired);
    for (const role of ['customer', 'admin_sirekanan'] as const) {
      const res = await t.request('PUT', '/api/admin/pages/syarat-ketentuan', { as: await t.createUser({ role }), json: { title: 'x' } });
      expect(res.status).toBe(403);
    }
    expect(((await (await t.request('GET', '/api/pages/syarat-ketentuan')).json()) as SitePage).updatedAt).toBeNull();
  });
});
