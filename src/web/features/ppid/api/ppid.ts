import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DipDocument, PpidAdminItem, PpidRequestItem } from '../../../../shared/ppid.ts';
import type {
  DipInput,
  PpidAnswerBody,
  PpidExtendInput,
  PpidObjectionAnswerBody,
  PpidObjectionBody,
  PpidRejectBody,
} from '../../../../shared/ppid-schemas.ts';
import { ownPpidQuery, ppidQuery } from '../../../../shared/public-pages.ts';
import type { UploadOptions } from '../../../components/upload-request.ts';
import { call, callOptions, client, loadForRequest } from '../../../lib/api-client.ts';

// The upload code arrives when a form is sent, not with the page.
const loadUpload = () => loadForRequest(() => import('../../../components/upload-request.ts'));

// Key and call from src/shared/public-pages.ts: the server embeds the answer under the same key.
export const usePpidPublic = (tahun: string | undefined) => {
  const { queryKey, api } = ppidQuery(tahun);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.ppid.$get({ query: api.query }, callOptions({ signal }))) }),
  );
};

export const useOwnPpidRequests = (enabled = true) =>
  useQuery({
    queryKey: ownPpidQuery().queryKey,
    queryFn: ({ signal }) => call(client.ppid.permohonan.$get({}, callOptions({ signal }))),
    enabled,
  });

export type PpidDraft = {
  name: string;
  address: string;
  phone: string;
  email: string;
  information: string;
  purpose: string;
  receiveMethod: string;
  copyMethod: string;
  ktp: File;
  ktpConsent: 'ya';
  whatsapp?: string;
};

export function useSubmitPpidRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, upload }: { draft: PpidDraft; upload: UploadOptions }) =>
      loadUpload().then(({ uploadWithProgress, formDataOf }) =>
        uploadWithProgress<PpidRequestItem>('/api/ppid/permohonan', formDataOf(draft), upload),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ppid', 'mine'] }),
  });
}

export function useSubmitObjection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: PpidObjectionBody }) =>
      call(client.ppid.permohonan[':code'].keberatan.$post({ param: { code }, json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ppid', 'mine'] }),
  });
}

// The officer's pages.
/** A page of the officer's list: the first, or the one its cursor names (issue 41, keyset paging). */
export const useAdminPpidRequests = (filters: { cursor: string | undefined; q: string; status: string }) =>
  useQuery({
    queryKey: ['admin', 'ppid', 'permohonan', filters],
    queryFn: ({ signal }) =>
      call(
        client.admin.ppid.permohonan.$get(
          { query: { cursor: filters.cursor, q: filters.q || undefined, status: filters.status || undefined } },
          callOptions({ signal }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** One request on its own page, /admin/ppid/{code}. */
export const useAdminPpidRequest = (code: string) =>
  useQuery({
    queryKey: ['admin', 'ppid', 'permohonan', 'kode', code],
    queryFn: ({ signal }) => call(client.admin.ppid.permohonan[':code'].$get({ param: { code } }, callOptions({ signal }))),
    retry: false,
  });

/** The answer form's fields as they are posted (multipart: text only). */
export type PpidAnswerDraft = { [K in keyof PpidAnswerBody]-?: string };

export type PpidStep =
  | { kind: 'terima' }
  | { kind: 'perpanjang'; input: PpidExtendInput }
  | { kind: 'tolak'; input: PpidRejectBody }
  | { kind: 'jawab'; input: PpidAnswerDraft; files: File[] }
  | { kind: 'laksanakan'; note: string; files: File[] };

export function usePpidStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step }: { id: string; step: PpidStep }): Promise<PpidAdminItem> => {
      const param = { id };
      switch (step.kind) {
        case 'terima':
          return call(client.admin.ppid.permohonan[':id'].terima.$post({ param }));
        case 'perpanjang':
          return call(client.admin.ppid.permohonan[':id'].perpanjang.$post({ param, json: step.input }));
        case 'tolak':
          return call(client.admin.ppid.permohonan[':id'].tolak.$post({ param, json: step.input }));
        case 'jawab': {
          const { uploadWithProgress, formDataOf } = await loadUpload();
          return uploadWithProgress<PpidAdminItem>(
            `/api/admin/ppid/permohonan/${id}/jawab`,
            formDataOf({ ...step.input, lampiran: step.files }),
          );
        }
        case 'laksanakan': {
          const { uploadWithProgress, formDataOf } = await loadUpload();
          return uploadWithProgress<PpidAdminItem>(
            `/api/admin/ppid/permohonan/${id}/laksanakan`,
            formDataOf({ note: step.note, lampiran: step.files }),
          );
        }
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'ppid'] }),
  });
}

export const useDipAdmin = () =>
  useQuery({ queryKey: ['admin', 'ppid', 'dip'], queryFn: ({ signal }) => call(client.admin.ppid.dip.$get({}, callOptions({ signal }))) });

/** What the DIP dialog sends: its boxes as the shared schema gives them, and the document picked. */
export type DipDraft = DipInput & { dokumen: File | null };

export function useSaveDip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft, upload }: { id: string | null; draft: DipDraft; upload: UploadOptions }) => {
      const { uploadWithProgress, formDataOf } = await loadUpload();
      const { published, removeFile, ...rest } = draft;
      const form = formDataOf({ ...rest, published: published ? 'ya' : '', removeFile: removeFile ? 'ya' : '' });
      return uploadWithProgress<DipDocument>(id ? `/api/admin/ppid/dip/${id}` : '/api/admin/ppid/dip', form, {
        ...upload,
        method: id ? 'PUT' : 'POST',
      });
    },
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'ppid', 'dip'] }), qc.invalidateQueries({ queryKey: ['ppid'] })]),
  });
}

export function useDeleteDip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.admin.ppid.dip[':id'].$delete({ param: { id } })),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'ppid', 'dip'] }), qc.invalidateQueries({ queryKey: ['ppid'] })]),
  });
}

export const useObjections = () =>
  useQuery({
    queryKey: ['admin', 'ppid', 'keberatan'],
    queryFn: ({ signal }) => call(client.admin['ppid-keberatan'].$get({}, callOptions({ signal }))),
  });

export function useAnswerObjection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PpidObjectionAnswerBody }) =>
      call(client.admin['ppid-keberatan'][':id'].jawab.$post({ param: { id }, json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'ppid'] }),
  });
}
