import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DamageReportAdminItem,
  RequestKind,
  RequestSort,
  SirekananAdminItem,
  UjilabAdminItem,
} from '../../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../../shared/constants.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';

export type ItemOf = { sirekanan: SirekananAdminItem; ujilab: UjilabAdminItem; 'damage-reports': DamageReportAdminItem };
export type RequestListParams = { q: string; status: RequestStatus | null; from: string; to: string; sort: RequestSort; page: number };

export const REQUEST_PAGE_SIZE = 20;
// One typed client per kind; the three share their routes' shapes except for the items.
const ROUTES = { sirekanan: client.admin.sirekanan, ujilab: client.admin.ujilab, 'damage-reports': client.admin['damage-reports'] };
const routesOf = (kind: RequestKind) => ROUTES[kind] as (typeof ROUTES)['sirekanan'];

const requestListQuery = <K extends RequestKind>(kind: K, params: RequestListParams) =>
  queryOptions({
    queryKey: ['admin-requests', kind, 'list', params],
    queryFn: async ({ signal }) => {
      const query = {
        page: String(params.page),
        pageSize: String(REQUEST_PAGE_SIZE),
        q: params.q || undefined,
        status: params.status ?? undefined,
        from: params.from || undefined,
        to: params.to || undefined,
        sort: params.sort === 'newest' ? undefined : params.sort,
      };
      const page = await call(routesOf(kind).$get({ query }, callOptions({ signal })));
      return page as Omit<typeof page, 'items'> & { items: ItemOf[K][] };
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
    queryFn: ({ signal }) => call(routesOf(kind)[':id'].history.$get({ param: { id } }, callOptions({ signal }))),
    enabled,
    staleTime: 0,
  });
}

/** The e-mail a change would send (issue 38): made by the server, nothing saved. */
export const previewChange = (
  kind: RequestKind,
  id: string,
  json: { status: RequestStatus; from: RequestStatus | 'none'; note: string; internalNote: string; withAttachment: boolean },
) => call(routesOf(kind)[':id'].changes.preview.$post({ param: { id }, json }));

/** Saves at once (spec §2). `from` lets the server refuse a change based on a stale status. */
export function useChangeStatus(kind: RequestKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; status: RequestStatus; from: RequestStatus | null; note?: string }) =>
      call(routesOf(kind)[':id'].status.$patch({ param: { id: v.id }, json: { status: v.status, from: v.from, note: v.note } })),
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

/** A request's thread for staff (issue 38, item 2), read through the typed client. */
export const loadStaffThread = (kind: RequestKind, id: string) => (signal: AbortSignal) =>
  call(routesOf(kind)[':id'].messages.$get({ param: { id } }, callOptions({ signal })));
