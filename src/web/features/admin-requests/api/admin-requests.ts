import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DamageReportAdminItem, Paged, RequestKind, SirekananAdminItem, StatusChangeItem, StatusChangeResult, UjiLabAdminItem,
} from '../../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../../shared/constants.ts';
import { ADMIN } from '../../../../shared/strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { api, ApiError, errorMessage } from '../../../lib/api-client.ts';

export type ItemOf = { sirekanan: SirekananAdminItem; ujilab: UjiLabAdminItem; 'damage-reports': DamageReportAdminItem };
export type RequestListParams = { q: string; status: RequestStatus | null; page: number };

export const REQUEST_PAGE_SIZE = 20;
const PATHS: Record<RequestKind, string> = {
  sirekanan: '/api/admin/sirekanan',
  ujilab: '/api/admin/ujilab',
  'damage-reports': '/api/admin/damage-reports',
};

export const requestListQuery = <K extends RequestKind>(kind: K, params: RequestListParams) =>
  queryOptions({
    queryKey: ['admin-requests', kind, 'list', params],
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({ page: String(params.page), pageSize: String(REQUEST_PAGE_SIZE) });
      if (params.q) qs.set('q', params.q);
      if (params.status) qs.set('status', params.status);
      return api<Paged<ItemOf[K]>>(`${PATHS[kind]}?${qs}`, { signal });
    },
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useRequestList<K extends RequestKind>(kind: K, params: RequestListParams) {
  return useQuery(requestListQuery(kind, params));
}

export function useStatusHistory(kind: RequestKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin-requests', kind, 'history', id],
    queryFn: ({ signal }) => api<{ items: StatusChangeItem[] }>(`${PATHS[kind]}/${id}/history`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Saves at once (spec §2). `from` lets the server refuse a change based on a stale status. */
export function useChangeStatus(kind: RequestKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: RequestStatus; from: RequestStatus | null }) =>
      api<StatusChangeResult>(`${PATHS[kind]}/${v.id}/status`, { method: 'PATCH', json: { status: v.status, from: v.from } }),
    onSuccess: () => {
      toast({ title: ADMIN.requests.statusUpdated, variant: 'success' });
    },
    onError: (err) => {
      toast({ title: ADMIN.requests.statusFailed, description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: (_data, err) => {
      void qc.invalidateQueries({ queryKey: ['admin-requests', kind] });
      void qc.invalidateQueries({ queryKey: ['admin', 'notifications'] });
      if (!(err instanceof ApiError && err.status === 409)) void qc.invalidateQueries({ queryKey: ['admin', 'summary'] });
    },
  });
}
