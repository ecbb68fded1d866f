import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { OWN_HISTORY_PAGE_SIZE, ownSirekananQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client, loadForRequest } from '../../../lib/api-client.ts';
import type { UploadOptions } from '../../../components/upload-request.ts';

// The request code arrives when the form is sent, not with the page.
const loadUpload = () => loadForRequest(() => import('../../../components/upload-request.ts'));

const HISTORY_PAGE_SIZE = OWN_HISTORY_PAGE_SIZE;

export function useOwnSirekanan(page: number, enabled = true) {
  return useQuery({
    queryKey: ownSirekananQuery(page).queryKey,
    queryFn: ({ signal }) =>
      call(client.sirekanan.$get({ query: { page: String(page), pageSize: String(HISTORY_PAGE_SIZE) } }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type SirekananDraft = {
  subject: string;
  details: string;
  phone?: string;
  whatsapp?: string;
  attachment: File | null;
  idempotencyKey: string;
};
type Created = InferResponseType<typeof client.sirekanan.$post, 201>;

/** Sent with upload progress and a cancel (issue 13, item 10): `upload` is the form's useUploadControl().begin(). */
export function useSubmitSirekanan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ draft: { idempotencyKey, attachment, ...fields }, upload }: { draft: SirekananDraft; upload: UploadOptions }) =>
      loadUpload().then(({ uploadWithProgress, formDataOf }) =>
        uploadWithProgress<Created>('/api/sirekanan', formDataOf({ ...fields, attachment }), { ...upload, idempotencyKey }),
      ),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['sirekanan'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
