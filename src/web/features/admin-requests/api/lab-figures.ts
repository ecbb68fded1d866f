import { useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

/**
 * "Ringkasan Laboratorium" (issue 40, item 6). Under the lab's key, so a bill issued or paid from this page reads it
 * again with the request (useLabBillActions).
 */
export const useLabFigures = () =>
  useQuery({
    queryKey: ['admin-requests', 'ujilab', 'figures'],
    queryFn: ({ signal }) => call(client.admin.ujilab.ringkasan.$get({}, callOptions({ signal }))),
  });
