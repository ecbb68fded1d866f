// Staff accounts from the users page (issue 13, item 9), with mail through a real SMTP server.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../../shared/account-strings.ts';
import { STAFF } from '../../../shared/staff-account-strings.ts';
import type { AdminUserItem } from '../../../shared/users-schemas.ts';
import { auditLog, users, verifications } from '../../db/schema.ts';
import { resetIdentifier } from './reset-links.ts';
import { startJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { BASE_URL, cookieFrom, createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { linkIn, startSmtp, toAddress } from '../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let jobs: JobRunner;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ isolated: true, env: { SMTP_URL: smtp.url } });
  jobs = await startJobRunner(t.deps, { pollInterval: 200 });
  admin = await t.createUser({ role: 'super_admin', fullName: 'Kepala Subbag Umum' });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
  await smtp.stop();
});

const newEmail = () => `staf-${randomUUID().slice(0, 8)}@contoh.id`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const login = (email: string, password: string) => t.request('POST', '/api/account/login', { json: { email, password } });
const setPassword = (token: string, password: string) =>
  t.request('POST', '/api/account/reset-password', { json: { token, password, confirmPassword: password } });
const invite = (email: string, role = 'admin_ujilab') =>
  t.request('POST', '/api/admin/users', { as: admin, json: { fullName: 'Nurul Hidayah', email, role } });

describe('inviting a staff member', () => {
  it('creates the account with its role; the e-mailed link (72 h) sets the password once, and the address counts as verified', async () => {
    const email = newEmail();
    const res = await invite(email.toUpperCase());
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminUserItem;
    expect(created).toMatchObject({ email, role: 'admin_ujilab', pendingInvitation: true, deactivatedAt: null });

    const mail = await smtp.waitFor((m) => toAddress(m) === email);
    expect(mail.subject).toBe('Undangan akun staf Portal PUPR Sulawesi Barat');
    expect(mail.text).toContain('Kepala Subbag Umum');
    expect(mail.text).toContain('Admin Uji Lab');
    const link = linkIn(mail, `${BASE_URL}/atur-ulang-kata-sandi?token=`);
    expect(link).toContain('undangan=1');
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, resetIdentifier(tokenOf(link))));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);

    // Nobody can sign in before the link is used.
    expect((await login(email, 'apa-saja-apa-saja')).status).toBe(401);
    const password = 'Laboratorium-Mamuju-26';
    expect((await setPassword(tokenOf(link), password)).status).toBe(200);
    const signedIn = await login(email, password);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user).toMatchObject({ role: 'admin_ujilab', emailVerified: true });
    const reused = await setPassword(tokenOf(link), 'Lain-Lagi-Sandi-77');
    expect((await reused.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.target, created.id)));
    expect(audit).toMatchObject({ actorId: admin.id, details: { email, role: 'admin_ujilab' } });
  });

  it('an expired invitation says so in Indonesian; the super admin sends a new one', async () => {
    const email = newEmail();
    const created = (await (await invite(email)).json()) as AdminUserItem;
    const first = await smtp.waitFor((m) => toAddress(m) === email);
    await t.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.value, created.id));
    const expired = await setPassword(tokenOf(linkIn(first, `${BASE_URL}/atur-ulang-kata-sandi?token=`)), 'Laboratorium-Mamuju-26');
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);

    expect((await t.request('POST', `/api/admin/users/${created.id}/invitation`, { as: admin })).status).toBe(200);
    const second = await smtp.waitFor((m) => toAddress(m) === email && m !== first);
    expect((await setPassword(tokenOf(linkIn(second, `${BASE_URL}/atur-ulang-kata-sandi?token=`)), 'Laboratorium-Mamuju-26')).status).toBe(
      200,
    );
    const again = await t.request('POST', `/api/admin/users/${created.id}/invitation`, { as: admin });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(STAFF.notPending);
  });

  it('a resent invitation ends the first link at once; once the new one is used, neither works (issue 33, item 2)', async () => {
    const email = newEmail();
    const created = (await (await invite(email)).json()) as AdminUserItem;
    const first = tokenOf(linkIn(await smtp.waitFor((m) => toAddress(m) === email), `${BASE_URL}/atur-ulang-kata-sandi?token=`));
    expect((await t.request('POST', `/api/admin/users/${created.id}/invitation`, { as: admin })).status).toBe(200);
    const secondMail = await smtp.waitFor(
      (m) => toAddress(m) === email && tokenOf(linkIn(m, `${BASE_URL}/atur-ulang-kata-sandi?token=`)) !== first,
    );
    const second = tokenOf(linkIn(secondMail, `${BASE_URL}/atur-ulang-kata-sandi?token=`));

    const early = await setPassword(first, 'Penyerang-Datang-99');
    expect(early.status).toBe(400);
    expect((await early.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);
    expect((await setPassword(second, 'Laboratorium-Mamuju-26')).status).toBe(200);
    for (const token of [first, second]) {
      const late = await setPassword(token, 'Penyerang-Datang-99');
      expect((await late.json()).error.message).toBe(ACCOUNT.resetLinkInvalid);
    }
    expect((await login(email, 'Laboratorium-Mamuju-26')).status).toBe(200);
    expect(await t.db.select().from(verifications).where(eq(verifications.value, created.id))).toEqual([]);
  });

  it('refuses an address already registered, a customer role, and anyone but the super admin; nothing is created', async () => {
    const existing = await t.createUser();
    const taken = await invite(existing.email);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe(STAFF.emailTaken);
    const email = newEmail();
    const customer = await invite(email, 'customer');
    expect(customer.status).toBe(400);
    expect((await customer.json()).error.message).toBe(STAFF.roleStaffOnly);
    const byStaff = await t.request('POST', '/api/admin/users', {
      as: await t.createUser({ role: 'admin_sirekanan' }),
      json: { fullName: 'X', email, role: 'admin_ujilab' },
    });
    expect(byStaff.status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('deactivating an account', () => {
  it('ends its sessions at once, refuses sign-in in Indonesian, keeps its history; reactivating lets it in again', async () => {
    const staff = await t.createUser({ role: 'admin_sirekanan' });
    expect((await t.request('GET', '/api/admin/summary', { as: staff })).status).toBe(200);

    const off = await t.request('POST', `/api/admin/users/${staff.id}/deactivate`, { as: admin });
    expect(off.status).toBe(200);
    expect(((await off.json()) as AdminUserItem).deactivatedAt).not.toBeNull();
    expect((await t.request('GET', '/api/admin/summary', { as: staff })).status).toBe(401);
    const refused = await login(staff.email, staff.password);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(STAFF.accountDeactivated);
    expect(refused.headers.get('set-cookie')).toBeNull();

    const on = await t.request('POST', `/api/admin/users/${staff.id}/reactivate`, { as: admin });
    expect(((await on.json()) as AdminUserItem).deactivatedAt).toBeNull();
    const back = await login(staff.email, staff.password);
    expect(back.status).toBe(200);
    expect((await t.request('GET', '/api/admin/summary', { headers: { cookie: cookieFrom(back) } })).status).toBe(200);

    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.target, staff.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.deactivate', 'user.reactivate']));
  });

  it('does not let the super admin lock themselves out', async () => {
    const self = await t.request('POST', `/api/admin/users/${admin.id}/deactivate`, { as: admin });
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe(STAFF.notSelf);
  });
});

describe('a reset link from the users page', () => {
  it('sends the same e-mail as "Lupa kata sandi?", audited', async () => {
    const staff = await t.createUser({ role: 'admin_jembatantif' });
    const res = await t.request('POST', `/api/admin/users/${staff.id}/password-reset`, { as: admin });
    expect(res.status).toBe(200);
    // (Its registration already brought a verification mail; the reset is the one this is about.)
    const mail = await smtp.waitFor(
      (m) => toAddress(m) === staff.email && m.subject === 'Atur ulang kata sandi Portal PUPR Sulawesi Barat',
    );
    expect((await setPassword(tokenOf(linkIn(mail, `${BASE_URL}/atur-ulang-kata-sandi?token=`)), 'Jembatan-Baru-Mamasa-9')).status).toBe(
      200,
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password-reset'), eq(auditLog.target, staff.id)));
    expect(audit?.actorId).toBe(admin.id);
  });
});
