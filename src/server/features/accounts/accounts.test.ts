import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../shared/constants.ts';
import { AUTH, ERRORS, fillText } from '../../../shared/strings.ts';
import { accounts, outboxMails, profiles, sessions } from '../../db/schema.ts';
import { MAIL_TEXTS } from '../../mail/texts.ts';
import { BASE_URL, cookieFrom, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newEmail = () => `warga-${randomUUID().slice(0, 8)}@contoh.id`;

describe('register', () => {
  it('creates a customer profile and answers with the spec success text', async () => {
    const email = newEmail();
    const res = await t.request('POST', '/api/account/register', {
      json: { fullName: 'Andi Mappanyukki', email: email.toUpperCase(), password: 'rahasia-123', confirmPassword: 'rahasia-123' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(AUTH.registerSuccess);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ fullName: 'Andi Mappanyukki', role: 'customer', isAdmin: false });
    expect(res.headers.getSetCookie()).toHaveLength(0); // no auto sign-in: the dialog switches to Login
  });

  it('greets the unproven address of a verification mail as "Bapak/Ibu", never with the name the sign-up typed (issue 33, item 4)', async () => {
    const email = newEmail();
    const fullName = 'PERHATIAN akun bank Anda diblokir segera datang ke kantor';
    const res = await t.request('POST', '/api/account/register', {
      json: { fullName, email, password: 'rahasia-123', confirmPassword: 'rahasia-123' },
    });
    expect(res.status).toBe(201);
    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email));
    expect(mail?.kind).toBe('verification');
    expect(mail!.textBody).toContain('Yth. Bapak/Ibu,');
    expect(mail!.textBody).not.toContain('PERHATIAN');
    expect(mail!.htmlBody).not.toContain('PERHATIAN');
  });

  it('refuses a password that differs from its confirmation, in Indonesian, and stores nothing', async () => {
    const email = newEmail();
    const res = await t.request('POST', '/api/account/register', {
      json: { fullName: 'Budi', email, password: 'rahasia-123', confirmPassword: 'rahasia-124' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(AUTH.passwordMismatch);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
  });

  it('answers an address already registered exactly as a new one, changes nothing and warns the owner by mail (issue 33, item 9)', async () => {
    const owner = await t.createUser({ fullName: 'Pemilik Asli' });
    const fresh = await t.request('POST', '/api/account/register', {
      json: { fullName: 'Baru', email: newEmail(), password: 'rahasia-123', confirmPassword: 'rahasia-123' },
    });
    const taken = await t.request('POST', '/api/account/register', {
      json: { fullName: 'Lain', email: owner.email.toUpperCase(), password: 'rahasia-123', confirmPassword: 'rahasia-123' },
    });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(taken.headers.getSetCookie()).toHaveLength(0);

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(profile?.fullName).toBe('Pemilik Asli');
    expect((await t.request('POST', '/api/account/login', { json: { email: owner.email, password: owner.password } })).status).toBe(200);
    expect((await t.request('POST', '/api/account/login', { json: { email: owner.email, password: 'rahasia-123' } })).status).toBe(401);

    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, owner.email));
    const warning = mails.find((m) => m.kind === 'registration_attempt');
    expect(warning?.subject).toBe(MAIL_TEXTS.registrationAttempt.subject);
    expect(warning?.textBody).toContain('Lupa kata sandi?');
    expect(warning?.textBody).toContain(`${BASE_URL}/lupa-kata-sandi`);
    expect(warning?.userId).toBe(owner.id);
  });

  it('sends the owner at most three of those warnings an hour, and the answer stays the same', async () => {
    const owner = await t.createUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/account/register', {
        json: { fullName: 'Lain', email: owner.email, password: 'rahasia-123', confirmPassword: 'rahasia-123' },
      });
      expect(res.status).toBe(201);
      expect((await res.json()).message).toBe(AUTH.registerSuccess);
    }
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, owner.email));
    expect(mails.filter((m) => m.kind === 'registration_attempt')).toHaveLength(3);
  });

  it('judges the password the same way for an address already registered', async () => {
    const owner = await t.createUser();
    const res = await t.request('POST', '/api/account/register', {
      json: { fullName: 'Lain', email: owner.email, password: '12345678', confirmPassword: '12345678' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(AUTH.passwordWeak);
  });

  it('requires every field', async () => {
    const res = await t.request('POST', '/api/account/register', { json: { email: '', password: '' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['fullName', 'email', 'password']));
  });

  it('hashes the password with argon2id', async () => {
    const user = await t.createUser();
    const [acc] = await t.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(acc?.password).toMatch(/^\$argon2id\$/);
    expect(acc?.password).not.toContain(user.password);
  });
});

describe('login, session and logout', () => {
  it('signs in with an httpOnly SameSite=Lax cookie and reports the current user', async () => {
    const user = await t.createUser({ fullName: 'Citra' });
    const res = await t.request('POST', '/api/account/login', { json: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await (await t.request('GET', '/api/account/me', { headers: { cookie: cookieFrom(res) } })).json();
    expect(me.user).toMatchObject({ email: user.email, fullName: 'Citra', role: 'customer', isAdmin: false });
  });

  it('answers a wrong password with the Indonesian message and no cookie', async () => {
    const user = await t.createUser();
    const res = await t.request('POST', '/api/account/login', { json: { email: user.email, password: 'salah-sekali' } });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe(AUTH.wrongCredentials);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it('asks for e-mail and password in Indonesian when either is missing', async () => {
    const res = await t.request('POST', '/api/account/login', { json: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(AUTH.credentialsRequired);
  });

  it('ends the session on the server at logout', async () => {
    const user = await t.createUser();
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(before.length).toBeGreaterThan(0);
    const res = await t.request('POST', '/api/account/logout', { as: user });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const me = await (await t.request('GET', '/api/account/me', { as: user })).json();
    expect(me.user).toBeNull();
  });

  it('limits failed logins per e-mail with 429', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/account/login', { json: { email: user.email, password: `salah-${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/account/login', { json: { email: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.message).toBe(fillText(AUTH.tooManyAttemptsWait, { wait: '1 detik' }));
  });
});

describe('admin login (DECISIONS.md rule 7)', () => {
  it('lets an admin in', async () => {
    const admin = await t.createUser({ role: 'admin_ujilab' });
    const res = await t.request('POST', '/api/account/admin-login', { json: { email: admin.email, password: admin.password } });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ role: 'admin_ujilab', isAdmin: true });
    expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it('refuses a customer with the right password, creating no session', async () => {
    const user = await t.createUser();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    const res = await t.request('POST', '/api/account/admin-login', { json: { email: user.email, password: user.password } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(AUTH.notAdmin);
    expect(res.headers.getSetCookie()).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('answers a wrong password the same way for a known and an unknown e-mail', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const known = await t.request('POST', '/api/account/admin-login', { json: { email: admin.email, password: 'salah-salah' } });
    const unknown = await t.request('POST', '/api/account/admin-login', { json: { email: newEmail(), password: 'salah-salah' } });
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await known.json()).error.message).toBe(AUTH.wrongCredentials);
    expect((await unknown.json()).error.message).toBe(AUTH.wrongCredentials);
  });
});

describe('profiles', () => {
  it('derives is_admin from the role in the database, so they can never disagree', async () => {
    const user = await t.createUser();
    await t.db.update(profiles).set({ role: 'admin_jembatantif' }).where(eq(profiles.id, user.id));
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p?.isAdmin).toBe(true);
    await expect(t.db.execute(sql`UPDATE profiles SET is_admin = false WHERE id = ${user.id}`)).rejects.toThrow();
  });
});

describe('HTTP conventions', () => {
  it('refuses a cookie-authenticated write from another origin (CSRF)', async () => {
    const user = await t.createUser();
    const res = await t.request('POST', '/api/account/logout', { as: user, headers: { origin: 'https://jahat.example' } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(ERRORS.csrf);
    const me = await (await t.request('GET', '/api/account/me', { as: user })).json();
    expect(me.user).not.toBeNull();
  });

  it('answers malformed JSON with 400 in Indonesian', async () => {
    const res = await t.app.request('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(ERRORS.badJson);
  });

  it('answers an oversize body with 413: JSON past 256 KB, anything past the largest upload form', async () => {
    const json = await t.app.request('/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.id', password: 'x'.repeat(300 * 1024) }),
    });
    expect(json.status).toBe(413);
    expect((await json.json()).error).toMatchObject({ code: 'TOO_LARGE', message: ERRORS.tooLarge });
    const upload = await t.app.request('/api/damage-reports', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_BODY_BYTES + 1) },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(upload.status).toBe(413);
  });

  it('hides the details of an unexpected error behind a 500 with the request id', async () => {
    // A file store that is down: the route fails in a way no handler expects.
    const broken = await createTestApp({
      store: {
        put: async () => {},
        delete: async () => {},
        list: async function* () {},
        get: async () => {
          throw new Error('rahasia internal: stack');
        },
      },
    });
    try {
      const user = await broken.createUser();
      const res = await broken.request('GET', `/files/lab-documents/${user.id}/ktp-1.pdf`, { as: user });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('rahasia internal');
      expect(JSON.parse(text).error).toMatchObject({ code: 'INTERNAL', message: ERRORS.internal });
      expect(JSON.parse(text).error.requestId).toBe(res.headers.get('x-request-id'));
    } finally {
      await broken.close();
    }
  });

  it('sends security headers and a JSON 404 for unknown API paths', async () => {
    const res = await t.app.request('/api/tidak-ada');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await res.json()).error.message).toBe(ERRORS.notFound);
  });

  it('reports health 200 when the database answers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
  });
});
