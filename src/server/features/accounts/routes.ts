import { Hono } from 'hono';
import { loginSchema, registerSchema, type LoginInput } from '../../../shared/auth-schemas.ts';
import { AUTH } from '../../../shared/strings.ts';
import type { AppContext, AppEnv, SessionUser } from '../../context.ts';
import { jsonInput } from '../../http/input.ts';
import { authCallerFor } from './call-auth.ts';
import { registerAccount } from './register-account.ts';
import { adminSignIn, signIn } from './sign-in.ts';

export const publicUser = (u: SessionUser) => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  role: u.role,
  isAdmin: u.isAdmin,
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
    await registerAccount({ db: c.get('deps').db, callAuth: authCallerFor(c), input: c.req.valid('json') });
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
  .get('/me', async (c) => {
    const user = await c.get('user')();
    c.header('cache-control', 'no-store');
    return c.json({ user: user ? publicUser(user) : null });
  });
