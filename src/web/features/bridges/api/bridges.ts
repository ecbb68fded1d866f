import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/admin-schemas.ts';
import type { BridgeInput, BridgeItem } from '../../../../shared/bridge-schemas.ts';
import { BRIDGE_PAGE_SIZE } from '../../../../shared/constants.ts';
import { api } from '../../../lib/api-client.ts';

export function useBridges(q: string, page: number) {
  return useQuery({
    queryKey: ['bridges', { q, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(BRIDGE_PAGE_SIZE) });
      if (q) params.set('q', q);
      return api<Paged<BridgeItem>>(`/api/bridges?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useSaveBridge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BridgeInput }) =>
      api<BridgeItem>(id ? `/api/bridges/${id}` : '/api/bridges', { method: id ? 'PUT' : 'POST', json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bridges'] }),
  });
}

export function useDeleteBridge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/bridges/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bridges'] }),
  });
}
