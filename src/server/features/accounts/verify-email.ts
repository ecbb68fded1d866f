import { ACCOUNT } from '../../../shared/account-strings.ts';
import type { Auth } from '../../auth.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { countHit } from '../../http/rate-limit.ts';
import type { AuthCaller } from './call-auth.ts';

const HOUR = 60 * 60 * 1000;
/** Verification mails one account may ask for again in an hour. */
const VERIFICATION_RESENDS_PER_HOUR = 3;

/** Marks the address verified from the e-mailed link (a signed token that expires after 24 h). */
export async function verifyEmail({ auth, token }: { auth: Auth; token: string }): Promise<void> {
  try {
    // What the workers confirmed of the session still says 'not verified': the write to users makes
    // each confirm it again (cache/changes.ts).
    await auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    // better-auth answers an expired, altered or unknown token with an APIError (400/401).
    if (err instanceof Error && 'statusCode' in err && Number((err as { statusCode: number }).statusCode) < 500) {
      throw new AppError('VALIDATION', ACCOUNT.verifyLinkInvalid, { title: ACCOUNT.verifyTitle });
    }
    throw err;
  }
}

/** "Kirim ulang email verifikasi" on the dashboard. */
export async function resendVerification({ db, callAuth, user }: { db: Db; callAuth: AuthCaller; user: SessionUser }): Promise<void> {
  if (user.emailVerified) return;
  if ((await countHit(db, `verify-resend:${user.id}`, HOUR)) > VERIFICATION_RESENDS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', ACCOUNT.resendVerificationLimited);
  }
  const result = await callAuth('/send-verification-email', { email: user.email });
  if (!result.ok) throw new Error(`send-verification-email failed: ${result.status} ${result.code ?? ''}`);
}
