import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../shared/auth-schemas.ts';
import { ACCOUNT } from '../../../shared/account-strings.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthCaller } from './call-auth.ts';
import { queueMail } from '../../mail/outbox.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { passwordProblem } from './password-strength.ts';
import { revokeResetLinks } from './reset-links.ts';

/** The signed-in user's own name, in the profile and in better-auth's user row. */
export async function changeOwnName({ db, user, fullName }: { db: Db; user: SessionUser; fullName: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName }).where(eq(profiles.id, user.id));
    await tx.update(users).set({ name: fullName, updatedAt: new Date() }).where(eq(users.id, user.id));
  });
}

/**
 * A new password with the current one; every other session ends (better-auth gives this browser a
 * new session cookie, returned for the route to set), and so does every reset link asked for before.
 */
export async function changeOwnPassword({
  db,
  baseUrl,
  callAuth,
  user,
  input,
}: {
  db: Db;
  baseUrl: string;
  callAuth: AuthCaller;
  user: SessionUser;
  input: ChangePasswordInput;
}): Promise<string[]> {
  const weak = await passwordProblem(input.password, { email: user.email, fullName: user.fullName });
  if (weak) throw new AppError('VALIDATION', weak, { title: ACCOUNT.settingsTitle, fields: { password: weak } });
  const result = await callAuth('/change-password', {
    currentPassword: input.currentPassword,
    newPassword: input.password,
    revokeOtherSessions: true,
  });
  if (result.ok) {
    // After better-auth's change, not before: a wrong current password must leave the links alone.
    // The owner hears of the change (ASVS 2.2.3): a stolen session could have made it.
    await db.transaction(async (tx) => {
      await revokeResetLinks(tx, user.id);
      await queueMail(tx, {
        kind: 'password_changed',
        to: user.email,
        userId: user.id,
        ...passwordChangedMail(user.fullName, new Date(), `${baseUrl}/lupa-kata-sandi`),
      });
    });
    return result.setCookies;
  }
  if (result.code === 'INVALID_PASSWORD' || result.status === 400) {
    throw new AppError('VALIDATION', ACCOUNT.currentPasswordWrong, {
      title: ACCOUNT.settingsTitle,
      fields: { currentPassword: ACCOUNT.currentPasswordWrong },
    });
  }
  throw new Error(`change-password failed: ${result.status} ${result.code ?? ''}`);
}
