import { useQuery } from '@tanstack/react-query';
import type { AdminNotifications, AdminSummary } from '../../../../shared/admin-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export function useAdminSummary() {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: ({ signal }) => api<AdminSummary>('/api/admin/summary', { signal }),
    staleTime: 0,
  });
}

/** The top-bar badge: new submissions this admin may handle, kept fresh while the tab is open. */
export function useAdminNotifications() {
  return useQuery({
    queryKey: ['admin', 'notifications'],
    queryFn: ({ signal }) => api<AdminNotifications>('/api/admin/notifications', { signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
