import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const KEY = ['admin', 'system'] as const;

/** /admin/sistem's figures, read again every 30 seconds while the page is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(client.admin.system.$get({}, callOptions({ signal }))),
    refetchInterval: 30_000,
  });
}

/** "Kirim ulang" of a failed mail (the outbox's own route: POST /api/admin/outbox/:id/resend). */
export function useResendFailedMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.admin.outbox[':id'].resend.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
