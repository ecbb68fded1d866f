import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Key and call from src/shared/public-pages.ts: the server embeds the answer under the same key.
export const useStatistics = (periode: string | undefined) => {
  const { queryKey, api } = statisticsQuery(periode);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.statistik.$get({ query: api.query }, callOptions({ signal }))) }),
  );
};
