import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 10;

export function useOwnSirekanan(page: number, enabled = true) {
  return useQuery({
    queryKey: ['sirekanan', 'own', page],
    queryFn: ({ signal }) =>
      call(client.sirekanan.$get({ query: { page: String(page), pageSize: String(HISTORY_PAGE_SIZE) } }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type SirekananDraft = { subject: string; details: string; attachment: File | null; idempotencyKey: string };

export function useSubmitSirekanan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, attachment, ...fields }: SirekananDraft) =>
      call(client.sirekanan.$post({ form: { ...fields, attachment: attachment ?? undefined } }, callOptions({ idempotencyKey }))),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['sirekanan'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
