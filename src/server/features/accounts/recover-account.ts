import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../shared/auth-schemas.ts';
import { ACCOUNT } from '../../../shared/account-strings.ts';
import { hashPassword } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { accounts, auditLog, profiles, sessions, users, verifications } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { countHit } from '../../http/rate-limit.ts';
import { queueMail } from '../../mail/outbox.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import type { AuthCaller } from './call-auth.ts';
import { clearAccountLock } from './login-limiter.ts';
import { passwordProblem } from './password-strength.ts';
import { resetIdentifier, revokeResetLinks } from './reset-links.ts';

const HOUR = 60 * 60 * 1000;
/** Reset links one address may ask for in an hour; more get the same neutral answer and no mail. */
const RESET_MAILS_PER_HOUR = 3;
// The answer takes at least this long, whether or not the e-mail is registered (no timing oracle).
const NEUTRAL_ANSWER_MS = 400;

const linkInvalid = () =>
  new AppError('VALIDATION', ACCOUNT.resetLinkInvalid, { title: ACCOUNT.resetTitle, fields: { token: ACCOUNT.resetLinkInvalid } });

/**
 * "Lupa kata sandi?": the same answer whether or not the address is registered. better-auth writes
 * the single-use token and calls our sendResetPassword (auth.ts), which queues the mail.
 */
export async function requestPasswordReset({ db, callAuth, email }: { db: Db; callAuth: AuthCaller; email: string }): Promise<void> {
  const started = Date.now();
  try {
    if ((await countHit(db, `reset:${email}`, HOUR)) > RESET_MAILS_PER_HOUR) return;
    const result = await callAuth('/request-password-reset', { email });
    if (!result.ok) throw new Error(`request-password-reset failed: ${result.status} ${result.code ?? ''}`);
  } finally {
    const left = NEUTRAL_ANSWER_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
}

/**
 * Sets the new password from an e-mailed reset or invitation link (same rules as registration). In
 * one transaction the link is used up, every other link and every session of the account ends, and
 * the address counts as verified (the link reached it). Two links of one account used at the same
 * moment cannot both win: the account's row is locked first.
 */
export async function resetPassword({ db, baseUrl, input }: { db: Db; baseUrl: string; input: ResetPasswordInput }): Promise<void> {
  const identifier = resetIdentifier(input.token);
  const [pending] = await db
    .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .limit(1);
  if (!pending || pending.expiresAt < new Date()) throw linkInvalid();
  const [profile] = await db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, pending.userId));
  if (!profile) throw linkInvalid();
  const weak = await passwordProblem(input.password, { email: profile.email, fullName: profile.fullName });
  if (weak) throw new AppError('VALIDATION', weak, { title: ACCOUNT.resetTitle, fields: { password: weak } });
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    const userId = pending.userId;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [used] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifier), eq(verifications.value, userId), gt(verifications.expiresAt, sql`now()`)))
      .returning({ id: verifications.id });
    if (!used) throw linkInvalid();
    await revokeResetLinks(tx, userId);
    const [credential] = await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    // An invitation's first password: the credential account is made here, as better-auth would.
    if (!credential) {
      await tx
        .insert(accounts)
        .values({ id: randomUUID().replace(/-/g, ''), userId, accountId: userId, providerId: 'credential', password: passwordHash });
    } else {
      // A password replaced: the owner hears of it, in case the link was not theirs to use (ASVS 2.2.3).
      await queueMail(tx, {
        kind: 'password_changed',
        to: profile.email,
        userId,
        ...passwordChangedMail(profile.fullName, new Date(), `${baseUrl}/lupa-kata-sandi`),
      });
    }
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .insert(auditLog)
      .values({ actorId: userId, action: 'account.password-reset', target: userId, details: { email: profile.email } });
  });
  await clearAccountLock(db, profile.email);
}
