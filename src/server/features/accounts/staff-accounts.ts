import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { ROLE_LABELS } from '../../../shared/roles.ts';
import type { StaffInvite } from '../../../shared/staff-account-schemas.ts';
import { STAFF } from '../../../shared/staff-account-strings.ts';
import type { AdminUserItem } from '../../../shared/users-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, auditLog, profiles, sessions, users, verifications } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { invitationMail } from '../../mail/templates.ts';
import type { AuthCaller } from './call-auth.ts';
import { resetIdentifier, revokeResetLinks } from './reset-links.ts';
import { readAdminUser } from './list-users.ts';

/** How long an invitation link works. */
const INVITATION_MS = 72 * 60 * 60 * 1000;

const notFound = () => new AppError('NOT_FOUND', ADMIN.users.notFound);

/**
 * The invitation link is a reset-password token, stored hashed as better-auth's are, given 72 hours
 * instead of one: the person sets the first password on /atur-ulang-kata-sandi, where resetPassword
 * (accounts/recover-account.ts) creates the credential account, uses the link up with every other
 * one of the account, and marks the address verified.
 */
async function queueInvitation(
  tx: Tx,
  env: Env,
  actor: Actor & object,
  user: { id: string; email: string; fullName: string; role: keyof typeof ROLE_LABELS },
) {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(verifications).values({
    id: randomUUID(),
    identifier: resetIdentifier(token),
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_MS),
  });
  const link = `${env.baseUrl}/atur-ulang-kata-sandi?token=${encodeURIComponent(token)}&undangan=1`;
  await queueMail(tx, {
    kind: 'invitation',
    to: user.email,
    userId: user.id,
    ...invitationMail(user.fullName, ROLE_LABELS[user.role], actor.fullName || actor.email, link),
  });
}

/** A super admin creates a staff account by name, e-mail and role; the person gets the invitation (audited). */
export async function inviteStaff({
  deps: { db, env },
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: StaffInvite;
}): Promise<AdminUserItem> {
  assertCan(actor, 'users.manage');
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`);
    if (taken) throw new AppError('CONFLICT', STAFF.emailTaken, { fields: { email: STAFF.emailTaken } });
    const userId = randomUUID().replace(/-/g, '');
    // No credential account yet: nobody can sign in until the link has set a password.
    await tx.insert(users).values({ id: userId, name: input.fullName, email: input.email, emailVerified: false });
    await tx.update(profiles).set({ role: input.role }).where(eq(profiles.id, userId));
    await queueInvitation(tx, env, actor, { id: userId, email: input.email, fullName: input.fullName, role: input.role });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'user.invite',
      target: userId,
      details: { email: input.email, role: input.role },
    });
    return userId;
  });
  return readAdminUser(db, id);
}

/** A new invitation for someone who has not set a password yet; the links sent before stop working. */
export async function resendInvitation({ db, env, actor, id }: { db: Db; env: Env; actor: Actor; id: string }): Promise<AdminUserItem> {
  assertCan(actor, 'users.manage');
  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(profiles).where(eq(profiles.id, id));
    if (!target) throw notFound();
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')));
    if (credential) throw new AppError('CONFLICT', STAFF.notPending);
    await revokeResetLinks(tx, id);
    await queueInvitation(tx, env, actor, target);
    await tx.insert(auditLog).values({ actorId: actor.id, action: 'user.invite-resend', target: id, details: { email: target.email } });
  });
  return readAdminUser(db, id);
}

/**
 * Deactivate: the account's sessions end in the same transaction, sign-in is refused from then on,
 * its requests and history stay. Reactivate undoes it. A super admin cannot lock themselves out.
 */
export async function setAccountActive({
  db,
  actor,
  id,
  active,
}: {
  db: Db;
  actor: Actor;
  id: string;
  active: boolean;
}): Promise<AdminUserItem> {
  assertCan(actor, 'users.manage');
  if (!active && id === actor.id) throw new AppError('VALIDATION', STAFF.notSelf);
  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
    if (!target) throw notFound();
    if (Boolean(target.deactivatedAt) === !active) return;
    await tx
      .update(profiles)
      .set({ deactivatedAt: active ? null : sql`now()` })
      .where(eq(profiles.id, id));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: active ? 'user.reactivate' : 'user.deactivate',
      target: id,
      details: { email: target.email, role: target.role },
    });
  });
  return readAdminUser(db, id);
}

/** "Kirim tautan atur ulang kata sandi": the same e-mail better-auth sends for "Lupa kata sandi?" (audited). */
export async function sendPasswordReset({
  db,
  actor,
  callAuth,
  id,
}: {
  db: Db;
  actor: Actor;
  callAuth: AuthCaller;
  id: string;
}): Promise<void> {
  assertCan(actor, 'users.manage');
  const [target] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, id));
  if (!target) throw notFound();
  const result = await callAuth('/request-password-reset', { email: target.email });
  if (!result.ok) throw new Error(`request-password-reset failed: ${result.status} ${result.code ?? ''}`);
  await db.insert(auditLog).values({ actorId: actor.id, action: 'user.password-reset', target: id, details: { email: target.email } });
}
