import { useMutation } from '@tanstack/react-query';
import { call, callOptions, client } from '../../../lib/api-client.ts';

// Zod is the largest part of the page; the forms are painted without it and fetch the shared
// schemas when the visitor starts on one (or, at the latest, on submit).
export const loadDamageSchemas = () => import('../../../../shared/damage-report-schemas.ts');

export type DamageDraft = {
  reporterName: string;
  reporterEmail: string;
  location: string;
  description: string;
  reportType: string;
  photo: File | null;
  idempotencyKey: string;
};

export function useSubmitDamageReport() {
  return useMutation({
    mutationFn: ({ idempotencyKey, photo, ...fields }: DamageDraft) =>
      call(client['damage-reports'].$post({ form: { ...fields, photo: photo ?? undefined } }, callOptions({ idempotencyKey }))),
  });
}

export function useReportStatusLookup() {
  return useMutation({
    mutationFn: (code: string) => call(client['damage-reports'].status[':code'].$get({ param: { code } })),
  });
}
