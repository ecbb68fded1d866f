// One link at a time (issue 33, item 2): using a reset or invitation link, changing or resetting the
// password ends every other link of the account, and no link is stored in a form that works as one.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../../shared/account-strings.ts';
import { outboxMails, verifications } from '../../db/schema.ts';
import { resetIdentifier } from './reset-links.ts';
import { BASE_URL, cookieFrom, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LINK = new RegExp(`${BASE_URL.replace(/[.]/g, '\\.')}/atur-ulang-kata-sandi\\?token=([^&\\s]+)`);

/** The tokens of the reset mails queued for this address, oldest first. */
async function resetTokens(email: string): Promise<string[]> {
  const rows = await t.db
    .select({ text: outboxMails.textBody })
    .from(outboxMails)
    .where(eq(outboxMails.toAddress, email))
    .orderBy(desc(outboxMails.createdAt));
  return rows
    .map((r) => LINK.exec(r.text)?.[1])
    .filter((token): token is string => !!token)
    .map(decodeURIComponent)
    .reverse();
}
const forgot = (email: string) => t.request('POST', '/api/account/forgot-password', { json: { email } });
const reset = (token: string, password: string) =>
  t.request('POST', '/api/account/reset-password', { json: { token, password, confirmPassword: password } });
const login = (email: string, password: string) => t.request('POST', '/api/account/login', { json: { email, password } });

describe('reset links', () => {
  it('of three links asked for, the newest used ends the two older ones', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++) expect((await forgot(user.email)).status).toBe(200);
    const tokens = await resetTokens(user.email);
    expect(tokens).toHaveLength(3);
    expect((await reset(tokens[2]!, 'Pantai-Manakarra-21')).status).toBe(200);
    for (const old of [tokens[0]!, tokens[1]!]) {
      const res = await reset(old, 'Penyerang-Datang-99');
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);
    }
    expect((await login(user.email, 'Pantai-Manakarra-21')).status).toBe(200);
    expect((await login(user.email, 'Penyerang-Datang-99')).status).toBe(401);
  });

  it('a link asked for before a password change no longer works after it', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const [token] = await resetTokens(user.email);
    const changed = await t.request('POST', '/api/account/change-password', {
      as: user,
      json: { currentPassword: user.password, password: 'Sungai-Mandar-2025', confirmPassword: 'Sungai-Mandar-2025' },
    });
    expect(changed.status).toBe(200);
    const res = await reset(token!, 'Penyerang-Datang-99');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);
    expect((await login(user.email, 'Sungai-Mandar-2025')).status).toBe(200);
  });

  it('tells the owner by mail after a reset and after a change, not after a refused change (ASVS 2.2.3)', async () => {
    const changedMails = async (email: string) =>
      (await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email))).filter((m) => m.kind === 'password_changed');
    const user = await t.createUser();
    await forgot(user.email);
    const [token] = await resetTokens(user.email);
    expect((await reset(token!, 'Pantai-Manakarra-21')).status).toBe(200);
    const afterReset = await changedMails(user.email);
    expect(afterReset).toHaveLength(1);
    expect(afterReset[0]!.textBody).toContain(`${BASE_URL}/lupa-kata-sandi`);
    const signedIn = {
      ...user,
      cookie: (await login(user.email, 'Pantai-Manakarra-21')).headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
    const changed = await t.request('POST', '/api/account/change-password', {
      as: signedIn,
      json: { currentPassword: 'Pantai-Manakarra-21', password: 'Sungai-Mandar-2025', confirmPassword: 'Sungai-Mandar-2025' },
    });
    expect(changed.status).toBe(200);
    expect(await changedMails(user.email)).toHaveLength(2);
    // A wrong current password changes nothing and tells nobody.
    const wrong = await t.request('POST', '/api/account/change-password', {
      as: { ...user, cookie: cookieFrom(changed) },
      json: { currentPassword: 'salah-sekali-123', password: 'Sungai-Mandar-2026', confirmPassword: 'Sungai-Mandar-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(await changedMails(user.email)).toHaveLength(2);
  });

  it('keeps no link in the clear: the token from the mail is nowhere in the verifications', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const [token] = await resetTokens(user.email);
    expect(token).toBeTruthy();
    const rows = await t.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }
    // And the stored form is not itself a link.
    const stored = rows[0]!.identifier.slice(rows[0]!.identifier.indexOf(':') + 1);
    const res = await reset(stored, 'Penyerang-Datang-99');
    expect(res.status).toBe(400);
    expect((await reset(token!, 'Pantai-Manakarra-21')).status).toBe(200);
  });

  it('two links of one account used at the same moment: one wins, the other is refused', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    await forgot(user.email);
    const [a, b] = await resetTokens(user.email);
    const answers = await Promise.all([reset(a!, 'Pantai-Manakarra-21'), reset(b!, 'Sungai-Mandar-2025')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('the migration hashes a link stored in the clear before it, and the link keeps working', async () => {
    const user = await t.createUser();
    const token = `lama${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    await t.db.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const migration = fs.readFileSync(new URL('../../db/migrations/0020_hashed_reset_links.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(migration.split('--> statement-breakpoint')[0]!));
    const rows = await t.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(rows.map((r) => r.identifier)).toEqual([resetIdentifier(token)]);
    expect((await reset(token, 'Pantai-Manakarra-21')).status).toBe(200);
  });
});
