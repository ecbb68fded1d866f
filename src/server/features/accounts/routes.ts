import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { loginSchema, registerSchema } from '../../../shared/auth-schemas.ts';
import { AUTH } from '../../../shared/strings.ts';
import { CLIENT_IP_HEADER } from '../../auth.ts';
import type { AppContext, AppEnv, SessionUser } from '../../context.ts';
import { auditLog, profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import { callAuth, forwardCookies } from './call-auth.ts';
import { checkCredentials } from './check-credentials.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-limiter.ts';

export const publicUser = (u: SessionUser) => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  role: u.role,
  isAdmin: u.isAdmin,
  createdAt: u.createdAt.toISOString(),
});

const clientIpOf = (c: AppContext) => c.req.header(CLIENT_IP_HEADER) ?? 'unknown';

async function signIn(c: AppContext, email: string, password: string) {
  const { db } = c.get('deps');
  const result = await callAuth(c, '/sign-in/email', { email, password, rememberMe: true });
  if (!result.ok) {
    if (result.status === 401 || result.status === 400) {
      await recordLoginFailure(db, email, clientIpOf(c));
      throw new AppError('UNAUTHENTICATED', AUTH.wrongCredentials, { title: AUTH.loginFailed });
    }
    throw new Error(`sign-in failed: ${result.status} ${result.code ?? ''}`);
  }
  await clearLoginFailures(db, email);
  forwardCookies(c, result.setCookies);
  const userId = (result.body as { user: { id: string } }).user.id;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new Error('profile missing for signed-in user');
  return publicUser({ ...profile, role: profile.role });
}

export const accountRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const input = await jsonBody(c, registerSchema);
    // The spec wants a clear message for a taken e-mail, so registration does reveal it.
    const [taken] = await c.get('deps').db.select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.email}) = ${input.email}`).limit(1);
    if (taken) throw new AppError('CONFLICT', AUTH.emailTaken, { title: AUTH.registerFailed, fields: { email: AUTH.emailTaken } });
    const result = await callAuth(c, '/sign-up/email', { name: input.fullName, email: input.email, password: input.password });
    if (!result.ok) {
      if (result.code?.startsWith('USER_ALREADY_EXISTS') || result.status === 422) {
        throw new AppError('CONFLICT', AUTH.emailTaken, { title: AUTH.registerFailed, fields: { email: AUTH.emailTaken } });
      }
      if (result.code === 'PASSWORD_TOO_SHORT') throw new AppError('VALIDATION', AUTH.passwordTooShort, { title: AUTH.registerFailed });
      if (result.code === 'PASSWORD_TOO_LONG') throw new AppError('VALIDATION', AUTH.passwordTooLong, { title: AUTH.registerFailed });
      if (result.code === 'INVALID_EMAIL') throw new AppError('VALIDATION', AUTH.emailInvalid, { title: AUTH.registerFailed });
      throw new Error(`sign-up failed: ${result.status} ${result.code ?? ''}`);
    }
    return c.json({ ok: true, message: AUTH.registerSuccess }, 201);
  })
  .post('/login', async (c) => {
    const { email, password } = await jsonBody(c, loginSchema);
    await assertLoginAllowed(c.get('deps').db, email, clientIpOf(c));
    return c.json({ user: await signIn(c, email, password) });
  })
  // DECISIONS.md rule 7: the password is checked before the admin flag, and a non-admin gets no session.
  .post('/admin-login', async (c) => {
    const { db } = c.get('deps');
    const { email, password } = await jsonBody(c, loginSchema);
    await assertLoginAllowed(db, email, clientIpOf(c));
    const userId = await checkCredentials(c.get('deps'), email, password);
    if (!userId) {
      await recordLoginFailure(db, email, clientIpOf(c));
      throw new AppError('UNAUTHENTICATED', AUTH.wrongCredentials, { title: AUTH.loginFailed });
    }
    const [profile] = await db.select({ isAdmin: profiles.isAdmin }).from(profiles).where(eq(profiles.id, userId));
    if (!profile?.isAdmin) throw new AppError('FORBIDDEN', AUTH.notAdmin, { title: AUTH.loginFailed });
    const user = await signIn(c, email, password);
    await db.insert(auditLog).values({ actorId: user.id, action: 'admin.login', target: user.id });
    return c.json({ user });
  })
  .post('/logout', async (c) => {
    const result = await callAuth(c, '/sign-out');
    forwardCookies(c, result.setCookies);
    return c.json({ ok: true });
  })
  .get('/me', async (c) => {
    const user = await c.get('user')();
    c.header('cache-control', 'no-store');
    return c.json({ user: user ? publicUser(user) : null });
  });
