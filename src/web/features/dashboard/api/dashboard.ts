import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The sample's drop-off of one of the customer's lab requests (issue 40, item 4). */
export function useLabDropoff(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'lab-dropoff', id],
    queryFn: ({ signal }) => call(client['lab-samples'][':id'].$get({ param: { id } }, callOptions({ signal }))),
    enabled,
    retry: false,
  });
}

/** Books the slot (or moves it, once). */
export function useBookLabSlot(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (slot: { day: string; start: string }) => call(client['lab-samples'][':id'].booking.$post({ param: { id }, json: slot })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
