import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KeysetPaged, Paged } from '../../../shared/admin-schemas.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { AdminUserItem, RoleChangeResult } from '../../../shared/users-schemas.ts';
import { auditLog, profiles } from '../../db/schema.ts';
import { planWithoutSeqScan } from '../../test/explain.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import { userWhere } from './list-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user list', () => {
  it('finds users by part of the name or the e-mail, any case, newest first', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    // Letters only: a name may not carry a phone-number-like run of digits (ADR 046).
    const tag = `Zz${randomUUID()
      .slice(0, 6)
      .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
    const first = await t.createUser({ fullName: `Daeng ${tag} Pertama` });
    const second = await t.createUser({ fullName: `Daeng ${tag} Kedua` });
    const list = await json<Paged<AdminUserItem>>(await t.request('GET', `/api/admin/users?q=${tag.toLowerCase()}`, { as: admin }));
    expect(list.total).toBe(2);
    expect(list.items.map((u) => u.id)).toEqual([second.id, first.id]);
    expect(list.items[0]).toMatchObject({ fullName: `Daeng ${tag} Kedua`, email: second.email, role: 'customer', isAdmin: false });
    const byEmail = await json<Paged<AdminUserItem>>(
      await t.request('GET', `/api/admin/users?q=${encodeURIComponent(first.email.slice(0, 14))}`, { as: admin }),
    );
    expect(byEmail.items.map((u) => u.id)).toEqual([first.id]);
    const none = await json<Paged<AdminUserItem>>(await t.request('GET', `/api/admin/users?q=tidak-ada-${tag}`, { as: admin }));
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('pages by cursor (issue 41): Berikutnya to the end, Sebelumnya back; an old ?page= is the first page', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const tag = `Zz${randomUUID()
      .slice(0, 6)
      .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
    const made = [];
    for (const n of ['Satu', 'Dua', 'Tiga']) made.push(await t.createUser({ fullName: `Daeng ${tag} ${n}` }));
    type Page = KeysetPaged<AdminUserItem>;
    const get = async (query: string) => json<Page>(await t.request('GET', `/api/admin/users?q=${tag}&pageSize=2${query}`, { as: admin }));
    const first = await get('');
    expect(first).toMatchObject({ total: 3, page: 1, prev: null });
    expect(first.items.map((u) => u.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = await get(`&cursor=${first.next}`);
    expect(second).toMatchObject({ page: 2, next: null });
    expect(second.items.map((u) => u.id)).toEqual([made[0]!.id]);
    const back = await get(`&cursor=${second.prev}`);
    expect(back.items).toEqual(first.items);
    expect((await get('&page=2')).items).toEqual(first.items);
  });

  it('is for super admins only', async () => {
    expect((await t.request('GET', '/api/admin/users', { as: await t.createUser({ role: 'admin_sirekanan' }) })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/users')).status).toBe(401);
  });
});

describe('the users search at 100,000 accounts (migration 0018)', () => {
  it('can be answered from trigram indexes on the name and the e-mail, not by reading every profile', async () => {
    const query = t.db
      .select({ one: sql`1` })
      .from(profiles)
      .where(userWhere('warga 1234'))
      .toSQL();
    const plan = await planWithoutSeqScan(t.pool, query);
    expect(plan).toContain('BitmapOr');
    expect(plan).not.toMatch(/Seq Scan on profiles/);
  });
});

describe('role change', () => {
  it('sets the role and is_admin together and writes the audit log', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const user = await t.createUser();
    const res = await json<RoleChangeResult>(
      await t.request('PATCH', `/api/admin/users/${user.id}/role`, { as: admin, json: { role: 'admin_ujilab' } }),
    );
    expect(res).toMatchObject({ changed: true, user: { id: user.id, role: 'admin_ujilab', isAdmin: true } });
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p).toMatchObject({ role: 'admin_ujilab', isAdmin: true });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, user.id), eq(auditLog.action, 'role.change')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, details: { from: 'customer', to: 'admin_ujilab' } });

    await json(await t.request('PATCH', `/api/admin/users/${user.id}/role`, { as: admin, json: { role: 'customer' } }));
    const [back] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(back).toMatchObject({ role: 'customer', isAdmin: false });
  });

  it('takes effect on the changed user’s very next request', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const user = await t.createUser({ role: 'admin_sirekanan' });
    expect((await t.request('GET', '/api/admin/sirekanan', { as: user })).status).toBe(200);
    await json(await t.request('PATCH', `/api/admin/users/${user.id}/role`, { as: admin, json: { role: 'customer' } }));
    expect((await t.request('GET', '/api/admin/sirekanan', { as: user })).status).toBe(403);
    const me = await (await t.request('GET', '/api/account/me', { as: user })).json();
    expect(me.user).toMatchObject({ role: 'customer', isAdmin: false });
  });

  it('writes nothing when the role is unchanged', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const user = await t.createUser({ role: 'admin_jembatantif' });
    const res = await json<RoleChangeResult>(
      await t.request('PATCH', `/api/admin/users/${user.id}/role`, { as: admin, json: { role: 'admin_jembatantif' } }),
    );
    expect(res.changed).toBe(false);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.target, user.id))).toHaveLength(0);
  });

  it('accepts the guard spelling of a role, stores the canonical one, and refuses unknown roles in Indonesian', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const spelled = await t.createUser();
    await json(await t.request('PATCH', `/api/admin/users/${spelled.id}/role`, { as: admin, json: { role: 'jembatantif' } }));
    const [s] = await t.db.select().from(profiles).where(eq(profiles.id, spelled.id));
    expect(s?.role).toBe('admin_jembatantif');
    const user = await t.createUser();
    for (const role of ['root', 'admin', '', null, 5]) {
      const res = await t.request('PATCH', `/api/admin/users/${user.id}/role`, { as: admin, json: { role } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(ADMIN.users.roleInvalid);
    }
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p?.role).toBe('customer');
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    for (const id of ['tidakada123', '..%2F..%2Fx']) {
      const res = await t.request('PATCH', `/api/admin/users/${id}/role`, { as: admin, json: { role: 'customer' } });
      expect(res.status).toBe(404);
    }
  });

  it('refuses role changes by other admins with Akses Ditolak', async () => {
    const user = await t.createUser();
    for (const role of ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'customer'] as const) {
      const actor = await t.createUser({ role });
      const res = await t.request('PATCH', `/api/admin/users/${user.id}/role`, { as: actor, json: { role: 'super_admin' } });
      expect(res.status).toBe(403);
      expect((await res.json()).error.title).toBe(ERRORS.forbiddenTitle);
    }
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p?.role).toBe('customer');
  });

  it('lets a super admin step down while another super admin remains', async () => {
    const me = await t.createUser({ role: 'super_admin' });
    await t.createUser({ role: 'super_admin' });
    await json(await t.request('PATCH', `/api/admin/users/${me.id}/role`, { as: me, json: { role: 'admin_sirekanan' } }));
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(p?.role).toBe('admin_sirekanan');
    // …and at once loses the right to change roles
    expect((await t.request('PATCH', `/api/admin/users/${me.id}/role`, { as: me, json: { role: 'super_admin' } })).status).toBe(403);
  });
});

// These need to know exactly how many super admins exist, so they run on a database of their own.
describe('the last super admin (DECISIONS.md rule 5)', () => {
  it('cannot demote themself: 409 with a clear message, nothing written', async () => {
    const iso = await createTestApp({ isolated: true });
    try {
      const only = await iso.createUser({ role: 'super_admin' });
      const res = await iso.request('PATCH', `/api/admin/users/${only.id}/role`, { as: only, json: { role: 'customer' } });
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(ADMIN.users.lastSuperAdmin);
      const [p] = await iso.db.select().from(profiles).where(eq(profiles.id, only.id));
      expect(p?.role).toBe('super_admin');
      expect(await iso.db.select().from(auditLog).where(eq(auditLog.action, 'role.change'))).toHaveLength(0);
    } finally {
      await iso.close();
    }
  });

  it('two super admins demoting themselves at the same moment: exactly one succeeds', async () => {
    const iso = await createTestApp({ isolated: true });
    try {
      const a = await iso.createUser({ role: 'super_admin' });
      const b = await iso.createUser({ role: 'super_admin' });
      for (let round = 0; round < 3; round++) {
        const [ra, rb] = await Promise.all([
          iso.request('PATCH', `/api/admin/users/${a.id}/role`, { as: a, json: { role: 'admin_ujilab' } }),
          iso.request('PATCH', `/api/admin/users/${b.id}/role`, { as: b, json: { role: 'admin_ujilab' } }),
        ]);
        expect([ra.status, rb.status].sort()).toEqual([200, 409]);
        const remaining = await iso.db.select().from(profiles).where(eq(profiles.role, 'super_admin'));
        expect(remaining).toHaveLength(1);
        // restore both for the next round
        await iso.db
          .update(profiles)
          .set({ role: 'super_admin' })
          .where(eq(profiles.id, ra.status === 200 ? a.id : b.id));
      }
    } finally {
      await iso.close();
    }
  });

  it('a demotion waits for one in flight and then sees that only one super admin is left', async () => {
    const iso = await createTestApp({ isolated: true });
    const client = await iso.pool.connect();
    try {
      const a = await iso.createUser({ role: 'super_admin' });
      const b = await iso.createUser({ role: 'super_admin' });
      const {
        rows: [holder],
      } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // A's demotion is in flight: it holds the super-admin rows and has not committed yet.
      await client.query('BEGIN');
      await client.query("SELECT id FROM profiles WHERE role = 'super_admin' FOR UPDATE");
      await client.query("UPDATE profiles SET role = 'admin_ujilab' WHERE id = $1", [a.id]);
      const pending = iso.request('PATCH', `/api/admin/users/${b.id}/role`, { as: b, json: { role: 'admin_ujilab' } });
      // B's demotion has reached the super-admin rows and waits for A's lock.
      await vi.waitFor(
        async () => {
          const { rows } = await iso.pool.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [holder!.pid]);
          expect(rows).toHaveLength(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await client.query('COMMIT');
      const res = await pending;
      expect(res.status).toBe(409);
      expect(await iso.db.select().from(profiles).where(eq(profiles.role, 'super_admin'))).toHaveLength(1);
    } finally {
      client.release();
      await iso.close();
    }
  });

  it('two super admins demoting each other at the same moment: one super admin always remains', async () => {
    const iso = await createTestApp({ isolated: true });
    try {
      const a = await iso.createUser({ role: 'super_admin' });
      const b = await iso.createUser({ role: 'super_admin' });
      const [ra, rb] = await Promise.all([
        iso.request('PATCH', `/api/admin/users/${b.id}/role`, { as: a, json: { role: 'customer' } }),
        iso.request('PATCH', `/api/admin/users/${a.id}/role`, { as: b, json: { role: 'customer' } }),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 403]);
      expect(await iso.db.select().from(profiles).where(eq(profiles.role, 'super_admin'))).toHaveLength(1);
    } finally {
      await iso.close();
    }
  });
});
