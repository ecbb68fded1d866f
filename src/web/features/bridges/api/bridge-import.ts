import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BridgeImportMode, BridgeImportSummary } from '../../../../shared/bridge-import-strings.ts';
import { ERRORS } from '../../../../shared/strings.ts';
import { ApiError, call, client } from '../../../lib/api-client.ts';

/** The template's address; a plain link, so the browser downloads it. */
export const bridgeImportTemplateHref = (format: 'csv' | 'xlsx') => `/api/bridges/import/template?format=${format}`;

/**
 * "Periksa berkas" (dry-run) and "Impor" (apply). An apply refused for a bad row answers 409 with
 * the same summary as a check: the page shows it rather than a bare error.
 */
export function useImportBridges() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mode }: { file: File; mode: BridgeImportMode }): Promise<BridgeImportSummary> => {
      let res: Awaited<ReturnType<typeof client.bridges.import.$post>>;
      try {
        res = await client.bridges.import.$post({ form: { file, mode } });
      } catch {
        throw new ApiError(0, 'NETWORK', ERRORS.network);
      }
      if (res.status === 409) return (await res.json()) as BridgeImportSummary;
      return call(Promise.resolve(res)) as Promise<BridgeImportSummary>;
    },
    onSuccess: (summary) => {
      if (summary.applied) void qc.invalidateQueries({ queryKey: ['bridges'] });
    },
  });
}
