import { CONTACT } from '../../../shared/contact-strings.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../shared/strings.ts';
import { contactMessages } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

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
    const res = await t.request('POST', '/api/contact', {
      as: user,
      json: { name: 'Pelanggan', email: user.email, subject: s, message: 'Terima kasih.' },
    });
    expect(res.status).toBe(201);
    expect(await storedWith(s)).toHaveLength(1);
  });

  it('requires all four fields, says which in Indonesian, and stores nothing', async () => {
    const s = subject();
    const res = await t.request('POST', '/api/contact', { json: { name: ' ', email: '', subject: s, message: '' } });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      name: CONTACT.nameRequired,
      email: CONTACT.emailRequired,
      message: CONTACT.messageRequired,
    });
    expect(error.message).toBe(CONTACT.nameRequired);
    expect(await storedWith(s)).toHaveLength(0);

    const missing = await t.request('POST', '/api/contact', { json: {} });
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('refuses a malformed e-mail and an overlong message', async () => {
    const s = subject();
    const bad = await t.request('POST', '/api/contact', { json: { name: 'A', email: 'bukan-email', subject: s, message: 'x' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(CONTACT.emailInvalid);
    const long = await t.request('POST', '/api/contact', {
      json: { name: 'A', email: 'a@contoh.id', subject: s, message: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.message).toBe(CONTACT.tooLong);
    expect(await storedWith(s)).toHaveLength(0);
  });
});

describe('Idempotency-Key: a resend after a lost response is not stored twice', () => {
  const message = (s: string) => ({ name: 'Hasnah', email: 'hasnah@contoh.id', subject: s, message: 'Apakah pesan saya sampai?' });
  const send = (s: string, key: string, as: TestUser | null = null) =>
    t.request('POST', '/api/contact', { as, headers: { 'Idempotency-Key': key }, json: message(s) });

  it('answers the same key with the first message: one row, the same id', async () => {
    const s = subject();
    const key = randomUUID();
    const first = await send(s, key);
    const again = await send(s, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    const rows = await storedWith(s);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: a.id, idempotencyKey: key, userId: null });
  });

  it('links a signed-in sender and answers their resend too', async () => {
    const user = await t.createUser();
    const s = subject();
    const key = randomUUID();
    const a = await (await send(s, key, user)).json();
    const b = await (await send(s, key, user)).json();
    expect(b.id).toBe(a.id);
    const rows = await storedWith(s);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(user.id);
  });

  it('answers two identical messages sent together with one row', async () => {
    const s = subject();
    const key = randomUUID();
    const answers = await Promise.all([send(s, key), send(s, key), send(s, key)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await storedWith(s)).toHaveLength(1);
  });

  it('stores a second message under a different key', async () => {
    const s = subject();
    const a = await (await send(s, randomUUID())).json();
    const b = await (await send(s, randomUUID())).json();
    expect(b.id).not.toBe(a.id);
    expect(await storedWith(s)).toHaveLength(2);
  });

  it.each(['bukan-uuid', '', `${randomUUID()},${randomUUID()}`])('refuses the key %j with 400 and stores nothing', async (key) => {
    const s = subject();
    const res = await send(s, key);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', message: ERRORS.idempotencyKeyInvalid });
    expect(await storedWith(s)).toHaveLength(0);
  });

  it('refuses a key someone else sent with 409 and stores nothing', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const key = randomUUID();
    const original = await (await send(subject(), key, owner)).json();
    for (const as of [other, null]) {
      const s = subject();
      const res = await send(s, key, as);
      expect(res.status).toBe(409);
      const text = await res.text();
      expect(JSON.parse(text).error).toMatchObject({ code: 'CONFLICT', message: ERRORS.idempotencyKeyConflict });
      expect(text).not.toContain(original.id);
      expect(await storedWith(s)).toHaveLength(0);
    }
  });
});
