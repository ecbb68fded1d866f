import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeInput } from '../../../../shared/bridge-schemas.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Apart from the list's query: only the write dialogs, loaded when a manager opens one, need them.
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

/** Issue 39: the ruas of the register the bridge form offers, by number or name (or the bridge's own, by id). */
export function useRoadOptions(q: string, id: string | null) {
  return useQuery({
    queryKey: ['bridges', 'road-options', q, id],
    queryFn: ({ signal }) =>
      call(client.admin['road-overview'].pilihan.$get({ query: id && !q ? { id } : { q } }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
  });
}
