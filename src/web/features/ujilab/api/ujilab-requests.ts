import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JenisUji } from '../../../../shared/constants.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 10;

export function useOwnUjilabRequests(page: number, enabled = true) {
  return useQuery({
    queryKey: ['ujilab', 'own', page],
    queryFn: ({ signal }) =>
      call(client.ujilab.$get({ query: { page: String(page), pageSize: String(HISTORY_PAGE_SIZE) } }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type LabDraft = { jenisUji: JenisUji; suratPermohonan: File; ktp: File; idempotencyKey: string };

export function useSubmitUjilabRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...form }: LabDraft) => call(client.ujilab.$post({ form }, callOptions({ idempotencyKey }))),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['ujilab'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
