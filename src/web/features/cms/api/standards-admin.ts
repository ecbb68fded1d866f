import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PledgeData, StandardData, StandardDocument, StandardKey } from '../../../../shared/service-standard-keys.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// The CMS side of the service standards and the pledge (issue 16, item 4).
const admin = client.admin.standar;

export const useAdminStandards = () =>
  useQuery({ queryKey: ['admin', 'standar'], queryFn: ({ signal }) => call(admin.$get({}, callOptions({ signal }))), staleTime: 0 });

export const useRevisions = (key: StandardDocument) =>
  useQuery({
    queryKey: ['admin', 'standar', key, 'revisi'],
    queryFn: ({ signal }) => call(admin[':key'].revisi.$get({ param: { key } }, callOptions({ signal }))),
    staleTime: 0,
  });

function useRefresh() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'standar'] }), qc.invalidateQueries({ queryKey: ['standar'] })]);
}

export function useSaveStandard(key: StandardDocument) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (data: StandardData | PledgeData) =>
      key === 'maklumat'
        ? call(admin.maklumat.$put({ json: data as PledgeData }))
        : call(admin[':key'].$put({ param: { key: key as StandardKey }, json: data as StandardData })),
    onSuccess: refresh,
  });
}

export function useRestoreRevision(key: StandardDocument) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(admin[':key'].revisi[':id'].pulihkan.$post({ param: { key, id } })),
    onSuccess: refresh,
  });
}
