import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_ELEMENT_ID } from '../../shared/page-data.ts';
import { call, client } from './api-client.ts';

const me = () => call(client.account.me.$get());

/** The signed-in user as the server describes them (src/server/features/accounts/routes.ts). */
export type CurrentUser = NonNullable<Awaited<ReturnType<typeof me>>['user']>;

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

/** The page arrived with a signed-in user (what a signed-in page needs can be fetched at once). */
export const signedInAtLoad = fromPage != null;

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => me().then((r) => r.user),
  staleTime: 60_000,
  retry: 2,
  initialData: fromPage,
  initialDataUpdatedAt: fromPage === undefined ? undefined : readAt,
});

export function useSession() {
  return useQuery(sessionQuery);
}
