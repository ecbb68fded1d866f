import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicReportListQuery, publicReportQuery, type ReportListSearch } from '../../../../shared/public-pages.ts';
import { REPORTS } from '../../../../shared/report-strings.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';

// Keys and calls from src/shared/public-pages.ts: the server embeds the answers under the same keys.
export const usePublicReports = (search: ReportListSearch) => {
  const { queryKey, api } = publicReportListQuery(search);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.laporan.$get({ query: api.query }, callOptions({ signal }))) }),
  );
};

export const usePublicReport = (code: string) => {
  const { queryKey, api } = publicReportQuery(code);
  return useQuery(
    queryOptions({ queryKey, queryFn: ({ signal }) => call(client.laporan[':code'].$get({ param: api.param }, callOptions({ signal }))) }),
  );
};

/** The map's pins, with the list's filters; asked for only once the map is shown. */
export const useReportPoints = (search: ReportListSearch, enabled: boolean) =>
  useQuery({
    queryKey: ['laporan', 'peta', { ...search, halaman: undefined, urut: undefined }],
    queryFn: ({ signal }) =>
      call(
        client.laporan.peta.$get(
          { query: { status: search.status, jenis: search.jenis, kabupaten: search.kabupaten } },
          callOptions({ signal }),
        ),
      ),
    enabled,
  });

const SUPPORTER_KEY = 'pupr-sulbar:pendukung';

/** This browser's random key for "saya juga": kept, so a second click is recognised (not a person's identity). */
function supporterKey(): string {
  try {
    const kept = localStorage.getItem(SUPPORTER_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(SUPPORTER_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID(); // storage refused (private mode): counted once per visit
  }
}

/** "Saya juga mengalami ini" (issue 15, item 5); the report's count is read again after it. */
export function useSupportReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, email }: { code: string; email: string }) =>
      call(client.laporan[':code'].dukung.$post({ param: { code }, json: { browserKey: supporterKey(), email: email || undefined } })),
    onSuccess: ({ message }) => toast({ title: REPORTS.supportedTitle, description: message, variant: 'success' }),
    onError: (err) => toast({ title: REPORTS.supportFailedTitle, description: errorMessage(err), variant: 'destructive' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['laporan'] }),
  });
}

/** Open public reports of the same type within 50 m of the reporter's pin. */
export const useNearbyReports = (pin: { lat: number; lng: number } | null, jenis: string) =>
  useQuery({
    queryKey: ['laporan', 'dekat', pin?.lat.toFixed(5), pin?.lng.toFixed(5), jenis],
    queryFn: ({ signal }) =>
      call(client.laporan.dekat.$get({ query: { lat: String(pin!.lat), lng: String(pin!.lng), jenis } }, callOptions({ signal }))),
    enabled: pin != null && jenis !== '',
    staleTime: 60_000,
  });
