import { useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export function useCustomerDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(client.dashboard.$get({}, callOptions({ signal }))),
    enabled,
  });
}

/** One of the customer's own requests, whole (/dashboard/permohonan/{code}). */
export function useOwnRequest(code: string) {
  return useQuery({
    queryKey: ['dashboard', 'request', code],
    queryFn: ({ signal }) => call(client.dashboard.requests[':code'].$get({ param: { code } }, callOptions({ signal }))),
    retry: false,
  });
}

/** The thread of one of the customer's own requests (issue 38, item 2). */
export const loadOwnThread = (code: string) => (signal: AbortSignal) =>
  call(client.dashboard.requests[':code'].messages.$get({ param: { code } }, callOptions({ signal })));

/** An Uji Lab request's bill (issue 40, item 3), or null while it has none. */
export function useOwnLabBill(code: string, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'request', code, 'bill'],
    queryFn: ({ signal }) => call(client['lab-bills'][':code'].$get({ param: { code } }, callOptions({ signal }))),
    enabled,
  });
}
