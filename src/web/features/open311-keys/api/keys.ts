import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

const keys = client.admin['open311-keys'];

export const useOpen311Keys = () =>
  useQuery({ queryKey: ['admin', 'open311-keys'], queryFn: ({ signal }) => call(keys.$get({}, callOptions({ signal }))) });

export function useIssueKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(keys.$post({ json: { name } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'open311-keys'] }),
  });
}

export function useRevokeKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(keys[':id'].cabut.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'open311-keys'] }),
  });
}
