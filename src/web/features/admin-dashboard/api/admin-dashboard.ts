import { useQuery } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export function useAdminSummary() {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: ({ signal }) => call(client.admin.summary.$get({}, callOptions({ signal }))),
    staleTime: 0,
  });
}

/** The top-bar badge: new submissions this admin may handle, kept fresh while the tab is open. */
export function useAdminNotifications() {
  return useQuery({
    queryKey: ['admin', 'notifications'],
    queryFn: ({ signal }) => call(client.admin.notifications.$get({}, callOptions({ signal }))),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

/** This admin's own queues: the services the role handles (issue 38 item 4). */
export function useAdminQueues() {
  return useQuery({
    queryKey: ['admin', 'queues'],
    queryFn: ({ signal }) => call(client.admin.queues.$get({}, callOptions({ signal }))),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
