import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { skmInvitationQuery, skmResultsQuery } from '../../../../shared/public-pages.ts';
import type { SkmInvitationAnswer } from '../../../../shared/skm.ts';
import { ApiError, call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';

// Key and call from src/shared/public-pages.ts: the server embeds the answer under the same key.
export const useSkmResults = (periode: string | undefined) => {
  const { queryKey, api } = skmResultsQuery(periode);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.skm.hasil.$get({ query: api.query }, callOptions({ signal }))) }),
  );
};

/** The request a survey link names, or why the link is no good (the server reads it with /skm). */
export const useSkmInvitation = (link: { kode: string; t: string } | null) => {
  const { queryKey, api } = skmInvitationQuery(link?.kode ?? '', link?.t ?? '');
  return useQuery({
    queryKey,
    queryFn: ({ signal }): Promise<SkmInvitationAnswer> =>
      call(client.skm.undangan.$get({ query: api.query }, callOptions({ signal }))).then(
        (invitation) => ({ invitation }),
        (err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return { invalid: errorMessage(err) };
          throw err;
        },
      ),
    enabled: link !== null,
  });
};

export const useSkmSuggestions = (page: number) =>
  useQuery({
    queryKey: ['admin', 'skm', 'saran', page],
    queryFn: ({ signal }) => call(client.admin.skm.saran.$get({ query: { page: String(page), pageSize: '20' } }, callOptions({ signal }))),
  });

export function usePublishSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      call(client.admin.skm.saran[':id'].$patch({ param: { id }, json: { published } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'skm'] }),
        queryClient.invalidateQueries({ queryKey: ['skm', 'hasil'] }),
      ]),
  });
}
