import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DamageReportAdminItem,
  DueFilter,
  RequestKind,
  RequestSort,
  SirekananAdminItem,
  UjilabAdminItem,
} from '../../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../../shared/constants.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export type ItemOf = { sirekanan: SirekananAdminItem; ujilab: UjilabAdminItem; 'damage-reports': DamageReportAdminItem };
export type RequestListParams = {
  q: string;
  status: RequestStatus | null;
  from: string;
  to: string;
  sort: RequestSort;
  due: DueFilter | null;
  /** Damage reports only (issue 39): an instansi's id or 'tanpa-ruas'. */
  owner?: string | null;
  /** The page's cursor (docs/decisions/075), '' for the first page or an old link's page number. */
  cursor: string;
  /** An old link's ?page= (no cursor). */
  page: number;
};

export const REQUEST_PAGE_SIZE = 20;
// One typed client per kind; the three share their routes' shapes except for the items.
const ROUTES = { sirekanan: client.admin.sirekanan, ujilab: client.admin.ujilab, 'damage-reports': client.admin['damage-reports'] };
const routesOf = (kind: RequestKind) => ROUTES[kind] as (typeof ROUTES)['sirekanan'];

const requestListQuery = <K extends RequestKind>(kind: K, params: RequestListParams) =>
  queryOptions({
    queryKey: ['admin-requests', kind, 'list', params],
    queryFn: async ({ signal }) => {
      const query = {
        cursor: params.cursor || undefined,
        page: params.cursor || params.page === 1 ? undefined : String(params.page),
        pageSize: String(REQUEST_PAGE_SIZE),
        q: params.q || undefined,
        status: params.status ?? undefined,
        from: params.from || undefined,
        to: params.to || undefined,
        sort: params.sort === 'newest' ? undefined : params.sort,
        due: params.due ?? undefined,
        owner: params.owner || undefined,
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

/** One request by its code, for its own page (/admin/{service}/{code}); a code that is none is answered 404. */
export function useRequestByCode<K extends RequestKind>(kind: K, code: string) {
  return useQuery({
    queryKey: ['admin-requests', kind, 'code', code],
    queryFn: async ({ signal }) =>
      (await call(routesOf(kind)['by-code'][':code'].$get({ param: { code } }, callOptions({ signal })))) as ItemOf[K],
    retry: false,
    staleTime: 0,
  });
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

/** How the office signs the documents staff issue (issue 40, item 5): whether to ask for BSrE's passphrase. */
export const useSigningInfo = (kind: RequestKind, enabled: boolean) =>
  useQuery({
    queryKey: ['admin-requests', kind, 'signing'],
    queryFn: ({ signal }) => call(client.admin[kind === 'ujilab' ? 'ujilab' : 'sirekanan'].signing.$get({}, callOptions({ signal }))),
    enabled: enabled && kind !== 'damage-reports',
    staleTime: 5 * 60_000,
  });

/** A request's thread for staff (issue 38, item 2), read through the typed client. */
export const loadStaffThread = (kind: RequestKind, id: string) => (signal: AbortSignal) =>
  call(routesOf(kind)[':id'].messages.$get({ param: { id } }, callOptions({ signal })));

/** The authorities a report's road may belong to, for the list's "Pemilik ruas" filter (issue 39). */
export const useReportOwners = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin-requests', 'damage-reports', 'owners'],
    queryFn: ({ signal }) => call(client.admin['damage-reports'].owners.$get({}, callOptions({ signal }))),
    enabled,
  });
