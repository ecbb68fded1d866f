import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, client, loadForRequest } from '../../../lib/api-client.ts';
import type { UploadOptions } from '../../../components/upload-request.ts';

// The request code arrives when the form is sent, not with the page.
const loadUpload = () => loadForRequest(() => import('../../../components/upload-request.ts'));

// Zod is the largest part of the page; the forms are painted without it and fetch the shared
// schemas when the visitor starts on one (or, at the latest, on submit).
export const loadDamageSchemas = () => import('../../../../shared/damage-report-schemas.ts');

export type DamageDraft = {
  reporterName: string;
  reporterEmail: string;
  location: string;
  description: string;
  reportType: string;
  kabupaten: string;
  latitude: string;
  longitude: string;
  /** Empty: none chosen (or not a Jembatan report). */
  bridgeId: string;
  phone?: string;
  whatsapp?: string;
  photos: File[];
  idempotencyKey: string;
};

type Created = InferResponseType<(typeof client)['damage-reports']['$post'], 201>;

/** Sent with upload progress and a cancel (issue 13, item 10). */
export function useSubmitDamageReport() {
  return useMutation({
    mutationFn: ({ draft: { idempotencyKey, photos, ...fields }, upload }: { draft: DamageDraft; upload: UploadOptions }) =>
      loadUpload().then(({ uploadWithProgress, formDataOf }) =>
        uploadWithProgress<Created>('/api/damage-reports', formDataOf({ ...fields, photos }), { ...upload, idempotencyKey }),
      ),
  });
}

export function useReportStatusLookup() {
  return useMutation({
    mutationFn: (code: string) => call(client['damage-reports'].status[':code'].$get({ param: { code } })),
  });
}
