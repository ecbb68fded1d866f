import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JenisUji } from '../../../../shared/constants.ts';
import type { InferResponseType } from 'hono/client';
import { OWN_HISTORY_PAGE_SIZE, ownUjilabQuery } from '../../../../shared/public-pages.ts';
import { call, callOptions, client, loadForRequest } from '../../../lib/api-client.ts';
import type { UploadOptions } from '../../../components/upload-request.ts';

// The request code arrives when the form is sent, not with the page.
const loadUpload = () => loadForRequest(() => import('../../../components/upload-request.ts'));

const HISTORY_PAGE_SIZE = OWN_HISTORY_PAGE_SIZE;

export function useOwnUjilabRequests(page: number, enabled = true) {
  return useQuery({
    queryKey: ownUjilabQuery(page).queryKey,
    queryFn: ({ signal }) =>
      call(client.ujilab.$get({ query: { page: String(page), pageSize: String(HISTORY_PAGE_SIZE) } }, callOptions({ signal }))),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type LabDraft = {
  jenisUji: JenisUji;
  jenisUjiLainnya: string;
  suratPermohonan: File;
  ktp: File;
  ktpConsent: 'ya';
  /** JSON of [{ testId, quantity }] (issue 40, item 2). */
  items: string;
  phone?: string;
  whatsapp?: string;
  idempotencyKey: string;
};

type Created = InferResponseType<typeof client.ujilab.$post, 201>;

/** Sent with upload progress and a cancel (issue 13, item 10). */
export function useSubmitUjilabRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ draft: { idempotencyKey, ...form }, upload }: { draft: LabDraft; upload: UploadOptions }) =>
      loadUpload().then(({ uploadWithProgress, formDataOf }) =>
        uploadWithProgress<Created>('/api/ujilab', formDataOf(form), { ...upload, idempotencyKey }),
      ),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['ujilab'] }), qc.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}

/** "Setelah pengajuan terkirim": the office's own words (the CMS page info-ujilab), shown in the request dialog. */
export function useUjilabNextSteps(enabled: boolean) {
  return useQuery({
    queryKey: ['pages', 'info-ujilab'],
    queryFn: ({ signal }) => call(client.pages[':slug'].$get({ param: { slug: 'info-ujilab' } }, callOptions({ signal }))),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The active tests with today's prices (issue 40, item 2): the request form's list. */
export function useLabTariff(enabled: boolean) {
  return useQuery({
    queryKey: ['ujilab-tariff'],
    queryFn: ({ signal }) => call(client['ujilab-tariff'].$get({}, callOptions({ signal }))),
    enabled,
    staleTime: 60_000,
  });
}
