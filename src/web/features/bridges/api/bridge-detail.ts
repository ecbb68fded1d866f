import { useQuery } from '@tanstack/react-query';
import { bridgeDetailQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** One bridge's page (issue 17). */
export function useBridgeDetail(id: string) {
  const { queryKey, api } = bridgeDetailQuery(id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(client.bridges[':id'].$get({ param: api.param }, callOptions({ signal }))),
    retry: false,
  });
}
