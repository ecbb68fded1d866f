import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../../shared/strings.ts';
import { contactMessages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subject = () => `Pertanyaan ${randomUUID()}`;
const storedWith = (s: string) => t.db.select().from(contactMessages).where(eq(contactMessages.subject, s));

describe('POST /api/contact', () => {
  it('stores a visitor message, trimmed, unread', async () => {
    const s = subject();
    const res = await t.request('POST', '/api/contact', {
      json: { name: '  Hasnah  ', email: ' Hasnah@Contoh.ID ', subject: s, message: 'Kapan jalan di desa kami diperbaiki?' },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    const [row] = await storedWith(s);
    expect(body.id).toBe(row!.id);
    expect(row).toMatchObject({ name: 'Hasnah', email: 'hasnah@contoh.id', message: 'Kapan jalan di desa kami diperbaiki?', readAt: null });
  });

  it('accepts a message from a signed-in user too', async () => {
    const user = await t.createUser();
    const s = subject();
    const res = await t.request('POST', '/api/contact', { as: user, json: { name: 'Pelanggan', email: user.email, subject: s, message: 'Terima kasih.' } });
    expect(res.status).toBe(201);
    expect(await storedWith(s)).toHaveLength(1);
  });

  it('requires all four fields, says which in Indonesian, and stores nothing', async () => {
    const s = subject();
    const res = await t.request('POST', '/api/contact', { json: { name: ' ', email: '', subject: s, message: '' } });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toEqual({ name: SITE.contact.nameRequired, email: SITE.contact.emailRequired, message: SITE.contact.messageRequired });
    expect(error.message).toBe(SITE.contact.nameRequired);
    expect(await storedWith(s)).toHaveLength(0);

    const missing = await t.request('POST', '/api/contact', { json: {} });
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('refuses a malformed e-mail and an overlong message', async () => {
    const s = subject();
    const bad = await t.request('POST', '/api/contact', { json: { name: 'A', email: 'bukan-email', subject: s, message: 'x' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(SITE.contact.emailInvalid);
    const long = await t.request('POST', '/api/contact', { json: { name: 'A', email: 'a@contoh.id', subject: s, message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.message).toBe(SITE.contact.tooLong);
    expect(await storedWith(s)).toHaveLength(0);
  });
});
