import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../shared/auth-schemas.ts';
import { ACCOUNT } from '../../../shared/account-strings.ts';
import type { Db } from '../../db/client.ts';
import { profiles, verifications } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { countHit } from '../../http/rate-limit.ts';
import type { AuthCaller } from './call-auth.ts';
import { passwordProblem } from './password-strength.ts';

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

/** Sets the new password from an e-mailed link (same rules as registration); the link then stops working. */
export async function resetPassword({ db, callAuth, input }: { db: Db; callAuth: AuthCaller; input: ResetPasswordInput }): Promise<void> {
  const [pending] = await db
    .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${input.token}`))
    .limit(1);
  if (!pending || pending.expiresAt < new Date()) throw linkInvalid();
  const [profile] = await db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, pending.userId));
  const weak = await passwordProblem(input.password, { email: profile?.email ?? '', fullName: profile?.fullName ?? '' });
  if (weak) throw new AppError('VALIDATION', weak, { title: ACCOUNT.resetTitle, fields: { password: weak } });
  const result = await callAuth('/reset-password', { token: input.token, newPassword: input.password });
  if (result.ok) return;
  if (result.code === 'INVALID_TOKEN' || result.code === 'USER_NOT_FOUND') throw linkInvalid();
  throw new Error(`reset-password failed: ${result.status} ${result.code ?? ''}`);
}
