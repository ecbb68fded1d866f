import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_ELEMENT_ID } from '../../../../shared/page-data.ts';
import type { Role } from '../../../../shared/roles.ts';
import { api } from '../../../lib/api-client.ts';

export type CurrentUser = { id: string; email: string; fullName: string; role: Role; isAdmin: boolean; createdAt: string };

/** The session the server wrote into the page, read once at start; undefined when there is none. */
function sessionInPage(): CurrentUser | null | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById(SESSION_ELEMENT_ID);
  if (!el?.textContent) return undefined;
  try {
    const user = (JSON.parse(el.textContent) as { user?: CurrentUser | null }).user;
    return user === undefined ? undefined : user;
  } catch {
    return undefined;
  } finally {
    el.remove();
  }
}
const fromPage = sessionInPage();
const readAt = Date.now();

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<{ user: CurrentUser | null }>('/api/account/me').then((r) => r.user),
  staleTime: 60_000,
  retry: 2,
  initialData: fromPage,
  initialDataUpdatedAt: fromPage === undefined ? undefined : readAt,
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
