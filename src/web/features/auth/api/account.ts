import { useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../../../shared/auth-schemas.ts';
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
