import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxPage } from '../../../../shared/admin-schemas.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const inbox = client.admin['contact-messages'];

export const INBOX_PAGE_SIZE = 20;
export type InboxFilter = 'all' | 'unread';

export function useInbox(params: { filter: InboxFilter; page: number }) {
  return useQuery({
    queryKey: ['admin', 'inbox', params],
    queryFn: ({ signal }) =>
      call(
        inbox.$get(
          { query: { filter: params.filter, page: String(params.page), pageSize: String(INBOX_PAGE_SIZE) } },
          callOptions({ signal }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMarkMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; read: boolean }) => call(inbox[':id'].$patch({ param: { id: v.id }, json: { read: v.read } })),
    // Updated in place rather than refetched: a message just opened under 'Belum dibaca' stays
    // on screen instead of vanishing while it is being read.
    onSuccess: (updated) => {
      qc.setQueriesData<InboxPage>({ queryKey: ['admin', 'inbox'] }, (page) => {
        if (!page) return page;
        const before = page.items.find((m) => m.id === updated.id);
        if (!before) return page;
        const delta = (before.readAt == null ? 1 : 0) - (updated.readAt == null ? 1 : 0);
        return { ...page, unread: Math.max(0, page.unread - delta), items: page.items.map((m) => (m.id === updated.id ? updated : m)) };
      });
    },
  });
}
