import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeInput } from '../../../../shared/bridge-schemas.ts';
import { bridgeListQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** The key and call of src/shared/public-pages.ts: the server embeds the first page under the same key. */
export function useBridges(q: string, page: number) {
  const { queryKey, api } = bridgeListQuery(q, page);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(client.bridges.$get({ query: api.query }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useSaveBridge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BridgeInput }) =>
      call(id ? client.bridges[':id'].$put({ param: { id }, json: input }) : client.bridges.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bridges'] }),
  });
}

export function useDeleteBridge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.bridges[':id'].$delete({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bridges'] }),
  });
}
