import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../../../shared/admin-schemas.ts';
import { UJILAB_FILES, type JenisUji } from '../../../../shared/constants.ts';
import type { UjiLabItem } from '../../../../shared/ujilab-schemas.ts';
import { api } from '../../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 10;

export function useOwnLabRequests(page: number, enabled = true) {
  return useQuery({
    queryKey: ['ujilab', 'own', page],
    queryFn: ({ signal }) => api<Paged<UjiLabItem>>(`/api/ujilab?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type LabDraft = { jenisUji: JenisUji; suratPermohonan: File; ktp: File; idempotencyKey: string };

export function useSubmitLabRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (draft: LabDraft) => {
      const form = new FormData();
      form.set('jenisUji', draft.jenisUji);
      form.set(UJILAB_FILES.suratPermohonan, draft.suratPermohonan);
      form.set(UJILAB_FILES.ktp, draft.ktp);
      return api<UjiLabItem>('/api/ujilab', { form, idempotencyKey: draft.idempotencyKey });
    },
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['ujilab'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
