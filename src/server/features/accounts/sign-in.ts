import { eq } from 'drizzle-orm';
import type { LoginInput } from '../../../shared/auth-schemas.ts';
import { STAFF } from '../../../shared/staff-account-strings.ts';
import { AUTH } from '../../../shared/strings.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, profiles, sessions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthCaller } from './call-auth.ts';
import { checkCredentials } from './check-credentials.ts';
import { reserveLoginAttempt, type LoginReservation } from './login-limiter.ts';

type SignInArgs = { db: Db; callAuth: AuthCaller; input: LoginInput; clientIp: string };
type SignedIn = { user: SessionUser; setCookies: string[] };

const wrongCredentials = () => new AppError('UNAUTHENTICATED', AUTH.wrongCredentials, { title: AUTH.loginFailed });

async function openSession({ db, callAuth, input }: SignInArgs, attempt: LoginReservation): Promise<SignedIn> {
  const result = await callAuth('/sign-in/email', { email: input.email, password: input.password, rememberMe: true });
  if (!result.ok) {
    // The reserved attempt stays counted as a failure.
    if (result.status === 401 || result.status === 400) throw wrongCredentials();
    throw new Error(`sign-in failed: ${result.status} ${result.code ?? ''}`);
  }
  await attempt.succeeded();
  const signedIn = (result.body as { user: { id: string; emailVerified: boolean } }).user;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, signedIn.id));
  if (!profile) throw new Error('profile missing for signed-in user');
  if (profile.deactivatedAt) {
    // The password was right (so this says nothing to someone guessing), but the account is closed:
    // the session just opened goes at once and no cookie is sent.
    await db.delete(sessions).where(eq(sessions.userId, profile.id));
    throw new AppError('FORBIDDEN', STAFF.accountDeactivated, { title: AUTH.loginFailed });
  }
  return { user: { ...profile, emailVerified: signedIn.emailVerified }, setCookies: result.setCookies };
}

/**
 * Runs `check` as one attempt in flight (login-limiter.ts): other attempts at the account wait for its
 * answer rather than being refused by its count, and it lands whatever the answer.
 */
async function inFlight<T>({ db, input, clientIp }: SignInArgs, check: (attempt: LoginReservation) => Promise<T>): Promise<T> {
  const attempt = await reserveLoginAttempt(db, input.email, clientIp, new Date(), { track: true });
  try {
    return await check(attempt);
  } finally {
    await attempt.finished();
  }
}

/** The public dialog's login: any account. */
export function signIn(args: SignInArgs): Promise<SignedIn> {
  return inFlight(args, (attempt) => openSession(args, attempt));
}

/**
 * DECISIONS.md rule 7: the password is checked before the admin flag, so the answer does not tell
 * whether an e-mail is registered, and a non-admin gets no session at all.
 */
export function adminSignIn(args: SignInArgs): Promise<SignedIn> {
  const { db, input } = args;
  return inFlight(args, async (attempt) => {
    const userId = await checkCredentials({ db }, input.email, input.password);
    if (!userId) throw wrongCredentials();
    const [profile] = await db.select({ isAdmin: profiles.isAdmin }).from(profiles).where(eq(profiles.id, userId));
    if (!profile?.isAdmin) {
      await attempt.succeeded(); // the password was right; only the rights are missing
      throw new AppError('FORBIDDEN', AUTH.notAdmin, { title: AUTH.loginFailed });
    }
    const signedIn = await openSession(args, attempt);
    await db.insert(auditLog).values({ actorId: signedIn.user.id, action: 'admin.login', target: signedIn.user.id });
    return signedIn;
  });
}
