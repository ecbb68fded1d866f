import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import type { Role } from '../../src/shared/roles.ts';
import { E2E } from './e2e-env.ts';

export type E2EUser = { email: string; password: string; fullName: string; role: Role };

/** The running e2e portal's own database (its address is in DATA_DIR/runtime.json). */
export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const { url } = JSON.parse(fs.readFileSync(path.join(E2E.dataDir, 'runtime.json'), 'utf8')) as { url: string };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Registers a user through the API (and sets its role in the database for staff roles). */
/** A registered account; `verified`: its address proven, so the portal's notices reach it (ADR 046). */
export async function createUser(
  request: APIRequestContext,
  opts: { role?: Role; fullName?: string; verified?: boolean } = {},
): Promise<E2EUser> {
  const email = `e2e-${randomUUID().slice(0, 10)}@contoh.id`;
  const password = `Rahasia-${randomUUID().slice(0, 8)}`;
  const fullName = opts.fullName ?? `Warga ${email.slice(4, 8).toUpperCase()}`;
  const res = await request.post('/api/account/register', { data: { fullName, email, password, confirmPassword: password } });
  expect(res.status(), await res.text()).toBe(201);
  const role = opts.role ?? 'customer';
  if (role !== 'customer') await withDb((db) => db.query('UPDATE profiles SET role = $1 WHERE email = $2', [role, email]));
  if (opts.verified) await withDb((db) => db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]));
  return { email, password, fullName, role };
}

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function loginAs(page: Page, user: E2EUser): Promise<void> {
  const path = user.role === 'customer' ? '/api/account/login' : '/api/account/admin-login';
  const res = await page.request.post(path, { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // A map tile that cannot load is the offline case the maps are built for, not a fault.
        if (m.type() === 'error' && !m.location().url.startsWith(E2E.mapTileOrigin)) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
    },
    { auto: true },
  ],
});
export { expect };
