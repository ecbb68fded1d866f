import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { RegisterInput } from '../../../shared/auth-schemas.ts';
import { AUTH } from '../../../shared/strings.ts';
import { hashPassword } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { countHit } from '../../http/rate-limit.ts';
import { queueMail } from '../../mail/outbox.ts';
import { registrationAttemptMail } from '../../mail/templates.ts';
import type { AuthCaller } from './call-auth.ts';
import { passwordProblem } from './password-strength.ts';

const HOUR = 60 * 60 * 1000;
/** Warnings one address may get in an hour; more registrations get the same answer and no mail. */
const WARNINGS_PER_HOUR = 3;
// Both answers take at least this long, new address or not (no timing oracle); above a new account's usual time.
const NEUTRAL_ANSWER_MS = 300;

const failed = (message: string, field: string) =>
  new AppError('VALIDATION', message, { title: AUTH.registerFailed, fields: { [field]: message } });

/**
 * Creates a customer account (the profile row comes from a database trigger). No session yet.
 * An address that already has an account gets the same answer as a new one, and nothing changes:
 * its owner gets a mail saying so instead (issue 33, item 9; login and "Lupa kata sandi?" do not
 * tell either).
 */
export async function registerAccount({
  db,
  callAuth,
  baseUrl,
  input,
}: {
  db: Db;
  callAuth: AuthCaller;
  baseUrl: string;
  input: RegisterInput;
}): Promise<void> {
  // The same rules for both, before anything differs: a weak password is refused for either.
  const weak = await passwordProblem(input.password, { email: input.email, fullName: input.fullName });
  if (weak) throw failed(weak, 'password');
  const started = Date.now();
  try {
    const [owner] = await db
      .select({ id: profiles.id, email: profiles.email, fullName: profiles.fullName })
      .from(profiles)
      .where(sql`lower(${profiles.email}) = ${input.email}`)
      .limit(1);
    if (owner) {
      // The work a new account costs (its password hash), so that the two answers take as long.
      await hashPassword(input.password);
      await warnOwner(db, baseUrl, owner);
      return;
    }
    const result = await callAuth('/sign-up/email', { name: input.fullName, email: input.email, password: input.password });
    if (result.ok) return;
    // Registered a moment ago by a request that ran alongside this one.
    if (result.code?.startsWith('USER_ALREADY_EXISTS')) return;
    if (result.code === 'PASSWORD_TOO_SHORT') throw failed(AUTH.passwordTooShort, 'password');
    if (result.code === 'PASSWORD_TOO_LONG') throw failed(AUTH.passwordTooLong, 'password');
    if (result.code === 'INVALID_EMAIL') throw failed(AUTH.emailInvalid, 'email');
    throw new Error(`sign-up failed: ${result.status} ${result.code ?? ''}`);
  } finally {
    const left = NEUTRAL_ANSWER_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
}

async function warnOwner(db: Db, baseUrl: string, owner: { id: string; email: string; fullName: string }): Promise<void> {
  if ((await countHit(db, `register-taken:${owner.email}`, HOUR)) > WARNINGS_PER_HOUR) return;
  await queueMail(db, {
    kind: 'registration_attempt',
    to: owner.email,
    userId: owner.id,
    ...registrationAttemptMail(owner.fullName, `${baseUrl}/lupa-kata-sandi`),
  });
}
