// Registration that cannot be used to flood or to choose a guessable password (docs/decisions/008-registration-and-upload-quota.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../../../shared/strings.ts';
import { profiles } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTER_LIMIT_PER_HOUR: '10' } });
});
afterAll(() => t.close());

const newEmail = () => `warga-${randomUUID().slice(0, 8)}@contoh.id`;
const register = (body: { fullName: string; email: string; password: string }, ip: string) =>
  t.request('POST', '/api/account/register', { json: { ...body, confirmPassword: body.password }, headers: { 'x-forwarded-for': ip } });
const stored = async (email: string) => (await t.db.select().from(profiles).where(eq(profiles.email, email))).length;

describe('registration', () => {
  it('takes at most 10 new accounts an hour from one address', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 10; i++) {
      expect((await register({ fullName: `Warga ${i}`, email: newEmail(), password: `Sungai-Karama-${i}x7` }, ip)).status).toBe(201);
    }
    const email = newEmail();
    const eleventh = await register({ fullName: 'Warga 11', email, password: 'Sungai-Karama-11x7' }, ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('3600');
    expect(await stored(email)).toBe(0);
    expect((await register({ fullName: 'Tetangga', email: newEmail(), password: 'Sungai-Karama-12x7' }, '203.0.113.250')).status).toBe(201);
  });

  it.each([
    ['12345678'],
    ['password'],
    ['qwertyuiop'],
    ['bismillah123'],
    ['indonesia1945'],
    ['sayangku123'],
    ['pupr12345'],
    ['Sulbar2024'],
    ['11111111'],
  ])('refuses the common password %s in Indonesian and stores nothing', async (password) => {
    const email = newEmail();
    const res = await register({ fullName: 'Andi Mappanyukki', email, password }, '10.9.9.9');
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe(AUTH.passwordWeak);
    expect(error.fields.password).toBe(AUTH.passwordWeak);
    expect(error.title).toBe(AUTH.registerFailed);
    expect(await stored(email)).toBe(0);
  });

  it('refuses a password that is the e-mail or the name', async () => {
    const email = `rahmawati.sari.${randomUUID().slice(0, 4)}@contoh.id`;
    for (const password of [email, email.split('@')[0]!, 'Rahmawati Sari Putri', 'rahmawati123']) {
      const res = await register({ fullName: 'Rahmawati Sari Putri', email, password }, '10.9.9.10');
      expect(res.status, password).toBe(400);
      expect([AUTH.passwordLikeIdentity, AUTH.passwordWeak]).toContain((await res.json()).error.message);
    }
    expect(await stored(email)).toBe(0);
  });

  it('takes a password of a few uncommon words', async () => {
    for (const password of ['Jembatan-Mamuju-77', 'kopi susu panas pagi', 'Tr4ns-S3l4tan!']) {
      const email = newEmail();
      expect((await register({ fullName: 'Andi', email, password }, '10.9.9.11')).status, password).toBe(201);
      expect(await stored(email)).toBe(1);
    }
  });
});
