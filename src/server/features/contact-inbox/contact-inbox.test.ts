import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { json } from '../../test/json.ts';
import type { ContactMessageItem, InboxPage } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { contactMessages } from '../../db/schema.ts';

// Unread totals are global, so this file has a database of its own.
let iso: TestApp;
beforeAll(async () => {
  iso = await createTestApp({ isolated: true });
});
afterAll(() => iso.close());

async function insertMessage(over: { subject?: string; minutesAgo?: number; read?: boolean } = {}) {
  const [row] = await iso.db
    .insert(contactMessages)
    .values({
      name: 'Warga Mamuju',
      email: `warga-${randomUUID().slice(0, 6)}@contoh.id`,
      subject: over.subject ?? 'Pertanyaan jalan rusak',
      message: 'Kapan jalan di depan rumah kami diperbaiki?',
      createdAt: new Date(Date.now() - (over.minutesAgo ?? 0) * 60_000),
      readAt: over.read ? new Date() : null,
    })
    .returning();
  return row!;
}

describe('contact inbox', () => {
  it('lists messages newest first with the unread count, and filters to unread', async () => {
    const admin = await iso.createUser({ role: 'super_admin' });
    const old = await insertMessage({ subject: 'Lama', minutesAgo: 30, read: true });
    const recent = await insertMessage({ subject: 'Baru', minutesAgo: 1 });
    const all = await json<InboxPage>(await iso.request('GET', '/api/admin/contact-messages', { as: admin }));
    expect(all.items.map((m) => m.id)).toEqual([recent.id, old.id]);
    expect(all).toMatchObject({ total: 2, unread: 1 });
    expect(all.items[0]).toMatchObject({ subject: 'Baru', name: 'Warga Mamuju', readAt: null });
    const unread = await json<InboxPage>(await iso.request('GET', '/api/admin/contact-messages?filter=unread', { as: admin }));
    expect(unread.items.map((m) => m.id)).toEqual([recent.id]);
  });

  it('marks a message read and unread again', async () => {
    const admin = await iso.createUser({ role: 'super_admin' });
    const msg = await insertMessage();
    const read = await json<ContactMessageItem>(
      await iso.request('PATCH', `/api/admin/contact-messages/${msg.id}`, { as: admin, json: { read: true } }),
    );
    expect(read.readAt).not.toBeNull();
    // marking read again keeps the first read time
    const again = await json<ContactMessageItem>(
      await iso.request('PATCH', `/api/admin/contact-messages/${msg.id}`, { as: admin, json: { read: true } }),
    );
    expect(again.readAt).toBe(read.readAt);
    await json(await iso.request('PATCH', `/api/admin/contact-messages/${msg.id}`, { as: admin, json: { read: false } }));
    const [row] = await iso.db.select().from(contactMessages).where(eq(contactMessages.id, msg.id));
    expect(row?.readAt).toBeNull();
  });

  it('refuses bad input and unknown messages in Indonesian', async () => {
    const admin = await iso.createUser({ role: 'super_admin' });
    const msg = await insertMessage();
    const bad = await iso.request('PATCH', `/api/admin/contact-messages/${msg.id}`, { as: admin, json: { read: 'ya' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(ADMIN.inbox.readInvalid);
    const missing = await iso.request('PATCH', `/api/admin/contact-messages/${randomUUID()}`, { as: admin, json: { read: true } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(ADMIN.inbox.notFound);
    expect((await iso.request('GET', '/api/admin/contact-messages?filter=semua', { as: admin })).status).toBe(400);
  });

  it('is for super admins only', async () => {
    const msg = await insertMessage();
    for (const role of ['admin_sirekanan', 'admin_ujilab', 'admin_jembatantif', 'customer'] as const) {
      const other = await iso.createUser({ role });
      expect((await iso.request('GET', '/api/admin/contact-messages', { as: other })).status).toBe(403);
      expect((await iso.request('PATCH', `/api/admin/contact-messages/${msg.id}`, { as: other, json: { read: true } })).status).toBe(403);
    }
    expect((await iso.request('GET', '/api/admin/contact-messages')).status).toBe(401);
    const [row] = await iso.db.select().from(contactMessages).where(eq(contactMessages.id, msg.id));
    expect(row?.readAt).toBeNull();
  });
});
