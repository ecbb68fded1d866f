import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailStatus } from '../../../../shared/outbox-schemas.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const outbox = client.admin.outbox;

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(params: { q: string; status: MailStatus | null; page: number }) {
  return useQuery({
    queryKey: ['admin', 'outbox', params],
    queryFn: ({ signal }) =>
      call(
        outbox.$get(
          {
            query: {
              q: params.q,
              ...(params.status ? { status: params.status } : {}),
              page: String(params.page),
              pageSize: String(OUTBOX_PAGE_SIZE),
            },
          },
          callOptions({ signal }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessage(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'outbox', 'message', id],
    queryFn: ({ signal }) => call(outbox[':id'].$get({ param: { id } }, callOptions({ signal }))),
    enabled,
  });
}

export function useResendMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(outbox[':id'].resend.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}
