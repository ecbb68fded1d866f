import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bridgeListQuery, type BridgeListFilters } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** The key and call of src/shared/public-pages.ts: the server embeds the first page under the same key. */
export function useBridges(filters: BridgeListFilters, cursor?: string) {
  const { queryKey, api } = bridgeListQuery(filters, cursor);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(client.bridges.$get({ query: api.query }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
