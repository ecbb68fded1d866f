import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/admin-schemas.ts';
import type { SirekananItem } from '../../../../shared/sirekanan-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 10;

export function useOwnSirekanan(page: number, enabled = true) {
  return useQuery({
    queryKey: ['sirekanan', 'own', page],
    queryFn: ({ signal }) => api<Paged<SirekananItem>>(`/api/sirekanan?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type SirekananDraft = { subject: string; details: string; attachment: File | null; idempotencyKey: string };

export function useSubmitSirekanan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (draft: SirekananDraft) => {
      const form = new FormData();
      form.set('subject', draft.subject);
      form.set('details', draft.details);
      if (draft.attachment) form.set('attachment', draft.attachment);
      return api<SirekananItem>('/api/sirekanan', { form, idempotencyKey: draft.idempotencyKey });
    },
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['sirekanan'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
