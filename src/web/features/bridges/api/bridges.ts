import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeInput } from '../../../../shared/bridge-schemas.ts';
import { BRIDGE_PAGE_SIZE } from '../../../../shared/constants.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export function useBridges(q: string, page: number) {
  return useQuery({
    queryKey: ['bridges', { q, page }],
    queryFn: ({ signal }) =>
      call(client.bridges.$get({ query: { page: String(page), pageSize: String(BRIDGE_PAGE_SIZE), q: q || undefined } }, callOptions({ signal }))),
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
