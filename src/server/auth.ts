import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import type { Db, Tx } from './db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from './db/schema.ts';
import { storeResetIdentifierHashed } from './features/accounts/index.ts';
import { authLogger } from './http/log-error.ts';
import { queueMail } from './mail/outbox.ts';
import { passwordResetMail, verificationMail } from './mail/templates.ts';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return argonHash(password, ARGON);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argonVerify(hash, password);
  } catch {
    return false;
  }
}

/** How long an e-mailed verification link works. */
export const VERIFICATION_LINK_SECONDS = 60 * 60 * 24;

/** The verification mail for a signed token (better-auth's, or the missed-verification sweep's). */
export function queueVerificationMail(tx: Db | Tx, baseUrl: string, user: { id: string; email: string }, token: string) {
  const link = `${baseUrl}/verifikasi-email?token=${encodeURIComponent(token)}`;
  return queueMail(tx, { kind: 'verification', to: user.email, userId: user.id, ...verificationMail(link) });
}

/** The header our edge sets from the socket (or the trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';

export function createAuth(opts: { db: Db; baseUrl: string; secret: string; log?: Logger }) {
  return betterAuth({
    appName: 'Portal PUPR Sulawesi Barat',
    baseURL: opts.baseUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      // "Lupa kata sandi?": a link to our own page, valid 1 h. better-auth writes the token (hashed,
      // `verification` below) and mails it; the link is used by our own resetPassword
      // (features/accounts/recover-account.ts), which ends every other link and every session of the
      // account in one transaction (docs/decisions/017-accounts-by-mail.md, 044-one-link-at-a-time.md).
      resetPasswordTokenExpiresIn: 60 * 60,
      // The name only once the address is proven: whoever signed up with someone else's address chose it.
      sendResetPassword: async ({ user, token }) => {
        const link = `${opts.baseUrl}/atur-ulang-kata-sandi?token=${encodeURIComponent(token)}`;
        await opts.db.transaction((tx) =>
          queueMail(tx, {
            kind: 'password_reset',
            to: user.email,
            userId: user.id,
            ...passwordResetMail(user.emailVerified ? user.name : null, link),
          }),
        );
      },
    },
    // A reset token is stored as its SHA-256, like every other token of ours; e-mail verification
    // tokens are signed JWTs better-auth does not store at all.
    verification: { storeIdentifier: storeResetIdentifierHashed },
    emailVerification: {
      // Signing in and sending requests do not wait for it; status mails go only to verified addresses.
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      autoSignInAfterVerification: false,
      // Nobody has proven the address yet: the mail greets "Bapak/Ibu", never the name the sign-up typed (issue 33, item 4).
      // better-auth commits the account before it calls this: an account left without its mail by a failure in
      // between gets it from the job runner's sweep (mail/missed-verifications.ts, docs/decisions/050).
      sendVerificationEmail: async ({ user, token }) => {
        await opts.db.transaction((tx) => queueVerificationMail(tx, opts.baseUrl, user, token));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7, // sliding: a week after the last visit
      updateAge: 60 * 60 * 24,
    },
    // Login attempts are limited by our own counter (features/accounts/login-limiter.ts),
    // kept in PostgreSQL so that several instances share it.
    rateLimit: { enabled: false },
    trustedOrigins: [new URL(opts.baseUrl).origin],
    advanced: {
      cookiePrefix: 'pupr',
      useSecureCookies: opts.baseUrl.startsWith('https://'),
      // The Origin check is done once, for every write with or without a cookie, in http/middleware.ts (originCheck).
      disableCSRFCheck: true,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // An error that is not better-auth's own answer (a failed query: the database went away) goes on
    // to our error handler: 503 for an outage, else a 500 logged without its parameters. Left to
    // better-call it was printed whole to stderr, the query's parameters (an address, a password
    // hash) included, and answered a bare 500 (issue 34).
    onAPIError: { throw: true },
    // Its messages come with the failed query (e-mail, name) as arguments; only the sentence is logged.
    logger: authLogger(opts.log),
  });
}

export type Auth = ReturnType<typeof createAuth>;
