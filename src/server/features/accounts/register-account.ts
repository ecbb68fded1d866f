import { sql } from 'drizzle-orm';
import type { RegisterInput } from '../../../shared/auth-schemas.ts';
import { AUTH } from '../../../shared/strings.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthCaller } from './call-auth.ts';
import { passwordProblem } from './password-strength.ts';

const failed = (code: 'CONFLICT' | 'VALIDATION', message: string, field?: string) =>
  new AppError(code, message, { title: AUTH.registerFailed, fields: field ? { [field]: message } : undefined });

/** Creates a customer account (the profile row comes from a database trigger). No session yet. */
export async function registerAccount({ db, callAuth, input }: { db: Db; callAuth: AuthCaller; input: RegisterInput }): Promise<void> {
  // The spec wants a clear message for a taken e-mail, so registration does reveal it.
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${input.email}`)
    .limit(1);
  if (taken) throw failed('CONFLICT', AUTH.emailTaken, 'email');
  const weak = await passwordProblem(input.password, { email: input.email, fullName: input.fullName });
  if (weak) throw failed('VALIDATION', weak, 'password');
  const result = await callAuth('/sign-up/email', { name: input.fullName, email: input.email, password: input.password });
  if (result.ok) return;
  if (result.code?.startsWith('USER_ALREADY_EXISTS')) throw failed('CONFLICT', AUTH.emailTaken, 'email');
  if (result.code === 'PASSWORD_TOO_SHORT') throw failed('VALIDATION', AUTH.passwordTooShort, 'password');
  if (result.code === 'PASSWORD_TOO_LONG') throw failed('VALIDATION', AUTH.passwordTooLong, 'password');
  if (result.code === 'INVALID_EMAIL') throw failed('VALIDATION', AUTH.emailInvalid, 'email');
  throw new Error(`sign-up failed: ${result.status} ${result.code ?? ''}`);
}
