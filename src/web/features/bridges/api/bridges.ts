import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeInput } from '../../../../shared/bridge-schemas.ts';
import { bridgeDetailQuery, bridgeFiguresQuery, bridgeListQuery, type BridgeListFilters } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** The key and call of src/shared/public-pages.ts: the server embeds the first page under the same key. */
export function useBridges(filters: BridgeListFilters, page: number) {
  const { queryKey, api } = bridgeListQuery(filters, page);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(client.bridges.$get({ query: api.query }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Counts per kondisi and kemantapan (issue 17); rendered on the server with the page. */
export function useBridgeFigures() {
  const { queryKey } = bridgeFiguresQuery();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(client.bridges.angka.$get({}, callOptions({ signal }))),
    staleTime: 60_000,
  });
}

/** One bridge's page (issue 17). */
export function useBridgeDetail(id: string) {
  const { queryKey, api } = bridgeDetailQuery(id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(client.bridges[':id'].$get({ param: api.param }, callOptions({ signal }))),
    retry: false,
  });
}

/** The map's pins for the table's search and filters; asked for only once the map is shown. */
export function useBridgePoints(filters: BridgeListFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['bridges', 'peta', filters],
    queryFn: ({ signal }) => call(client.bridges.peta.$get({ query: filters }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    enabled,
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
