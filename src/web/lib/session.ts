import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionInPage } from '../islands/page-session.ts';
import { call, client } from './api-client.ts';

const me = () => call(client.account.me.$get());

/** The signed-in user as the server describes them (src/server/features/accounts/routes.ts). */
export type CurrentUser = NonNullable<Awaited<ReturnType<typeof me>>['user']>;

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
