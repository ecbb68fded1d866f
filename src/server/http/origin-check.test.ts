import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/strings.ts';
import { BASE_URL, cookieFrom, createTestApp, type TestApp } from '../test/harness.ts';

// ARCHITECTURE.md §6: a state-changing request whose browser names its source (Origin, else
// Sec-Fetch-Site) must come from the portal's own origin, with or without a cookie.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FOREIGN = 'https://jahat.example';

/** A raw request: exactly the headers given, no default Origin, no cookie unless given. */
function send(path: string, headers: Record<string, string>, json: unknown = {}) {
  return t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(json) });
}

async function expectCsrfRefusal(res: Response) {
  expect(res.status).toBe(403);
  expect(res.headers.getSetCookie()).toEqual([]);
  expect((await res.json()).error).toMatchObject({ code: 'FORBIDDEN', message: ERRORS.csrf });
}

const newAccount = () => {
  const password = `Rahasia-${randomUUID().slice(0, 8)}`;
  return { fullName: 'Penyerang', email: `penyerang-${randomUUID().slice(0, 8)}@contoh.id`, password, confirmPassword: password };
};

describe('cross-site sign-in, registration and sign-out without a cookie', () => {
  it('refuses a login from another origin: 403, no session cookie', async () => {
    const attacker = await t.createUser();
    await expectCsrfRefusal(await send('/api/account/login', { origin: FOREIGN }, { email: attacker.email, password: attacker.password }));
  });

  it('refuses Origin: null (a sandboxed or redirected page) as not our origin', async () => {
    const attacker = await t.createUser();
    await expectCsrfRefusal(await send('/api/account/login', { origin: 'null' }, { email: attacker.email, password: attacker.password }));
  });

  it('refuses a registration and a logout from another origin', async () => {
    const account = newAccount();
    await expectCsrfRefusal(await send('/api/account/register', { origin: FOREIGN }, account));
    // Nothing was stored: the same account can still be registered from our own origin.
    expect((await t.request('POST', '/api/account/register', { json: account })).status).toBe(201);
    await expectCsrfRefusal(await send('/api/account/logout', { origin: FOREIGN }));
  });

  it('refuses Sec-Fetch-Site cross-site and same-site when the browser sends no Origin', async () => {
    const attacker = await t.createUser();
    const credentials = { email: attacker.email, password: attacker.password };
    await expectCsrfRefusal(await send('/api/account/login', { 'sec-fetch-site': 'cross-site' }, credentials));
    await expectCsrfRefusal(await send('/api/account/login', { 'sec-fetch-site': 'same-site' }, credentials));
    await expectCsrfRefusal(await send('/api/account/logout', { 'sec-fetch-site': 'cross-site' }));
  });

  it('judges a request with neither header by its credentials alone (CLI, API clients)', async () => {
    const user = await t.createUser();
    const res = await send('/api/account/login', {}, { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(cookieFrom(res)).toContain('pupr');
  });

  it('lets our own origin, and Sec-Fetch-Site same-origin, sign in and out', async () => {
    const user = await t.createUser();
    const credentials = { email: user.email, password: user.password };
    const own = await send('/api/account/login', { origin: BASE_URL }, credentials);
    expect(own.status).toBe(200);
    const sameOrigin = await send('/api/account/login', { 'sec-fetch-site': 'same-origin' }, credentials);
    expect(sameOrigin.status).toBe(200);
    const cookie = cookieFrom(sameOrigin);
    const out = await send('/api/account/logout', { origin: BASE_URL, 'sec-fetch-site': 'same-origin', cookie });
    expect(out.status).toBe(200);
    // The session ended on the server: the old cookie no longer names a user.
    const me = await t.app.request('/api/account/me', { headers: { cookie } });
    expect((await me.json()).user).toBeNull();
  });

  it('still lets anyone read: GET is never refused for its origin', async () => {
    const res = await t.app.request('/api/account/me', { headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });
});

describe('a cookie-authenticated write from another site', () => {
  it('is refused by Origin and by Sec-Fetch-Site, and the session stays', async () => {
    const user = await t.createUser();
    await expectCsrfRefusal(await send('/api/account/logout', { origin: FOREIGN, cookie: user.cookie }));
    await expectCsrfRefusal(await send('/api/account/logout', { 'sec-fetch-site': 'same-site', cookie: user.cookie }));
    const me = await (await t.request('GET', '/api/account/me', { as: user })).json();
    expect(me.user?.email).toBe(user.email);
  });
});
