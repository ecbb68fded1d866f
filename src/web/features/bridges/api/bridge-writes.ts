import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BridgeInput } from '../../../../shared/bridge-schemas.ts';
import { call, client } from '../../../lib/api-client.ts';

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
