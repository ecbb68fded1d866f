import { useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export function useCustomerDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(client.dashboard.$get({}, callOptions({ signal }))),
    enabled,
  });
}
