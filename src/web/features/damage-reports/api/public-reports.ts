import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicReportListQuery, publicReportQuery, type ReportListSearch } from '../../../../shared/public-pages.ts';
import { call, callOptions, client } from '../../../lib/api-client.ts';

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

/** Open public reports of the same type within 50 m of the reporter's pin. */
export const useNearbyReports = (pin: { lat: number; lng: number } | null, jenis: string) =>
  useQuery({
    queryKey: ['laporan', 'dekat', pin?.lat.toFixed(5), pin?.lng.toFixed(5), jenis],
    queryFn: ({ signal }) =>
      call(client.laporan.dekat.$get({ query: { lat: String(pin!.lat), lng: String(pin!.lng), jenis } }, callOptions({ signal }))),
    enabled: pin != null && jenis !== '',
    staleTime: 60_000,
  });
