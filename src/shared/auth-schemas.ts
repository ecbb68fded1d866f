import { z } from 'zod';
import { EMAIL_MAX, PERSON_NAME_MAX } from './constants.ts';
import { AUTH } from './strings.ts';
import { ACCOUNT } from './account-strings.ts';
import { plainName } from './person-name.ts';

export const PASSWORD_MIN = 8;
// No maxLength on the password box: a pasted password cut short there would be saved cut short.
const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().min(1, AUTH.emailRequired).email(AUTH.emailInvalid).max(EMAIL_MAX, AUTH.emailInvalid);

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, AUTH.credentialsRequired),
  password: z.string().min(1, AUTH.credentialsRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: plainName(z.string().trim().min(1, AUTH.fullNameRequired).max(PERSON_NAME_MAX)),
    email,
    password: z.string().min(PASSWORD_MIN, AUTH.passwordTooShort).max(PASSWORD_MAX, AUTH.passwordTooLong),
    confirmPassword: z.string().min(1, AUTH.passwordMismatch),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH.passwordMismatch, path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerSchema>;

const newPassword = z.string().min(PASSWORD_MIN, AUTH.passwordTooShort).max(PASSWORD_MAX, AUTH.passwordTooLong);
// Tokens are better-auth's: 24 letters and digits for a reset, a JWT for a verification.
const token = z.string().trim().min(1, ACCOUNT.resetLinkInvalid).max(2000, ACCOUNT.resetLinkInvalid);

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z
  .object({ token, password: newPassword, confirmPassword: z.string().min(1, AUTH.passwordMismatch) })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH.passwordMismatch, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export const verifyEmailSchema = z.object({ token });
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT.currentPasswordWrong),
    password: newPassword,
    confirmPassword: z.string().min(1, AUTH.passwordMismatch),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH.passwordMismatch, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export const profileSchema = z.object({ fullName: plainName(z.string().trim().min(1, AUTH.fullNameRequired).max(PERSON_NAME_MAX)) });
