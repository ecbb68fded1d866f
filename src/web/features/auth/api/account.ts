import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordSchema, LoginInput, RegisterInput, resetPasswordSchema } from '../../../../shared/auth-schemas.ts';

type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
import { call, client } from '../../../lib/api-client.ts';
import { sessionQuery, type CurrentUser } from '../../../lib/session.ts';

export const registerAccount = (input: RegisterInput) => call(client.account.register.$post({ json: input }));

export const loginCustomer = (input: LoginInput) => call(client.account.login.$post({ json: input })).then((r) => r.user);
export const loginAdmin = (input: LoginInput) => call(client.account['admin-login'].$post({ json: input })).then((r) => r.user);

/** After a login: the new user is the session, and lists read as the visitor are read again. */
export function useAcceptSession() {
  const qc = useQueryClient();
  return (user: CurrentUser) => {
    qc.setQueryData(sessionQuery.queryKey, user);
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
  };
}

export const requestPasswordReset = (input: ForgotPasswordInput) => call(client.account['forgot-password'].$post({ json: input }));
export const resetPassword = (input: z.input<typeof resetPasswordSchema>) => call(client.account['reset-password'].$post({ json: input }));
export const verifyEmail = (token: string) => call(client.account['verify-email'].$post({ json: { token } }));
