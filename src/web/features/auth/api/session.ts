import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/roles.ts';
import { api } from '../../../lib/api-client.ts';

export type CurrentUser = { id: string; email: string; fullName: string; role: Role; isAdmin: boolean; createdAt: string };

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<{ user: CurrentUser | null }>('/api/account/me').then((r) => r.user),
  staleTime: 60_000,
  retry: 2,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** After login, logout or a role change: read the session again and drop every cached list. */
export function useRefreshSession() {
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries();
  };
}
