import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BridgeListFilters } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** The map's pins for the table's search and filters; asked for only once the map is shown. */
export function useBridgePoints(filters: BridgeListFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['bridges', 'peta', filters],
    queryFn: ({ signal }) => call(client.bridges.peta.$get({ query: filters }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    enabled,
  });
}
