import { useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../../../shared/auth-schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionQuery, type CurrentUser } from './session.ts';

export const registerAccount = (input: RegisterInput) =>
  api<{ ok: true; message: string }>('/api/account/register', { json: input });

const loginAt = (path: string) => (input: LoginInput) => api<{ user: CurrentUser }>(path, { json: input }).then((r) => r.user);
export const loginCustomer = loginAt('/api/account/login');
export const loginAdmin = loginAt('/api/account/admin-login');

/** After a login: the new user is the session, and lists read as the visitor are read again. */
export function useAcceptSession() {
  const qc = useQueryClient();
  return (user: CurrentUser) => {
    qc.setQueryData(sessionQuery.queryKey, user);
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
  };
}
