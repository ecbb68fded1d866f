import { Hono } from 'hono';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  type LoginInput,
} from '../../../shared/auth-schemas.ts';
import { AUTH } from '../../../shared/strings.ts';
import { ACCOUNT } from '../../../shared/account-strings.ts';
import { requireUser, type AppContext, type AppEnv, type SessionUser } from '../../context.ts';
import { jsonInput } from '../../http/input.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { authCallerFor } from './call-auth.ts';
import { changeOwnName, changeOwnPassword } from './account-settings.ts';
import { requestPasswordReset, resetPassword } from './recover-account.ts';
import { registerAccount } from './register-account.ts';
import { resendVerification, verifyEmail } from './verify-email.ts';
import { adminSignIn, signIn } from './sign-in.ts';

export const publicUser = (u: SessionUser) => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  role: u.role,
  isAdmin: u.isAdmin,
  emailVerified: u.emailVerified,
  createdAt: u.createdAt.toISOString(),
});

const forwardCookies = (c: AppContext, cookies: string[]) => {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
};

const signInArgs = (c: AppContext, input: LoginInput) => ({
  db: c.get('deps').db,
  callAuth: authCallerFor(c),
  input,
  clientIp: c.get('clientIp')(),
});

export const accountRoutes = new Hono<AppEnv>()
  .post('/register', jsonInput(registerSchema), async (c) => {
    const { db, env } = c.get('deps');
    await registerAccount({ db, callAuth: authCallerFor(c), baseUrl: env.baseUrl, input: c.req.valid('json') });
    return c.json({ ok: true, message: AUTH.registerSuccess }, 201);
  })
  .post('/login', jsonInput(loginSchema), async (c) => {
    const { user, setCookies } = await signIn(signInArgs(c, c.req.valid('json')));
    forwardCookies(c, setCookies);
    return c.json({ user: publicUser(user) });
  })
  .post('/admin-login', jsonInput(loginSchema), async (c) => {
    const { user, setCookies } = await adminSignIn(signInArgs(c, c.req.valid('json')));
    forwardCookies(c, setCookies);
    return c.json({ user: publicUser(user) });
  })
  .post('/logout', async (c) => {
    const result = await authCallerFor(c)('/sign-out');
    forwardCookies(c, result.setCookies);
    return c.json({ ok: true });
  })
  .post(
    '/forgot-password',
    rateLimit({ name: 'forgot-password', max: 10, windowMs: 60 * 60 * 1000 }),
    jsonInput(forgotPasswordSchema),
    async (c) => {
      await requestPasswordReset({ db: c.get('deps').db, callAuth: authCallerFor(c), email: c.req.valid('json').email });
      return c.json({ ok: true, message: ACCOUNT.forgotSent });
    },
  )
  .post(
    '/reset-password',
    rateLimit({ name: 'reset-password', max: 20, windowMs: 60 * 60 * 1000 }),
    jsonInput(resetPasswordSchema),
    async (c) => {
      await resetPassword({ db: c.get('deps').db, baseUrl: c.get('deps').env.baseUrl, input: c.req.valid('json') });
      return c.json({ ok: true, message: ACCOUNT.resetSuccess });
    },
  )
  .post(
    '/verify-email',
    rateLimit({ name: 'verify-email', max: 30, windowMs: 60 * 60 * 1000 }),
    jsonInput(verifyEmailSchema),
    async (c) => {
      await verifyEmail({ auth: c.get('deps').auth, token: c.req.valid('json').token });
      return c.json({ ok: true, message: ACCOUNT.verifySuccess });
    },
  )
  .post('/resend-verification', async (c) => {
    const user = await requireUser(c);
    await resendVerification({ db: c.get('deps').db, callAuth: authCallerFor(c), user });
    return c.json({ ok: true, message: ACCOUNT.resendVerificationSent });
  })
  .patch('/profile', jsonInput(profileSchema), async (c) => {
    const user = await requireUser(c);
    await changeOwnName({ db: c.get('deps').db, user, fullName: c.req.valid('json').fullName });
    return c.json({ ok: true, message: ACCOUNT.profileSaved });
  })
  .post('/change-password', jsonInput(changePasswordSchema), async (c) => {
    const user = await requireUser(c);
    forwardCookies(
      c,
      await changeOwnPassword({
        db: c.get('deps').db,
        baseUrl: c.get('deps').env.baseUrl,
        callAuth: authCallerFor(c),
        user,
        input: c.req.valid('json'),
      }),
    );
    return c.json({ ok: true, message: ACCOUNT.passwordChanged });
  })
  .get('/me', async (c) => {
    const user = await c.get('user')();
    c.header('cache-control', 'no-store');
    return c.json({ user: user ? publicUser(user) : null });
  });
