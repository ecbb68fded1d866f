import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles, sessions } from './db/schema.ts';
import { SESSION_CONFIRM_MS } from './session-cache.ts';
import { createTestApp, type TestApp, type TestUser } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Who /api/account/me says is signed in with this user's cookie. */
const me = async (user: TestUser) =>
  ((await (await t.request('GET', '/api/account/me', { as: user })).json()) as { user: { id: string; role: string } | null }).user;

describe('a session confirmed a moment ago (issue 18, item 2)', () => {
  it('is taken as open for at most SESSION_CONFIRM_MS after another worker closed it', async () => {
    const user = await t.createUser();
    expect(await me(user)).toMatchObject({ id: user.id });
    // Another worker signs it out: the row goes, and this worker has not heard.
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await me(user)).toMatchObject({ id: user.id });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CONFIRM_MS + 1 });
    expect(await me(user)).toBeNull();
  });

  it('is closed at once when it is signed out through this worker', async () => {
    const user = await t.createUser();
    expect(await me(user)).toMatchObject({ id: user.id });
    expect((await t.request('POST', '/api/account/logout', { as: user })).status).toBe(200);
    expect(await me(user)).toBeNull();
  });

  it('loses a role or a closed account at once, on every worker: those are read on every request', async () => {
    const staff = await t.createUser({ role: 'admin_ujilab' });
    expect(await me(staff)).toMatchObject({ role: 'admin_ujilab' });
    // Changed as another worker would change them, without a word to this one.
    await t.db.update(profiles).set({ role: 'customer' }).where(eq(profiles.id, staff.id));
    expect(await me(staff)).toMatchObject({ role: 'customer' });
    expect((await t.request('GET', '/api/admin/ujilab', { as: staff })).status).toBe(403);
    await t.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, staff.id));
    expect(await me(staff)).toBeNull();
  });
});
