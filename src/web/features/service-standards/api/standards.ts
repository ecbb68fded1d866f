import { queryOptions, useQuery } from '@tanstack/react-query';
import { pledgeQuery, standardQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Keys and calls from src/shared/public-pages.ts: the server embeds the answers under the same keys.
export const useStandard = (key: string) => {
  const { queryKey, api } = standardQuery(key);
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: ({ signal }) => call(client.standar[':key'].$get({ param: api.param }, callOptions({ signal }))),
      retry: false,
    }),
  );
};

export const usePledge = () => {
  const { queryKey } = pledgeQuery();
  return useQuery(queryOptions({ queryKey, queryFn: ({ signal }) => call(client.standar.maklumat.$get({}, callOptions({ signal }))) }));
};
