import { useMutation } from '@tanstack/react-query';
import type { DamageReportReceipt, DamageReportStatus } from '../../../../shared/damage-report-schemas.ts';
import { api } from '../../../lib/api-client.ts';

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
    mutationFn: (draft: DamageDraft) => {
      const form = new FormData();
      for (const key of ['reporterName', 'reporterEmail', 'location', 'description', 'reportType'] as const) form.set(key, draft[key]);
      if (draft.photo) form.set('photo', draft.photo);
      return api<DamageReportReceipt>('/api/damage-reports', { form, idempotencyKey: draft.idempotencyKey });
    },
  });
}

export function useReportStatusLookup() {
  return useMutation({
    mutationFn: (code: string) => api<DamageReportStatus>(`/api/damage-reports/status/${encodeURIComponent(code)}`),
  });
}
