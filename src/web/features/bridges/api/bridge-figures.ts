import { useQuery } from '@tanstack/react-query';
import { bridgeFiguresQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/** Counts per kondisi and kemantapan (issue 17); rendered on the server with the page. */
export function useBridgeFigures() {
  const { queryKey } = bridgeFiguresQuery();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => call(client.bridges.angka.$get({}, callOptions({ signal }))),
    staleTime: 60_000,
  });
}
