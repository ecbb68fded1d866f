import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { ERRORS } from '../../src/shared/strings.ts';
import { E2E } from './e2e-env.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// ARCHITECTURE.md §6: a form on another site cannot sign a visitor in (login CSRF: the visitor
// then works, and types their data, in the attacker's account) or out. The foreign page runs on
// 127.0.0.1 at another port: another origin but the same site, so the browser even sends the
// SameSite=Lax session cookie along, the strongest case.

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page that posts a hidden form to the portal as soon as it loads. */
function autoSubmitPage(action: string, fields: Record<string, string>, enctype = 'application/x-www-form-urlencoded'): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeAttr(name)}" value="${escapeAttr(value)}">`)
    .join('');
  return (
    `<!doctype html><html><body><form method="POST" action="${escapeAttr(action)}" enctype="${enctype}">${inputs}</form>` +
    '<script>document.forms[0].submit()</script></body></html>'
  );
}

let foreign: Server;
let foreignOrigin: string;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  foreign = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve, reject) => foreign.close((err) => (err ? reject(err) : resolve())));
});

/** Opens the foreign page and waits for the portal's answer to its form. */
async function openForeignPage(page: Page, path: string, target: string) {
  const answer = page.waitForResponse((r) => r.url() === `${E2E.baseUrl}${target}` && r.request().method() === 'POST');
  await page.goto(`${foreignOrigin}${path}`);
  const res = await answer;
  await page.waitForURL(`${E2E.baseUrl}${target}`);
  return res;
}

async function signedInUser(page: Page) {
  const res = await page.request.get(`${E2E.baseUrl}/api/account/me`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { email: string } | null }).user;
}

const sessionCookies = async (page: Page) => (await page.context().cookies(E2E.baseUrl)).filter((c) => c.name.includes('session'));

test("a foreign page cannot sign the visitor into the attacker's account (text/plain JSON form)", async ({ page, request }) => {
  const attacker = await createUser(request);
  // The classic trick: a text/plain form body of `name=value` that reads as JSON.
  const name = `{"email":"${attacker.email}","password":"${attacker.password}","x":"`;
  pages.set('/login', autoSubmitPage(`${E2E.baseUrl}/api/account/login`, { [name]: '"}' }, 'text/plain'));

  const res = await openForeignPage(page, '/login', '/api/account/login');
  expect(res.request().headers().origin).toBe(foreignOrigin);
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(ERRORS.csrf);
  expect(res.headers()['set-cookie']).toBeUndefined();

  expect(await sessionCookies(page)).toEqual([]);
  expect(await signedInUser(page)).toBeNull();
});

test('a foreign page cannot sign a signed-in visitor out', async ({ page, request }) => {
  const visitor = await createUser(request);
  await loginAs(page, visitor);
  expect((await signedInUser(page))?.email).toBe(visitor.email);
  pages.set('/logout', autoSubmitPage(`${E2E.baseUrl}/api/account/logout`, { x: '1' }));

  const res = await openForeignPage(page, '/logout', '/api/account/logout');
  expect(res.request().headers().origin).toBe(foreignOrigin);
  // Same site: the Lax session cookie did ride along, and still the request was refused.
  expect((await res.request().allHeaders()).cookie ?? '').toContain('session_token');
  expect(res.status()).toBe(403);

  expect(await sessionCookies(page)).toHaveLength(1);
  expect((await signedInUser(page))?.email).toBe(visitor.email);
});
